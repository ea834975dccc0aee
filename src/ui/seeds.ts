// Where a new game's seed comes from: the one place in the app that draws random numbers
// (crypto) and reads the calendar for daily seeds. Rules never call it; pages hand its seeds in.

import { localDayKey, utcDayKey, type DayKey } from '../core/dates.ts';

/** A uniformly random integer in [min, max] (inclusive), from the platform's CSPRNG. */
export function randomSeed(min: number, max: number): number {
  const span = max - min + 1;
  if (!Number.isSafeInteger(span) || span <= 0) throw new RangeError(`bad seed range ${min}…${max}`);
  const buf = new Uint32Array(2);
  globalThis.crypto.getRandomValues(buf);
  // 53 random bits, then a modulo: the bias is below 2^-20 for every range the games use.
  const r = (buf[0] ?? 0) * 2 ** 21 + ((buf[1] ?? 0) >>> 11);
  return min + (r % span);
}

/** Today's calendar day, local or UTC (Farbschalen's daily follows UTC, every other daily the local day). */
export function today(zone: 'local' | 'utc' = 'local', now: Date = new Date()): DayKey {
  return zone === 'utc' ? utcDayKey(now) : localDayKey(now);
}
