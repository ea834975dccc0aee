// Farbschalen saves (BOW-30) and records (BOW-27, BOW-29): valibot schemas and pure updates.
//
// A save is a replay log (core/session.ts ReplayLog: origin + moves) plus the attempt's marks;
// it is replayed through the rules on load, so a corrupt or tampered save is rejected, never
// trusted. One slot per mode. Records keep the endless best, the best valid result per daily
// date and the solved puzzles; a practice attempt (after an undo) never improves a record.

import { MAX_COUNT, MAX_MOVES, boundedInt, capAt, counter, score, scoreTotal } from '../../core/bounds.ts';
import * as v from 'valibot';
import type { EntrySpec } from '../../core/storage.ts';
import { GameSession, type ReplayLog, type SessionOf } from '../../core/session.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import { bowlsGameDef } from './game-def.ts';
import { newGame } from './rules.ts';
import type { BowlsState, Mode } from './types.ts';

/** The typed session of a Farbschalen attempt (core/session.ts over the page's def, game-def.ts). */
export type BowlsSession = SessionOf<typeof bowlsGameDef>;

/** Opens shipped puzzle n (from its lazily loaded chapter, puzzle-book.ts); passed in so puzzle data loads only in puzzle mode. */
export type PuzzleSource = (n: number) => Result<BowlsState>;

// Bounds of every stored number (core/bounds.ts, issue 26): an entry past them is set aside.
const count = counter;
const dayKey = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const bowlIndex = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(11));

const originSchema = v.object({
  seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  options: v.object({ mode: v.picklist(['endless', 'daily', 'puzzle']) }),
});
export type BowlsOrigin = v.InferOutput<typeof originSchema>;

const logSchema = v.object({
  game: v.literal('bowls'),
  origin: originSchema,
  steps: v.pipe(v.array(v.object({ move: bowlIndex })), v.maxLength(5000)),
});

const saveSchema = v.object({
  log: logSchema,
  /** BOW-29: the attempt was undone at least once (endless, daily). */
  practice: v.boolean(),
  /** The result of this attempt was recorded already (it ended once). */
  recorded: v.boolean(),
  /** Daily: the UTC date the attempt belongs to (kept past midnight, BOW-26). */
  day: v.optional(dayKey),
});
export type BowlsSave = v.InferOutput<typeof saveSchema>;

export const SAVE_ENTRIES: Readonly<Record<Mode, EntrySpec<BowlsSave>>> = {
  endless: { name: 'bowls/save/endless', version: 1, schema: saveSchema },
  daily: { name: 'bowls/save/daily', version: 1, schema: saveSchema },
  puzzle: { name: 'bowls/save/puzzle', version: 1, schema: saveSchema },
};

/** The start position of an origin (ENGINE.md: daily seed YYYYMMDD, puzzle seed = its number). */
export function startOf(origin: BowlsOrigin, puzzles?: PuzzleSource): Result<BowlsState> {
  const { mode } = origin.options;
  if (mode === 'puzzle') return puzzles ? puzzles(origin.seed) : fail('bad_request', 'puzzles are not loaded');
  return ok(newGame(mode, origin.seed));
}

/** A fresh typed session at an origin's start (puzzles come from the lazily loaded source). */
export function sessionOf(origin: BowlsOrigin, puzzles?: PuzzleSource): Result<BowlsSession> {
  const start = startOf(origin, puzzles);
  if (!start.ok) return start;
  return ok(new GameSession(bowlsGameDef, { mode: origin.options.mode }, origin, start.value));
}

/**
 * A GameSession holding the start and every move of a log, each replayed through the rules by
 * session.play (core/session.ts replay, with the puzzle start from the page's puzzle source).
 */
export function replaySave(log: ReplayLog, puzzles?: PuzzleSource): Result<BowlsSession> {
  const parsed = v.safeParse(logSchema, log);
  if (!parsed.success) return fail('bad_log', 'not a Farbschalen replay log');
  const started = sessionOf(parsed.output.origin, puzzles);
  if (!started.ok) return started;
  const session = started.value;
  for (const [i, step] of parsed.output.steps.entries()) {
    const r = session.play(step.move);
    if (!r.ok) return fail('bad_log', `move ${i + 1} cannot be replayed: ${r.error.message}`);
  }
  return ok(session);
}

/** The save of a session (only the moves up to the current state; redo steps are not kept). */
export function toSave(session: BowlsSession, marks: { practice: boolean; recorded: boolean; day?: string }): BowlsSave {
  const log = session.toLog();
  return {
    log: { game: 'bowls', origin: log.origin as BowlsOrigin, steps: log.steps.map((s) => ({ move: 'move' in s ? Number(s.move) : -1 })) },
    practice: marks.practice,
    recorded: marks.recorded,
    ...(marks.day === undefined ? {} : { day: marks.day }),
  };
}

// ---------------------------------------------------------------- records

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
