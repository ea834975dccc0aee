// The board's lists (table.ts): what each item shows as the old per-place markup drew it, reading
// order, and items kept as the same objects while nothing about them changed.
import { describe, expect, it } from 'vitest';
import { stepOf, tableLayout } from './layout.ts';
import { applyMove, cellPlace, newDeal, type FreecellState } from './rules.ts';
import { FreecellTable, type CardItem, type ColumnsItem } from './table.ts';

const L = tableLayout({ width: 900, height: 700, tall: true });
const play = (s: FreecellState, from: number, to: number): FreecellState => {
  const r = applyMove(s, { from, to });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const cardsOf = (items: readonly ColumnsItem[]): CardItem[] => items.filter((i): i is CardItem => i.kind === 'card');

describe('FreecellTable', () => {
  it('lists each column (its place, then its cards) in reading order, cards where the layout puts them', () => {
    const s = newDeal(1);
    const items = new FreecellTable().columns(s, L, new Set(), []);
    let col = -1;
    for (const it of items) {
      if (it.kind === 'col') {
        expect(it.col).toBe(++col);
        expect(it.empty).toBe(s.columns[col]?.length === 0);
        continue;
      }
      const column = s.columns[it.col] ?? [];
      expect(it.col).toBe(col);
      expect(it.card).toBe(column[it.index]);
      expect(it.x).toBe(L.columnX[it.col]);
      expect(it.y).toBe(L.columnTop + it.index * stepOf(L, column.length));
    }
    expect(cardsOf(items)).toHaveLength(52);
  });

  it('marks held cards and targets: a column by its last card (or its empty place), a cell only while empty', () => {
    let s = newDeal(1);
    s = play(s, 0, cellPlace(0));
    const last = s.columns[3]?.at(-1) as number;
    const t = new FreecellTable();
    const items = t.columns(s, L, new Set([last]), [2, cellPlace(1)]);
    for (const it of cardsOf(items)) {
      expect(it.held).toBe(it.card === last);
      expect(it.target).toBe(it.col === 2 && it.index === (s.columns[2]?.length ?? 0) - 1);
    }
    const cells = t.cells(s, L, new Set([s.cells[0] as number]), [cellPlace(0), cellPlace(1)]);
    expect(cells.map((c) => [c.card, c.held, c.target])).toEqual([
      [s.cells[0], true, false],
      [null, false, true],
      [null, false, false],
      [null, false, false],
    ]);
  });

  it('keeps untouched items as the same objects across a move', () => {
    const t = new FreecellTable();
    const s0 = newDeal(2);
    const before = t.columns(s0, L, new Set(), []);
    const cells0 = t.cells(s0, L, new Set(), []);
    const s1 = play(s0, 4, cellPlace(2));
    const after = t.columns(s1, L, new Set(), []);
    const cells1 = t.cells(s1, L, new Set(), []);
    for (const it of after) if (it.col !== 4) expect(before).toContain(it);
    expect(cells1.filter((c, i) => c === cells0[i]).map((c) => c.key)).toEqual([0, 1, 3]);
  });
});
