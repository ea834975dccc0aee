// The table geometry the page animates with: card motions computed from a move's trace, not measured.

import { describe, expect, it } from 'vitest';
import { parseMove } from './notation.ts';
import { placeXY, reversedTrace, traceMotions } from './layout.ts';
import { newDeal, playMove, HOME } from './rules.ts';
import { table } from './testing.ts';

// 8 cards of 100 px with 10 px gaps exactly fill the width: the pitch is 110 px.
const SIZE = { width: 8 * 100 + 7 * 10 + 2 * 10, cardW: 100, gap: 10 };
const move = (t: string) => {
  const r = parseMove(t);
  if (!r.ok) throw new Error(t);
  return r.value;
};

describe('FreeCell layout', () => {
  it('FC-2 places: cells a–d then the foundations H C D S on top, the columns below with their step', () => {
    expect(placeXY(SIZE, 8, 0, 0, 1)).toEqual({ x: 10, y: 10 });
    expect(placeXY(SIZE, HOME, 2, 0, 1)).toEqual({ x: 10 + 4 * 110, y: 10 }); // a heart: first foundation
    expect(placeXY(SIZE, HOME, 3, 0, 1)).toEqual({ x: 10 + 7 * 110, y: 10 }); // a spade: last
    expect(placeXY(SIZE, 7, 0, 5, 6)).toEqual({ x: 10 + 7 * 110, y: 10 + 140 + 24 + 5 * 42 });
  });

  it('FC-3 a card moved from column 8 to cell a starts where it lay and slides to the cell; undo slides it back', () => {
    const s = newDeal(1);
    const r = playMove(s, move('8a'));
    if (!r.ok) throw new Error(r.error.message);
    const [m] = traceMotions(SIZE, r.value.trace, r.value.state);
    expect(m).toEqual({ card: s.columns[7]?.at(-1), dx: 7 * 110, dy: 140 + 24 + 5 * 42, order: 0 });
    const [back] = traceMotions(SIZE, reversedTrace(r.value.trace), s);
    expect(back).toEqual({ card: s.columns[7]?.at(-1), dx: -7 * 110, dy: -(140 + 24 + 5 * 42), order: 0 });
  });

  it('FC-6 FC-7 a run carried into an empty column keeps its shape: every card moves by the same offset', () => {
    const s = table({ columns: { 0: 'KS 9H 8S 7H', 1: '' }, fill: [2, 3, 4, 5, 6, 7] });
    const r = playMove(s, move('12v3'));
    if (!r.ok) throw new Error(r.error.message);
    const motions = traceMotions(SIZE, r.value.trace, r.value.state);
    expect(motions.map((m) => [m.dx, m.dy])).toEqual([
      [-110, 42],
      [-110, 42],
      [-110, 42],
    ]);
  });
});
