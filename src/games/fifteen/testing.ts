// Test helpers for the Schiebepuzzle: states from position text, scrambles by random taps, and a breadth-first 3×3 oracle.

import { createRng } from '../../core/rng.ts';
import { decodePosition } from './notation.ts';
import { makeState, playMove, solvedTiles, type FifteenState, type Size } from './rules.ts';

export function pos(text: string): FifteenState {
  const r = decodePosition(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The solved state of a size. */
export const solvedState = (size: Size): FifteenState => makeState(size, solvedTiles(size), 0);

/**
 * A solved board scrambled by `steps` random gap moves from the seed, and on until the gap has left the
 * last cell (so never solved itself), for short, fast solver tests; `moves` is how many were made, an upper bound of the shortest solution.
 */
export function scrambled(size: Size, steps: number, seed: number): { state: FifteenState; moves: number } {
  const rng = createRng(seed);
  const tiles = solvedTiles(size);
  let gap = tiles.length - 1;
  let i = 0;
  for (; i < steps || tiles[tiles.length - 1] === 0; i++) {
    const options = [gap - size, gap + size, gap % size > 0 ? gap - 1 : -1, gap % size < size - 1 ? gap + 1 : -1].filter((x) => x >= 0 && x < tiles.length);
    const nb = options[rng.nextInt(options.length)] as number;
    tiles[gap] = tiles[nb] as number;
    tiles[nb] = 0;
    gap = nb;
  }
  return { state: makeState(size, tiles, 0), moves: i };
}

/** Breadth-first distances (single-tile moves) of every 3×3 arrangement from solved, keyed by the base-9 number of the tiles. */
export function bfs3(): Map<number, number> {
  const key = (t: ArrayLike<number>): number => {
    let k = 0;
    for (let i = 0; i < 9; i++) k = k * 9 + (t[i] as number);
    return k;
  };
  const start = solvedTiles(3);
  const dist = new Map<number, number>([[key(start), 0]]);
  let frontier: Uint8Array[] = [start];
  for (let d = 1; frontier.length > 0; d++) {
    const next: Uint8Array[] = [];
    for (const t of frontier) {
      const g = t.indexOf(0);
      for (const nb of [g - 3, g + 3, g % 3 > 0 ? g - 1 : -1, g % 3 < 2 ? g + 1 : -1]) {
        if (nb < 0 || nb >= 9) continue;
        const u = t.slice();
        u[g] = u[nb] as number;
        u[nb] = 0;
        const k = key(u);
        if (!dist.has(k)) {
          dist.set(k, d);
          next.push(u);
        }
      }
    }
    frontier = next;
  }
  return dist;
}

export const key3 = (t: ArrayLike<number>): number => {
  let k = 0;
  for (let i = 0; i < 9; i++) k = k * 9 + (t[i] as number);
  return k;
};

/** Replays a solver's taps from a state, each of which must move exactly one tile; returns the final state. */
export function replayTaps(s: FifteenState, taps: readonly number[]): FifteenState {
  for (const t of taps) {
    const r = playMove(s, t);
    if (!r.ok) throw new Error(`solution tap ${t} refused: ${r.error.message}`);
    if (r.value.trace.slides.length !== 1) throw new Error(`solution tap ${t} moved ${r.value.trace.slides.length} tiles, not one`);
    s = r.value.state;
  }
  return s;
}
