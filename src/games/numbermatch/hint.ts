// The hint of NUM-9 (a heuristic, never a rule): a short solver search first, a one-move rule of thumb second.
//
// The solver gets a small budget of states (HINT_NODES, less on long boards). When it finds a way to clear the
// board, the hint is that line's first move; otherwise rules.ts's heuristicHint decides (a pair
// that empties a row, else the pair leaving the most pairs open). Either way the hint is just a
// suggestion: every legal move stays legal, and a hint can still lead into a dead end.

import { GAP, heuristicHint, status, type NumberMatchMove, type NumberMatchState } from './rules.ts';
import { solve } from './solve.ts';

export const HINT_NODES = 1500;

/** Boards up to this many cells get the full search budget (every stage and most free games). */
export const LONG_BOARD = 200;

/**
 * The search budget for a board: the full budget on small boards, less on long ones (a hint must
 * answer at once; issue 13: ≤ 5 ms at 1,152 cells). Beyond LONG_BOARD cells the budget shrinks
 * fast: such a board needs far more moves than a short search can try, so the search almost never
 * finds a way there and the rule of thumb decides.
 */
export const hintBudget = (state: NumberMatchState): number => {
  const cells = Math.max(1, state.cells.length);
  return cells <= LONG_BOARD ? Math.min(HINT_NODES, Math.floor(150_000 / cells)) : Math.floor(30_000 / cells);
};

const numbersOn = (state: NumberMatchState): number => {
  let n = 0;
  for (const v of state.cells) if (v !== GAP) n++;
  return n;
};

export function hint(state: NumberMatchState, searchNodes = hintBudget(state)): NumberMatchMove | null {
  if (status(state) !== 'playing') return null;
  // Clearing the board takes at least one pair move per two numbers, and the solver spends one
  // state per move: when the budget is smaller than that, the search cannot succeed and is skipped.
  const found = searchNodes > 0 && numbersOn(state) <= 2 * searchNodes ? solve(state, { maxNodes: searchNodes }).solution : null;
  const first = found?.[0];
  return first ?? heuristicHint(state);
}
