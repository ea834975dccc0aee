// Number Match games in progress on the core save layer: a slot for the stage, one for the free
// game (a numbered board or the classic start) and one for the daily board, each a replay log
// (src/core/saves.ts) with its attempt and the game's origin as metadata.
//
// Players' saves of before (entry "numbermatch/save", version 1: one game; version 2: a stage and a
// free slot, records.ts) move over once per slot through the legacy hook: the moves become the
// log's steps, lostCounted / wonCounted become the attempt's counted "lost" / "won". A daily board
// kept in the free slot (before the daily had its own) moves to the daily slot when it is opened.
// The progress entry (wins and losses per stage, the free tally) keeps its own format.

import * as v from 'valibot';
import { SaveSlots, slotEntry, type LegacySave } from '../../core/saves.ts';
import type { Origin, ReplayLog } from '../../core/log.ts';
import type { Store } from '../../core/storage.ts';
import { numbermatchDef } from './def.ts';
import { encodePosition } from './notation.ts';
import { SAVE_ENTRY, originSchema, startOf, withSlot, type GameOrigin, type SaveSlot } from './records.ts';

export type NmSlot = 'stage' | 'free' | 'daily';
export const NUMBERMATCH_SLOTS: readonly NmSlot[] = ['stage', 'free', 'daily'];

// hintsUsed (issue 13): saves of before kept the hints used here; the attempt counts them now.
export const metaSchema = v.object({ origin: originSchema, hintsUsed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))) });
export type SaveMeta = v.InferOutput<typeof metaSchema>;

export const slotOfRound = (o: GameOrigin): NmSlot => (o.kind === 'stage' ? 'stage' : o.kind === 'daily' ? 'daily' : 'free');

/** The replay-log origin of a game origin: a stage and a daily start from their position, free games from seed / classic. */
export function logOrigin(origin: GameOrigin): Origin | null {
  if (origin.kind === 'seed') return { seed: origin.seed };
  if (origin.kind === 'classic') return { seed: 0, options: { start: 'classic' } };
  const start = startOf(origin);
  return start.ok ? { position: encodePosition(start.value) } : null;
}

/** One slot of the old entry as a core save of slot `want` (undefined when it is empty, another kind, or nothing playable). */
export function legacySlot(old: SaveSlot, want: NmSlot): LegacySave<SaveMeta> {
  return {
    read(store) {
      const game = store.read(SAVE_ENTRY)?.[old];
      if (!game || slotOfRound(game.origin) !== want) return undefined;
      const origin = logOrigin(game.origin);
      if (!origin) return undefined;
      const log: ReplayLog = { game: 'numbermatch', origin, steps: game.moves.map((move) => ({ move })) };
      const counted = [...(game.lostCounted ? ['lost'] : []), ...(game.wonCounted ? ['won'] : [])];
      return { log, attempt: { practice: false, counted, elapsedMs: 0 }, meta: { origin: game.origin } };
    },
    remove(store) {
      const rest = withSlot(store.read(SAVE_ENTRY), old, null);
      if (rest.stage === null && rest.free === null) store.remove(SAVE_ENTRY.name);
      else store.write(SAVE_ENTRY, rest);
    },
  };
}

const FREE_SLOT = slotEntry('numbermatch', 'free', metaSchema);

/** The daily slot's older homes: the free slot of the core layer, or the old entry's free slot. */
const dailyLegacy: LegacySave<SaveMeta> = {
  read(store) {
    const saved = store.read(FREE_SLOT);
    if (saved) return saved.meta.origin.kind === 'daily' ? saved : undefined;
    return legacySlot('free', 'daily').read(store);
  },
  remove(store) {
    if (store.read(FREE_SLOT)?.meta.origin.kind === 'daily') store.remove(FREE_SLOT.name);
    else legacySlot('free', 'daily').remove(store);
  },
};

export const LEGACY: Readonly<Record<NmSlot, LegacySave<SaveMeta>>> = {
  stage: legacySlot('stage', 'stage'),
  free: legacySlot('free', 'free'),
  daily: dailyLegacy,
};

export function numbermatchSlots(store: Store) {
  return new SaveSlots(store, numbermatchDef, { slots: NUMBERMATCH_SLOTS, meta: metaSchema, legacy: LEGACY });
}
export type NumberMatchSlots = ReturnType<typeof numbermatchSlots>;

/**
 * The origins of the games in progress (for the level list's "continue" links): saves that replay
 * through the rules. One that does not is set aside and reported there and then (issue 34: it was
 * listed, and kept unread without a word, until the player opened it).
 */
export function gamesInProgress(slots: NumberMatchSlots): GameOrigin[] {
  return NUMBERMATCH_SLOTS.flatMap((s) => {
    const r = slots.resume(s);
    return r.ok && r.value !== null && r.value.session.depth > 0 ? [r.value.meta.origin] : [];
  });
}
