// FreeCell links: the page query <-> the round it opens (pure; the page syncs the address bar).
//
//   ?deal=N                 free deal N (1 … 2^31 − 1)
//   ?daily=1                today's daily deal
//   ?daily=1&day=YYYY-MM-DD an earlier daily deal still open (today and the 29 days before)
//   (nothing)               the saved free game, or a fresh deal when there is none

import type { DayKey } from '../../core/dates.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { parseDeal } from './def.ts';
import { dailyDeal, isOpenDay, type SlotKind } from './records.ts';

export type FreecellRound = { readonly kind: 'free'; readonly deal: number } | { readonly kind: 'daily'; readonly day: DayKey };

/** What a query asks for: a round, or no round at all (then the page resumes the free slot). */
export type FreecellRoute = FreecellRound | { readonly kind: 'resume' };

/** A link the page cannot follow; `fallback` is what it opens instead (and says why). */
export type FreecellRouteError =
  | { readonly code: 'bad_deal'; readonly message: string; readonly raw: string; readonly fallback: FreecellRoute }
  | { readonly code: 'bad_day'; readonly message: string; readonly raw: string; readonly fallback: FreecellRoute };

export function parseFreecellQuery(q: URLSearchParams, today: DayKey): Result<FreecellRoute, FreecellRouteError> {
  if (q.get('daily') === '1') {
    const day = q.get('day');
    if (day === null || day === today) return ok({ kind: 'daily', day: today });
    if (isOpenDay(day, today)) return ok({ kind: 'daily', day });
    return err({
      code: 'bad_day',
      message: `The daily deal of "${day}" is not open (today and the 29 days before are).`,
      raw: day,
      fallback: { kind: 'daily', day: today },
    });
  }
  const raw = q.get('deal');
  if (raw === null) return ok({ kind: 'resume' });
  const deal = parseDeal(raw);
  if (deal !== null) return ok({ kind: 'free', deal });
  return err({ code: 'bad_deal', message: `"${raw}" is not a FreeCell deal number.`, raw, fallback: { kind: 'resume' } });
}

/** The query of a round; today's daily deal has no `day`, so a shared link always means "today". */
export function formatFreecellQuery(round: FreecellRound, today: DayKey): Record<string, string> {
  if (round.kind === 'daily') return round.day === today ? { daily: '1' } : { daily: '1', day: round.day };
  return { deal: String(round.deal) };
}

/** The round a page plays, with the deal it stands for (the daily deal follows from its day). */
export interface GameKey {
  readonly kind: SlotKind;
  readonly deal: number;
  /** The daily challenge's day (daily only). */
  readonly day?: DayKey;
}

export const keyOfRound = (round: FreecellRound): GameKey =>
  round.kind === 'daily' ? { kind: 'daily', deal: dailyDeal(round.day), day: round.day } : { kind: 'free', deal: round.deal };

export const roundOfKey = (key: GameKey, today: DayKey): FreecellRound =>
  key.kind === 'daily' ? { kind: 'daily', day: key.day ?? today } : { kind: 'free', deal: key.deal };

export const sameKey = (a: GameKey, b: GameKey): boolean => a.kind === b.kind && a.deal === b.deal && a.day === b.day;
