// Pyramiden-Solitär on the start page: PYR-11 keeps no save on the device, only the deal the open
// app holds in memory (saves.ts) while the player moves between its pages; the daily's result comes
// from the statistics (records.ts's entry, peeked without its rules).

import * as v from 'valibot';
import { localDayKey } from '../../core/dates.ts';
import type { Store } from '../../core/storage.ts';
import { daySet, roundDailyQuery, type DailyRecord } from '../../ui/daily.ts';
import { dayKey, deNumber, parse, peek, type GameSummary } from '../../ui/summary.ts';
import { keptProgress } from './saves.ts';

const dailies = v.object({ daily: v.array(v.object({ day: v.string() })) });

export function pyramidSummary(store: Store, now: Date): GameSummary {
  const today = localDayKey(now);
  const p = keptProgress();
  const done = parse(dailies, peek(store, 'pyramid/stats', 1))?.daily.some((d) => d.day === today) ?? false;
  const points = p === null ? '' : p.score === 1 ? '1 Punkt' : `${p.score} Punkte`;
  return {
    inProgress: p === null ? null : { detail: `${p.day === undefined ? `Nr. ${deNumber(p.deal)}` : 'Tagesaufgabe'} · ${points}` },
    daily: done ? 'done' : p?.day === today ? 'started' : null,
  };
}

/** The daily deals finished (its statistics: won, or the best score of a lost one) and the day open: today only. */
export const DAILY_PYRAMID: DailyRecord = {
  zone: 'local',
  days(store) {
    const daily = parse(v.object({ daily: v.array(v.object({ day: dayKey, won: v.boolean() })) }), peek(store, 'pyramid/stats', 1))?.daily ?? [];
    return { won: daySet(daily.filter((d) => d.won).map((d) => d.day)), finished: daySet(daily.filter((d) => !d.won).map((d) => d.day)) };
  },
  open: 1,
  query: roundDailyQuery,
};
