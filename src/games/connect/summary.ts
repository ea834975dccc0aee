// Paare verbinden on the start page and in the statistics: the round in progress (its save slot;
// the daily's too), and the days whose daily board was cleared (CON-22, issue 31).

import * as v from 'valibot';
import { localDayKey, type DayKey } from '../../core/dates.ts';
import type { EntrySpec, Store } from '../../core/storage.ts';
import { daySet, type DailyRecord } from '../../ui/daily.ts';
import { dayKey, parse, peek, readSlot, type GameSummary } from '../../ui/summary.ts';

/** The slot of the free round (the page spec writes it; page.ts ROUND_SLOT) and the daily's (page.ts DAILY_SLOT). */
export const CONNECT_ROUND_SLOT = 'round';
const DAILY_SLOT = 'daily';

/** The days whose daily board was cleared, oldest first; a bound far above a lifetime of days. */
const daysSchema = v.pipe(v.array(dayKey), v.maxLength(100_000));
export const CONNECT_DAYS: EntrySpec<readonly DayKey[]> = { name: 'connect/days', version: 1, schema: daysSchema };

/** The days with `day` added once (the page's end of a cleared daily board). */
export const withDay = (days: readonly DayKey[] | undefined, day: DayKey): DayKey[] => daySet([...(days ?? []), day]);

const wonDays = (store: Store): DayKey[] => daySet(parse(daysSchema, peek(store, CONNECT_DAYS.name, CONNECT_DAYS.version)) ?? []);

const dailyMeta = v.object({ day: dayKey });

export function connectSummary(store: Store, now: Date): GameSummary {
  const today = localDayKey(now);
  const saved = readSlot(store, 'connect', CONNECT_ROUND_SLOT) ?? readSlot(store, 'connect', DAILY_SLOT);
  // Each move clears one pair.
  const pairs = saved?.moves ?? 0;
  const inProgress = pairs > 0 ? { detail: pairs === 1 ? '1 Paar abgeräumt' : `${pairs} Paare abgeräumt` } : null;
  const daily = readSlot(store, 'connect', DAILY_SLOT);
  const begun = daily !== undefined && daily.moves > 0 && parse(dailyMeta, daily.meta)?.day === today;
  return { inProgress, daily: wonDays(store).includes(today) ? 'done' : begun ? 'started' : null };
}

/** CON-22: the board of the local day; only today's is open (?daily=1). */
export const DAILY_CONNECT: DailyRecord = { zone: 'local', days: (store) => ({ won: wonDays(store), finished: [] }), open: 1, query: () => ({ daily: '1' }) };
