// The statistics section's summary of the Farbschalen records (records.ts), for Stats.svelte only:
// kept out of records.ts so the game page does not load it (issue 10: the route's JavaScript budget).

import { emptyRecords, type BowlsRecords } from './records.ts';

export interface RecordsSummary {
  readonly endlessPlayed: number;
  readonly endlessBest: number | null;
  readonly endlessAvg: number | null;
  readonly dailyDays: number;
  /** Daily attempts finished, over every day (practice ones included, as the endless count does). */
  readonly dailyAttempts: number;
  readonly dailyBest: { readonly day: string; readonly score: number } | null;
  /** Newest first, at most 7. */
  readonly dailyRecent: readonly { readonly day: string; readonly score: number | null }[];
  readonly puzzlesSolved: number;
  readonly puzzleCount: number;
  /** Puzzle attempts finished (won or lost) and won, over every puzzle. */
  readonly puzzleAttempts: number;
  readonly puzzleWins: number;
}

export function summarize(r: BowlsRecords | undefined, puzzleCount: number): RecordsSummary {
  const b = r ?? emptyRecords();
  const days = Object.keys(b.daily).sort().reverse();
  let dailyBest: { day: string; score: number } | null = null;
  for (const d of days) {
    const s = b.daily[d]?.best;
    if (s != null && (dailyBest === null || s > dailyBest.score)) dailyBest = { day: d, score: s };
  }
  return {
    endlessPlayed: b.endless.played,
    endlessBest: b.endless.best,
    endlessAvg: b.endless.valid > 0 ? Math.round(b.endless.validSum / b.endless.valid) : null,
    dailyDays: days.length,
    dailyAttempts: days.reduce((n, d) => n + (b.daily[d]?.played ?? 0), 0),
    dailyBest,
    dailyRecent: days.slice(0, 7).map((d) => ({ day: d, score: b.daily[d]?.best ?? null })),
    puzzlesSolved: Object.values(b.puzzles).filter((p) => p.won > 0).length,
    puzzleCount,
    puzzleAttempts: Object.values(b.puzzles).reduce((n, p) => n + p.won + p.lost, 0),
    puzzleWins: Object.values(b.puzzles).reduce((n, p) => n + p.won, 0),
  };
}
