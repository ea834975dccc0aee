// Spider's table as one flat list for the board (issue 21): each column's drop area (with its empty
// place) followed by its cards, in reading order, and by the stock's cards a deal will put there (not
// shown), every card
// under a key that stays with it while it is dealt, moves between columns, turns over or is marked.
// The board draws the list with one keyed each, so a move or a deal changes the position and marks
// of the cards it moves and creates nothing; items that did not change are the very objects of the
// last list, so the board does not touch them at all.

import type { Card } from '../../core/cards.ts';
import { ItemReuse } from '../../ui/cards/reuse.ts';
import type { Geometry } from './layout.ts';
import { COLUMN_COUNT, movableRunLength, type SpiderState } from './rules.ts';
import type { Held } from './taps.ts';

/** A column's drop area (the whole column below the strip) and its empty place. */
export interface ColumnItem {
  readonly kind: 'col';
  readonly key: number;
  readonly col: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly empty: boolean;
  /** The held run may go here (an empty column) / the hint's target is this empty column. */
  readonly lit: boolean;
  readonly hint: boolean;
}

/** Card `index` of column `col` at (x, y) of the table, or card `index` of the stock (col -1, not shown). */
export interface CardItem {
  readonly kind: 'card';
  readonly key: number;
  readonly card: Card;
  readonly stock: boolean;
  readonly col: number;
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly down: boolean;
  /** A movable run starts here (drag and drop). */
  readonly drag: boolean;
  readonly held: boolean;
  readonly hint: boolean;
  /** The column's last card, lit as a target of the held run / as the hint's target. */
  readonly lit: boolean;
  readonly hintTo: boolean;
}

export type Item = ColumnItem | CardItem;

/** What the board marks: the run in the hand, the hint's run and target, the lit targets. */
export interface Marks {
  readonly held: Held | null;
  readonly hintFrom: Held | null;
  readonly hintTo: number;
  readonly lit: readonly number[];
}

/** Keys of the columns' items (cards use 0 and up). */
const colKey = (c: number): number => -1 - c;

/** The list for one board; remembers the last columns so that cards keep their keys. */
export class SpiderTable {
  #cols: readonly (readonly Card[])[] = [];
  #ids: number[][] = [];
  #next = 0;
  #reuse = new ItemReuse<Item>(['kind', 'key', 'col', 'x', 'y', 'w', 'h', 'empty', 'lit', 'hint', 'card', 'stock', 'index', 'down', 'drag', 'held', 'hintTo']);

  /**
   * Keys for the cards of `columns` (the stock last): a column's cards that lie as before keep theirs; the cards that
   * arrive somewhere take the keys of cards of the same value that left their place (a moved run);
   * the rest get new ones. Cards of equal value look alike, so a swap between them shows nothing.
   */
  keys(columns: readonly (readonly Card[])[]): number[][] {
    const pool = new Map<Card, number[]>();
    const ids = columns.map((col, c) => {
      const old = this.#cols[c] ?? [];
      const oldIds = this.#ids[c] ?? [];
      let p = 0;
      while (p < col.length && p < old.length && col[p] === old[p]) p++;
      for (let i = p; i < old.length; i++) {
        const list = pool.get(old[i] as Card) ?? [];
        list.push(oldIds[i] as number);
        pool.set(old[i] as Card, list);
      }
      return oldIds.slice(0, p);
    });
    columns.forEach((col, c) => {
      const own = ids[c] as number[];
      for (let i = own.length; i < col.length; i++) own.push(pool.get(col[i] as Card)?.shift() ?? this.#next++);
    });
    this.#cols = columns;
    this.#ids = ids;
    return ids;
  }

  /** The items for `s` drawn with `g` and these marks, reusing every item that did not change. */
  items(s: SpiderState, g: Geometry, m: Marks): Item[] {
    const keys = this.keys([...s.columns, s.stock]);
    const inStock = keys[s.columns.length] ?? [];
    const out: Item[] = [];
    const put = (item: Item): void => void out.push(this.#reuse.put(item));
    s.columns.forEach((column, col) => {
      const x = g.colX[col] ?? 0;
      const last = column.length - 1;
      const lit = m.lit.includes(col);
      put({
        kind: 'col',
        key: colKey(col),
        col,
        x,
        y: g.top,
        w: g.cw,
        h: g.height - g.top,
        empty: last < 0,
        lit: lit && last < 0,
        hint: m.hintTo === col && last < 0,
      });
      const hidden = s.hidden[col] ?? 0;
      const runFrom = column.length - movableRunLength(column, hidden);
      const ys = g.ys[col] ?? [];
      column.forEach((card, index) => {
        put({
          kind: 'card',
          key: keys[col]?.[index] ?? 0,
          card,
          stock: false,
          col,
          index,
          x,
          y: g.top + (ys[index] ?? 0),
          down: index < hidden,
          drag: index >= hidden && index >= runFrom,
          held: m.held !== null && m.held.col === col && index >= m.held.index,
          hint: m.hintFrom !== null && m.hintFrom.col === col && index >= m.hintFrom.index,
          lit: index === last && lit,
          hintTo: index === last && m.hintTo === col,
        });
      });
      // The stock's cards for this column (the next deal's first) wait right after its cards, so a
      // deal or its undo shows or hides them where they are, moving nothing in the document.
      for (let index = s.stock.length - COLUMN_COUNT + col; index >= 0; index -= COLUMN_COUNT) {
        const none = { drag: false, held: false, hint: false, lit: false, hintTo: false };
        put({ kind: 'card', key: inStock[index] ?? 0, card: s.stock[index] as Card, stock: true, col: -1, index, x: 0, y: 0, down: true, ...none });
      }
    });
    this.#reuse.done();
    return out;
  }
}
