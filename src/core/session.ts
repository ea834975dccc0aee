// The midend: undo, redo, restart and replay logs over any game's pure rules.
//
// History is a list of (state, step) pairs; games know nothing about it. A save is a
// replay log: where the game started (seed or position, options) plus the steps taken,
// replayed through the rules on load, so a corrupt log is rejected, never trusted.

import type { AnyGameDef, GameId, Status } from './game.ts';
import { fail, ok, type Result } from './result.ts';

/** One recorded step: a move (ENGINE.md notation) or a state-changing command. */
export type Step =
  | { readonly move: unknown; readonly t?: number }
  | { readonly cmd: string; readonly args?: Readonly<Record<string, unknown>>; readonly t?: number };

export type Origin =
  | { readonly seed: unknown; readonly options?: unknown }
  | { readonly position: unknown; readonly options?: unknown };

export interface ReplayLog {
  readonly game: GameId;
  readonly origin: Origin;
  readonly steps: readonly Step[];
}

export class Session<S> {
  #states: S[];
  #steps: Step[] = [];
  /** Index into #states of the current state. */
  #cursor = 0;

  constructor(
    readonly game: GameId,
    initial: S,
    readonly origin: Origin,
  ) {
    this.#states = [initial];
  }

  get state(): S {
    return this.#states[this.#cursor] as S;
  }
  get initial(): S {
    return this.#states[0] as S;
  }
  get canUndo(): boolean {
    return this.#cursor > 0;
  }
  get canRedo(): boolean {
    return this.#cursor < this.#states.length - 1;
  }
  /** Number of steps between the start and the current state. */
  get depth(): number {
    return this.#cursor;
  }
  /** The steps from the start to the current state. */
  get steps(): readonly Step[] {
    return this.#steps.slice(0, this.#cursor);
  }

  /** Record a new current state reached by `step`; any redo branch is dropped. */
  record(next: S, step: Step): void {
    this.#states.length = this.#cursor + 1;
    this.#steps.length = this.#cursor;
    this.#states.push(next);
    this.#steps.push(step);
    this.#cursor++;
  }

  undo(): boolean {
    if (!this.canUndo) return false;
    this.#cursor--;
    return true;
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    this.#cursor++;
    return true;
  }

  /** Back to the start position with an empty history. */
  restart(): void {
    this.#states.length = 1;
    this.#steps.length = 0;
    this.#cursor = 0;
  }

  toLog(): ReplayLog {
    return { game: this.game, origin: this.origin, steps: this.steps };
  }
}

/** Play one move through the rules and record it. */
export function playMove<S>(def: AnyGameDef, session: Session<S>, move: unknown, t?: number, options?: unknown): Result<{ events: readonly string[]; extras?: Readonly<Record<string, unknown>> }> {
  const parsed = def.parseMove(move);
  if (!parsed.ok) return parsed;
  const opts = options ?? defaultOptions(def, session.origin);
  const out = def.play(session.state, parsed.value, t, opts);
  if (!out.ok) return out;
  const step: Step = t === undefined ? { move: def.formatMove(parsed.value) } : { move: def.formatMove(parsed.value), t };
  session.record(out.value.state as S, step);
  return ok({ events: out.value.events, ...(out.value.extras ? { extras: out.value.extras } : {}) });
}

function defaultOptions(def: AnyGameDef, origin: Origin): unknown {
  const o = def.parseOptions(origin.options ?? {});
  return o.ok ? o.value : {};
}

/** Start a session from an origin. */
export function startSession<S>(def: AnyGameDef, origin: Origin): Result<Session<S>> {
  const opts = def.parseOptions(origin.options ?? {});
  if (!opts.ok) return opts;
  const first = 'seed' in origin ? def.create(origin.seed, opts.value) : def.load(origin.position, opts.value);
  if (!first.ok) return first;
  return ok(new Session<S>(def.id, first.value as S, origin));
}

/** Rebuild a session from a replay log; every step is checked by the rules. */
export function replay<S>(def: AnyGameDef, log: ReplayLog): Result<Session<S>> {
  if (log.game !== def.id) return fail('bad_log', `Replay log is for ${String(log.game)}, not ${def.id}`);
  const started = startSession<S>(def, log.origin);
  if (!started.ok) return started;
  const session = started.value;
  const opts = defaultOptions(def, log.origin);
  for (const [i, step] of log.steps.entries()) {
    if ('move' in step) {
      const r = playMove(def, session, step.move, step.t, opts);
      if (!r.ok) return fail('bad_log', `Step ${i + 1} cannot be replayed: ${r.error.message}`);
    } else {
      const command = def.commands && Object.hasOwn(def.commands, step.cmd) ? def.commands[step.cmd] : undefined;
      if (!command) return fail('bad_log', `Step ${i + 1}: unknown command ${step.cmd}`);
      const r = command(session.state, { cmd: step.cmd, ...(step.args ?? {}), ...(step.t === undefined ? {} : { t: step.t }) }, opts);
      if (!r.ok) return fail('bad_log', `Step ${i + 1} cannot be replayed: ${r.error.message}`);
      if (r.value.state === undefined) return fail('bad_log', `Step ${i + 1}: command ${step.cmd} changes nothing`);
      session.record(r.value.state as S, step);
    }
  }
  return ok(session);
}

export type { Status };
