// The midend: one typed path for every move and action of a game, with undo, redo, restart,
// events and replay logs, over any game's pure rules (Tatham's midend.c).
//
// History is a list of (state, step, trace) entries; games know nothing about it. A save is a
// replay log (src/core/log.ts): where the game started plus the steps taken, replayed through the
// rules on load, so a corrupt log is rejected, never trusted.

import { MAX_PLAY_MS, isPlayTime } from './bounds.ts';
import { actionOf, type ActionArgs, type AnswerOf, type GameActions, type GameDef, type Status } from './game.ts';
import type { Origin, ReplayLog, Step } from './log.ts';
import { fail, ok, type Result, type RuleError } from './result.ts';

export type { Origin, ReplayLog, Step } from './log.ts';

export interface PlayResult<S, T> {
  readonly state: S;
  readonly trace: T;
  readonly status: Status;
}

export interface ActResult<S, T, R> {
  /** The action's typed answer (a hint, the time left, …). */
  readonly answer: R;
  /** Whether the action changed the state (then it is in the history and the log). */
  readonly recorded: boolean;
  readonly state: S;
  readonly trace?: T;
  readonly status: Status;
}

/** What happened in a session; `change` follows every event that changed the current state. */
export interface SessionEvents<S, M, T> {
  move: { readonly move: M; readonly trace: T; readonly state: S };
  action: { readonly name: string; readonly trace: T | undefined; readonly state: S };
  /** `first` is true on the first undo of this session (BOW-29's practice mark); `undone` is the step taken back. */
  undo: { readonly state: S; readonly first: boolean; readonly undone: Step; readonly trace: T | undefined };
  redo: { readonly state: S; readonly redone: Step; readonly trace: T | undefined };
  restart: { readonly state: S };
  change: { readonly state: S; readonly cause: 'move' | 'action' | 'undo' | 'redo' | 'restart' };
}

/** A step taken back or taken again: the state it leaves, and the move (none for an action), trace and log step it was. */
export interface StepResult<S, M, T> {
  readonly state: S;
  readonly move: M | undefined;
  readonly trace: T | undefined;
  readonly step: Step;
}

interface Entry<S, M, T> {
  readonly state: S;
  readonly step: Step;
  readonly move: M | undefined;
  readonly trace: T | undefined;
}

export const T_MESSAGE = `"t" must be a non-negative number of milliseconds, at most ${MAX_PLAY_MS} (100 days).`;
const badT = (t: number | undefined): boolean => t !== undefined && !isPlayTime(t);

type Listener<P> = (payload: P) => void;

/** Set in GameSession's static block: puts the last `n` steps back on the redo list (replay's redo list). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one function for sessions of every game
let shelve: (session: GameSession<any, any, any, any, any, any>, n: number) => void;

/**
 * One game in progress. Every page and the engine play through it: `play(move)` and
 * `act(name)` go through the def's rules and are recorded; `undo`, `redo` and `restart` walk the
 * history; `on(event, f)` reports each of them; `toLog()` is the save.
 */
export class GameSession<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>> {
  readonly #def: GameDef<S, M, O, T, E, A>;
  readonly #initial: S;
  #entries: Entry<S, M, T>[] = [];
  /** Number of entries applied: the current state is #entries[#cursor - 1] (or the initial state). */
  #cursor = 0;
  #undos = 0;
  readonly #listeners = new Map<keyof SessionEvents<S, M, T>, Set<Listener<never>>>();

  static {
    // A reload that finds a redo list is no undo: nothing is counted and nobody is told. (replay has
    // just played the n steps, so the cursor stands at least n deep.)
    shelve = (session, n) => {
      session.#cursor -= n;
    };
  }

  constructor(
    def: GameDef<S, M, O, T, E, A>,
    readonly options: O,
    readonly origin: Origin,
    initial: S,
  ) {
    this.#def = def;
    this.#initial = initial;
  }

  get def(): GameDef<S, M, O, T, E, A> {
    return this.#def;
  }
  get state(): S {
    return this.#cursor === 0 ? this.#initial : (this.#entries[this.#cursor - 1] as Entry<S, M, T>).state;
  }
  get initial(): S {
    return this.#initial;
  }
  get status(): Status {
    return this.#def.status(this.state);
  }
  get canUndo(): boolean {
    return this.#cursor > 0;
  }
  get canRedo(): boolean {
    return this.#cursor < this.#entries.length;
  }
  /** Number of steps between the start and the current state. */
  get depth(): number {
    return this.#cursor;
  }
  /** How often the player has undone in this session (the attempt layer persists the practice mark). */
  get undoCount(): number {
    return this.#undos;
  }
  /** The current state as the player sees it: the def's undo cost for this session's undos (the engine answers with it). */
  get shownState(): S {
    return this.#undos > 0 && this.#def.withUndos ? this.#def.withUndos(this.state, this.#undos) : this.state;
  }
  /** The steps from the start to the current state. */
  get steps(): readonly Step[] {
    return this.#entries.slice(0, this.#cursor).map((e) => e.step);
  }
  /** The steps taken back and not replaced (the redo list), in the order redo replays them. */
  get undone(): readonly Step[] {
    return this.#entries.slice(this.#cursor).map((e) => e.step);
  }
  legalMoves(): readonly M[] {
    return this.#def.legalMoves(this.state);
  }

  /** Play a move through the rules; on success it is recorded (any redo branch is dropped). */
  play(move: M, t?: number): Result<PlayResult<S, T>, RuleError<E>> {
    if (badT(t)) return fail('bad_request', T_MESSAGE);
    const out = this.#def.play(this.state, move, t, this.options);
    if (!out.ok) return out;
    const { state, trace } = out.value;
    const formatted = this.#def.formatMove(move);
    this.#record({ state, trace, move, step: t === undefined ? { move: formatted } : { move: formatted, t } });
    if (this.#listeners.size > 0) {
      this.#emit('move', { move, trace, state });
      this.#emit('change', { state, cause: 'move' });
    }
    return ok({ state, trace, status: this.#def.status(state) });
  }

  /**
   * Run a game action (hint, shuffle, finish, …). One that changes the state is recorded like a
   * move; one that only answers (a hint that only points) leaves history and log alone.
   */
  act<K extends keyof A & string>(name: K, t?: number): Result<ActResult<S, T, AnswerOf<A[K]>>, RuleError<E>> {
    // The answer comes from the action named K, so its type is A[K]'s answer type.
    return this.command(name, t) as Result<ActResult<S, T, AnswerOf<A[K]>>, RuleError<E>>;
  }

  /** `act` by a name read from JSON (the engine, a replay log): unknown names are a bad_request. */
  command(name: string, t?: number, args?: ActionArgs): Result<ActResult<S, T, unknown>, RuleError<E>> {
    const action = actionOf(this.#def.actions, name);
    if (action === undefined) return fail('bad_request', `Unknown command "${name}" for game ${this.#def.id}.`);
    if (badT(t)) return fail('bad_request', T_MESSAGE);
    const out = action.readsArgs === true ? action.run(this.state, t, this.options, args ?? {}) : action.run(this.state, t, this.options);
    if (!out.ok) return out;
    const { state, trace } = out.value;
    const answer = out.value.answer;
    if (state === undefined) {
      return ok({ answer, recorded: false, state: this.state, ...(trace === undefined ? {} : { trace }), status: this.status });
    }
    // A replay log records only the command's name: an action that reads arguments must not change the game.
    if (action.readsArgs === true) return fail('internal', `Command ${name} reads request fields and must not change the game.`);
    this.#record({ state, trace, move: undefined, step: t === undefined ? { cmd: name } : { cmd: name, t } });
    if (this.#listeners.size > 0) {
      this.#emit('action', { name, trace, state });
      this.#emit('change', { state, cause: 'action' });
    }
    return ok({ answer, recorded: true, state, ...(trace === undefined ? {} : { trace }), status: this.#def.status(state) });
  }

  undo(): boolean {
    return this.undoStep() !== null;
  }

  redo(): boolean {
    return this.redoStep() !== null;
  }

  /** Take the last step back: what it was and the state before it (null: nothing to take back). */
  undoStep(): StepResult<S, M, T> | null {
    if (!this.canUndo) return null;
    const undone = this.#entries[this.#cursor - 1] as Entry<S, M, T>;
    this.#cursor--;
    this.#undos++;
    const state = this.state;
    this.#emit('undo', { state, first: this.#undos === 1, undone: undone.step, trace: undone.trace });
    this.#emit('change', { state, cause: 'undo' });
    return { state, move: undone.move, trace: undone.trace, step: undone.step };
  }

  /** Take the next step of the redo branch again (null: none). */
  redoStep(): StepResult<S, M, T> | null {
    if (!this.canRedo) return null;
    const redone = this.#entries[this.#cursor] as Entry<S, M, T>;
    this.#cursor++;
    this.#emit('redo', { state: redone.state, redone: redone.step, trace: redone.trace });
    this.#emit('change', { state: redone.state, cause: 'redo' });
    return redone;
  }

  /** Back to the start position with an empty history. */
  restart(): void {
    this.#entries = [];
    this.#cursor = 0;
    this.#emit('restart', { state: this.#initial });
    this.#emit('change', { state: this.#initial, cause: 'restart' });
  }

  /** The save: origin plus the steps to the current state (a redo branch is not saved). */
  toLog(): ReplayLog {
    return { game: this.#def.id, origin: this.origin, steps: this.steps };
  }

  /** Listen to one kind of event; returns the function that stops listening. */
  on<K extends keyof SessionEvents<S, M, T>>(type: K, listener: Listener<SessionEvents<S, M, T>[K]>): () => void {
    let set = this.#listeners.get(type);
    if (!set) this.#listeners.set(type, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  #emit<K extends keyof SessionEvents<S, M, T>>(type: K, payload: SessionEvents<S, M, T>[K]): void {
    const set = this.#listeners.get(type);
    if (set) for (const f of [...set]) (f as Listener<SessionEvents<S, M, T>[K]>)(payload);
  }

  #record(entry: Entry<S, M, T>): void {
    this.#entries.length = this.#cursor;
    this.#entries.push(entry);
    this.#cursor++;
  }
}

/** The session type of a def. */
export type SessionOf<D> = D extends GameDef<infer S, infer M, infer O, infer T, infer E, infer A> ? GameSession<S, M, O, T, E, A> : never;

/** Start a session from an origin: a seed (`create`) or a position (`load`), with raw options. */
export function startSession<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>>(
  def: GameDef<S, M, O, T, E, A>,
  origin: Origin,
): Result<GameSession<S, M, O, T, E, A>> {
  const opts = def.parseOptions(origin.options ?? {});
  if (!opts.ok) return opts;
  const first = 'seed' in origin ? def.create(origin.seed, opts.value) : def.load(origin.position, opts.value);
  if (!first.ok) return first;
  return ok(new GameSession(def, opts.value, origin, first.value));
}

/**
 * Rebuild a session from a replay log; every step is checked by the rules. Error code: bad_log.
 * `redo` (a save's redo list, GameSession.undone) is played on after the log, checked the same way,
 * and then put back on the redo list: the session stands at the log's position with both lists.
 */
export function replay<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>>(
  def: GameDef<S, M, O, T, E, A>,
  log: ReplayLog,
  redo: readonly Step[] = [],
): Result<GameSession<S, M, O, T, E, A>> {
  if (log.game !== def.id) return fail('bad_log', `Replay log is for ${String(log.game)}, not ${def.id}`);
  const started = startSession(def, log.origin);
  if (!started.ok) return started;
  const session = started.value;
  // The redo list's steps count on from the log's (step n + 1 is the first to redo).
  for (const [i, step] of [...log.steps, ...redo].entries()) {
    if ('move' in step) {
      const move = def.parseMove(step.move);
      if (!move.ok) return fail('bad_log', `Step ${i + 1} cannot be replayed: ${move.error.message}`);
      const r = session.play(move.value, step.t);
      if (!r.ok) return fail('bad_log', `Step ${i + 1} cannot be replayed: ${r.error.message}`);
    } else {
      if (actionOf(def.actions, step.cmd) === undefined) return fail('bad_log', `Step ${i + 1}: unknown command ${step.cmd}`);
      const r = session.command(step.cmd, step.t);
      if (!r.ok) return fail('bad_log', `Step ${i + 1} cannot be replayed: ${r.error.message}`);
      if (!r.value.recorded) return fail('bad_log', `Step ${i + 1}: command ${step.cmd} changes nothing`);
    }
  }
  shelve(session, redo.length);
  return ok(session);
}

export type { Status };
