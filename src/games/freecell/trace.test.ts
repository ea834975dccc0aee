// The typed trace of a FreeCell move or finish: the cards and places of each step, the finish sequence in order.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCard, type Card } from '../../core/cards.ts';
import { parseMove } from './notation.ts';
import { HOME, legalMoves, newDeal, playFinish, playMove, type FreecellState } from './rules.ts';
import { table } from './testing.ts';

const card = (t: string): Card => {
  const r = parseCard(t);
  if (!r.ok) throw new Error(t);
  return r.value;
};
const move = (t: string) => {
  const r = parseMove(t);
  if (!r.ok) throw new Error(t);
  return r.value;
};

describe('FreeCell traces', () => {
  it('FC-5 a single card: one step with the card, where it came from and where it went', () => {
    const s = newDeal(1);
    const r = playMove(s, move('8a'));
    expect(r.ok && r.value.trace).toEqual({ kind: 'move', steps: [{ cards: [s.columns[7]?.at(-1)], from: 7, to: 8 }] });
  });

  it('FC-6 FC-7 a run carried into an empty column is one step with every card, deepest first', () => {
    const s = table({ columns: { 0: 'KS 9H 8S 7H', 1: '' }, fill: [2, 3, 4, 5, 6, 7] });
    const r = playMove(s, move('12v3'));
    expect(r.ok && r.value.trace.steps).toEqual([{ cards: [card('9H'), card('8S'), card('7H')], from: 0, to: 1 }]);
  });

  it('FC-10 finish: one step per card home, lowest rank first, as "finish" plays them', () => {
    const s = table({
      columns: {
        0: 'KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC',
        1: 'KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD',
        2: 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H',
        3: 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS',
      },
      cells: ['AH', null, null, null],
    });
    const r = playFinish(s);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.trace.kind).toBe('finish');
    expect(r.value.trace.steps).toHaveLength(52);
    expect(r.value.trace.steps.every((st) => st.to === HOME && st.cards.length === 1)).toBe(true);
    expect(r.value.trace.steps.slice(0, 4).map((st) => st.cards[0])).toEqual([card('AC'), card('AD'), card('AS'), card('AH')]);
    expect(r.value.state.moves).toBe(s.moves + 52);
  });

  it('FC-5 for any legal move, the trace says exactly which cards left the source and arrived at the target', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.nat(), { maxLength: 60 }), (deal, picks) => {
        let s: FreecellState = newDeal(deal);
        for (const p of picks) {
          const moves = legalMoves(s);
          if (moves.length === 0) break;
          const m = moves[p % moves.length]!;
          const r = playMove(s, m);
          if (!r.ok) throw new Error(r.error.message);
          const [step] = r.value.trace.steps;
          const after = r.value.state;
          expect(step?.from).toBe(m.from);
          expect(step?.to).toBe(m.to);
          if (m.to < 8) expect((after.columns[m.to] ?? []).slice(-(step?.cards.length ?? 0))).toEqual(step?.cards);
          else if (m.to < 12) expect(after.cells[m.to - 8]).toBe(step?.cards[0]);
          else expect(after.foundations[(step?.cards[0] ?? 0) & 3]).toBe(((step?.cards[0] ?? 0) >> 2) + 1);
          s = after;
        }
      }),
      { numRuns: 40 },
    );
  });
});
