// The faded digits of cleared cells (issue 13: a cleared cell keeps its digit, faded, as players know it).
//
// The rules keep a gap as 0; the page remembers which digit stood there, in a list parallel to the
// cells: the digit for a gap the player cleared, 0 for a number still in play (and for a gap whose
// digit is not known, as in a position loaded with gaps). It follows each move's trace and, after
// undo / redo / restart, is rebuilt by replaying the moves from the start.

import { WIDTH, indexOf, play, type NumberMatchMove, type NumberMatchState } from './rules.ts';
import type { NumberMatchTrace } from './def.ts';

/** The faded digits after one move, from the list before it and the move's trace. */
export function fadedAfter(faded: readonly number[], trace: NumberMatchTrace): number[] {
  if (trace.kind === 'add') return [...faded, ...trace.added.map(() => 0)];
  const out = faded.slice();
  for (const cell of trace.removed) out[indexOf(cell.r, cell.c)] = cell.v;
  for (let k = trace.rowsRemoved.length - 1; k >= 0; k--) out.splice((trace.rowsRemoved[k] as number) * WIDTH, WIDTH);
  return out;
}

/** The faded digits of the board reached by playing `moves` from `start` (illegal moves end the replay). */
export function fadedFrom(start: NumberMatchState, moves: readonly NumberMatchMove[]): number[] {
  let state = start;
  let faded: number[] = start.cells.map(() => 0);
  for (const move of moves) {
    const r = play(state, move);
    if (!r.ok) break;
    if (move.kind === 'add') faded = [...faded, ...new Array<number>(r.value.added).fill(0)];
    else {
      faded[indexOf(...move.a)] = state.cells[indexOf(...move.a)] ?? 0;
      faded[indexOf(...move.b)] = state.cells[indexOf(...move.b)] ?? 0;
      for (let k = r.value.rowsRemoved.length - 1; k >= 0; k--) faded.splice((r.value.rowsRemoved[k] as number) * WIDTH, WIDTH);
    }
    state = r.value.state;
  }
  return faded;
}
