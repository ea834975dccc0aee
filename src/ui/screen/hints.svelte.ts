// The hint quota of the page controller: the answer on show (the board marks it until the next
// change) and, for a game that limits hints (Number Match: three per stage), how many are left. A
// hint is counted once in the attempt, so the count survives undo and reload.

import type { Attempt } from '../../core/attempt.ts';

/** The spec's limit and how an older save says how many were used. */
export interface Quota<X> {
  /** Hints per attempt; asking again while a hint shows costs nothing. None: unlimited. */
  readonly limit?: number;
  /** Hints an older save's metadata says were used (before the attempt counted them). */
  usedOf?(meta: X): number;
}

export class HintQuota<H, X> {
  /** The hint's last answer (cleared by the next change). */
  shown = $state.raw<H | null>(null);
  /** Hints left in this attempt when the spec limits them (null: unlimited). */
  left = $state<number | null>(null);
  readonly #quota: Quota<X> | undefined;

  constructor(quota: Quota<X> | undefined) {
    this.#quota = quota;
  }

  /** A round opened with `attempt`; `meta`: the save it was resumed from, whose older count moves into the attempt. */
  open(attempt: Attempt, meta?: X): void {
    const used = meta === undefined ? 0 : (this.#quota?.usedOf?.(meta) ?? 0);
    for (let k = 1; k <= used; k++) attempt.countOnce(`hint-${k}`);
    this.shown = null;
    this.#count(attempt);
  }

  /** Whether a hint may be asked for now: one is showing (free), or some are left. */
  get mayAsk(): boolean {
    return this.shown !== null || this.left !== 0;
  }

  /**
   * The rules answered (null: no hint). `wasShowing`: a hint showed before this one was asked
   * for (then it is free). Returns whether this answer used up one of a limited quota.
   */
  answered(answer: H | null, wasShowing: boolean, attempt: Attempt): boolean {
    this.shown = answer;
    if (answer === null || wasShowing || this.left === null) return false;
    attempt.countOnce(`hint-${(this.#quota?.limit ?? 0) - this.left + 1}`);
    this.#count(attempt);
    return true;
  }

  #count(attempt: Attempt): void {
    const limit = this.#quota?.limit;
    if (limit === undefined) {
      this.left = null;
      return;
    }
    let used = 0;
    while (used < limit && attempt.hasCounted(`hint-${used + 1}`)) used++;
    this.left = limit - used;
  }
}
