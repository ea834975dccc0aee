// FreeCell's daily deal mapping (FC-16) and statistics (FC-19): schemas and pure updates (the saves: saves.ts).

import * as v from 'valibot';
import { addDays, daySeed, type DayKey } from '../../core/dates.ts';
import { createRng } from '../../core/rng.ts';
import type { EntrySpec } from '../../core/storage.ts';
import { MAX_COUNT, MAX_PLAY_MS, MAX_TOTAL_MS, boundedInt, counter, playMs } from '../../core/bounds.ts';

/** Deals a fresh "Neues Blatt" draws from: Windows FreeCell's classic range. */
export const RANDOM_DEAL_MAX = 1_000_000;

/** How many days the daily challenge keeps open: today and the 29 days before it. */
export const DAILY_WINDOW = 30;

/**
 * FC-16: the daily deal of a local calendar day. The day's seed daySeed(YYYY-MM-DD) =
 * YYYYMMDD seeds the project generator kb-rng-1 (src/core/rng.ts), and
 * deal = 1 + nextInt(1,000,000): one Microsoft deal number in 1 … 1,000,000, the same for
 * everyone on that date, with neighbouring days far apart.
 */
export function dailyDeal(day: DayKey): number {
  return 1 + createRng(daySeed(day)).nextInt(RANDOM_DEAL_MAX);
}

/** The playable daily days, newest first: today and the 29 days before. */
export function dailyDays(today: DayKey): DayKey[] {
  return Array.from({ length: DAILY_WINDOW }, (_, i) => addDays(today, -i));
}

/** A local calendar day as stored (YYYY-MM-DD). */
export const dayKey = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

// ---------------------------------------------------------------- statistics

/** Every card goes home once, each by a move of its own or one counted by "finish" (FC-10). */
const MIN_WIN_MOVES = 52;

const statsSchema = v.pipe(
  v.object({
    played: counter,
    won: counter,
    bestTimeMs: v.nullable(playMs),
    bestMoves: v.nullable(v.pipe(counter, v.minValue(MIN_WIN_MOVES))),
    /** Sums over won deals, for the averages. */
    wonTimeMs: boundedInt(MAX_TOTAL_MS),
    wonMoves: boundedInt(MAX_TOTAL_MS),
    /** FC-16: the daily days won (no streak is derived from them anywhere). */
    dailyWon: v.pipe(v.array(dayKey), v.maxLength(MAX_COUNT)),
  }),
  // What play writes always holds together (recordWin, countPlayed).
  v.check((s) => s.won <= s.played, 'more deals won than played'),
  v.check((s) => (s.won === 0) === (s.bestTimeMs === null) && (s.won === 0) === (s.bestMoves === null), 'bests and wins disagree'),
  v.check((s) => s.wonTimeMs <= s.won * MAX_PLAY_MS && s.wonMoves <= s.won * MAX_COUNT, 'sums beyond what the wins allow'),
  v.check((s) => s.bestTimeMs === null || s.bestTimeMs * s.won <= s.wonTimeMs, 'best time above the average'),
  v.check((s) => s.bestMoves === null || s.bestMoves * s.won <= s.wonMoves, 'fewest moves above the average'),
  v.check((s) => s.dailyWon.length <= s.won && new Set(s.dailyWon).size === s.dailyWon.length, 'daily days won disagree with the wins'),
);
export type FreecellStats = v.InferOutput<typeof statsSchema>;

export const STATS_ENTRY: EntrySpec<FreecellStats> = { name: 'freecell/stats', version: 1, schema: statsSchema };

export const EMPTY_STATS: FreecellStats = {
  played: 0,
  won: 0,
  bestTimeMs: null,
  bestMoves: null,
  wonTimeMs: 0,
  wonMoves: 0,
  dailyWon: [],
};

/** FC-19: a deal counts as played once its first move is made (each replay again). */
export function countPlayed(s: FreecellStats | undefined): FreecellStats {
  const base = s ?? EMPTY_STATS;
  return { ...base, played: base.played + 1 };
}

/** A won deal: time, moves and (for the daily challenge) the day. */
export function recordWin(s: FreecellStats | undefined, win: { timeMs: number; moves: number; day?: DayKey }): FreecellStats {
  const base = s ?? EMPTY_STATS;
  const timeMs = Math.min(MAX_PLAY_MS, Math.max(0, Math.round(win.timeMs)));
  const dailyWon = win.day === undefined || base.dailyWon.includes(win.day) ? base.dailyWon : [...base.dailyWon, win.day].sort();
  return {
    ...base,
    // A win always follows a counted first move; this keeps won ≤ played even for odd saves.
    played: Math.max(base.played, base.won + 1),
    won: base.won + 1,
    bestTimeMs: base.bestTimeMs === null ? timeMs : Math.min(base.bestTimeMs, timeMs),
    bestMoves: base.bestMoves === null ? win.moves : Math.min(base.bestMoves, win.moves),
    wonTimeMs: base.wonTimeMs + timeMs,
    wonMoves: base.wonMoves + win.moves,
    dailyWon,
  };
}

export interface StatsSummary {
  readonly played: number;
  readonly won: number;
  /** 0 … 1, or null before the first deal. */
  readonly winRate: number | null;
  readonly bestTimeMs: number | null;
  readonly bestMoves: number | null;
  readonly avgTimeMs: number | null;
  readonly avgMoves: number | null;
}

export function summarize(s: FreecellStats | undefined): StatsSummary {
  const b = s ?? EMPTY_STATS;
  return {
    played: b.played,
    won: b.won,
    winRate: b.played > 0 ? b.won / b.played : null,
    bestTimeMs: b.bestTimeMs,
    bestMoves: b.bestMoves,
    avgTimeMs: b.won > 0 ? b.wonTimeMs / b.won : null,
    avgMoves: b.won > 0 ? b.wonMoves / b.won : null,
  };
}
