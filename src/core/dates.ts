// Calendar dates as daily-deal seeds. Time is always an input (a Date), never read here.

/** A calendar day as `YYYY-MM-DD`. */
export type DayKey = string;

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** The player's local calendar day of `now`. */
export function localDayKey(now: Date): DayKey {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The UTC calendar day of `now`. */
export function utcDayKey(now: Date): DayKey {
  return `${pad(now.getUTCFullYear(), 4)}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}`;
}

/** Parse `YYYY-MM-DD` into day number since 1970-01-01 (calendar arithmetic only), or null. */
export function dayNumber(key: DayKey): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!m) return null;
  const y = Number(m[1]),
    mo = Number(m[2]),
    d = Number(m[3]);
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return Math.round(ms / 86_400_000);
}

/** The day key `delta` days after `key` (negative goes back). */
export function addDays(key: DayKey, delta: number): DayKey {
  const n = dayNumber(key);
  if (n === null) throw new RangeError(`bad day key ${key}`);
  return utcDayKey(new Date((n + delta) * 86_400_000));
}

/**
 * Daily seed of a day: the 8-digit number YYYYMMDD (e.g. 2026-12-02 → 20261202).
 * Readable, stable forever, and the same for everyone on that calendar day.
 * Games map it to their own deal space (documented beside each game).
 */
export function daySeed(key: DayKey): number {
  if (dayNumber(key) === null) throw new RangeError(`bad day key ${key}`);
  return Number(key.replaceAll('-', ''));
}
