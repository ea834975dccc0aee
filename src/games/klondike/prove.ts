// The page's side of the solver worker: ask for the first proven deal from a seed on, never
// blocking the page (KLO-12). One worker, started on first use; answers are matched by id.

import type { Draw, Scoring } from './rules.ts';

export interface ProveRequest {
  readonly id: number;
  readonly seed: number;
  readonly draw: Draw;
  readonly scoring: Scoring;
}

export interface ProveAnswer {
  readonly id: number;
  /** The first proven deal from the seed on, or null when none was found within the tries. */
  readonly deal: number | null;
}

export type Prover = (seed: number, draw: Draw, scoring: Scoring) => Promise<number | null>;

let worker: Worker | null = null;
let next = 0;
const waiting = new Map<number, (deal: number | null) => void>();

/** The next proven deal from `seed` on, computed in a Web Worker. */
export const proveInWorker: Prover = (seed, draw, scoring) => {
  if (!worker) {
    worker = new Worker(new URL('./solve.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<ProveAnswer>): void => {
      const done = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      done?.(e.data.deal);
    };
  }
  const id = ++next;
  const w = worker;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    const req: ProveRequest = { id, seed, draw, scoring };
    w.postMessage(req);
  });
};
