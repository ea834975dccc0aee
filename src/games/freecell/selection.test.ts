// Tap-to-pick-up / tap-to-drop outcomes (FC-3, FC-4, FC-6, FC-7) as the page uses them.

import { describe, expect, it } from 'vitest';
import { formatMove } from './notation.ts';
import { HOME, cellPlace } from './rules.ts';
import { growSelection, movableFrom, shrinkSelection, tapOutcome, targetsOf, type Selection, type Tap } from './selection.ts';
import { table } from './testing.ts';

// Column 1: … 8S 7H 6S (a run of 3); column 2 ends in 9H; column 3 in 7D; column 5 holds
// only AH; cell a holds 2H; column 8 is empty.
const s = table({
  columns: { 0: '8S 7H 6S', 1: '9H', 2: '7D', 3: 'QC', 4: 'AH' },
  cells: ['2H', null, null, null],
  fill: [0, 1, 2, 3, 5, 6],
});

const out = (sel: Selection | null, tap: Tap): string => {
  const r = tapOutcome(s, sel, tap);
  return r.kind === 'move' ? `move ${formatMove(r.move)}` : r.selection ? `select ${r.selection.from}/${r.selection.count}` : 'clear';
};
const col = (column: number, index?: number): Tap => (index === undefined ? { kind: 'column', column } : { kind: 'column', column, index });
const bottom = (c: number): number => (s.columns[c]?.length ?? 0) - 1;

describe('tapping', () => {
  it.each([
    ['FC-3 tapping the exposed card picks it up', null, col(0, bottom(0)), 'select 0/1'],
    ['FC-6 tapping the top card of an ordered run picks up the whole run', null, col(0, bottom(0) - 2), 'select 0/3'],
    ['FC-3 a card under a non-run cannot be picked up', null, col(0, 0), 'clear'],
    ['FC-3 a card in a free cell is picked up', null, { kind: 'cell', cell: 0 }, 'select 8/1'],
    ['FC-3 tapping a legal target moves the run there', { from: 0, count: 3 }, col(1), 'move 12'],
    ['FC-3 tapping any card of the target column counts as the column', { from: 0, count: 3 }, col(1, 0), 'move 12'],
    ['FC-4 an illegal target moves the selection to the movable card there', { from: 0, count: 3 }, col(2), 'select 2/1'],
    ['FC-4 an illegal target with nothing movable clears the selection', { from: 0, count: 3 }, col(0, 0), 'clear'],
    ['FC-4 tapping the held card sends it home when it can go', { from: 4, count: 1 }, col(4), 'move 5h'],
    ['FC-4 tapping the held card clears when it cannot go home', { from: 0, count: 1 }, col(0), 'clear'],
    ['FC-4 a held cell card that cannot go home clears when tapped again', { from: cellPlace(0), count: 1 }, { kind: 'cell', cell: 0 }, 'clear'],
    ['FC-5 a single card goes into the free cell that was tapped', { from: 0, count: 1 }, { kind: 'cell', cell: 2 }, 'move 1c'],
    ['FC-5 a run does not fit a free cell: the tap clears', { from: 0, count: 3 }, { kind: 'cell', cell: 2 }, 'clear'],
    ['FC-5 an occupied cell takes the selection over', { from: 0, count: 1 }, { kind: 'cell', cell: 0 }, 'select 8/1'],
    ['FC-5 a run into the empty column carries exactly what was picked up', { from: 0, count: 3 }, col(7), 'move 18v3'],
    ['FC-5 the foundation takes the ace', { from: 4, count: 1 }, { kind: 'home' }, 'move 5h'],
    ['FC-5 the foundation refuses a card that does not fit, silently', { from: 0, count: 1 }, { kind: 'home' }, 'clear'],
  ] as const)('%s', (_title, sel, tap, expected) => {
    expect(out(sel, tap)).toBe(expected);
  });

  it('FC-3 every legal target of the held run lights up, and only those', () => {
    expect(targetsOf(s, { from: 0, count: 3 })).toEqual([1, 7]);
    expect(targetsOf(s, { from: 0, count: 1 })).toEqual([2, 7, cellPlace(1), cellPlace(2), cellPlace(3)]);
    expect(targetsOf(s, { from: 4, count: 1 })).toEqual([7, cellPlace(1), cellPlace(2), cellPlace(3), HOME]);
    expect(targetsOf(s, null)).toEqual([]);
  });

  it('FC-7 a run too long to carry lights nothing up', () => {
    const full = table({
      columns: { 0: 'QS JH TS 9H', 1: 'KD' },
      cells: ['2C', '2D', '2H', '2S'],
      fill: [2, 3, 4, 5, 6, 7],
    });
    expect(targetsOf(full, { from: 0, count: 4 })).toEqual([]);
    expect(targetsOf(full, { from: 0, count: 1 })).toEqual([]);
  });

  it('FC-3 keyboard: the held run grows card by card along the ordered run, then wraps', () => {
    let sel: Selection = { from: 0, count: 1 };
    sel = growSelection(s, sel);
    expect(sel.count).toBe(2);
    sel = growSelection(s, growSelection(s, sel));
    expect(sel.count).toBe(1);
    expect(shrinkSelection({ from: 0, count: 3 }).count).toBe(2);
    expect(movableFrom(s, 0, bottom(0) - 2)).toBe(3);
  });
});
