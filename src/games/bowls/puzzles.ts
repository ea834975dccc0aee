// The 100 shipped puzzles (BOW-20 … BOW-22).
//
// The data lives in puzzles.data.ts, written by the generator in tools/bowls/ (pool.ts draws
// and explores random positions, generate.ts proves, rates, names and orders them). Numbers 1–8
// are the hand-made samples; the rest follow by rising measured difficulty. Each record holds
// the start (12 queues, permanent effects), the goal, the move limit, the proof (the shortest
// win the project's solver found) and the rating measured within the limit. puzzles.test.ts
// replays every proof and checks the difficulty constraints from the data.

import { fail, ok, type Result } from '../../core/result.ts';
import { decodePosition, type BowlJson, type PositionJson } from './notation.ts';
import { PUZZLE_DATA } from './puzzles.data.ts';
import type { BowlsState, Effect, Goal } from './types.ts';

/** Measured difficulty of a puzzle within its limit (tools/bowls/lib.ts rate()). */
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

/** One shipped puzzle as stored in puzzles.data.ts. */
export interface PuzzleRecord {
  readonly title: string;
  /** One German line: what the puzzle teaches or tests. */
  readonly idea: string;
  /** The 12 queues, bowl 0 first, first stone first. */
  readonly q: readonly string[];
  /** Permanent effects by bowl index (in the order frozen, reverse, volcano). */
  readonly fx: Readonly<Record<string, readonly Effect[]>>;
  readonly goal: Goal;
  /** The move limit. */
  readonly limit: number;
  /** The proof: bowl numbers that reach the goal within the limit. */
  readonly solution: readonly number[];
  readonly rating: Rating;
}

export interface PuzzleDef {
  readonly title: string;
  /** What the puzzle teaches (German, one line). */
  readonly idea: string;
  /** ENGINE.md puzzle position; `movesLeft` is the move limit. */
  readonly position: PositionJson;
  readonly solution: readonly number[];
  readonly rating: Rating;
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

export function positionOf(r: Pick<PuzzleRecord, 'q' | 'fx' | 'goal' | 'limit'>): PositionJson {
  const bowls: BowlJson[] = r.q.map((q, i) => ({ q, fx: [...(r.fx[String(i)] ?? [])] }));
  return { bowls, score: 0, mode: 'puzzle', moves: 0, movesLeft: r.limit, goal: r.goal };
}

export const PUZZLES: readonly PuzzleDef[] = PUZZLE_DATA.map((r) => ({
  title: r.title,
  idea: r.idea,
  position: positionOf(r),
  solution: r.solution,
  rating: r.rating,
}));

/** Shipped puzzle n (1-based) as a fresh state. */
export function puzzleGame(n: number): Result<BowlsState> {
  const p = PUZZLES[n - 1];
  if (!Number.isInteger(n) || !p) return fail('bad_request', `Puzzle numbers run from 1 to ${PUZZLES.length}.`);
  const s = decodePosition({ ...p.position, puzzle: n });
  if (!s.ok) return s;
  return ok(s.value);
}
