// The shape of a shipped puzzle as its chapter file stores it, and how many ship: a leaf the
// chapters, the puzzle book and the position notation all read (so none of them imports another).

import type { Effect, Goal } from '../rules/types.ts';

/** One shipped puzzle as stored in its chapter file. */
export interface ShippedPuzzle {
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
}

/** How many puzzles ship (puzzles.test.ts checks it against the index and the chapters). */
export const PUZZLE_COUNT = 100;
