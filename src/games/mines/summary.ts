// Minesweeper on the start page: the game in progress (its size and moves) and today's dailies.

import { localDayKey } from '../../core/dates.ts';
import type { Store } from '../../core/storage.ts';
import { roundDailyQuery, statsDays, type DailyRecord } from '../../ui/daily.ts';
import { movesDe, roundSummary, type GameSummary } from '../../ui/summary.ts';

const NAMES: Readonly<Record<string, string>> = { beginner: 'Anfänger', intermediate: 'Fortgeschritten', expert: 'Profi' };

export const summaryMines = (store: Store, now: Date): GameSummary =>
  roundSummary(store, 'mines', localDayKey(now), (moves, round) => `${NAMES[round.variant] ?? 'Eigenes Feld'} · ${movesDe(moves)}`, [
    'daily-beginner',
    'daily-intermediate',
    'daily-expert',
  ]);

/** The days its daily was won (its statistics) and the days open: today only. */
export const DAILY_MINES: DailyRecord = { zone: 'local', days: (store) => statsDays(store, 'mines'), open: 1, query: roundDailyQuery };
