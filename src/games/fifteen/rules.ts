// Schiebepuzzle's rules (SCH-1 … SCH-4): sizes 3–5, a uniformly random solvable start from the seed, taps that slide a run of tiles.

import { createRng, shuffled } from '../../core/rng.ts';
import { fail, ok, type Result, type RuleError } from '../../core/result.ts';
import { isSolvable } from './solve.ts';

export type Size = 3 | 4 | 5;
export const SIZES: readonly Size[] = [3, 4, 5];
export const DEFAULT_SIZE: Size = 4;
/** Bound of the move counter (tiles moved); a move that would pass it is not made. */
export const MAX_MOVES = 1_000_000_000;

export interface FifteenState {
  readonly size: Size;
  /** Tile numbers in reading order, 0 the gap; never mutated once the state exists. */
  readonly tiles: Uint8Array;
  /** Index of the gap. */
  readonly gap: number;
  /** Tiles moved so far (SCH-3: a tap that slides three tiles counts three). */
  readonly moves: number;
}

/** One tile's step: from cell index to cell index (always the neighbour towards the gap). */
export interface TileSlide {
  readonly tile: number;
  readonly from: number;
  readonly to: number;
}

export interface FifteenTrace {
  /** The tile tapped. */
  readonly tile: number;
  /** The tiles that moved, the one next to the gap first (the order they can be animated in). */
  readonly slides: readonly TileSlide[];
  /** Where the gap was and where it is now (the tapped tile's old cell). */
  readonly gapFrom: number;
  readonly gapTo: number;
}

/** SCH-1: 1 … n²−1 in reading order with the gap last. */
export function solvedTiles(size: number): Uint8Array {
  const t = new Uint8Array(size * size);
  for (let i = 0; i < t.length - 1; i++) t[i] = i + 1;
  return t;
}

export function isSolved(s: FifteenState): boolean {
  const n = s.tiles.length;
  if (s.tiles[n - 1] !== 0) return false;
  for (let i = 0; i < n - 1; i++) if (s.tiles[i] !== i + 1) return false;
  return true;
}

/**
 * SCH-2: a uniformly random solvable arrangement that is not solved. A Fisher–Yates shuffle of all
 * n² cells from createRng(`fifteen/<size>/<seed>`); when it is unsolvable, the tiles in the first
 * two cells that are not the gap trade places. That swap flips solvability and undoes itself, so
 * it pairs every unsolvable arrangement with exactly one solvable one: each solvable arrangement
 * is twice as likely as before, all equally. A solved result is drawn again from the same generator.
 */
export function newGame(seed: number, size: Size = DEFAULT_SIZE): FifteenState {
  const rng = createRng(`fifteen/${size}/${seed}`);
  const cells = [...solvedTiles(size)];
  for (;;) {
    const tiles = Uint8Array.from(shuffled(cells, rng));
    if (!isSolvable(tiles, size)) {
      const first = tiles[0] === 0 ? 1 : 0;
      const second = tiles[first + 1] === 0 ? first + 2 : first + 1;
      const tmp = tiles[first] as number;
      tiles[first] = tiles[second] as number;
      tiles[second] = tmp;
    }
    const s = makeState(size, tiles, 0);
    if (!isSolved(s)) return s;
  }
}

export function makeState(size: Size, tiles: Uint8Array, moves: number): FifteenState {
  return { size, tiles, gap: tiles.indexOf(0), moves };
}

/** SCH-3: the tiles a tap on `tile` would move, the one next to the gap first; [] when it is not in the gap's row or column. */
export function tilesMovedBy(s: FifteenState, tile: number): number[] {
  const n = s.size;
  const at = s.tiles.indexOf(tile);
  if (tile <= 0 || at < 0) return [];
  const [gr, gc] = [Math.floor(s.gap / n), s.gap % n];
  const [tr, tc] = [Math.floor(at / n), at % n];
  let step: number;
  if (tr === gr) step = tc > gc ? 1 : -1;
  else if (tc === gc) step = tr > gr ? n : -n;
  else return [];
  const out: number[] = [];
  for (let i = s.gap + step; ; i += step) {
    out.push(s.tiles[i] as number);
    if (i === at) return out;
  }
}

export type Arrow = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/**
 * SCH-3: the tile an arrow key moves; the arrow names the way the tile goes: ArrowLeft moves the
 * tile right of the gap to the left. Null when there is no such tile.
 */
export function tileForArrow(s: FifteenState, arrow: Arrow): number | null {
  const n = s.size;
  const r = Math.floor(s.gap / n);
  const c = s.gap % n;
  switch (arrow) {
    case 'ArrowLeft':
      return c < n - 1 ? (s.tiles[s.gap + 1] as number) : null;
    case 'ArrowRight':
      return c > 0 ? (s.tiles[s.gap - 1] as number) : null;
    case 'ArrowUp':
      return r < n - 1 ? (s.tiles[s.gap + n] as number) : null;
    case 'ArrowDown':
      return r > 0 ? (s.tiles[s.gap - n] as number) : null;
    default:
      return null;
  }
}

/** Every tile a tap may move now, in reading order (none once solved: SCH-4 ends the game). */
export function legalMoves(s: FifteenState): number[] {
  if (isSolved(s)) return [];
  const n = s.size;
  const r = Math.floor(s.gap / n);
  const c = s.gap % n;
  const out: number[] = [];
  for (let i = 0; i < s.tiles.length; i++) {
    if (i === s.gap || (Math.floor(i / n) !== r && i % n !== c)) continue;
    const d = Math.abs(Math.floor(i / n) - r) + Math.abs((i % n) - c);
    if (s.moves + d <= MAX_MOVES) out.push(s.tiles[i] as number);
  }
  return out;
}

/** SCH-3: tap a tile; it and the tiles between it and the gap slide one step towards the gap. */
export function playMove(s: FifteenState, tile: number): Result<{ state: FifteenState; trace: FifteenTrace }, RuleError<never>> {
  if (!Number.isInteger(tile) || tile < 1 || tile >= s.tiles.length) return fail('illegal', `There is no tile ${tile} on a ${s.size}×${s.size} board.`);
  if (isSolved(s)) return fail('illegal', 'The puzzle is solved.');
  const moved = tilesMovedBy(s, tile);
  if (moved.length === 0) return fail('illegal', `Tile ${tile} is not in the gap's row or column.`);
  if (s.moves + moved.length > MAX_MOVES) return fail('illegal', 'The move counter would pass 10^9.');
  const tiles = s.tiles.slice();
  const slides: TileSlide[] = [];
  let to = s.gap;
  for (const t of moved) {
    const from = s.tiles.indexOf(t);
    tiles[to] = t;
    slides.push({ tile: t, from, to });
    to = from;
  }
  tiles[to] = 0;
  return ok({
    state: { size: s.size, tiles, gap: to, moves: s.moves + moved.length },
    trace: { tile, slides, gapFrom: s.gap, gapTo: to },
  });
}

export const statusOf = (s: FifteenState): 'playing' | 'won' => (isSolved(s) ? 'won' : 'playing');
