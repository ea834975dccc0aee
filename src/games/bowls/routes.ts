// Farbschalen links: the page query <-> the mode it opens (pure; the page syncs the address bar).
//
//   ?daily=1     today's daily task (any other value is a bad link: issue 26)
//   ?puzzle=N    shipped puzzle N (1 … PUZZLE_COUNT)
//   (nothing)    endless
// The rewards screens (?map=1, ?themes=1, ?profile=1) are picked by the page before this.

import { err, ok, type Result } from '../../core/result.ts';
import { PUZZLE_COUNT, isPuzzleNumber } from './puzzle-book.ts';

export type BowlsRoute = { readonly mode: 'endless' } | { readonly mode: 'daily' } | { readonly mode: 'puzzle'; readonly puzzle: number };

/** A link the page cannot follow; `fallback` is what it opens instead (and says why). */
export interface BowlsRouteError {
  readonly code: 'bad_daily' | 'bad_puzzle';
  readonly message: string;
  readonly raw: string;
  readonly fallback: BowlsRoute;
}

export function parseBowlsQuery(q: URLSearchParams): Result<BowlsRoute, BowlsRouteError> {
  const daily = q.get('daily');
  if (daily === '1') return ok({ mode: 'daily' });
  if (daily !== null) {
    return err({ code: 'bad_daily', message: `"daily" must be 1, not "${daily.slice(0, 40)}".`, raw: daily, fallback: { mode: 'daily' } });
  }
  const raw = q.get('puzzle');
  if (raw === null) return ok({ mode: 'endless' });
  const n = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (isPuzzleNumber(n)) return ok({ mode: 'puzzle', puzzle: n });
  return err({
    code: 'bad_puzzle',
    message: `There is no puzzle "${raw.slice(0, 40)}" (1 to ${PUZZLE_COUNT}).`,
    raw,
    fallback: { mode: 'puzzle', puzzle: 1 },
  });
}

export function formatBowlsQuery(route: BowlsRoute): Record<string, string> {
  if (route.mode === 'daily') return { daily: '1' };
  if (route.mode === 'puzzle') return { puzzle: String(route.puzzle) };
  return {};
}
