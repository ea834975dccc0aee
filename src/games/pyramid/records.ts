// Pyramid statistics and the daily deal (issue 13): schema and pure updates. The deal in progress
// is never stored (PYR-11); only these numbers are, on the device.
//
// - A deal counts as played once its first move is made; each Neustart or new deal counts again
//   (as FreeCell does, FC-19). A win counts once per attempt, however often undo and redo pass it.
// - Best score and longest combo are the highest ever reached, won or not.
// - The daily deal of a local calendar day (like FreeCell's, FC-16): kb-rng-1 seeded with the day's
//   YYYYMMDD gives deal = 1 + nextInt(999,999), the same for everyone on that date. Like any deal it
//   may not be clearable (the hint alone clears about 3 in 1,000 deals, so that is no filter); each
//   finished day keeps its best result, which is how "done" is shown.

import * as v from 'valibot';
import { daySeed, type DayKey } from '../../core/dates.ts';
import { createRng } from '../../core/rng.ts';
import { MAX_COUNT, counter } from '../../core/bounds.ts';
import type { EntrySpec } from '../../core/storage.ts';
import { MAX_SCORE } from './rules.ts';

/** Deal numbers Neues Spiel and the daily draw from. */
export const RANDOM_DEAL_MAX = 999_999;

/** The daily deal of a local calendar day (see the top of this file). */
export function dailyDeal(day: DayKey): number {
  return 1 + createRng(daySeed(day)).nextInt(RANDOM_DEAL_MAX);
}

// ---------------------------------------------------------------- statistics

const dayKey = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const score = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SCORE));

/** Days kept in the daily record (about a year). */
export const DAILY_KEEP = 400;

const dailySchema = v.object({ day: dayKey, score, won: v.boolean() });
export type DailyResult = v.InferOutput<typeof dailySchema>;

const statsSchema = v.pipe(
  v.object({
    played: counter,
    won: counter,
    bestScore: score,
    /** A combo counts removals, at most one per pyramid card and one per stock card: 52. */
    longestCombo: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(52)),
    /** The finished daily deals, oldest first, one entry per day with its best result. */
    daily: v.pipe(v.array(dailySchema), v.maxLength(DAILY_KEEP)),
  }),
  v.check((s) => s.won <= s.played, 'more deals won than played'),
  v.check((s) => s.won === 0 || s.bestScore === MAX_SCORE, 'a win without the full score'),
  v.check((s) => new Set(s.daily.map((d) => d.day)).size === s.daily.length, 'a daily day twice'),
  v.check((s) => s.daily.every((d) => !d.won || d.score === MAX_SCORE), 'a daily won without the full score'),
);
export type PyramidStats = v.InferOutput<typeof statsSchema>;

export const STATS_ENTRY: EntrySpec<PyramidStats> = { name: 'pyramid/stats', version: 1, schema: statsSchema };

export const EMPTY_STATS: PyramidStats = { played: 0, won: 0, bestScore: 0, longestCombo: 0, daily: [] };

/** The first move of an attempt. */
export function countPlayed(s: PyramidStats | undefined): PyramidStats {
  const b = s ?? EMPTY_STATS;
  return { ...b, played: Math.min(MAX_COUNT, b.played + 1) };
}

/** After a move: the highest score and combo reached. Unchanged (the same object) when nothing is beaten. */
export function recordBest(s: PyramidStats | undefined, reached: { score: number; combo: number }): PyramidStats {
  const b = s ?? EMPTY_STATS;
  const bestScore = Math.max(b.bestScore, Math.min(MAX_SCORE, reached.score));
  const longestCombo = Math.max(b.longestCombo, Math.min(52, reached.combo));
  return bestScore === b.bestScore && longestCombo === b.longestCombo ? b : { ...b, bestScore, longestCombo };
}

/** A won attempt (counted once per attempt by the caller). */
export function recordWin(s: PyramidStats | undefined): PyramidStats {
  const b = s ?? EMPTY_STATS;
  return { ...b, played: Math.max(b.played, b.won + 1), won: Math.min(MAX_COUNT, b.won + 1), bestScore: MAX_SCORE };
}

/** A finished daily deal: the day keeps its best result (a win beats any score). */
export function recordDaily(s: PyramidStats | undefined, result: DailyResult): PyramidStats {
  const b = s ?? EMPTY_STATS;
  const old = b.daily.find((d) => d.day === result.day);
  const best: DailyResult = old === undefined ? result : { day: result.day, score: Math.max(old.score, result.score), won: old.won || result.won };
  const daily = [...b.daily.filter((d) => d.day !== result.day), best].sort((x, y) => (x.day < y.day ? -1 : x.day > y.day ? 1 : 0)).slice(-DAILY_KEEP);
  return { ...b, daily };
}

/** The recorded result of a day, if it was finished. */
export const dailyResult = (s: PyramidStats | undefined, day: DayKey): DailyResult | undefined => s?.daily.find((d) => d.day === day);

export interface StatsSummary {
  readonly played: number;
  readonly won: number;
  /** 0 … 1, or null before the first deal. */
  readonly winRate: number | null;
  readonly bestScore: number | null;
  readonly longestCombo: number | null;
  readonly dailyWon: number;
}

export function summarize(s: PyramidStats | undefined): StatsSummary {
  const b = s ?? EMPTY_STATS;
  return {
    played: b.played,
    won: b.won,
    winRate: b.played > 0 ? b.won / b.played : null,
    bestScore: b.played > 0 ? b.bestScore : null,
    longestCombo: b.played > 0 ? b.longestCombo : null,
    dailyWon: b.daily.filter((d) => d.won).length,
  };
}
