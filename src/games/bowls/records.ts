// Farbschalen records (BOW-27, BOW-29): valibot schema and pure updates. Records keep the endless
// best, the best valid result per daily date and the solved puzzles; a practice attempt (after an
// undo) never improves a record. (Games in progress: saves.ts.)

import { MAX_COUNT, MAX_MOVES, boundedInt, capAt, counter, score, scoreTotal } from '../../core/bounds.ts';
import * as v from 'valibot';
import type { EntrySpec } from '../../core/storage.ts';

// Bounds of every stored number (core/bounds.ts, issue 26): an entry past them is set aside.
const count = counter;
const dayKey = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

const puzzleRecord = v.object({ won: count, lost: count, bestMoves: v.nullable(boundedInt(MAX_MOVES)) });
const dailyRecord = v.object({ best: v.nullable(score), played: count });

const recordsSchema = v.object({
  endless: v.object({ played: count, best: v.nullable(score), bestMoves: v.nullable(boundedInt(MAX_MOVES)), validSum: scoreTotal, valid: count }),
  daily: v.record(dayKey, dailyRecord),
  puzzles: v.record(v.string(), puzzleRecord),
});
export type BowlsRecords = v.InferOutput<typeof recordsSchema>;
export const RECORDS_ENTRY: EntrySpec<BowlsRecords> = { name: 'bowls/records', version: 1, schema: recordsSchema };

export const emptyRecords = (): BowlsRecords => ({
  endless: { played: 0, best: null, bestMoves: null, validSum: 0, valid: 0 },
  daily: {},
  puzzles: {},
});

/** A counter one up, stopped at its bound. */
const more = (n: number): number => capAt(n + 1, MAX_COUNT);

/** An endless attempt ended (overflow or "Versuch beenden"). */
export function recordEndless(r: BowlsRecords | undefined, result: { score: number; moves: number; practice: boolean }): BowlsRecords {
  const base = r ?? emptyRecords();
  const e = base.endless;
  if (result.practice) return { ...base, endless: { ...e, played: more(e.played) } };
  const better = e.best === null || result.score > e.best;
  return {
    ...base,
    endless: {
      played: more(e.played),
      best: better ? result.score : e.best,
      bestMoves: better ? result.moves : e.bestMoves,
      validSum: capAt(e.validSum + result.score, Number.MAX_SAFE_INTEGER),
      valid: more(e.valid),
    },
  };
}

/** A daily attempt ended; only a valid (non-practice) result can become the day's best. */
export function recordDaily(r: BowlsRecords | undefined, day: string, result: { score: number; practice: boolean }): BowlsRecords {
  const base = r ?? emptyRecords();
  const old = base.daily[day] ?? { best: null, played: 0 };
  const best = result.practice ? old.best : old.best === null ? result.score : Math.max(old.best, result.score);
  return { ...base, daily: { ...base.daily, [day]: { best, played: more(old.played) } } };
}

export function recordPuzzle(r: BowlsRecords | undefined, n: number, result: { won: boolean; moves: number }): BowlsRecords {
  const base = r ?? emptyRecords();
  const key = String(n);
  const old = base.puzzles[key] ?? { won: 0, lost: 0, bestMoves: null };
  const next = result.won
    ? { won: more(old.won), lost: old.lost, bestMoves: old.bestMoves === null ? result.moves : Math.min(old.bestMoves, result.moves) }
    : { ...old, lost: more(old.lost) };
  return { ...base, puzzles: { ...base.puzzles, [key]: next } };
}

export const isSolved = (r: BowlsRecords | undefined, n: number): boolean => (r?.puzzles[String(n)]?.won ?? 0) > 0;
