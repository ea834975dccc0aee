// Farbschalen games in progress on the core save layer (src/core/saves.ts): one slot per mode
// (endless, daily, puzzle), each a replay log with its attempt and the round as metadata.
//
// Players' saves of before (entries "bowls/save/<mode>", records.ts SAVE_ENTRIES: a replay log plus
// the marks `practice`, `recorded` and the daily's `day`) move over once per slot through the legacy
// hook: the log stays as it was (same origin, same moves), `practice` becomes the attempt's
// practice mark and `recorded` the results already counted.

import * as v from 'valibot';
import { slotEntry, type LegacySave, type SavedGame } from '../../core/saves.ts';
import type { Store } from '../../core/storage.ts';
import { SAVE_ENTRIES } from './records.ts';
import type { BowlsRound } from './routes.ts';
import type { Mode } from './types.ts';

export const SLOTS: readonly Mode[] = ['endless', 'daily', 'puzzle'];

const dayKey = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
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
