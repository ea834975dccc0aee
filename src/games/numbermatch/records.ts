// Number Match's records (its progress through the levels) and its saved games of before: valibot-checked store entries and pure helpers over them.
//
// Progress: per stage how often it was won and lost, and the free-game tally. A stage is open
// when it is the very first one or the stage before it (in level order) has been won.
// Saved games of before the core save layer (entry "numbermatch/save", versions 1 and 2): read only
// to migrate them (saves.ts); games in progress now live in core save slots as replay logs.

import * as v from 'valibot';
import type { EntrySpec } from '../../core/storage.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import { classicBoard, randomBoard } from './generate.ts';
import type { StageDef } from './levels.ts';
import { FIRST_GENERATED, nextStageId, previousStageId, stageCount, stageDef, stageExists, stageNumbers } from './generated-levels.ts';
import { decodePosition, parseMove } from './notation.ts';
import { DEFAULT_ADDS, MAX_ADDS, MAX_CELLS, WIDTH, play, type NumberMatchMove, type NumberMatchState } from './rules.ts';
import { boundedInt, counter } from '../../core/bounds.ts';
import { dayNumber } from '../../core/dates.ts';
import { dailyBoard } from './daily.ts';

const tally = v.object({ won: counter, lost: counter });
/** The id of a stage that exists, shipped or generated (a stored name of another stage is not trusted). */
const stageId = v.pipe(v.string(), v.check(stageExists, 'no such stage'));

/** A calendar day `YYYY-MM-DD` (the daily board's key). */
const dayKey = v.pipe(
  v.string(),
  v.check((k) => dayNumber(k) !== null, 'no calendar day'),
);

const progressSchema = v.object({
  stages: v.record(stageId, tally),
  free: tally,
  /** Daily boards won, by day (issue 13); progress of before has none. */
  days: v.optional(v.record(dayKey, counter)),
});
export type Progress = v.InferOutput<typeof progressSchema>;
export const PROGRESS_ENTRY: EntrySpec<Progress> = { name: 'numbermatch/progress', version: 1, schema: progressSchema };
export const emptyProgress = (): Progress => ({ stages: {}, free: { won: 0, lost: 0 } });

export const originSchema = v.variant('kind', [
  v.object({ kind: v.literal('stage'), id: stageId }),
  v.object({ kind: v.literal('seed'), seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)) }),
  v.object({ kind: v.literal('classic') }),
  v.object({ kind: v.literal('daily'), day: dayKey }),
]);
export type GameOrigin = v.InferOutput<typeof originSchema>;

/** A cell of the biggest board play can grow (MAX_CELLS numbers). */
const cellSchema = v.tuple([boundedInt(MAX_CELLS / WIDTH - 1), boundedInt(WIDTH - 1)]);
/** Every pair clears two numbers and every add is one of the budget: no game has more moves. */
const MAX_MOVES = MAX_CELLS / 2 + MAX_ADDS;
const saveSchema = v.object({
  origin: originSchema,
  moves: v.pipe(v.array(v.union([v.literal('add'), v.tuple([cellSchema, cellSchema])])), v.maxLength(MAX_MOVES)),
  /** The loss of this attempt has been counted already. */
  lostCounted: v.boolean(),
  /** The win of this attempt has been counted already (the player undid moves after winning). */
  wonCounted: v.boolean(),
});
export type SavedGame = v.InferOutput<typeof saveSchema>;

/** One slot for the level stage in progress and one for the free game (seed or classic) in progress. */
const savesSchema = v.object({ stage: v.nullable(saveSchema), free: v.nullable(saveSchema) });
export type SavedGames = v.InferOutput<typeof savesSchema>;
export type SaveSlot = keyof SavedGames;

/**
 * Version 1 held a single game of any origin without the win flag. Version 2 puts it into the
 * slot of its kind, so nobody loses a game in progress. Anything malformed is left for the schema
 * to reject (the store then sets the entry aside).
 */
export function migrateSaveV1(old: unknown): unknown {
  if (typeof old !== 'object' || old === null || Array.isArray(old)) throw new Error('version 1 save is not an object');
  const origin = (old as { origin?: unknown }).origin;
  const kind = typeof origin === 'object' && origin !== null ? (origin as { kind?: unknown }).kind : undefined;
  const game = { ...old, wonCounted: false };
  return kind === 'stage' ? { stage: game, free: null } : { stage: null, free: game };
}

export const SAVE_ENTRY: EntrySpec<SavedGames> = { name: 'numbermatch/save', version: 2, schema: savesSchema, migrations: { 1: migrateSaveV1 } };

export const slotOf = (o: GameOrigin): SaveSlot => (o.kind === 'stage' ? 'stage' : 'free');

/** The saves with one slot replaced (null empties it); the other slot stays as it is. */
export function withSlot(saves: SavedGames | undefined, slot: SaveSlot, game: SavedGame | null): SavedGames {
  return { stage: saves?.stage ?? null, free: saves?.free ?? null, [slot]: game };
}

export { stageNumbers };

export const isWon = (p: Progress, id: string): boolean => (p.stages[id]?.won ?? 0) > 0;

/** Whether the daily board of a day has been won. */
export const dailyWon = (p: Progress, day: string): boolean => (p.days?.[day] ?? 0) > 0;

/** A stage is open when it is the very first one or the stage before it (in play order, across levels) is won. */
export function isUnlocked(p: Progress, id: string): boolean {
  if (!stageExists(id)) return false;
  const before = previousStageId(id);
  return before === null || isWon(p, before);
}

/** The stage after `id` in play order (level 12's last is followed by level 13's first, and so on). */
export const nextStage = (id: string): StageDef | undefined => {
  const next = nextStageId(id);
  return next === null ? undefined : stageDef(next);
};

export function levelComplete(p: Progress, level: number): boolean {
  const count = stageCount(level);
  if (count === 0) return false;
  for (let s = 1; s <= count; s++) if (!isWon(p, `${level}-${s}`)) return false;
  return true;
}

/**
 * The highest level the player can reach: the level of the first stage not won yet (levels beyond it
 * are all locked). The overview lists the levels up to it.
 */
export function reachableLevel(p: Progress): number {
  let level = 1;
  while (levelComplete(p, level) && stageCount(level + 1) > 0) level++;
  return level;
}

/**
 * How many levels the level list shows: the shipped ones, the generated ones up to the highest the
 * player can reach, and one locked level after them (never an endless list; issue 21: the
 * statistics count the same levels).
 */
export const listedLevels = (p: Progress): number => Math.max(FIRST_GENERATED - 1, reachableLevel(p)) + 1;

/** Levels completed out of the levels the level list shows (listedLevels). */
export function progressSummary(p: Progress): { levelsDone: number; levels: number; stagesWon: number; stagesLost: number } {
  let stagesWon = 0;
  let stagesLost = 0;
  const levels = new Set<number>();
  for (const [id, t] of Object.entries(p.stages)) {
    stagesWon += t.won;
    stagesLost += t.lost;
    const n = stageNumbers(id);
    if (n) levels.add(n[0]);
  }
  const levelsDone = [...levels].filter((l) => levelComplete(p, l)).length;
  return { levelsDone, levels: listedLevels(p), stagesWon, stagesLost };
}

export function recordResult(p: Progress | undefined, origin: GameOrigin, result: 'won' | 'lost'): Progress {
  const base = p ?? emptyProgress();
  if (origin.kind === 'stage') {
    const old = base.stages[origin.id] ?? { won: 0, lost: 0 };
    return { ...base, stages: { ...base.stages, [origin.id]: { ...old, [result]: old[result] + 1 } } };
  }
  if (origin.kind === 'daily' && result === 'won') {
    const days = base.days ?? {};
    return { ...base, free: { ...base.free, won: base.free.won + 1 }, days: { ...days, [origin.day]: (days[origin.day] ?? 0) + 1 } };
  }
  return { ...base, free: { ...base.free, [result]: base.free[result] + 1 } };
}

/** The start state of an origin. */
export function startOf(origin: GameOrigin): Result<NumberMatchState> {
  if (origin.kind === 'classic') return ok({ cells: classicBoard(), adds: DEFAULT_ADDS });
  if (origin.kind === 'daily') {
    const daily = dailyBoard(origin.day);
    return daily ? ok(daily.state) : fail('bad_request', `no daily board for ${origin.day}`);
  }
  if (origin.kind === 'seed') {
    if (!Number.isSafeInteger(origin.seed) || origin.seed < 0) return fail('bad_request', 'bad seed');
    return ok({ cells: randomBoard(origin.seed), adds: DEFAULT_ADDS });
  }
  const stage = stageDef(origin.id);
  if (!stage) return fail('bad_request', `no stage ${origin.id}`);
  return decodePosition({ rows: [...stage.rows], adds: stage.adds });
}

/** Replay a saved game through the rules: the start state and every state after each move. */
export function replaySave(save: SavedGame): Result<{ states: NumberMatchState[]; moves: NumberMatchMove[] }> {
  const start = startOf(save.origin);
  if (!start.ok) return start;
  const states = [start.value];
  const moves: NumberMatchMove[] = [];
  for (const raw of save.moves) {
    const m = parseMove(raw);
    if (!m.ok) return m;
    const r = play(states[states.length - 1] as NumberMatchState, m.value);
    if (!r.ok) return fail('bad_log', `move ${moves.length + 1} cannot be replayed: ${r.error.message}`);
    states.push(r.value.state);
    moves.push(m.value);
  }
  return ok({ states, moves });
}
