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

// Issue 26: every number a position, save or link carries has a bound checked on load, so
// arithmetic stays exact and load(encode(s)) always holds. A bound far above what play reaches;
// the rules stop a score, move or event counter at its bound (capAt), so a position at the
// bound plays on and still encodes to a position that loads.

/** Highest score a position or save carries (no game comes near it). */
export const MAX_SCORE = 1_000_000_000;

/** Most moves a position or save counts. */
export const MAX_MOVES = 1_000_000_000;

/** Whether `x` is a whole number 0 … max (the plain-TypeScript twin of boundedInt for position loaders). */
export const isBoundedInt = (x: unknown, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max;

/** Whether `x` is a time in ms, 0 … MAX_PLAY_MS (fractions allowed: the engine's `t` may carry them). */
export const isPlayTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= MAX_PLAY_MS;

/** A counter or score after an increase, stopped at its bound. */
export const capAt = (n: number, max: number): number => (n > max ? max : n);

/** A time in ms, 0 … MAX_PLAY_MS, fractions allowed. */
export const playTime = v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_PLAY_MS));

/** A score: a whole number 0 … MAX_SCORE. */
export const score = boundedInt(MAX_SCORE);

/** A sum of scores of many games (a sum of MAX_COUNT scores still fits a double exactly). */
export const scoreTotal = boundedInt(Number.MAX_SAFE_INTEGER);
