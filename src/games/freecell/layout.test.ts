// The table geometry the page positions and animates with: sizes from width and height, and card
// motions computed from a move's trace, not measured.

import { describe, expect, it } from 'vitest';
import { parseMove } from './notation.ts';
import { LONGEST_COLUMN, placeXY, reversedTrace, stepOf, tableLayout, traceMotions, type TableLayout } from './layout.ts';
import { newDeal, playMove, HOME } from './rules.ts';
import { table } from './testing.ts';

const move = (t: string) => {
  const r = parseMove(t);
  if (!r.ok) throw new Error(t);
  return r.value;
};

/** The bottom edge of the last card of a column of n cards. */
const columnEnd = (l: TableLayout, n: number): number => l.columnTop + (n - 1) * stepOf(l, n) + l.cardH;

// The space the page gives the table at the three checked screens (after the app bar and the page's
// head row) and a few more, with the status line the page reserves above the table.
const SPACES = [
  { name: 'phone 390×844', width: 378, height: 730, statusH: 40 },
  { name: 'phone sideways 740×360', width: 728, height: 250, statusH: 24 },
  { name: 'desktop 1280×800', width: 1256, height: 690, statusH: 24 },
  { name: 'small phone 360×640', width: 348, height: 530, statusH: 40 },
  { name: 'small phone sideways 640×360', width: 628, height: 250, statusH: 24 },
  { name: 'tablet 1024×768', width: 1000, height: 660, statusH: 24 },
  { name: 'wide 1920×1080', width: 1896, height: 970, statusH: 24 },
];

describe('FreeCell layout (issue 13: the table always fits)', () => {
  it.each(SPACES)('issue 13 $name: cells, foundations and every column up to 19 cards fit without scrolling', (space) => {
    for (const large of [false, true]) {
      const l = tableLayout({ ...space, large });
      expect(l.width).toBeLessThanOrEqual(space.width);
      expect(l.height + l.statusH).toBeLessThanOrEqual(space.height);
      for (let n = 1; n <= LONGEST_COLUMN; n++) {
        expect(columnEnd(l, n)).toBeLessThanOrEqual(l.columnBottom + 1e-9);
        expect(stepOf(l, n)).toBeGreaterThanOrEqual(l.stepMin - 1e-9);
      }
      // Every place on the felt, none overlapping the columns' area.
      for (const p of [...l.cells, ...l.homes]) {
        expect(p.x + l.cardW).toBeLessThanOrEqual(l.width);
        expect(p.y + l.cardH).toBeLessThanOrEqual(l.height);
        if (l.mode === 'top') expect(p.y + l.cardH).toBeLessThan(l.columnTop);
        else expect(p.x + l.cardW <= (l.columnX[0] ?? 0) || p.x >= (l.columnX[7] ?? 0) + l.cardW).toBe(true);
      }
      // Columns do not overlap each other.
      for (let c = 1; c < 8; c++) expect((l.columnX[c] ?? 0) - (l.columnX[c - 1] ?? 0)).toBeGreaterThanOrEqual(l.cardW);
    }
  });

  it('issue 13: a phone upright is sized by its width with the cells on top; sideways the cells and foundations go beside the columns', () => {
    const upright = tableLayout(SPACES[0] as (typeof SPACES)[0]);
    expect(upright.mode).toBe('top');
    expect(upright.cardW).toBeGreaterThanOrEqual(40);
    const sideways = tableLayout(SPACES[1] as (typeof SPACES)[0]);
    expect(sideways.mode).toBe('side');
    expect(sideways.aside).not.toBeNull();
    expect(sideways.cardW).toBeGreaterThan(tableLayout({ ...(SPACES[1] as (typeof SPACES)[0]), width: 400 }).cardW);
    const desktop = tableLayout(SPACES[2] as (typeof SPACES)[0]);
    expect(desktop.mode).toBe('top');
    expect(desktop.cardW).toBeGreaterThanOrEqual(90);
  });

  it('issue 13: short columns get full strips; a column compresses only as it grows past the height', () => {
    const l = tableLayout({ width: 1256, height: 690, statusH: 24 });
    expect(stepOf(l, 7)).toBe(l.stepMax);
    expect(stepOf(l, 19)).toBeLessThan(l.stepMax);
    for (let n = 2; n < LONGEST_COLUMN; n++) expect(stepOf(l, n + 1)).toBeLessThanOrEqual(stepOf(l, n));
    // On a phone upright, strips are tall enough for a finger.
    expect(stepOf(tableLayout({ width: 378, height: 730, statusH: 40 }), 12)).toBeGreaterThanOrEqual(28);
  });

  it('issue 13: larger cards are at least as large', () => {
    for (const s of SPACES) expect(tableLayout({ ...s, large: true }).cardW).toBeGreaterThanOrEqual(tableLayout(s).cardW);
  });
});

describe('FreeCell motions', () => {
  const L = tableLayout({ width: 1256, height: 690, statusH: 24 });

  it('FC-2 places: cells a–d then the foundations H C D S on top, the columns below with their step', () => {
    expect(placeXY(L, 8, 0, 0, 1)).toEqual(L.cells[0]);
    expect(placeXY(L, HOME, 2, 0, 1)).toEqual(L.homes[0]); // a heart: first foundation
    expect(placeXY(L, HOME, 3, 0, 1)).toEqual(L.homes[3]); // a spade: last
    expect(placeXY(L, 7, 0, 5, 6)).toEqual({ x: L.columnX[7], y: L.columnTop + 5 * stepOf(L, 6) });
    expect(L.homes[0]?.x).toBe(L.columnX[4]);
  });

  it('FC-3 a card moved from column 8 to cell a starts where it lay and slides to the cell; undo slides it back', () => {
    const s = newDeal(1);
    const r = playMove(s, move('8a'));
    if (!r.ok) throw new Error(r.error.message);
    const from = placeXY(L, 7, 0, 5, 6);
    const to = L.cells[0] ?? { x: 0, y: 0 };
    const [m] = traceMotions(L, r.value.trace, r.value.state);
    expect(m).toEqual({ card: s.columns[7]?.at(-1), dx: from.x - to.x, dy: from.y - to.y, order: 0, fromIndex: 5 });
    const [back] = traceMotions(L, reversedTrace(r.value.trace), s);
    expect(back).toEqual({ card: s.columns[7]?.at(-1), dx: to.x - from.x, dy: to.y - from.y, order: 0, fromIndex: 0 });
  });

  it('FC-6 FC-7 a run carried into an empty column keeps its shape: every card moves by the same offset', () => {
    const s = table({ columns: { 0: 'KS 9H 8S 7H', 1: '' }, fill: [2, 3, 4, 5, 6, 7] });
    const r = playMove(s, move('12v3'));
    if (!r.ok) throw new Error(r.error.message);
    const motions = traceMotions(L, r.value.trace, r.value.state);
    const dx = (L.columnX[0] ?? 0) - (L.columnX[1] ?? 0);
    const dy = Math.round(stepOf(L, 4) * 100) / 100;
    expect(motions.map((m) => [m.dx, Math.round(m.dy * 100) / 100, m.fromIndex])).toEqual([
      [dx, dy, 1],
      [dx, dy, 2],
      [dx, dy, 3],
    ]);
  });
});
