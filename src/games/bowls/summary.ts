// Farbschalen on the start page: the endless or puzzle game in progress and today's daily (records.ts).

import * as v from 'valibot';
import { utcDayKey } from '../../core/dates.ts';
import type { Store } from '../../core/storage.ts';
import { daySet, type DailyRecord } from '../../ui/daily.ts';
import { count, dayKey, movesDe, parse, peek, type GameSummary } from '../../ui/summary.ts';

export const BOWLS_SAVES = { endless: 'bowls/save/endless', daily: 'bowls/save/daily', puzzle: 'bowls/save/puzzle', version: 1 } as const;
export const BOWLS_RECORDS = { name: 'bowls/records', version: 1 } as const;
const save = v.object({
  log: v.object({ origin: v.object({ seed: count }), steps: v.array(v.unknown()) }),
  recorded: v.boolean(),
  day: v.optional(dayKey),
});

/** The page's save slots (saves.ts): a replay log with its attempt and round. */
const slot = v.object({
  log: v.object({ origin: v.object({ seed: count }), steps: v.array(v.unknown()) }),
  meta: v.object({ round: v.object({ day: v.optional(dayKey) }) }),
});

export function bowlsSummary(store: Store, now: Date): GameSummary {
  const today = utcDayKey(now);
  // A slot of the shared screen first, else a save of before (moved over when the game opens).
  const read = (name: string) => {
    const s = parse(slot, peek(store, name.replace('/save/', '/slot/'), 1));
    return s ? { log: s.log, recorded: false, day: s.meta.round.day } : parse(save, peek(store, name, BOWLS_SAVES.version));
  };
  const open = (s: v.InferOutput<typeof save> | undefined) => s !== undefined && !s.recorded && s.log.steps.length > 0;
  const endless = read(BOWLS_SAVES.endless);
  const puzzle = read(BOWLS_SAVES.puzzle);
  const inProgress =
    endless && open(endless)
      ? { detail: `Endlos · ${movesDe(endless.log.steps.length)}` }
      : puzzle && open(puzzle)
        ? { detail: `Rätsel ${puzzle.log.origin.seed} · ${movesDe(puzzle.log.steps.length)}`, query: { puzzle: String(puzzle.log.origin.seed) } }
        : null;
  const records = parse(v.object({ daily: v.record(v.string(), v.object({ played: count })) }), peek(store, BOWLS_RECORDS.name, BOWLS_RECORDS.version));
  const dailySave = read(BOWLS_SAVES.daily);
  const daily = (records?.daily[today]?.played ?? 0) > 0 ? 'done' : dailySave && open(dailySave) && dailySave.day === today ? 'started' : null;
  return { inProgress, daily };
}

/** BOW-27: a daily task is played for points, not won: the days with an attempt finished (its records), on the UTC calendar; only today's is open. */
export const DAILY_BOWLS: DailyRecord = {
  zone: 'utc',
  points: true,
  days(store) {
    const records = parse(v.object({ daily: v.record(dayKey, v.object({ played: count })) }), peek(store, BOWLS_RECORDS.name, BOWLS_RECORDS.version));
    return { won: [], finished: daySet(Object.entries(records?.daily ?? {}).flatMap(([day, r]) => (r.played > 0 ? [day] : []))) };
  },
  open: 1,
  query: () => ({ daily: '1' }),
};
