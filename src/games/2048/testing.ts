// Test helpers for 2048: states from grids of tile values, and grids back.

import { CELLS, SIZE, makeState, type State2048 } from './rules.ts';

/** A state from 4 rows of tile values (0 empty). */
export function grid(rows: readonly (readonly number[])[], extra: { score?: number; moves?: number; seed?: number } = {}): State2048 {
  const cells = new Uint8Array(CELLS);
  rows.forEach((row, r) => row.forEach((v, c) => (cells[r * SIZE + c] = v === 0 ? 0 : Math.log2(v))));
  return makeState(cells, extra.score ?? 0, extra.moves ?? 0, extra.seed ?? 0);
}

/** The rows of tile values of a state. */
export function values(s: State2048): number[][] {
  const out: number[][] = [];
  for (let r = 0; r < SIZE; r++) out.push([...s.cells.subarray(r * SIZE, r * SIZE + SIZE)].map((e) => (e === 0 ? 0 : 2 ** e)));
  return out;
}

/** The sum of all tile values. */
export const total = (s: State2048): number => s.cells.reduce((a, e) => a + (e === 0 ? 0 : 2 ** e), 0);
