// The keyboard cursor on the table (the shared arrow keys): it stands on the stock, the waste, a
// foundation (the top row) or a card of a column's movable run (the table row, `depth` cards above
// the column's last card). The board moves the focus to what it stands on, so Enter or Space taps
// it as a pointer would (pick up, place, turn the stock); Esc lets go as ever.

import type { Hand } from '../../ui/table-prefs.svelte.ts';
import { FOUNDATION_SUITS, topRowOf } from './layout.ts';
import { COLUMN_COUNT, movableRun, type KlondikeState } from './rules.ts';

export interface Cursor {
  readonly row: 'top' | 'table';
  /** The table column under it (top row: the stock, the waste or a foundation over it, as laid out). */
  readonly x: number;
  /** Table row: cards above the column's last card (0: the last card itself). */
  readonly depth: number;
}

export type Arrow = 'left' | 'right' | 'up' | 'down';
/** The arrow keys' order in the key table. */
export const ARROWS: readonly Arrow[] = ['left', 'right', 'up', 'down'];

const FIRST: Cursor = { row: 'table', x: 0, depth: 0 };
/** The top row's places from left to right (the gap over the waste's fan has none). */
const TOP: Readonly<Record<Hand, readonly number[]>> = {
  left: [0, 1, 2, 3, 4, 5, 6].filter((x) => x !== topRowOf('left').gap),
  right: [0, 1, 2, 3, 4, 5, 6].filter((x) => x !== topRowOf('right').gap),
};

/** Where an arrow takes the cursor (none yet: the first column's last card). */
export function moveCursor(s: KlondikeState, c: Cursor | null, a: Arrow, hand: Hand = 'right'): Cursor {
  if (c === null) return FIRST;
  const top = TOP[hand];
  if (c.row === 'top') {
    const i = Math.max(0, top.indexOf(c.x));
    if (a === 'left') return { row: 'top', x: top[Math.max(0, i - 1)] as number, depth: 0 };
    if (a === 'right') return { row: 'top', x: top[Math.min(top.length - 1, i + 1)] as number, depth: 0 };
    return a === 'down' ? { row: 'table', x: c.x, depth: 0 } : c;
  }
  const run = movableRun(s, c.x);
  const depth = Math.min(c.depth, Math.max(0, run - 1));
  if (a === 'left') return { row: 'table', x: Math.max(0, c.x - 1), depth: 0 };
  if (a === 'right') return { row: 'table', x: Math.min(COLUMN_COUNT - 1, c.x + 1), depth: 0 };
  const row = topRowOf(hand);
  if (a === 'up') return depth + 1 < run ? { row: 'table', x: c.x, depth: depth + 1 } : { row: 'top', x: c.x === row.gap ? row.waste : c.x, depth: 0 };
  return { row: 'table', x: c.x, depth: Math.max(0, depth - 1) };
}

/** The board element the cursor stands on, as a selector: a card that can be tapped, else its place. */
export function cursorTarget(s: KlondikeState, c: Cursor, hand: Hand = 'right'): string {
  if (c.row === 'top') {
    const row = topRowOf(hand);
    if (c.x === row.waste && s.waste.length > 0) return `[data-card="${s.waste.at(-1) as number}"]`;
    const home = row.homes.indexOf(c.x);
    if (home < 0) return '[data-place="stock"]';
    const suit = FOUNDATION_SUITS[home] as number;
    const top = s.foundations[suit] as number;
    return top > 0 ? `[data-card="${(top - 1) * 4 + suit}"]` : `[data-place="home-${suit}"]`;
  }
  const col = s.columns[c.x] ?? [];
  const run = movableRun(s, c.x);
  if (run === 0) return `[data-place="col-${c.x}"]`;
  return `[data-card="${col[col.length - 1 - Math.min(c.depth, run - 1)] as number}"]`;
}
