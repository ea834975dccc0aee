// A game's daily record as the shell reads it (issue 31): the days whose daily the player won, or
// finished without a win where the game keeps those, for the start tile and the statistics'
// calendar; and which days can still be played, with the link that opens one. Each game says
// this in its registry entry; the days are read from the game's own records without changing them.

import * as v from 'valibot';
import type { DayKey } from '../core/dates.ts';
import { KEY_PREFIX, MemoryStorage, Store } from '../core/storage.ts';
import { dayKey, parse, peek } from './summary.ts';

export interface DailyDays {
  /** Days whose daily was won (cleared, solved, reached), oldest first. */
  readonly won: readonly DayKey[];
  /** Days whose daily was finished without a win (a score kept, a loss), where the game keeps them. */
  readonly finished: readonly DayKey[];
}

export const NO_DAYS: DailyDays = { won: [], finished: [] };

export interface DailyRecord {
  /** The calendar the daily follows: the device's local day, or the UTC day (the same board worldwide at once). */
  readonly zone: 'local' | 'utc';
  /** The days, read from the game's records (never setting an entry aside: that is the game's own page's call). */
  readonly days: (store: Store) => DailyDays;
  /** A daily played for points, never won (Farbschalen): the calendar counts the days played. */
  readonly points?: boolean;
  /** How many days up to today can be played (1: today only). */
  readonly open: number;
  /** The query of the game's route that opens the daily of an open day. */
  readonly query: (day: DayKey, today: DayKey) => Readonly<Record<string, string>>;
}

/** The daily link of the games on the shared screen's rounds (ui/screen/rounds.ts): `?daily=1`, an earlier day with `&day=`. */
export const roundDailyQuery = (day: DayKey, today: DayKey): Readonly<Record<string, string>> => (day === today ? { daily: '1' } : { daily: '1', day });

/** Days sorted and each once. */
export const daySet = (days: Iterable<DayKey>): DayKey[] => [...new Set(days)].sort();

/** The days won in a shared statistics entry ("<id>/stats", src/ui/stats.ts): every variant's days. */
export function statsDays(store: Store, game: string): DailyDays {
  const stats = parse(v.record(v.string(), v.object({ days: v.array(dayKey) })), peek(store, `${game}/stats`, 1));
  return stats === undefined ? NO_DAYS : { won: daySet(Object.values(stats).flatMap((s) => s.days)), finished: [] };
}

/** A game's days; whatever goes wrong in reading them, none. */
export function safeDays(record: DailyRecord | undefined, store: Store): DailyDays {
  try {
    return record?.days(store) ?? NO_DAYS;
  } catch {
    return NO_DAYS;
  }
}

/**
 * A copy of the player's storage to read the days from. Reading an entry whose text is broken sets
 * it aside; in the copy that touches nothing, so the game's own section is the one that reads the
 * entry, sets it aside and says so (HUB-5), whichever of the two renders first.
 */
export function readingCopy(store: Store): Store {
  const backend = new MemoryStorage();
  for (const [name, text] of store.snapshot()) backend.setItem(KEY_PREFIX + name, text);
  return new Store(backend);
}
