// Klondike on the start page: the game in progress and today's daily.

import { localDayKey } from '../../core/dates.ts';
import type { Store } from '../../core/storage.ts';
import { roundDailyQuery, statsDays, type DailyRecord } from '../../ui/daily.ts';
import { deNumber, movesDe, roundSummary, type GameSummary } from '../../ui/summary.ts';

export const summaryKlondike = (store: Store, now: Date): GameSummary =>
  roundSummary(store, 'klondike', localDayKey(now), (moves, round) =>
    round.kind === 'daily' ? `Tagesaufgabe · ${movesDe(moves)}` : `Blatt Nr. ${deNumber(round.seed)} · ${movesDe(moves)}`,
  );

/** The days its daily was won (its statistics) and the days open: today and the 29 days before. */
export const DAILY_KLONDIKE: DailyRecord = { zone: 'local', days: (store) => statsDays(store, 'klondike'), open: 30, query: roundDailyQuery };
