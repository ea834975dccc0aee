// Paare verbinden links: the page query <-> the round it opens (pure; the page syncs the address bar).
//
//   ?code=NNNNNNNN-x[&mode=relaxed|timed]   that board (CON-21), in the mode named or the last one played
//   ?daily=1[&mode=…]                       the board of the day (CON-22; the date is the caller's)
//   (nothing, or only mode)                 a fresh random board of the last size played

import { err, ok, type Result } from '../../core/result.ts';
import { dailyCode, formatCode, parseCode, type BoardCode } from './generate.ts';
import type { Mode } from './rules.ts';

export interface ConnectRound {
  readonly code: BoardCode;
  readonly mode: Mode;
}

/** What a query asks for: a board, today's board, or a fresh one. `mode` is null when the link names none. */
export type ConnectRoute =
  | { readonly kind: 'code'; readonly code: BoardCode; readonly mode: Mode | null }
  | { readonly kind: 'daily'; readonly mode: Mode | null }
  | { readonly kind: 'fresh'; readonly mode: Mode | null };

/** A link the page cannot follow; `fallback` is what it opens instead (and says why). */
export type ConnectRouteError =
  | { readonly code: 'bad_code'; readonly message: string; readonly raw: string; readonly fallback: ConnectRoute }
  | { readonly code: 'bad_mode'; readonly message: string; readonly raw: string; readonly fallback: ConnectRoute };

function routeOf(q: URLSearchParams, mode: Mode | null): Result<ConnectRoute, ConnectRouteError> {
  if (q.get('daily') === '1') return ok({ kind: 'daily', mode });
  const raw = q.get('code');
  if (raw === null) return ok({ kind: 'fresh', mode });
  const code = parseCode(raw);
  if (code.ok) return ok({ kind: 'code', code: code.value, mode });
  return err({ code: 'bad_code', message: `"${raw}" is not a board code.`, raw, fallback: { kind: 'fresh', mode } });
}

export function parseConnectQuery(q: URLSearchParams): Result<ConnectRoute, ConnectRouteError> {
  const rawMode = q.get('mode');
  if (rawMode === null || rawMode === 'relaxed' || rawMode === 'timed') return routeOf(q, rawMode);
  const rest = routeOf(q, null);
  return err({
    code: 'bad_mode',
    message: `"${rawMode}" is not a mode (relaxed or timed).`,
    raw: rawMode,
    fallback: rest.ok ? rest.value : rest.error.fallback,
  });
}

/** The board a route deals: today's board from the day's seed (YYYYMMDD), a fresh one from `fresh()`. */
export function codeOfRoute(route: ConnectRoute, daySeed: number, fresh: () => BoardCode): BoardCode {
  if (route.kind === 'code') return route.code;
  if (route.kind === 'daily') {
    const daily = parseCode(dailyCode(daySeed));
    if (daily.ok) return daily.value;
  }
  return fresh();
}

/** The query of a round in play: always its code and mode, so the link deals the same board. */
export const formatConnectQuery = (round: ConnectRound): Record<string, string> => ({ code: formatCode(round.code), mode: round.mode });
