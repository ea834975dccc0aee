// Time shared by every page: play times, countdown clocks, calendar days in one German format,
// and the monotonic clock pages measure play time with (rules only ever get time as an input).

import { dayNumber, type DayKey } from '../core/dates.ts';

/**
 * "3:07" or "1:02:05" for a duration in ms. `round` says how a part second counts: 'nearest' for
 * a finished play time, 'down' for a running countdown (it never shows a second not yet gone).
 */
export function formatDuration(ms: number, round: 'nearest' | 'down' = 'nearest'): string {
  const safe = Number.isFinite(ms) ? Math.max(0, ms) : 0;
  const total = round === 'down' ? Math.floor(safe / 1000) : Math.round(safe / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number): string => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * The one way the app writes a calendar day: "3.12.2026" (day and month without a leading zero,
 * the full year). A key that is not a day comes back unchanged.
 */
export function formatDay(key: DayKey): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!m || dayNumber(key) === null) return key;
  return `${Number(m[3])}.${Number(m[2])}.${m[1]}`;
}

/** A monotonic clock in ms (performance.now in the browser; tests pass their own). */
export type Clock = () => number;

export const monotonic: Clock = () => (typeof performance === 'undefined' ? Date.now() : performance.now());
