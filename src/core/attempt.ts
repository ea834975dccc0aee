// One attempt at a game: results counted once, the practice mark, the daily day, play time, bests.
//
// An attempt lives as long as one game in progress (a restart or a new deal starts a new one) and
// is saved with it (src/core/saves.ts), so "counted once" also holds after undo and reload.

import * as v from 'valibot';
import { MAX_PLAY_MS, playTime } from './bounds.ts';

export interface AttemptData {
  /** The day a daily attempt belongs to (a day key, e.g. the UTC day it started); it keeps it past midnight. */
  readonly day?: string;
  /** Set on the first undo (BOW-29) or another assist a game names: the result counts as practice. */
  readonly practice: boolean;
  /** What this attempt has counted already ('played', 'won', 'lost', …): each counts once. */
  readonly counted: readonly string[];
  /** Play time so far, in ms. */
  readonly elapsedMs: number;
}

export const attemptSchema: v.GenericSchema<unknown, AttemptData> = v.object({
  day: v.optional(v.pipe(v.string(), v.maxLength(20))),
  practice: v.boolean(),
  counted: v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(20)),
  elapsedMs: playTime,
});

/** The part of a session an attempt listens to (GameSession has it). */
export interface UndoSource {
  on(type: 'undo', listener: (e: { readonly first: boolean }) => void): () => void;
}

export class Attempt {
  #data: AttemptData;
  readonly #listeners = new Set<(data: AttemptData) => void>();

  constructor(data: Partial<AttemptData> = {}) {
    this.#data = { practice: false, counted: [], elapsedMs: 0, ...data };
  }

  /** A daily attempt: it belongs to `day` for good. */
  static daily(day: string): Attempt {
    return new Attempt({ day });
  }

  get day(): string | undefined {
    return this.#data.day;
  }
  get practice(): boolean {
    return this.#data.practice;
  }
  get elapsedMs(): number {
    return this.#data.elapsedMs;
  }
  hasCounted(what: string): boolean {
    return this.#data.counted.includes(what);
  }

  /**
   * True exactly once per attempt for `what`: the caller then updates its statistics. Use it for
   * "played" (first move), "won", "lost"; a win undone and won again is still one win.
   */
  countOnce(what: string): boolean {
    if (this.hasCounted(what)) return false;
    this.#set({ ...this.#data, counted: [...this.#data.counted, what] });
    return true;
  }

  /** Mark the attempt as practice; true when it was not marked before. */
  markPractice(): boolean {
    if (this.#data.practice) return false;
    this.#set({ ...this.#data, practice: true });
    return true;
  }

  /** Add play time (the page's clock measures it; rules never read a clock). */
  addTime(ms: number): void {
    if (!Number.isFinite(ms) || ms <= 0) return;
    // Stopped at the bound a save may carry (issue 26), so a long-open page still saves a loadable attempt.
    this.#set({ ...this.#data, elapsedMs: Math.min(MAX_PLAY_MS, this.#data.elapsedMs + ms) });
  }

  /** Follow a session: its undo marks the attempt as practice (games that have the rule call this). */
  markPracticeOnUndo(session: UndoSource): () => void {
    return session.on('undo', () => {
      this.markPractice();
    });
  }

  /** Called after every change (save the game there). */
  onChange(listener: (data: AttemptData) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  toJSON(): AttemptData {
    return this.#data;
  }

  #set(next: AttemptData): void {
    this.#data = next;
    for (const f of [...this.#listeners]) f(next);
  }
}

/** Which way a best result improves. */
export type BestOrder = 'lower' | 'higher';

/** The better of a stored best (null/undefined: none yet) and a new result. */
export function improveBest(current: number | null | undefined, result: number, order: BestOrder): number {
  if (current === null || current === undefined) return result;
  return order === 'lower' ? Math.min(current, result) : Math.max(current, result);
}

/** Whether `result` beats the stored best (a first result always does). */
export function isNewBest(current: number | null | undefined, result: number, order: BestOrder): boolean {
  return current === null || current === undefined || (order === 'lower' ? result < current : result > current);
}
