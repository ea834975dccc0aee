// Replay logs: where a game started plus the steps taken (Tatham's save files). Plain JSON.

import * as v from 'valibot';
import { playTime } from './bounds.ts';

/** One recorded step: a move (ENGINE.md notation) or a state-changing action (its command name). */
export type Step =
  { readonly move: unknown; readonly t?: number } | { readonly cmd: string; readonly args?: Readonly<Record<string, unknown>>; readonly t?: number };

/** Where a game started: a seed or a position (ENGINE.md values) and the raw options. */
export type Origin = { readonly seed: unknown; readonly options?: unknown } | { readonly position: unknown; readonly options?: unknown };

export interface ReplayLog {
  /** The game's ENGINE.md name. */
  readonly game: string;
  readonly origin: Origin;
  readonly steps: readonly Step[];
}

const time = v.optional(playTime);
/** One stored step (a save's redo list holds them too, src/core/saves.ts). */
export const stepSchema: v.GenericSchema<unknown, Step> = v.union([
  v.object({ move: v.unknown(), t: time }),
  v.object({ cmd: v.pipe(v.string(), v.maxLength(40)), args: v.optional(v.record(v.string(), v.unknown())), t: time }),
]) as v.GenericSchema<unknown, Step>;
const originSchema = v.union([
  v.object({ seed: v.unknown(), options: v.optional(v.unknown()) }),
  v.object({ position: v.unknown(), options: v.optional(v.unknown()) }),
]);

/** The shape of a stored replay log (what replay() checks step by step is the rules' business). */
export const replayLogSchema: v.GenericSchema<unknown, ReplayLog> = v.object({
  game: v.pipe(v.string(), v.maxLength(40)),
  origin: originSchema,
  steps: v.pipe(v.array(stepSchema), v.maxLength(100_000)),
}) as v.GenericSchema<unknown, ReplayLog>;
