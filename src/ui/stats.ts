// Statistics for the games built on the shared screen, per variant (size, draw count, suits):
// played, won, bests and the days a daily was won, in one versioned store entry per game
// ("<id>/stats"). Each result counts once per attempt (the controller's `first`); practice
// (an attempt with an undo where the game says so) counts as played but sets no best.

import * as v from 'valibot';
import type { EntrySpec, Store } from '../core/storage.ts';

/** A bound far above anything play can reach, so sums stay exact integers. */
const MAX = 1_000_000_000;
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX));

const variantSchema = v.pipe(
  v.object({
    played: count,
    won: count,
    /** Best values by name ("score", "timeMs", "moves", "tile"). */
    best: v.pipe(
      v.record(v.pipe(v.string(), v.maxLength(20)), count),
      v.check((b) => Object.keys(b).length <= 10, 'too many bests'),
    ),
    /** Daily days won (YYYY-MM-DD), oldest first. */
    days: v.pipe(v.array(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), v.maxLength(100_000)),
  }),
  v.check((s) => s.won <= s.played, 'more won than played'),
);

export type VariantStats = v.InferOutput<typeof variantSchema>;
export type GameStats = Readonly<Record<string, VariantStats>>;

const schema = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(20)), variantSchema),
  v.check((s) => Object.keys(s).length <= 20, 'too many variants'),
);

export const statsEntry = (game: string): EntrySpec<GameStats> => ({
  name: `${game}/stats`,
  version: 1,
  schema: schema as v.GenericSchema<unknown, GameStats>,
});

const EMPTY: VariantStats = { played: 0, won: 0, best: {}, days: [] };

/** Which way each best improves. */
export type BestOrders = Readonly<Record<string, 'higher' | 'lower'>>;

export function variantOf(stats: GameStats | undefined, variant: string): VariantStats {
  return stats?.[variant] ?? EMPTY;
}

/** A round counted as played (its first move). */
export function countPlayed(store: Store, game: string, variant: string): void {
  store.update(statsEntry(game), (s) => {
    const b = variantOf(s, variant);
    return { ...s, [variant]: { ...b, played: Math.min(MAX, b.played + 1) } };
  });
}

export interface Result {
  readonly won: boolean;
  /** The daily's day, when the round was a daily. */
  readonly day?: string;
  /** Practice (an undo where it counts): the result sets no best. */
  readonly practice: boolean;
  /** Values that may become bests (only the ones the orders name count). */
  readonly values: Readonly<Record<string, number>>;
}

/** A finished round; returns the names of the bests it improved (for "Neuer Bestwert!"). */
export function recordResult(store: Store, game: string, variant: string, result: Result, orders: BestOrders): string[] {
  const improved: string[] = [];
  store.update(statsEntry(game), (s) => {
    const b = variantOf(s, variant);
    const best = { ...b.best };
    if (!result.practice) {
      for (const [name, order] of Object.entries(orders)) {
        const raw = result.values[name];
        if (raw === undefined || !Number.isFinite(raw)) continue;
        const value = Math.min(MAX, Math.max(0, Math.round(raw)));
        const old = best[name];
        if (old === undefined || (order === 'higher' ? value > old : value < old)) {
          best[name] = value;
          improved.push(name);
        }
      }
    }
    const days = result.won && result.day !== undefined && !b.days.includes(result.day) ? [...b.days, result.day].sort() : b.days;
    const won = result.won ? Math.min(MAX, b.won + 1) : b.won;
    return { ...s, [variant]: { played: Math.max(b.played, won), won, best, days } };
  });
  return improved;
}
