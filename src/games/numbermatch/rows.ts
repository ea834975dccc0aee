// The board's rows as plain objects (Row.svelte draws one each). The same object comes back for a
// row while nothing in it changes, so the keyed list leaves its Row alone (a tap or an add touches
// only the rows that changed). Rows that a pair emptied show as shrinking strips while they animate.

import { WIDTH } from './rules.ts';

export interface RowView {
  readonly kind: 'row';
  /** The row's stable key (rowkeys.ts). */
  readonly key: string;
  readonly r: number;
  /** The row's cells as digits, 0 = a gap. */
  readonly vals: string;
  /** Per cell the digit a gap once held, 0 = none (faded.ts). */
  readonly faded: string;
  /** Column of the selected cell in this row, or -1. */
  readonly sel: number;
  /** Columns of hinted cells in this row, as digits ('' = none). */
  readonly hints: string;
  /** Column of the keyboard cursor in this row, or -1. */
  readonly cursor: number;
  /** Cells from this column on were just added (9 = none). */
  readonly fresh: number;
}
export type DisplayRow = RowView | { readonly kind: 'gone'; readonly key: string };

export interface RowsInput {
  readonly cells: readonly number[];
  readonly faded: readonly number[];
  readonly keys: readonly number[];
  readonly selected: number | null;
  readonly hints: readonly number[];
  readonly cursor: number;
  readonly addedFrom?: number | undefined;
  /** Rows a pair just emptied: where they sat (the row index in the new board they sit above). */
  readonly collapsed?: ReadonlyArray<{ readonly before: number }> | undefined;
  readonly fxId?: number | undefined;
}

const same = (a: RowView, b: RowView): boolean =>
  a.r === b.r && a.vals === b.vals && a.faded === b.faded && a.sel === b.sel && a.hints === b.hints && a.cursor === b.cursor && a.fresh === b.fresh;

export class RowCache {
  readonly #memo = new Map<string, RowView>();

  /** The rows to draw, top down (shrinking strips where rows were just removed). */
  build(x: RowsInput): DisplayRow[] {
    const sel = x.selected ?? -1;
    const addedFrom = x.addedFrom ?? Infinity;
    const out: RowView[] = [];
    const seen = new Set<string>();
    for (let r = 0; r * WIDTH < x.cells.length; r++) {
      const from = r * WIDTH;
      const to = Math.min(x.cells.length, from + WIDTH);
      const key = `r${x.keys[r] ?? `i${r}`}`;
      const view: RowView = {
        kind: 'row',
        key,
        r,
        vals: x.cells.slice(from, to).join(''),
        faded: x.faded.length === x.cells.length ? x.faded.slice(from, to).join('') : '0'.repeat(to - from),
        sel: sel >= from && sel < to ? sel - from : -1,
        hints: x.hints
          .filter((i) => i >= from && i < to)
          .map((i) => i - from)
          .join(''),
        cursor: x.cursor >= from && x.cursor < to ? x.cursor - from : -1,
        fresh: Math.max(0, Math.min(WIDTH, addedFrom - from)),
      };
      const prev = this.#memo.get(key);
      const kept = prev !== undefined && same(prev, view) ? prev : view;
      this.#memo.set(key, kept);
      seen.add(key);
      out.push(kept);
    }
    for (const k of [...this.#memo.keys()]) if (!seen.has(k)) this.#memo.delete(k);
    const gone = x.collapsed ?? [];
    if (gone.length === 0) return out;
    const display: DisplayRow[] = [];
    for (let r = 0; r <= out.length; r++) {
      gone.forEach((g, k) => {
        if (g.before === r) display.push({ kind: 'gone', key: `g${x.fxId ?? 0}-${k}` });
      });
      const view = out[r];
      if (view) display.push(view);
    }
    return display;
  }
}

/** The rows of a long board worth drawing: those in and near the view (a short board is drawn whole). */
export function windowOf(rows: number, pitch: number, top: number, height: number, from = 40, overscan = 4): [number, number] {
  if (rows < from) return [0, rows];
  const first = Math.max(0, Math.floor(top / pitch) - overscan);
  const last = Math.min(rows, Math.ceil((top + height) / pitch) + overscan);
  return [Math.min(first, last), last];
}

/** The board's cell size: nine columns across, at least six rows high, never above `max` px. */
export function pitchFor(width: number, height: number, max = 64): number {
  return Math.max(22, Math.floor(Math.min((width - 4) / WIDTH, (height - 4) / 6.2, max)));
}

/**
 * The scroll position that shows row `row` (of height `pitch`) in a view of `height` scrolled to
 * `top`; `edge` is the board's border above the first row and below the last.
 */
export function scrollToShow(row: number, pitch: number, top: number, height: number, edge = 0): number {
  const rowTop = edge + row * pitch;
  if (rowTop < top) return row === 0 ? 0 : rowTop;
  if (rowTop + pitch + edge > top + height) return rowTop + pitch + edge - height;
  return top;
}
