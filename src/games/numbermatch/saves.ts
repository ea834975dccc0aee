// Number Match games in progress on the core save layer: one slot for the stage and one for the free
// game, each a replay log (src/core/saves.ts) with its attempt and the game's origin as metadata.
//
// Players' saves of before (entry "numbermatch/save", version 1: one game; version 2: a stage and a
// free slot, progress.ts) move over once per slot through the legacy hook: the moves become the
// log's steps, lostCounted / wonCounted become the attempt's counted "lost" / "won". The progress
// entry (wins and losses per stage, the free tally) keeps its own format.

import * as v from 'valibot';
import { SaveSlots, type LegacySave } from '../../core/saves.ts';
import type { Origin, ReplayLog } from '../../core/log.ts';
import type { Store } from '../../core/storage.ts';
import { numbermatchDef } from './def.ts';
import { encodePosition } from './notation.ts';
import { SAVE_ENTRY, originSchema, slotOf, startOf, withSlot, type GameOrigin, type SaveSlot } from './progress.ts';

export const NUMBERMATCH_SLOTS: readonly SaveSlot[] = ['stage', 'free'];

// hintsUsed (issue 13): the hints this stage has used so far; saves from before have none.
const metaSchema = v.object({ origin: originSchema, hintsUsed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))) });
export type SaveMeta = v.InferOutput<typeof metaSchema>;

/** The replay-log origin of a game origin: a stage starts from its position, free games from seed / classic. */
export function logOrigin(origin: GameOrigin): Origin | null {
  if (origin.kind === 'seed') return { seed: origin.seed };
  if (origin.kind === 'classic') return { seed: 0, options: { start: 'classic' } };
  const start = startOf(origin);
  return start.ok ? { position: encodePosition(start.value) } : null;
}

/** One slot of the old entry as a core save (undefined when it is empty or names nothing playable). */
function legacySlot(slot: SaveSlot): LegacySave<SaveMeta> {
  return {
    read(store) {
      const old = store.read(SAVE_ENTRY)?.[slot];
      if (!old || slotOf(old.origin) !== slot) return undefined;
      const origin = logOrigin(old.origin);
      if (!origin) return undefined;
      const log: ReplayLog = { game: 'numbermatch', origin, steps: old.moves.map((move) => ({ move })) };
      const counted = [...(old.lostCounted ? ['lost'] : []), ...(old.wonCounted ? ['won'] : [])];
      return { log, attempt: { practice: false, counted, elapsedMs: 0 }, meta: { origin: old.origin } };
    },
    remove(store) {
      const rest = withSlot(store.read(SAVE_ENTRY), slot, null);
      if (rest.stage === null && rest.free === null) store.remove(SAVE_ENTRY.name);
      else store.write(SAVE_ENTRY, rest);
    },
  };
}

export function numbermatchSlots(store: Store) {
  return new SaveSlots(store, numbermatchDef, {
    slots: NUMBERMATCH_SLOTS,
    meta: metaSchema,
    legacy: { stage: legacySlot('stage'), free: legacySlot('free') },
  });
}
export type NumberMatchSlots = ReturnType<typeof numbermatchSlots>;

/** The origins of the games in progress (for the overview's "continue" list). */
export function gamesInProgress(slots: NumberMatchSlots): GameOrigin[] {
  return NUMBERMATCH_SLOTS.flatMap((s) => {
    const saved = slots.read(s);
    return saved ? [saved.meta.origin] : [];
  });
}
