// The keyboard cursor on the table (the shared arrow keys): it stands on the stock, the waste, a
// foundation (the top row) or a card of a column's movable run (the table row, `depth` cards above
// the column's last card). The board moves the focus to what it stands on, so Enter or Space taps
// it as a pointer would (pick up, place, turn the stock); Esc lets go as ever.

import { FOUNDATION_SUITS } from './layout.ts';
import { COLUMN_COUNT, movableRun, type KlondikeState } from './rules.ts';

export interface Cursor {
  readonly row: 'top' | 'table';
  /** The table column under it (top row: 0 stock, 1 waste, 3–6 the foundations, as laid out). */
  readonly x: number;
  /** Table row: cards above the column's last card (0: the last card itself). */
  readonly depth: number;
}

export type Arrow = 'left' | 'right' | 'up' | 'down';
/** The arrow keys' order in the key table. */
export const ARROWS: readonly Arrow[] = ['left', 'right', 'up', 'down'];

const TOP = [0, 1, 3, 4, 5, 6] as const;
const FIRST: Cursor = { row: 'table', x: 0, depth: 0 };

/** Where an arrow takes the cursor (none yet: the first column's last card). */
export function moveCursor(s: KlondikeState, c: Cursor | null, a: Arrow): Cursor {
  if (c === null) return FIRST;
  if (c.row === 'top') {
    const i = Math.max(0, TOP.indexOf(c.x as (typeof TOP)[number]));
    if (a === 'left') return { row: 'top', x: TOP[Math.max(0, i - 1)] as number, depth: 0 };
    if (a === 'right') return { row: 'top', x: TOP[Math.min(TOP.length - 1, i + 1)] as number, depth: 0 };
    return a === 'down' ? { row: 'table', x: c.x, depth: 0 } : c;
  }
  const run = movableRun(s, c.x);
  const depth = Math.min(c.depth, Math.max(0, run - 1));
  if (a === 'left') return { row: 'table', x: Math.max(0, c.x - 1), depth: 0 };
  if (a === 'right') return { row: 'table', x: Math.min(COLUMN_COUNT - 1, c.x + 1), depth: 0 };
  if (a === 'up') return depth + 1 < run ? { row: 'table', x: c.x, depth: depth + 1 } : { row: 'top', x: c.x === 2 ? 1 : c.x, depth: 0 };
  return { row: 'table', x: c.x, depth: Math.max(0, depth - 1) };
}

/** The board element the cursor stands on, as a selector: a card that can be tapped, else its place. */
export function cursorTarget(s: KlondikeState, c: Cursor): string {
  if (c.row === 'top') {
    if (c.x === 1 && s.waste.length > 0) return `[data-card="${s.waste.at(-1) as number}"]`;
    if (c.x < 3) return '[data-place="stock"]';
    const suit = FOUNDATION_SUITS[c.x - 3] as number;
    const top = s.foundations[suit] as number;
    return top > 0 ? `[data-card="${(top - 1) * 4 + suit}"]` : `[data-place="home-${suit}"]`;
  }
  const col = s.columns[c.x] ?? [];
  const run = movableRun(s, c.x);
  if (run === 0) return `[data-place="col-${c.x}"]`;
  return `[data-card="${col[col.length - 1 - Math.min(c.depth, run - 1)] as number}"]`;
}
