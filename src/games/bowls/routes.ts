// Farbschalen links: the page query <-> the round it opens (pure; the controller syncs the address).
//
//   ?daily=1     today's daily task, or the daily attempt still in progress from an earlier UTC
//                day (BOW-26); &day=<today> asks for today's even then. Any other value of daily
//                is a bad link: it is named in German and today's task opens instead.
//   ?puzzle=N    shipped puzzle N (1 … PUZZLE_COUNT); a bad number names itself, puzzle 1 opens.
//   ?seed=N      an endless attempt with seed N (0 … 2^53 − 1)
//   (nothing)    the endless attempt in progress, or a new one
// The rewards screens (?map=1, ?themes=1, ?profile=1) are picked by the page before this.

import { daySeed, type DayKey } from '../../core/dates.ts';
import type { Origin } from '../../core/log.ts';
import type { QueryRead } from '../../ui/screen/spec.ts';
import { numberParam, quoted, readParams, type ParamReader } from '../../ui/screen/links.ts';
import { PUZZLE_COUNT, isPuzzleNumber } from './puzzles/puzzle-book.ts';
import { bw } from './strings.de.ts';

export type BowlsRound =
  { readonly kind: 'endless'; readonly seed: number } | { readonly kind: 'daily'; readonly day: DayKey } | { readonly kind: 'puzzle'; readonly n: number };

export const ENDLESS_SEEDS: readonly [number, number] = [0, Number.MAX_SAFE_INTEGER];
/** Seeds of a fresh endless attempt (as the old page drew them). */
export const FRESH_SEEDS: readonly [number, number] = [0, 1_999_999_999];

/** A puzzle number as a link writes it (1 … PUZZLE_COUNT), or null. */
function puzzleNumber(raw: string): number | null {
  const n = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  return isPuzzleNumber(n) ? n : null;
}

/** The puzzle a query needs loaded before it can open, or null (none named, or a bad number: that link opens nothing). */
export function puzzleOfQuery(q: URLSearchParams): number | null {
  const raw = q.get('puzzle');
  return raw === null || q.get('daily') !== null ? null : puzzleNumber(raw);
}

/** `carried`: the daily attempt in progress in the daily slot (its day), when there is one. Read by the round kit's readParams. */
export function readBowlsQuery(q: URLSearchParams, today: DayKey, carried: DayKey | null): QueryRead<BowlsRound> {
  const daily: ParamReader<BowlsRound> = (raw) => {
    const todays: BowlsRound = { kind: 'daily', day: carried !== null && carried < today ? carried : today };
    const day = q.get('day');
    if (raw === '1' && (day === null || day === today)) return { ok: true, round: day === today ? { kind: 'daily', day: today } : todays };
    // Only today's task is open (an attempt from an earlier day goes on by itself): another day is named and refused.
    if (raw === '1') return { ok: false, message: bw.status.badDay(day ?? ''), fallback: todays };
    // A bad link opens nothing: the game in progress stays (as in every game), and the page says why.
    return { ok: false, message: bw.status.badDaily(raw), fallback: 'resume' };
  };
  const puzzle: ParamReader<BowlsRound> = (raw) => {
    const n = puzzleNumber(raw);
    return n !== null ? { ok: true, round: { kind: 'puzzle', n } } : { ok: false, message: bw.status.badPuzzle(quoted(raw), PUZZLE_COUNT), fallback: 'resume' };
  };
  const seed = numberParam<BowlsRound>(
    ENDLESS_SEEDS,
    (n) => ({ kind: 'endless', seed: n }),
    (raw) => bw.status.badSeed(quoted(raw)),
  );
  return readParams(q, [
    ['daily', daily],
    ['puzzle', puzzle],
    ['seed', seed],
  ]);
}

export function bowlsQueryOf(r: BowlsRound): Record<string, string> {
  if (r.kind === 'daily') return { daily: '1' };
  if (r.kind === 'puzzle') return { puzzle: String(r.n) };
  return { seed: String(r.seed) };
}

/** Where the rules start a round: the old saves' origins exactly (daily seed YYYYMMDD, puzzle seed = its number). */
export function originOfRound(r: BowlsRound): Origin {
  if (r.kind === 'daily') return { seed: daySeed(r.day), options: { mode: 'daily' } };
  if (r.kind === 'puzzle') return { seed: r.n, options: { mode: 'puzzle' } };
  return { seed: r.seed, options: { mode: 'endless' } };
}

export const sameRound = (a: BowlsRound, b: BowlsRound): boolean => JSON.stringify(a) === JSON.stringify(b);
