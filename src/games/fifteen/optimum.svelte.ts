// The optimum search of SCH-6 on the page: asks the solver worker about a start once, keeps the
// answers as state (the end panel's line follows them), and stops the worker when the page goes.

import type { PrepareRequest, SolveReply, SolveRequest } from './solve.worker.ts';
import { z } from './strings.de.ts';

/** The start the solver is asked about, as a key: "3:1,2,3,…". */
export const startKey = (tiles: ArrayLike<number>, size: number): string => `${size}:${Array.from(tiles).join(',')}`;

/** What the solver answered about a start (SCH-6). */
export type Optimum =
  { readonly kind: 'pending' } | { readonly kind: 'solved'; readonly moves: number } | { readonly kind: 'unknown' } | { readonly kind: 'failed' };

/** The end panel's line about the optimum beside the player's moves; 5×5 is never searched. */
export function optimumLine(o: Optimum | undefined, mine: number, size: number): string {
  if (size === 5) return z.optimumNone;
  switch (o?.kind) {
    case undefined:
    case 'pending':
      return z.optimumSearching;
    case 'solved':
      return z.optimum(o.moves, mine);
    case 'unknown':
      return z.optimumUnknown;
    case 'failed':
      return z.optimumFailed;
  }
}

export class OptimumSearch {
  /** Answers by start key (startKey). */
  answers = $state<Record<string, Optimum>>({});
  #worker: Worker | null = null;
  /** The start the worker is busy with. */
  #busy: string | null = null;
  /** The worker was told to build the 4×4 tables. */
  #prepared = false;

  get(key: string): Optimum | undefined {
    return this.answers[key];
  }

  /** Ask about a start (3×3 and 4×4); an answer already there or on its way is not asked again. */
  ask(tiles: ArrayLike<number>, size: number): void {
    const key = startKey(tiles, size);
    if (size === 5 || this.answers[key] !== undefined) return;
    if (this.#busy !== null) this.stop(); // a search for another start is no longer wanted
    const worker = this.#worker ?? this.#start();
    if (worker === null) {
      this.answers[key] = { kind: 'failed' };
      return;
    }
    this.#busy = key;
    this.answers[key] = { kind: 'pending' };
    const request: SolveRequest = { key, tiles: Array.from(tiles), size };
    worker.postMessage(request);
  }

  /**
   * A 4×4 round opened: start the worker and have it build the pattern tables now (about a second,
   * off the main thread), so the answer after the win comes at once. Other sizes need nothing.
   */
  prepare(size: number): void {
    if (size !== 4 || this.#prepared) return;
    const worker = this.#worker ?? this.#start();
    if (worker === null) return;
    const request: PrepareRequest = { prepare: 4 };
    worker.postMessage(request);
    this.#prepared = true;
  }

  #start(): Worker | null {
    let worker: Worker;
    try {
      // eslint-disable-next-line svelte/prefer-svelte-reactivity -- Vite finds the worker only by this literal `new URL(…, import.meta.url)`
      worker = new Worker(new URL('./solve.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return null;
    }
    worker.onmessage = (e: MessageEvent<SolveReply>) => {
      const r = e.data;
      this.answers[r.key] = r.moves === null ? { kind: 'unknown' } : { kind: 'solved', moves: r.moves };
      if (this.#busy === r.key) this.#busy = null;
    };
    worker.onerror = (e) => {
      e.preventDefault();
      if (this.#busy !== null) this.answers[this.#busy] = { kind: 'failed' };
      this.#busy = null;
      this.#worker?.terminate();
      this.#worker = null;
      this.#prepared = false;
    };
    this.#worker = worker;
    return worker;
  }

  /** End the worker (the page is left, or another start is asked about); an unanswered start is forgotten. */
  stop(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#prepared = false;
    if (this.#busy !== null && this.answers[this.#busy]?.kind === 'pending') delete this.answers[this.#busy];
    this.#busy = null;
  }
}

/** The page's one search (the end panel of the spec reads it). */
export const optimumSearch = new OptimumSearch();
