// Upper bounds for stored numbers: what play can produce, with room to spare. A stored value
// beyond them was not written by the app (edited or damaged storage) and is set aside.

import * as v from 'valibot';

/** Longest time one game can be played (the clocks run while the page is visible): 100 days. */
export const MAX_PLAY_MS = 100 * 24 * 3600 * 1000;

/** Most games, moves, hints … a counter can reach in a lifetime of play. */
export const MAX_COUNT = 10_000_000;

/** Total of times over many games (a sum of at most MAX_COUNT games of MAX_PLAY_MS would not fit a double exactly). */
export const MAX_TOTAL_MS = Number.MAX_SAFE_INTEGER;

/** A whole number 0 … max. */
export const boundedInt = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

/** A counter: a whole number 0 … MAX_COUNT. */
export const counter = boundedInt(MAX_COUNT);

/** A play time in whole milliseconds, 0 … MAX_PLAY_MS. */
export const playMs = boundedInt(MAX_PLAY_MS);
