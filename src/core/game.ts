// The one interface every game's rules implement (Tatham's `struct game`, in TypeScript).

import type { Result } from './result.ts';

export type GameId = 'connect' | 'bowls' | 'numbermatch' | 'freecell' | 'pyramid';
export const GAME_IDS: readonly GameId[] = ['connect', 'bowls', 'numbermatch', 'freecell', 'pyramid'];

/** ENGINE.md status values. */
export type Status = 'playing' | 'won' | 'lost' | 'stuck' | 'over';

export interface MoveOutcome<S> {
  readonly state: S;
  /** Event names for the engine's `events` array (e.g. "autoshuffle"). */
  readonly events: readonly string[];
  /** Extra response fields of this move only (e.g. connect's `path`). */
  readonly extras?: Readonly<Record<string, unknown>>;
}

export interface CommandOutcome<S> {
  /** The new state, when the command changes the game (it is then recorded in the history). */
  readonly state?: S;
  /** Fields added to the engine response (e.g. `hint`). */
  readonly response?: Readonly<Record<string, unknown>>;
  readonly events?: readonly string[];
}

/** A game-specific command beyond the generic ones (freecell `finish`, connect `shuffle`, `hint`). */
export type GameCommand<S, O> = (
  state: S,
  request: Readonly<Record<string, unknown>>,
  options: O,
) => Result<CommandOutcome<S>>;

/**
 * Pure rules of one game. Nothing here touches the DOM, a clock or Math.random.
 * Raw values (`unknown`) are the JSON values of ENGINE.md; every parser returns a typed
 * error for bad input instead of throwing.
 */
export interface GameDef<S, M, O = Record<string, never>> {
  readonly id: GameId;
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
  play(state: S, move: M, t: number | undefined, options: O): Result<MoveOutcome<S>>;
  status(state: S): Status;
  /** Per-game fields added to every response that carries a position. */
  extras(state: S): Readonly<Record<string, unknown>>;
  readonly commands?: Readonly<Record<string, GameCommand<S, O>>>;
}

/** The engine events of a move that ends the game (["won"], ["lost"], …); none while playing. */
export function statusEvents(status: Status): string[] {
  return status === 'playing' ? [] : [status];
}

/** A GameDef with its type parameters erased, for registries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDef = GameDef<any, any, any>;
