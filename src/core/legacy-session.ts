// TEMPORARY: the untyped history the game views used before GameSession (src/core/session.ts).
// The games helpers move their views onto GameSession; the lead deletes this file afterwards.

import type { Origin, ReplayLog, Step } from './log.ts';

/** @deprecated Use GameSession via startSession(def, origin): it plays through the rules and records itself. */
export class Session<S> {
  #states: S[];
  #steps: Step[] = [];
  /** Index into #states of the current state. */
  #cursor = 0;

  constructor(
    readonly game: string,
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
  get depth(): number {
    return this.#cursor;
  }
  get steps(): readonly Step[] {
    return this.#steps.slice(0, this.#cursor);
  }

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

  restart(): void {
    this.#states.length = 1;
    this.#steps.length = 0;
    this.#cursor = 0;
  }

  toLog(): ReplayLog {
    return { game: this.game, origin: this.origin, steps: this.steps };
  }
}
