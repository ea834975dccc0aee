// What the start page shows of a game (issue 12): a game in progress ("Weiterspielen" with where
// the player stands) and whether today's daily is done, read from the game's saves.
//
// Reading here must never cost a save: each entry is read with its own name and schema version and
// a schema that accepts anything (so the store sets aside only what the game itself would set
// aside: text that is no JSON, no Knobelkiste envelope, or a newer version), and the shape the
// start page needs is then checked without touching storage. Anything unexpected means "nothing in
// progress": the card shows plain "Spielen", never an error. Each game's summary.ts reads its own
// entries with these helpers and imports nothing from its rules, so the start page stays small.

import * as v from 'valibot';
import type { EntrySpec, Store } from '../core/storage.ts';

export interface InProgress {
  /** Where the player stands, e.g. "Blatt Nr. 58 · 34 Züge". */
  readonly detail: string;
  /** The query that opens exactly this game (none: the game's page resumes it by itself). */
  readonly query?: Readonly<Record<string, string>>;
}

export interface GameSummary {
  readonly inProgress: InProgress | null;
  /** Today's daily: finished, begun, or not touched (null; also for games without a daily). */
  readonly daily: 'done' | 'started' | null;
}

export const NOTHING: GameSummary = { inProgress: null, daily: null };

/** Read an entry without ever setting aside what its game would keep (see the note at the top). */
export function peek(store: Store, name: string, version: number): unknown {
  const spec: EntrySpec<unknown> = { name, version, schema: v.unknown() };
  try {
    return store.read(spec);
  } catch {
    return undefined;
  }
}

export function parse<T>(schema: v.GenericSchema<unknown, T>, data: unknown): T | undefined {
  const r = v.safeParse(schema, data);
  return r.success ? r.output : undefined;
}

export const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
export const dayKey = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The entry of a core save slot: "<game>/slot/<slot>", version 1 (core/saves.ts slotEntry). */
export const SLOT_VERSION = 1;
export const slotName = (game: string, slot: string): string => `${game}/slot/${slot}`;

/** The parts of a slot save the start page reads: the number of moves made and the game's metadata. */
const slotSchema = v.object({
  log: v.object({ steps: v.array(v.union([v.object({ move: v.unknown() }), v.object({ cmd: v.string() })])) }),
  meta: v.unknown(),
});

export interface SlotPeek {
  /** Moves played (actions such as shuffles are not moves). */
  readonly moves: number;
  readonly meta: unknown;
}

export function readSlot(store: Store, game: string, slot: string): SlotPeek | undefined {
  const saved = parse(slotSchema, peek(store, slotName(game, slot), SLOT_VERSION));
  if (!saved) return undefined;
  return { moves: saved.log.steps.filter((s) => 'move' in s).length, meta: saved.meta };
}

export { deNumber } from './numbers.ts';
export const movesDe = (n: number): string => (n === 1 ? '1 Zug' : `${n} Züge`);

/** One game's summary; whatever goes wrong in reading it, the card plainly offers "Spielen". */
export function safeSummary(read: ((store: Store, now: Date) => GameSummary) | undefined, store: Store, now: Date): GameSummary {
  try {
    return read?.(store, now) ?? NOTHING;
  } catch {
    return NOTHING;
  }
}

const roundMeta = v.object({
  round: v.object({ kind: v.picklist(['free', 'daily']), seed: count, day: v.optional(dayKey), variant: v.pipe(v.string(), v.maxLength(20)) }),
});
export type PeekedRound = v.InferOutput<typeof roundMeta>['round'];

/**
 * The summary of a game built on the shared screen's rounds (ui/screen/rounds.ts): the free game in
 * progress, and today's daily (won in the statistics, or begun in a daily slot).
 */
export function roundSummary(
  store: Store,
  game: string,
  today: string,
  detail: (moves: number, round: PeekedRound) => string,
  dailySlots: readonly string[] = ['daily'],
): GameSummary {
  const free = readSlot(store, game, 'free');
  const freeMeta = free && parse(roundMeta, free.meta);
  const inProgress = free && freeMeta && free.moves > 0 ? { detail: detail(free.moves, freeMeta.round) } : null;
  const stats = parse(v.record(v.string(), v.object({ days: v.array(v.string()) })), peek(store, `${game}/stats`, 1));
  const done = stats !== undefined && Object.values(stats).some((s) => s.days.includes(today));
  const started = dailySlots.some((slot) => {
    const d = readSlot(store, game, slot);
    const m = d && parse(roundMeta, d.meta);
    return d !== undefined && m !== undefined && m.round.day === today && d.moves > 0;
  });
  return { inProgress, daily: done ? 'done' : started ? 'started' : null };
}
