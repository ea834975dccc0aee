// Spider on the start page: the deal in progress (moves and suit count) and today's daily.

import { localDayKey } from '../../core/dates.ts';
import type { Store } from '../../core/storage.ts';
import { roundDailyQuery, statsDays, type DailyRecord } from '../../ui/daily.ts';
import { movesDe, roundSummary, type GameSummary } from '../../ui/summary.ts';
import { z } from './strings.de.ts';

export const spiderSummary = (store: Store, now: Date): GameSummary =>
  roundSummary(store, 'spider', localDayKey(now), (moves, round) => `${z.suits[round.variant] ?? ''} · ${movesDe(moves)}`);

/** The days its daily was won (its statistics) and the days open: today and the 29 days before. */
export const DAILY_SPIDER: DailyRecord = { zone: 'local', days: (store) => statsDays(store, 'spider'), open: 30, query: roundDailyQuery };
