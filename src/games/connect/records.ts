// What connect keeps on the device besides the round: the bests per size and mode (CON-17, CON-23)
// and the preferences (last size and mode, the glow assist per size).

import * as v from 'valibot';
import type { EntrySpec } from '../../core/storage.ts';
import { MAX_PLAY_MS, counter, playMs } from '../../core/bounds.ts';
import { SIZES, type SizeId } from './generate.ts';
import { WIDTH } from './path.ts';
import { BONUS_PER_SECOND, pairPoints, type Mode } from './rules.ts';

// ---- Preferences (last size/mode, glow assist per size) -------------------------------

const sizeSchema = v.picklist(['a', 'b', 'c']);
const modeSchema = v.picklist(['relaxed', 'timed']);
const prefsSchema = v.object({
  size: sizeSchema,
  mode: modeSchema,
  glow: v.object({ a: v.boolean(), b: v.boolean(), c: v.boolean() }),
});
export type Prefs = v.InferOutput<typeof prefsSchema>;
export const PREFS_ENTRY: EntrySpec<Prefs> = { name: 'connect/prefs', version: 1, schema: prefsSchema };
/** CON-11: the glow assist is on by default for Einsteiger only; a setting for every size. */
export const DEFAULT_PREFS: Prefs = { size: 'b', mode: 'relaxed', glow: { a: true, b: false, c: false } };

// ---- Bests per size and mode (CON-17, CON-23) -----------------------------------------

const recordSchema = v.object({
  played: counter,
  won: counter,
  bestTimeMs: v.nullable(playMs),
  bestScore: counter,
  bestStreak: counter,
  fewestHints: v.nullable(counter),
  fewestShuffles: v.nullable(counter),
});
export type BestRecord = v.InferOutput<typeof recordSchema>;

/** Whether play on this size and mode can produce the record (bounds CON-17/CON-18 allow, won ≤ played). */
export function possibleRecord(size: SizeId, mode: Mode, r: BestRecord): boolean {
  const info = SIZES[size];
  const pairs = (info.rows * WIDTH) / 2;
  const maxBonus = mode === 'timed' ? BONUS_PER_SECOND * Math.floor(info.capMs / 1000) : 0;
  const maxTime = mode === 'timed' ? info.capMs : MAX_PLAY_MS;
  const wonFigures = [r.bestTimeMs, r.fewestHints, r.fewestShuffles];
  return (
    r.won <= r.played &&
    r.bestScore <= pairs * pairPoints(pairs) + maxBonus &&
    r.bestStreak <= pairs &&
    (r.bestTimeMs === null || r.bestTimeMs <= maxTime) &&
    // Time, hints and shuffles are recorded exactly for cleared boards.
    wonFigures.every((x) => (x === null) === (r.won === 0))
  );
}

const bestsSchema = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^[abc]-(relaxed|timed)$/)), recordSchema),
  v.check((all) => Object.entries(all).every(([key, r]) => possibleRecord(key.slice(0, 1) as SizeId, key.slice(2) as Mode, r)), 'a record play cannot produce'),
);
export type Bests = v.InferOutput<typeof bestsSchema>;
export const BESTS_ENTRY: EntrySpec<Bests> = { name: 'connect/bests', version: 1, schema: bestsSchema };

export const bestKey = (size: SizeId, mode: Mode): string => `${size}-${mode}`;
export const EMPTY_RECORD: BestRecord = { played: 0, won: 0, bestTimeMs: null, bestScore: 0, bestStreak: 0, fewestHints: null, fewestShuffles: null };

export interface RoundResult {
  readonly won: boolean;
  /**
   * Entspannt: the time played (lower is better). Auf Zeit: the clock left after the last pair's
   * +3 s, the figure the time bonus uses (higher is better; 0 when the time ran out).
   */
  readonly timeMs: number;
  readonly mode: Mode;
  readonly score: number;
  readonly streak: number;
  readonly hints: number;
  readonly shuffles: number;
}

const minOrNull = (a: number | null, b: number): number => (a === null ? b : Math.min(a, b));
const betterTime = (mode: Mode, best: number | null, t: number): boolean => best === null || (mode === 'timed' ? t > best : t < best);

/**
 * Fold a finished round into the record. Points and streak count for every finished round;
 * time, hints and shuffles only for cleared boards (a round that ran out of time has no
 * comparable time).
 */
export function mergeBest(rec: BestRecord | undefined, r: RoundResult): BestRecord {
  const b = rec ?? EMPTY_RECORD;
  const timeMs = Math.min(MAX_PLAY_MS, Math.round(r.timeMs));
  return {
    played: b.played + 1,
    won: b.won + (r.won ? 1 : 0),
    bestTimeMs: r.won && betterTime(r.mode, b.bestTimeMs, timeMs) ? timeMs : b.bestTimeMs,
    bestScore: Math.max(b.bestScore, r.score),
    bestStreak: Math.max(b.bestStreak, r.streak),
    fewestHints: r.won ? minOrNull(b.fewestHints, r.hints) : b.fewestHints,
    fewestShuffles: r.won ? minOrNull(b.fewestShuffles, r.shuffles) : b.fewestShuffles,
  };
}

/** Which of this round's figures beat the record as it stood before the round. */
export function newBests(
  before: BestRecord | undefined,
  r: RoundResult,
): { time: boolean; score: boolean; streak: boolean; hints: boolean; shuffles: boolean } {
  const b = before ?? EMPTY_RECORD;
  return {
    time: r.won && betterTime(r.mode, b.bestTimeMs, Math.round(r.timeMs)),
    score: r.score > b.bestScore,
    streak: r.streak > b.bestStreak,
    hints: r.won && (b.fewestHints === null || r.hints < b.fewestHints),
    shuffles: r.won && (b.fewestShuffles === null || r.shuffles < b.fewestShuffles),
  };
}
