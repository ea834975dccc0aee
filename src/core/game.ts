// The one interface every game's rules implement (Tatham's `struct game`, in TypeScript).

import type { ErrorData, Result, RuleError } from './result.ts';

/** ENGINE.md status values. */
export type Status = 'playing' | 'won' | 'lost' | 'stuck' | 'over';

/** A move or action applied by the rules: the new state and the typed trace of what happened. */
export interface Played<S, T> {
  readonly state: S;
  /** What the move did, step by step (pages animate from it; the engine derives its fields from it). */
  readonly trace: T;
}

/** The engine fields of a trace: the `events` array and extra response fields (e.g. the `path` a pair of cells was joined by). */
export interface EngineFields {
  readonly events: readonly string[];
  readonly extras?: Readonly<Record<string, unknown>>;
}

/** What a game action returned: a new state (then it is recorded and undoable) or only an answer. */
export interface ActionOutcome<S, T, R> {
  /** The new state when the action changes the game; absent for a pure question (a hint that only answers). */
  readonly state?: S;
  /** What the action did (a shuffle, an automatic finish). */
  readonly trace?: T;
  /** The typed answer (a hinted move, the time left, …); `undefined` when there is none. */
  readonly answer: R;
}

/**
 * A game action beyond moves (hint, shuffle, finish, …): it takes no arguments besides the time `t`,
 * goes through the session like a move and, when it changes the state, is recorded in the replay
 * log as `{cmd}`. An action that needs arguments is a move.
 */
export interface GameAction<S, O, T, E extends object, R> {
  /**
   * `args` are the request's other fields when the engine asks (ENGINE.md `solve` reads `nodes`); an
   * action that reads them must change no state (a replay log records only the command's name).
   */
  run(state: S, t: number | undefined, options: O, args?: ActionArgs): Result<ActionOutcome<S, T, R>, RuleError<E>>;
  /** True for an action that reads the request's fields (then it must change no state); others never see them. */
  readonly readsArgs?: boolean;
  /** The ENGINE.md response fields of the answer (e.g. `{hint: "KH"}`). */
  respond(answer: R): Readonly<Record<string, unknown>>;
}

/** The raw request fields an engine command carries besides `cmd` and `t` (untrusted JSON values). */
export type ActionArgs = Readonly<Record<string, unknown>>;

/** The actions of a game by name (the ENGINE.md command name). */
export type GameActions<S, O, T, E extends object> = Readonly<Record<string, GameAction<S, O, T, E, unknown>>>;

/** The answer type of an action. */
export type AnswerOf<X> = X extends { respond(answer: infer R): unknown } ? R : never;

/** The actions a def has no entry for: an empty map. */
export type NoActions = Readonly<Record<never, never>>;

/**
 * Pure rules of one game. Nothing here touches the DOM, a clock or Math.random.
 * Raw values (`unknown`) are the JSON values of ENGINE.md; every parser returns a typed
 * error for bad input instead of throwing.
 *
 * S state, M move, O options, T trace of a move/action, E data of a rule error, A actions.
 * Every member is a method (not a function property) on purpose: it keeps a def assignable to
 * `AnyGameDef`, the erased form registries use (see below).
 */
export interface GameDef<S, M, O = NoOptions, T = undefined, E extends object = ErrorData, A extends GameActions<S, O, T, E> = NoActions> {
  /** The ENGINE.md game name (a registry may list a def under another name, as the engine tests do). */
  readonly id: string;
  /** Validate engine/URL options; unknown keys are ignored. Error code: bad_request. */
  parseOptions(raw: unknown): Result<O>;
  /** A new game from an ENGINE.md seed value. Error code: bad_request. */
  create(seed: unknown, options: O): Result<S>;
  /** A position in ENGINE.md form (string, or object / JSON text). Error code: bad_position. */
  load(position: unknown, options: O): Result<S>;
  /** The position in ENGINE.md form; `load(encode(s))` gives back an equal state. */
  encode(state: S): unknown;
  /** Every legal move now. */
  legalMoves(state: S): readonly M[];
  /** Parse a move in ENGINE.md notation. Error code: bad_request. */
  parseMove(raw: unknown): Result<M>;
  /** The move in ENGINE.md notation; `parseMove(formatMove(m))` gives back m. */
  formatMove(move: M): unknown;
  /** Apply a move; `t` is ms since the round started (only for time-scored games). */
  play(state: S, move: M, t: number | undefined, options: O): Result<Played<S, T>, RuleError<E>>;
  /** The engine `events` and extra response fields of a move's or action's trace (ENGINE.md, byte for byte). */
  engineFields(trace: T, state: S): EngineFields;
  status(state: S): Status;
  /** Per-game fields added to every response that carries a position. */
  extras(state: S): Readonly<Record<string, unknown>>;
  /**
   * The position as the player sees it after `undos` undos in this game, for rules where an undo
   * costs something (SPI-6: Spider's score). Absent: an undo only restores the position.
   */
  withUndos?(state: S, undos: number): S;
  /** Game actions by ENGINE.md command name; looked up with Object.hasOwn only (see `actionOf`). */
  readonly actions: A;
}

export type NoOptions = Readonly<Record<string, never>>;

/**
 * A GameDef with its type parameters erased to `unknown`, for registries (src/games/registry.ts,
 * the engine). Every GameDef is assignable to it without a cast because all its members are
 * methods (parameters compare bivariantly). The price: nothing stops a caller from handing a
 * def a state from another def. Use it only to pass a def on to generic code
 * (`startSession(def, …)`), which keeps a def's own values together.
 */
export type AnyGameDef = GameDef<unknown, unknown, unknown, unknown, object, GameActions<unknown, unknown, unknown, object>>;

/**
 * The action named `name`, or undefined. Own properties only: a command such as "constructor" or
 * "__proto__" must never reach Object.prototype (issue 14).
 */
export function actionOf<A extends object>(actions: A, name: string): A[keyof A] | undefined {
  return Object.hasOwn(actions, name) ? (actions as Record<string, A[keyof A]>)[name] : undefined;
}

/** The engine events of a move that ends the game (["won"], ["lost"], …); none while playing. */
export function statusEvents(status: Status): string[] {
  return status === 'playing' ? [] : [status];
}
