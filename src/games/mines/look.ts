// What each cell shows (pure, for the board and its tests): after a loss every mine, and a flag
// without a mine crossed out (MIN-5). The order a move's cells appear in: motion.ts.

import { CELL_EXPLODED, CELL_FLAGGED, CELL_REVEALED, type MinesState } from './rules.ts';

export type Look = 'covered' | 'flag' | 'wrong' | 'open' | 'mine' | 'boom';

/** A cell's look: after a loss every mine shows and a flag without a mine is crossed out. */
export function lookOf(state: MinesState, i: number): Look {
  const c = state.cell[i];
  const lost = state.exploded >= 0;
  if (c === CELL_REVEALED) return 'open';
  if (c === CELL_EXPLODED) return 'boom';
  if (c === CELL_FLAGGED) return lost && state.mine[i] === 0 ? 'wrong' : 'flag';
  return lost && state.mine[i] === 1 ? 'mine' : 'covered';
}
