// FreeCell on the start page: the free deal in progress and today's daily (the entries of saves.ts and records.ts).

import * as v from 'valibot';
import { localDayKey } from '../../core/dates.ts';
import type { Store } from '../../core/storage.ts';
import { daySet, roundDailyQuery, type DailyRecord } from '../../ui/daily.ts';
import { count, dayKey, deNumber, movesDe, parse, peek, readSlot, type GameSummary } from '../../ui/summary.ts';

const meta = v.object({ deal: v.pipe(count, v.minValue(1)), day: v.optional(dayKey), moves: count });
export const FREECELL_STATS = { name: 'freecell/stats', version: 1 } as const;

export function freecellSummary(store: Store, now: Date): GameSummary {
  const today = localDayKey(now);
  const free = readSlot(store, 'freecell', 'free');
  const freeMeta = free && parse(meta, free.meta);
  const inProgress = freeMeta && freeMeta.moves > 0 ? { detail: `Blatt Nr. ${deNumber(freeMeta.deal)} · ${movesDe(freeMeta.moves)}` } : null;
  const stats = parse(v.object({ dailyWon: v.array(v.string()) }), peek(store, FREECELL_STATS.name, FREECELL_STATS.version));
  const dailySlot = readSlot(store, 'freecell', 'daily');
  const dailyMeta = dailySlot && parse(meta, dailySlot.meta);
  const daily = stats?.dailyWon.includes(today) ? 'done' : dailyMeta && dailyMeta.day === today && dailyMeta.moves > 0 ? 'started' : null;
  return { inProgress, daily };
}

/** FC-16: the days won (its statistics) and the 30 days open (records.ts DAILY_WINDOW). */
export const DAILY_FREECELL: DailyRecord = {
  zone: 'local',
  days: (store) => ({
    won: daySet(parse(v.object({ dailyWon: v.array(dayKey) }), peek(store, FREECELL_STATS.name, FREECELL_STATS.version))?.dailyWon ?? []),
    finished: [],
  }),
  open: 30,
  query: roundDailyQuery,
};
