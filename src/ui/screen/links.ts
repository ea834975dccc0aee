// The round kit's link readers (rounds.ts builds the common rounds from them; games whose rounds
// have a shape of their own read their links with them directly): a number as a link or a field
// writes it, a value quoted short in a message, and a query read parameter by parameter. Kept apart
// from rounds.ts so a page that needs only these does not load the whole kit.

import type { QueryRead } from './spec.ts';

/** A number a player typed or a link carried: digits only (German grouping with dots or spaces allowed). */
export function readNumber(text: string, range: readonly [number, number]): number | null {
  const t = text.trim();
  const plain = /^\d{1,3}([.\s\u00a0]\d{3})+$/.test(t) ? t.replace(/[.\s\u00a0]/g, '') : t;
  if (!/^\d{1,16}$/.test(plain)) return null;
  const n = Number(plain);
  return Number.isSafeInteger(n) && n >= range[0] && n <= range[1] ? n : null;
}

/** A link's value quoted in a message: its first 24 characters at most, never the link's whole text (issue 26). */
export const quoted = (raw: string): string => (raw.length > 24 ? `${raw.slice(0, 24)}…` : raw);

/** How one parameter of a link reads its value (the whole query at hand): the round it opens, or why it opens nothing. */
export type ParamReader<R> = (raw: string, q: URLSearchParams) => QueryRead<R>;

const RESUME: QueryRead<never> = { ok: true, round: 'resume' };

/**
 * A link read by its parameters in the order given: the first one the query has decides what it
 * opens; a query with none of them opens `none` (by default the game in progress). Every game's
 * links are read so: the kit's own rounds (rounds.ts) and the games with rounds of their own shape.
 */
export function readParams<R>(q: URLSearchParams, params: readonly (readonly [string, ParamReader<R>])[], none: QueryRead<R> = RESUME): QueryRead<R> {
  for (const [name, read] of params) {
    const raw = q.get(name);
    if (raw !== null) return read(raw, q);
  }
  return none;
}

/** A number parameter (`?seed=N`): the round of a number in `range` (readNumber), else `bad(raw)` and the game in progress stays. */
export const numberParam =
  <R>(range: readonly [number, number], round: (n: number) => R, bad: (raw: string) => string): ParamReader<R> =>
  (raw) => {
    const n = readNumber(raw, range);
    return n === null ? { ok: false, message: bad(raw), fallback: 'resume' } : { ok: true, round: round(n) };
  };
