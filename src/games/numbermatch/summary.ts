// Number Match on the start page: the game in progress ("Weiterspielen" opens exactly it: the
// stage first, then the free game, then the daily board) and today's daily board (won in the
// progress, or begun in its slot). With nothing in progress "Spielen" opens the next stage.

import * as v from 'valibot';
import { utcDayKey } from '../../core/dates.ts';
import type { Store } from '../../core/storage.ts';
import { daySet, type DailyRecord } from '../../ui/daily.ts';
import { formatDay } from '../../ui/time.ts';
import { count, dayKey, movesDe, parse, peek, readSlot, type GameSummary } from '../../ui/summary.ts';

const origin = v.variant('kind', [
  v.object({ kind: v.literal('stage'), id: v.pipe(v.string(), v.regex(/^\d{1,4}-\d{1,3}$/)) }),
  v.object({ kind: v.literal('seed'), seed: count }),
  v.object({ kind: v.literal('classic') }),
  v.object({ kind: v.literal('daily'), day: dayKey }),
]);

/** "3.12.2026" from "2026-12-03" (the start page does not load the app's date helpers for this). */

export function numbermatchSummary(store: Store, now: Date): GameSummary {
  const today = utcDayKey(now);
  const progress = parse(v.object({ days: v.optional(v.record(v.string(), v.number())) }), peek(store, 'numbermatch/progress', 1));
  let daily: GameSummary['daily'] = (progress?.days?.[today] ?? 0) > 0 ? 'done' : null;
  let inProgress: GameSummary['inProgress'] = null;
  for (const slot of ['stage', 'free', 'daily']) {
    const saved = readSlot(store, 'numbermatch', slot);
    const meta = saved && parse(v.object({ origin }), saved.meta);
    if (!saved || !meta || saved.moves === 0) continue;
    const o = meta.origin;
    if (o.kind === 'daily' && o.day === today && daily === null) daily = 'started';
    if (inProgress) continue;
    if (o.kind === 'stage') inProgress = { detail: `Stufe ${o.id} · ${movesDe(saved.moves)}`, query: { stage: o.id } };
    else if (o.kind === 'daily') inProgress = { detail: `Tagesaufgabe ${formatDay(o.day)} · ${movesDe(saved.moves)}`, query: { daily: o.day } };
    else inProgress = { detail: `Freies Spiel · ${movesDe(saved.moves)}`, query: o.kind === 'seed' ? { seed: String(o.seed) } : { classic: '1' } };
  }
  return { inProgress, daily };
}

/** The daily boards won (its progress), on the UTC calendar; every day's board stays open (?daily=YYYY-MM-DD). */
export const DAILY_NUMBERMATCH: DailyRecord = {
  zone: 'utc',
  days(store) {
    const progress = parse(v.object({ days: v.optional(v.record(dayKey, count)) }), peek(store, 'numbermatch/progress', 1));
    return { won: daySet(Object.entries(progress?.days ?? {}).flatMap(([day, n]) => (n > 0 ? [day] : []))), finished: [] };
  },
  open: Number.POSITIVE_INFINITY,
  query: (day) => ({ daily: day }),
};
