// FreeCell's cells and columns as the lists the board draws (issue 21): the four cells, each one
// button for good (a card put there or taken away changes its content, never the button, which may
// hold the focus), and the eight columns as one flat list in reading order (each column's empty
// place and felt below it, then its cards, keyed by card), so a card moving between columns keeps
// its element. Items that did not change are the last list's objects: the board leaves them alone.

import type { Card } from '../../core/cards.ts';
import { ItemReuse } from '../../ui/cards/reuse.ts';
import { stepOf, type TableLayout } from './layout.ts';
import { cellPlace, type FreecellState, type Place } from './rules.ts';

/** Free cell `cell` at (x, y), with its card or empty; `target`: the held cards may go there. */
export interface CellItem {
  readonly key: number;
  readonly x: number;
  readonly y: number;
  readonly card: Card | null;
  readonly held: boolean;
  readonly target: boolean;
}

/** Column `col`: its empty place (when empty) and the felt below its cards, from `end` down `hitH` px. */
export interface ColumnItem {
  readonly kind: 'col';
  readonly key: number;
  readonly col: number;
  readonly x: number;
  readonly y: number;
  readonly empty: boolean;
  readonly target: boolean;
  readonly end: number;
  readonly hitH: number;
}

/** Card `index` of column `col` at (x, y); `target`: the column's last card, a target of the held cards. */
export interface CardItem {
  readonly kind: 'card';
  readonly key: number;
  readonly card: Card;
  readonly col: number;
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly held: boolean;
  readonly target: boolean;
}

export type ColumnsItem = ColumnItem | CardItem;

/** The lists of one board, each item kept from the last list while it is unchanged. */
export class FreecellTable {
  readonly #cells = new ItemReuse<CellItem>(['key', 'x', 'y', 'card', 'held', 'target']);
  readonly #columns = new ItemReuse<ColumnsItem>(['kind', 'key', 'col', 'x', 'y', 'empty', 'target', 'end', 'hitH', 'card', 'index', 'held']);

  cells(s: FreecellState, l: TableLayout, held: ReadonlySet<Card>, targets: readonly Place[]): CellItem[] {
    const out = s.cells.map((card, i) => {
      const at = l.cells[i] ?? { x: 0, y: 0 };
      const c = card ?? null;
      return this.#cells.put({ key: i, x: at.x, y: at.y, card: c, held: c !== null && held.has(c), target: c === null && targets.includes(cellPlace(i)) });
    });
    this.#cells.done();
    return out;
  }

  columns(s: FreecellState, l: TableLayout, held: ReadonlySet<Card>, targets: readonly Place[]): ColumnsItem[] {
    const out: ColumnsItem[] = [];
    s.columns.forEach((column, col) => {
      const step = stepOf(l, column.length);
      const x = l.columnX[col] ?? 0;
      const end = l.columnTop + (column.length > 0 ? (column.length - 1) * step : 0) + l.cardH;
      const target = targets.includes(col);
      const empty = column.length === 0;
      out.push(
        this.#columns.put({ kind: 'col', key: -1 - col, col, x, y: l.columnTop, empty, target: empty && target, end, hitH: Math.max(0, l.height - end) }),
      );
      column.forEach((card, index) => {
        const last = index === column.length - 1;
        const y = l.columnTop + index * step;
        out.push(this.#columns.put({ kind: 'card', key: card, card, col, index, x, y, held: held.has(card), target: last && target }));
      });
    });
    this.#columns.done();
    return out;
  }
}
