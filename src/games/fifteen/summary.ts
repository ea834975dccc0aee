// The Schiebepuzzle on the start page: the game in progress (its size and number) and today's daily.

import { localDayKey } from '../../core/dates.ts';
import type { Store } from '../../core/storage.ts';
import { roundDailyQuery, statsDays, type DailyRecord } from '../../ui/daily.ts';
import { deNumber, roundSummary, type GameSummary } from '../../ui/summary.ts';

// A saved step is a tap, which may move several tiles: the detail names the round, not a move count.
export const summaryFifteen = (store: Store, now: Date): GameSummary =>
  roundSummary(store, 'fifteen', localDayKey(now), (_taps, round) => `${round.variant}×${round.variant} · Spiel Nr. ${deNumber(round.seed)}`);

/** The days its daily was won (its statistics) and the days open: today only. */
export const DAILY_FIFTEEN: DailyRecord = { zone: 'local', days: (store) => statsDays(store, 'fifteen'), open: 1, query: roundDailyQuery };
