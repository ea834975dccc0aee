// Pyramid links: the page query <-> the deal it opens (pure; the page syncs the address bar).
//
//   ?deal=N    deal N (a whole number 0 … 2^53 − 1)
//   ?daily=1   today's daily deal (records.ts maps the local date to a deal number)
//   (nothing)  the deal in progress in this page, else a fresh deal (PYR-11: nothing is saved to resume)

import { err, ok, type Result } from '../../core/result.ts';
import { parseDealNumber } from './notation.ts';

export type PyramidRound = { readonly kind: 'deal'; readonly deal: number } | { readonly kind: 'daily' };

/** What a query asks for: a deal, or any fresh deal. */
export type PyramidRoute = PyramidRound | { readonly kind: 'fresh' };

export interface PyramidRouteError {
  readonly code: 'bad_deal';
  readonly message: string;
  readonly raw: string;
}

export function parsePyramidQuery(q: URLSearchParams): Result<PyramidRoute, PyramidRouteError> {
  if (q.get('daily') === '1') return ok({ kind: 'daily' });
  const raw = q.get('deal');
  if (raw === null) return ok({ kind: 'fresh' });
  const n = parseDealNumber(raw);
  if (n.ok) return ok({ kind: 'deal', deal: n.value });
  return err({ code: 'bad_deal', message: `"${raw}" is not a pyramid deal number.`, raw });
}

export function formatPyramidQuery(round: PyramidRound): Record<string, string> {
  return round.kind === 'daily' ? { daily: '1' } : { deal: String(round.deal) };
}
