// The board's flat list (table.ts): reading order, marks as the old per-column board drew them, keys
// that stay with the cards through deals, moves and turns, and untouched items kept as they were.
import { describe, expect, it } from 'vitest';
import { geometry } from './layout.ts';
import { hints } from './hint.ts';
import { DEAL, legalMoves, newDeal, playMove, type SpiderState } from './rules.ts';
import { movableRunFrom } from './selection.ts';
import { SpiderTable, type CardItem, type Item, type Marks } from './table.ts';

const geo = (s: SpiderState) =>
  geometry(
    900,
    700,
    s.columns.map((c, i) => ({ length: c.length, hidden: s.hidden[i] as number })),
  );
const none: Marks = { held: null, hintFrom: null, hintTo: -1, lit: [] };
const cardsOf = (items: readonly Item[]): CardItem[] => items.filter((i): i is CardItem => i.kind === 'card');
const shown = (items: readonly Item[]): CardItem[] => cardsOf(items).filter((i) => !i.stock);
const play = (s: SpiderState, m: Parameters<typeof playMove>[1]): SpiderState => {
  const r = playMove(s, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
};
/** Key of the card now at (col, index). */
const keyAt = (items: readonly Item[], col: number, index: number): number | undefined => shown(items).find((i) => i.col === col && i.index === index)?.key;

describe('SpiderTable', () => {
  it('lists each column (its area, its cards, then the stock cards a deal puts there) in reading order', () => {
    const s = newDeal(7, 4);
    const items = new SpiderTable().items(s, geo(s), none);
    expect(items.filter((i) => i.kind === 'col').map((i) => i.col)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(cardsOf(items)).toHaveLength(104);
    let col = -1;
    let stockFor = -1;
    for (const it of items) {
      if (it.kind === 'col') {
        expect(it.col).toBe(col + 1);
        col = it.col;
        stockFor = -1;
      } else if (!it.stock) {
        expect(it.col).toBe(col);
        expect(stockFor).toBe(-1);
      } else {
        // The next deal's card first; each belongs to this column.
        expect((((it.index - s.stock.length) % 10) + 10) % 10).toBe(col);
        if (stockFor >= 0) expect(it.index).toBe(stockFor - 10);
        stockFor = it.index;
      }
    }
    expect(new Set(cardsOf(items).map((i) => i.key)).size).toBe(104);
  });

  it('draws the cards as the game has them: place, face down, drag sources', () => {
    const s = newDeal(3, 2);
    const g = geo(s);
    for (const it of shown(new SpiderTable().items(s, g, none))) {
      expect(it.card).toBe(s.columns[it.col]?.[it.index]);
      expect(it.x).toBe(g.colX[it.col]);
      expect(it.y).toBe(g.top + (g.ys[it.col]?.[it.index] ?? NaN));
      expect(it.down).toBe(it.index < (s.hidden[it.col] as number));
      expect(it.drag).toBe(!it.down && movableRunFrom(s, it.col, it.index) !== null);
    }
  });

  it('marks the held run, the hint and the lit targets on the cards and the empty places', () => {
    let s = newDeal(11, 1);
    const t = new SpiderTable();
    const m: Marks = { held: { col: 2, index: 5 }, hintFrom: { col: 4, index: 5 }, hintTo: 6, lit: [1, 6] };
    const items = t.items(s, geo(s), m);
    for (const it of shown(items)) {
      const last = it.index === (s.columns[it.col]?.length ?? 0) - 1;
      expect(it.held).toBe(it.col === 2 && it.index >= 5);
      expect(it.hint).toBe(it.col === 4 && it.index >= 5);
      expect(it.lit).toBe(last && (it.col === 1 || it.col === 6));
      expect(it.hintTo).toBe(last && it.col === 6);
    }
    // An empty column: its place carries the marks.
    s = { ...s, columns: s.columns.map((c, i) => (i === 6 ? [] : c)), hidden: s.hidden.map((h, i) => (i === 6 ? 0 : h)) };
    const col6 = t.items(s, geo(s), m).find((i) => i.kind === 'col' && i.col === 6);
    expect(col6).toMatchObject({ empty: true, lit: true, hint: true });
  });

  it('keeps the keys of cards through a deal, its undo, a move and a turn; only changed items are new', () => {
    const t = new SpiderTable();
    const s0 = newDeal(5, 1);
    const i0 = t.items(s0, geo(s0), none);
    const stockKeys = cardsOf(i0).filter((i) => i.stock && i.index >= s0.stock.length - 10);
    const s1 = play(s0, DEAL);
    const i1 = t.items(s1, geo(s1), none);
    // The dealt cards are the stock's items, shown now; nothing else got a new key.
    for (const k of stockKeys) expect(shown(i1).find((i) => i.key === k.key)).toMatchObject({ col: (k.index - s0.stock.length + 10) % 10, card: k.card });
    expect(new Set(cardsOf(i1).map((i) => i.key))).toEqual(new Set(cardsOf(i0).map((i) => i.key)));
    // Undo (the state before): the same keys go back to the stock.
    const i2 = t.items(s0, geo(s0), none);
    expect(cardsOf(i2).map((i) => i.key)).toEqual(cardsOf(i0).map((i) => i.key));
    // A move: the run keeps its keys in its new column; the card turned over keeps its key.
    const m = hints(s1).find((h) => h.kind === 'move') ?? legalMoves(s1).find((h) => h.kind === 'move');
    if (m?.kind !== 'move') throw new Error('no move');
    t.items(s1, geo(s1), none);
    const before = t.items(s1, geo(s1), none);
    const from = s1.columns[m.from] as number[];
    const s2 = play(s1, m);
    const k = (s2.columns[m.to]?.length ?? 0) - (s1.columns[m.to]?.length ?? 0);
    const after = t.items(s2, geo(s2), none);
    for (let j = 0; j < k; j++) expect(keyAt(after, m.to, (s1.columns[m.to]?.length ?? 0) + j)).toBe(keyAt(before, m.from, from.length - k + j));
    const turned = from.length - k - 1;
    if (turned >= 0) expect(keyAt(after, m.from, turned)).toBe(keyAt(before, m.from, turned));
    // Items of cards that neither moved nor changed are the same objects.
    const untouched = shown(after).filter((i) => i.col !== m.from && i.col !== m.to);
    for (const it of untouched) expect(before).toContain(it);
  });
});
