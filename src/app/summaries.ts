// The start page's view of each game (issue 12): a game in progress ("Weiterspielen" with where the
// player stands) and whether today's daily is done. Read from the games' saves through the core store.
//
// Reading here must never cost a save: each entry is read with its own name and schema version and a
// schema that accepts anything (so the store sets aside only what the game itself would set aside:
// text that is no JSON, no Knobelkiste envelope, or a newer version), and the shape this page needs is
// then checked here without touching storage. Anything unexpected means "nothing in progress": the
// card shows plain "Spielen", never an error. summaries.test.ts pins the entry names and versions to
// the games' own entries, so a game that renames or migrates an entry fails that test, not a player.
//
// Nothing from the games' rules is imported: the start page stays small.

import * as v from 'valibot';
import { localDayKey, utcDayKey } from '../core/dates.ts';
import type { GameId } from '../core/game.ts';
import type { EntrySpec, Store } from '../core/storage.ts';
import { keptView } from '../games/pyramid/kept.ts';
import { de } from './i18n/de.ts';

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

const NOTHING: GameSummary = { inProgress: null, daily: null };

/** Read an entry without ever setting aside what its game would keep (see the note at the top). */
function peek(store: Store, name: string, version: number): unknown {
  const spec: EntrySpec<unknown> = { name, version, schema: v.unknown() };
  try {
    return store.read(spec);
  } catch {
    return undefined;
  }
}

function parse<T>(schema: v.GenericSchema<unknown, T>, data: unknown): T | undefined {
  const r = v.safeParse(schema, data);
  return r.success ? r.output : undefined;
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
const dayKey = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

// ---------------------------------------------------------------- core save slots (src/core/saves.ts)

/** The entry of a core save slot: "<game>/slot/<slot>", version 1 (core/saves.ts slotEntry). */
export const SLOT_VERSION = 1;
export const slotName = (game: GameId, slot: string): string => `${game}/slot/${slot}`;

/** The parts of a slot save the start page reads: the number of moves made and the game's metadata. */
const slotSchema = v.object({
  log: v.object({ steps: v.array(v.union([v.object({ move: v.unknown() }), v.object({ cmd: v.string() })])) }),
  meta: v.unknown(),
});

interface Slot {
  /** Moves played (actions such as shuffles are not moves). */
  readonly moves: number;
  readonly meta: unknown;
}

function readSlot(store: Store, game: GameId, slot: string): Slot | undefined {
  const saved = parse(slotSchema, peek(store, slotName(game, slot), SLOT_VERSION));
  if (!saved) return undefined;
  return { moves: saved.log.steps.filter((s) => 'move' in s).length, meta: saved.meta };
}

export const deNumber = (n: number): string => new Intl.NumberFormat('de-DE').format(n);

// ---------------------------------------------------------------- FreeCell (records.ts freecellSlots, STATS_ENTRY)

const freecellMeta = v.object({ deal: v.pipe(count, v.minValue(1)), day: v.optional(dayKey), moves: count });
export const FREECELL_STATS = { name: 'freecell/stats', version: 1 } as const;

function freecell(store: Store, now: Date): GameSummary {
  const today = localDayKey(now);
  const free = readSlot(store, 'freecell', 'free');
  const freeMeta = free && parse(freecellMeta, free.meta);
  const inProgress = freeMeta && freeMeta.moves > 0 ? { detail: de.home.freecell(deNumber(freeMeta.deal), freeMeta.moves) } : null;
  const stats = parse(v.object({ dailyWon: v.array(v.string()) }), peek(store, FREECELL_STATS.name, FREECELL_STATS.version));
  const dailySlot = readSlot(store, 'freecell', 'daily');
  const dailyMeta = dailySlot && parse(freecellMeta, dailySlot.meta);
  const daily = stats?.dailyWon.includes(today) ? 'done' : dailyMeta && dailyMeta.day === today && dailyMeta.moves > 0 ? 'started' : null;
  return { inProgress, daily };
}

// ---------------------------------------------------------------- Number Match (saves.ts numbermatchSlots)

const numbermatchOrigin = v.variant('kind', [
  v.object({ kind: v.literal('stage'), id: v.pipe(v.string(), v.regex(/^\d{1,3}-\d{1,3}$/)) }),
  v.object({ kind: v.literal('seed'), seed: count }),
  v.object({ kind: v.literal('classic') }),
]);

function numbermatch(store: Store): GameSummary {
  // The stage in progress first (the levels are the game's main road), then the free game.
  for (const slot of ['stage', 'free']) {
    const saved = readSlot(store, 'numbermatch', slot);
    const meta = saved && parse(v.object({ origin: numbermatchOrigin }), saved.meta);
    if (!saved || !meta || saved.moves === 0) continue;
    const o = meta.origin;
    if (o.kind === 'stage') return { inProgress: { detail: de.home.numbermatchStage(o.id, saved.moves), query: { stage: o.id } }, daily: null };
    const query: Record<string, string> = o.kind === 'seed' ? { seed: String(o.seed) } : { classic: '1' };
    return { inProgress: { detail: de.home.numbermatchFree(saved.moves), query }, daily: null };
  }
  return NOTHING;
}

// ---------------------------------------------------------------- Farbschalen (records.ts SAVE_ENTRIES, RECORDS_ENTRY)

export const BOWLS_SAVES = { endless: 'bowls/save/endless', daily: 'bowls/save/daily', puzzle: 'bowls/save/puzzle', version: 1 } as const;
export const BOWLS_RECORDS = { name: 'bowls/records', version: 1 } as const;
const bowlsSave = v.object({
  log: v.object({ origin: v.object({ seed: count }), steps: v.array(v.unknown()) }),
  recorded: v.boolean(),
  day: v.optional(dayKey),
});

function bowls(store: Store, now: Date): GameSummary {
  const today = utcDayKey(now);
  const read = (name: string) => parse(bowlsSave, peek(store, name, BOWLS_SAVES.version));
  const open = (s: v.InferOutput<typeof bowlsSave> | undefined) => s !== undefined && !s.recorded && s.log.steps.length > 0;
  const endless = read(BOWLS_SAVES.endless);
  const puzzle = read(BOWLS_SAVES.puzzle);
  const inProgress =
    endless && open(endless)
      ? { detail: de.home.bowlsEndless(endless.log.steps.length) }
      : puzzle && open(puzzle)
        ? { detail: de.home.bowlsPuzzle(puzzle.log.origin.seed, puzzle.log.steps.length), query: { puzzle: String(puzzle.log.origin.seed) } }
        : null;
  const records = parse(v.object({ daily: v.record(v.string(), v.object({ played: count })) }), peek(store, BOWLS_RECORDS.name, BOWLS_RECORDS.version));
  const dailySave = read(BOWLS_SAVES.daily);
  const daily = (records?.daily[today]?.played ?? 0) > 0 ? 'done' : dailySave && open(dailySave) && dailySave.day === today ? 'started' : null;
  return { inProgress, daily };
}

// ---------------------------------------------------------------- Paare verbinden

/** The core save slot of Paare verbinden's round in progress (connect/saves.ts ROUND_SLOT; summaries.test.ts pins the two together). */
export const CONNECT_ROUND_SLOT = 'round';

function connect(store: Store): GameSummary {
  const saved = readSlot(store, 'connect', CONNECT_ROUND_SLOT);
  // Each move clears one pair.
  return saved && saved.moves > 0 ? { inProgress: { detail: de.home.connect(saved.moves) }, daily: null } : NOTHING;
}

// ---------------------------------------------------------------- Pyramiden-Solitär

/** PYR-11: no save; the deal the open app keeps in memory while the player moves between pages. */
function pyramid(): GameSummary {
  try {
    const view = keptView(null);
    if (!view || view.status !== 'playing' || view.log().steps.length === 0) return NOTHING;
    return { inProgress: { detail: de.home.pyramid(deNumber(view.deal), view.state.score) }, daily: null };
  } catch {
    return NOTHING;
  }
}

// ----------------------------------------------------------------

const READERS: Readonly<Partial<Record<GameId, (store: Store, now: Date) => GameSummary>>> = { connect, bowls, numbermatch, freecell, pyramid };

/** One game's summary; whatever goes wrong in reading it, the card plainly offers "Spielen". */
export function summaryOf(id: GameId, store: Store, now: Date): GameSummary {
  try {
    return READERS[id]?.(store, now) ?? NOTHING;
  } catch {
    return NOTHING;
  }
}
