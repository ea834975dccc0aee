// Where the Schiebepuzzle board is drawn and what a swipe on it moves (pure, unit-tested).

import { tilesMovedBy, tileForArrow, type Arrow, type FifteenState } from './rules.ts';
import type { SwipeDirection } from '../../ui/swipe.ts';

/** The board's geometry at `side` px for an n×n board: the spacing between tiles and a tile's size. */
export function layout(side: number, n: number): { readonly gap: number; readonly cell: number } {
  const gap = Math.max(3, Math.round(side * (n === 5 ? 0.014 : 0.018)));
  return { gap, cell: (side - gap * (n + 1)) / n };
}

/** The top-left corner of cell `i` (reading order). */
export function cellAt(i: number, n: number, cell: number, gap: number): { readonly x: number; readonly y: number } {
  return { x: gap + (i % n) * (cell + gap), y: gap + Math.floor(i / n) * (cell + gap) };
}

const ARROWS: Record<SwipeDirection, Arrow> = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };

/** The arrow a swipe names (the way the tiles go). */
export const arrowOfSwipe = (d: SwipeDirection): Arrow => ARROWS[d];

/**
 * The tile a swipe moves. A swipe that starts on a tile in the gap's row or column and points
 * towards the gap moves that tile (and those between, as a tap would); any other swipe moves the
 * tile beside the gap the way the swipe goes, as the arrow key would. Null: nothing can move so.
 */
export function tileForSwipe(s: FifteenState, from: number | null, arrow: Arrow): number | null {
  if (from !== null && from > 0 && tilesMovedBy(s, from).length > 0) {
    const n = s.size;
    const at = s.tiles.indexOf(from);
    const towards: Arrow = at % n === s.gap % n ? (at > s.gap ? 'ArrowUp' : 'ArrowDown') : at > s.gap ? 'ArrowLeft' : 'ArrowRight';
    if (towards === arrow) return from;
  }
  return tileForArrow(s, arrow);
}
