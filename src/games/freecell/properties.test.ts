// fast-check properties of FreeCell: card conservation, undo/redo identity, text round-trip, move list agreement.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.ts';
import { freecellDef } from './def.ts';
import { decodePosition, encodePosition, formatMove } from './notation.ts';
import { allCards, applyMove, canFinish, finishSequence, hasLegalMove, legalMoves, newDeal, statusOf, type FreecellState } from './rules.ts';
import { targetsOf, tapOutcome, type Selection } from './selection.ts';

/** A deal number and a list of move picks: play the picked legal move at each step. */
const walk = fc.record({
  deal: fc.integer({ min: 1, max: 1_000_000 }),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 120 }),
});

function* playWalk(deal: number, picks: readonly number[]): Generator<FreecellState> {
  let s = newDeal(deal);
  yield s;
  for (const p of picks) {
    const moves = legalMoves(s);
    if (moves.length === 0) return;
    const r = applyMove(s, moves[p % moves.length]!);
    if (!r.ok) throw new Error(`legal move rejected: ${formatMove(moves[p % moves.length]!)}: ${r.error.message}`);
    s = r.value;
    yield s;
  }
}

describe('properties', () => {
  it('FC-5 random legal play never creates, loses or duplicates a card', () => {
    fc.assert(
      fc.property(walk, ({ deal, picks }) => {
        for (const s of playWalk(deal, picks)) {
          const cards = allCards(s);
          expect(cards.length).toBe(52);
          expect(new Set(cards).size).toBe(52);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('FC-14 the position text round-trips for every reachable table', () => {
    fc.assert(
      fc.property(walk, ({ deal, picks }) => {
        for (const s of playWalk(deal, picks)) {
          const text = encodePosition(s);
          const back = decodePosition(text);
          expect(back.ok).toBe(true);
          if (back.ok) {
            expect(encodePosition(back.value)).toBe(text);
            expect({ ...back.value, moves: s.moves }).toEqual(s);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('FC-9 undo then redo is the identity, and undo takes the counter back', () => {
    fc.assert(
      fc.property(walk, fc.nat({ max: 200 }), ({ deal, picks }, back) => {
        const session = new GameSession(freecellDef, {}, { seed: deal }, newDeal(deal));
        for (const p of picks) {
          const moves = session.legalMoves();
          if (moves.length === 0) break;
          expect(session.play(moves[p % moves.length]!).ok).toBe(true);
        }
        const end = session.state;
        const n = Math.min(back, session.depth);
        for (let i = 0; i < n; i++) session.undo();
        expect(session.state.moves).toBe(end.moves - n);
        for (let i = 0; i < n; i++) session.redo();
        expect(session.state).toEqual(end);
      }),
      { numRuns: 40 },
    );
  });

  it('FC-8 status is "stuck" exactly when the legal move list is empty', () => {
    fc.assert(
      fc.property(walk, ({ deal, picks }) => {
        for (const s of playWalk(deal, picks)) {
          const none = legalMoves(s).length === 0;
          expect(hasLegalMove(s)).toBe(!none);
          if (statusOf(s) !== 'won') expect(statusOf(s) === 'stuck').toBe(none);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('FC-10 canFinish agrees with the foundation-only sequence it plays', () => {
    fc.assert(
      fc.property(walk, ({ deal, picks }) => {
        for (const s of playWalk(deal, picks)) {
          const seq = finishSequence(s);
          expect(canFinish(s)).toBe(seq !== null && statusOf(s) !== 'won');
        }
      }),
      { numRuns: 30 },
    );
  });

  it('FC-3 the lit targets of any held card are exactly the places its move is legal', () => {
    fc.assert(
      fc.property(walk, ({ deal, picks }) => {
        for (const s of playWalk(deal, picks)) {
          const selections: Selection[] = [];
          s.columns.forEach((col, i) => {
            for (let k = 1; k <= col.length; k++) selections.push({ from: i, count: k });
          });
          s.cells.forEach((c, i) => c !== null && selections.push({ from: 8 + i, count: 1 }));
          for (const sel of selections) {
            for (const to of targetsOf(s, sel)) {
              const tap =
                to === 12 ? ({ kind: 'home' } as const) : to >= 8 ? ({ kind: 'cell', cell: to - 8 } as const) : ({ kind: 'column', column: to } as const);
              const out = tapOutcome(s, sel, tap);
              expect(out.kind).toBe('move');
              if (out.kind === 'move') {
                const r = applyMove(s, out.move);
                expect(r.ok).toBe(true);
              }
            }
          }
        }
      }),
      { numRuns: 15 },
    );
  });
});
