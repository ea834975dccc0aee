// Pure view maths for the Minesweeper page: the board's cell size and whether it is drawn turned
// (MIN-1: a wide board on a phone held upright), the keyboard cursor on a turned board, the
// variants of the menu and links (named sizes and the player's own shape), and the lesson cell.

import { isValidSize, sizeNameOf, SIZES, SIZE_NAMES, type BoardSize, type SizeName } from './board.ts';
import { CELL_COVERED, lessonCell, type MinesState } from './rules.ts';

/** Smallest and largest cell edge in CSS pixels (the brief's 22 px floor). */
export const MIN_CELL = 22;
export const MAX_CELL = 52;
/** The board's frame around the cells. */
export const FRAME = 5;

export interface BoardLayout {
  /** Cell edge in px. */
  readonly cell: number;
  /** Drawn turned a quarter clockwise: board column x runs down the screen, row 0 on the right. */
  readonly turned: boolean;
  /** The drawn board's size on screen (frame included). */
  readonly width: number;
  readonly height: number;
  /** Too large even at the smallest cell: the board area scrolls (the page never does). */
  readonly scrolls: boolean;
}

const fit = (cols: number, rows: number, w: number, h: number): number => Math.floor(Math.min((w - 2 * FRAME) / cols, (h - 2 * FRAME) / rows));

/** The largest cells that fit the area; a wide board turns on an upright screen when that gives larger cells. */
export function boardLayout(cols: number, rows: number, areaW: number, areaH: number, wide: boolean): BoardLayout {
  const straight = fit(cols, rows, areaW, areaH);
  const across = fit(rows, cols, areaW, areaH);
  const turned = !wide && cols > rows && across > straight;
  const cell = Math.max(MIN_CELL, Math.min(MAX_CELL, turned ? across : straight));
  const width = (turned ? rows : cols) * cell + 2 * FRAME;
  const height = (turned ? cols : rows) * cell + 2 * FRAME;
  return { cell, turned, width, height, scrolls: width > areaW || height > areaH };
}

export type Dir = 'up' | 'down' | 'left' | 'right';

/** The board step (dx, dy) of an arrow key as the player sees the board (turned or not). */
export function stepOf(dir: Dir, turned: boolean): readonly [number, number] {
  if (!turned) return dir === 'up' ? [0, -1] : dir === 'down' ? [0, 1] : dir === 'left' ? [-1, 0] : [1, 0];
  // Turned clockwise: screen right is row − 1, screen down is column + 1.
  return dir === 'up' ? [-1, 0] : dir === 'down' ? [1, 0] : dir === 'left' ? [0, 1] : [0, -1];
}

/** Move the cursor one step, staying on the board. */
export function moveCursor(cursor: number, dir: Dir, turned: boolean, width: number, height: number): number {
  const [dx, dy] = stepOf(dir, turned);
  const x = Math.min(width - 1, Math.max(0, (cursor % width) + dx));
  const y = Math.min(height - 1, Math.max(0, Math.floor(cursor / width) + dy));
  return y * width + x;
}

// ---------------------------------------------------------------- variants

export const SIZE_LABELS: Readonly<Record<SizeName, string>> = { beginner: 'Anfänger', intermediate: 'Fortgeschritten', expert: 'Profi' };

/** The link value of a player's own shape: "20x12x40". */
const SHAPE = /^(\d{1,2})x(\d{1,2})x(\d{1,3})$/;

/** A player's own shape as a variant value, or null when it breaks MIN-1's bounds. A named size keeps its name. */
export function shapeVariant(width: number, height: number, mines: number): string | null {
  if (!isValidSize(width, height, mines)) return null;
  return sizeNameOf({ width, height, mines }) ?? `${width}x${height}x${mines}`;
}

/** The board of a variant value (named size or own shape), or null for nothing valid. */
export function sizeOfVariant(value: string): BoardSize | null {
  if ((SIZE_NAMES as readonly string[]).includes(value)) return SIZES[value as SizeName];
  const m = SHAPE.exec(value);
  if (!m) return null;
  const [w, h, n] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return shapeVariant(w, h, n) === value ? { width: w, height: h, mines: n } : null;
}

/** Whether a variant value is a player's own shape (not a named size). */
export const isOwnShape = (value: string): boolean => !(SIZE_NAMES as readonly string[]).includes(value) && sizeOfVariant(value) !== null;

/** "20 × 12, 40 Minen". */
export function shapeLabel(value: string): string {
  const s = sizeOfVariant(value);
  if (!s) return value;
  const name = sizeNameOf(s);
  return name ? SIZE_LABELS[name] : `${s.width} × ${s.height}, ${s.mines} Minen`;
}

/** The statistics' key of a variant: each named size, and one for every own shape. */
export const statsKey = (value: string): string => (isOwnShape(value) ? 'custom' : value);

/** What a player typed for an own board ("20 12 40", "20×12×40", "20 x 12, 40 Minen"). */
export function readShape(text: string): { ok: true; width: number; height: number; mines: number } | { ok: false } {
  const nums = text.match(/\d+/g);
  if (!nums || nums.length !== 3) return { ok: false };
  const [width, height, mines] = nums.map(Number) as [number, number, number];
  return isValidSize(width, height, mines) ? { ok: true, width, height, mines } : { ok: false };
}

// ---------------------------------------------------------------- the loss

/**
 * MIN-5's lesson cell of a lost position: a cell logic proved safe just before the fatal reveal,
 * nearest to the exploded mine (-1: none). The position before is the lost one with the mine
 * covered again (exact for a reveal; for a chord it also knows the cells the chord opened first).
 */
export function lessonOf(state: MinesState): number {
  if (state.exploded < 0) return -1;
  const cell = state.cell.slice();
  cell[state.exploded] = CELL_COVERED;
  return lessonCell({ ...state, cell, exploded: -1 }, state.exploded);
}

/** Flags on cells without a mine (crossed out after a loss). */
export function wrongFlags(state: MinesState): number[] {
  const out: number[] = [];
  for (let i = 0; i < state.cell.length; i++) if (state.cell[i] === 1 && state.mine[i] === 0) out.push(i);
  return out;
}
