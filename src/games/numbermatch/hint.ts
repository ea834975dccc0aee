// The hint of NUM-9 (a heuristic, never a rule): a short solver search first, a one-move rule of thumb second.
//
// The solver gets a small budget of states (HINT_NODES, less on long boards). When it finds a way to clear the
// board, the hint is that line's first move; otherwise rules.ts's heuristicHint decides (a pair
// that empties a row, else the pair leaving the most pairs open). Either way the hint is just a
// suggestion: every legal move stays legal, and a hint can still lead into a dead end.

import { heuristicHint, status, type NumberMatchMove, type NumberMatchState } from './rules.ts';
import { solve } from './solve.ts';

export const HINT_NODES = 1500;

/** The search budget for a board: the full budget on small boards, less on long ones (a hint must answer at once). */
export const hintBudget = (state: NumberMatchState): number => Math.min(HINT_NODES, Math.floor(150_000 / Math.max(1, state.cells.length)));

export function hint(state: NumberMatchState, searchNodes = hintBudget(state)): NumberMatchMove | null {
  if (status(state) !== 'playing') return null;
  const found = searchNodes > 0 ? solve(state, { maxNodes: searchNodes }).solution : null;
  const first = found?.[0];
  return first ?? heuristicHint(state);
}
