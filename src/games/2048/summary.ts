// 2048 on the start page: the game in progress and today's daily.

import { localDayKey } from '../../core/dates.ts';
import type { Store } from '../../core/storage.ts';
import { roundDailyQuery, statsDays, type DailyRecord } from '../../ui/daily.ts';
import { movesDe, roundSummary, type GameSummary } from '../../ui/summary.ts';

export const summary2048 = (store: Store, now: Date): GameSummary => roundSummary(store, '2048', localDayKey(now), (moves) => movesDe(moves));

/** The days its daily was won (its statistics) and the days open: today only. */
export const DAILY_2048: DailyRecord = { zone: 'local', days: (store) => statsDays(store, '2048'), open: 1, query: roundDailyQuery };
