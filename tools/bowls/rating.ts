// The measured difficulty of a puzzle and the order of the set (tools only: the app never ships ratings).

/** Measured difficulty of a puzzle within its limit (lib.ts rate()). */
export interface Rating {
  /** Length of the shortest win. */
  readonly shortest: number;
  /** Legal first moves, and how many of them still allow a win within the limit. */
  readonly firstMoves: number;
  readonly winningFirstMoves: number;
  /** Distinct positions reachable within the limit (after at least one move). */
  readonly positions: number;
  /** Of those: lost, or without a win in the moves left. */
  readonly deadEnds: number;
}

/**
 * The order of the set: the shortest win first, then (a fraction below 1) how narrow the
 * puzzle is: 40 % the share of dead-end positions, 30 % the share of losing first moves,
 * 30 % how little slack the limit leaves (none: 1, two or more spare moves: 0).
 */
export function ratingKey(r: Rating, limit: number): number {
  const narrow = 1 - r.winningFirstMoves / r.firstMoves;
  const dead = r.positions ? r.deadEnds / r.positions : 0;
  const tight = 1 - Math.min(limit - r.shortest, 2) / 2;
  return r.shortest + 0.99 * (0.4 * dead + 0.3 * narrow + 0.3 * tight);
}
