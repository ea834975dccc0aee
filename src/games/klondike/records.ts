// KLO-13: what a finished (or abandoned) game adds to the statistics, kept per draw count and scoring.

import { isWon, type Draw, type KlondikeState, type Scoring } from './rules.ts';

/** The statistics a game belongs to: one table per draw count and scoring. */
export type StatsKey = `${Draw}-${Scoring}`;

export interface GameResult {
  readonly key: StatsKey;
  readonly won: boolean;
  /** The move counter (KLO-13 fewest moves; finish counts each card). */
  readonly moves: number;
  /** This game's own score (Vegas cumulative: without the carried-in total). */
  readonly score: number;
  /** The running total after this game (Vegas cumulative carries it into the next; else the score). */
  readonly total: number;
}

/** The KLO-13 result of a game; `carry` is the Vegas cumulative total it started with (0 otherwise). */
export function resultOf(s: KlondikeState, carry = 0): GameResult {
  const carried = s.scoring === 'vegas' ? carry : 0;
  return { key: `${s.draw}-${s.scoring}`, won: isWon(s), moves: s.moves, score: s.score - carried, total: s.score };
}
