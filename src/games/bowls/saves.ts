// Farbschalen games in progress on the core save layer (src/core/saves.ts): one slot per mode
// (endless, daily, puzzle), each a replay log with its attempt and the round as metadata.
//
// Players' saves of before (entries "bowls/save/<mode>", SAVE_ENTRIES below: a replay log plus the
// marks `practice`, `recorded` and the daily's `day`, BOW-30) move over once per slot through the
// legacy hook: the log stays as it was (same origin, same moves), `practice` becomes the attempt's
// practice mark and `recorded` the results already counted. Such a save was replayed through the
// rules on load (replaySave), so a corrupt or tampered one is rejected, never trusted.

import * as v from 'valibot';
import { fail, ok, type Result } from '../../core/result.ts';
import { slotEntry, type LegacySave, type SavedGame } from '../../core/saves.ts';
import { GameSession, type ReplayLog, type SessionOf } from '../../core/session.ts';
import type { EntrySpec, Store } from '../../core/storage.ts';
import { bowlsGameDef } from './rules/page-def.ts';
import type { BowlsRound } from './routes.ts';
import { newGame } from './rules.ts';
import type { BowlsState, Mode } from './rules/types.ts';

// ---------------------------------------------------------------- saves of before

/** The typed session of a Farbschalen attempt (core/session.ts over the page's def, rules/page-def.ts). */
export type BowlsSession = SessionOf<typeof bowlsGameDef>;

/** Opens shipped puzzle n (from its lazily loaded chapter, puzzle-book.ts); passed in so puzzle data loads only in puzzle mode. */
export type PuzzleSource = (n: number) => Result<BowlsState>;

// Bounds of every stored number (core/bounds.ts, issue 26): an entry past them is set aside.
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

// ---------------------------------------------------------------- slots

export const SLOTS: readonly Mode[] = ['endless', 'daily', 'puzzle'];

const roundSchema = v.variant('kind', [
  v.object({ kind: v.literal('endless'), seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)) }),
  v.object({ kind: v.literal('daily'), day: dayKey }),
  v.object({ kind: v.literal('puzzle'), n: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)) }),
]);
export const metaSchema = v.object({ round: roundSchema }) as v.GenericSchema<unknown, { round: BowlsRound }>;
export type BowlsMeta = { round: BowlsRound };

/** YYYYMMDD as a day key. */
const dayOfSeed = (seed: number): string => {
  const t = String(seed).padStart(8, '0');
  return `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}`;
};

/** The old save of one mode as a core save (undefined when there is none or it is unreadable). */
export function legacySlot(mode: Mode): LegacySave<BowlsMeta> {
  return {
    read(store: Store): SavedGame<BowlsMeta> | undefined {
      const old = store.read(SAVE_ENTRIES[mode]);
      if (!old) return undefined;
      const { seed } = old.log.origin;
      const round: BowlsRound =
        mode === 'daily' ? { kind: 'daily', day: old.day ?? dayOfSeed(seed) } : mode === 'puzzle' ? { kind: 'puzzle', n: seed } : { kind: 'endless', seed };
      const counted = old.recorded ? (mode === 'puzzle' ? ['lost'] : ['lost', 'over']) : [];
      return {
        log: { game: 'bowls', origin: old.log.origin, steps: old.log.steps.map((s) => ({ move: s.move })) },
        attempt: {
          practice: old.practice && mode !== 'puzzle',
          counted,
          elapsedMs: 0,
          ...(mode === 'daily' ? { day: round.kind === 'daily' ? round.day : '' } : {}),
        },
        meta: { round },
      };
    },
    remove(store: Store): void {
      store.remove(SAVE_ENTRIES[mode].name);
    },
  };
}

export const LEGACY: Readonly<Record<Mode, LegacySave<BowlsMeta>>> = {
  endless: legacySlot('endless'),
  daily: legacySlot('daily'),
  puzzle: legacySlot('puzzle'),
};

/** The daily slot's entry (read by the link reader: an attempt in progress keeps its day, BOW-26). */
const DAILY_SLOT = slotEntry('bowls', 'daily', metaSchema);

/** The day of the daily attempt in progress (new or old save), or null. */
export function carriedDay(store: Store): string | null {
  const saved = store.read(DAILY_SLOT) ?? LEGACY.daily.read(store);
  const r = saved?.meta.round;
  return r?.kind === 'daily' ? r.day : null;
}
