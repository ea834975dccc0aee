// The Web Worker of SCH-6: after a win the page asks for the fewest moves from the start; this runs
// the same pure solver the engine's `solve` uses, with the page's node budget, off the main thread.
// When a 4×4 round opens the page sends `prepare` first, so the pattern tables (about a second to
// build) are ready long before the win.

import { PAGE_NODES, prepareSolver, solve } from './solve.ts';

/** The page's question: a start (tiles in reading order, 0 the gap) and its size. */
export interface SolveRequest {
  readonly key: string;
  readonly tiles: readonly number[];
  readonly size: number;
}

/** Build the tables of a size now (no answer is sent). */
export interface PrepareRequest {
  readonly prepare: number;
}

/** The answer: the number of moves, or that the budget ran out (or the start cannot be solved). */
export interface SolveReply {
  readonly key: string;
  readonly moves: number | null;
}

self.onmessage = (e: MessageEvent<SolveRequest | PrepareRequest>): void => {
  const m = e.data;
  if ('prepare' in m) {
    prepareSolver(m.prepare);
    return;
  }
  const r = solve(m.tiles, m.size, PAGE_NODES);
  const reply: SolveReply = { key: m.key, moves: r.kind === 'solved' ? r.tiles.length : null };
  self.postMessage(reply);
};
