// The Web Worker of SCH-6: after a win the page asks for the fewest moves from the start; this runs
// the same pure solver the engine's `solve` uses, with the page's node budget, off the main thread.

import { PAGE_NODES, solve } from './solve.ts';

/** The page's question: a start (tiles in reading order, 0 the gap) and its size. */
export interface SolveRequest {
  readonly key: string;
  readonly tiles: readonly number[];
  readonly size: number;
}

/** The answer: the number of moves, or that the budget ran out (or the start cannot be solved). */
export interface SolveReply {
  readonly key: string;
  readonly moves: number | null;
}

self.onmessage = (e: MessageEvent<SolveRequest>): void => {
  const { key, tiles, size } = e.data;
  const r = solve(tiles, size, PAGE_NODES);
  const reply: SolveReply = { key, moves: r.kind === 'solved' ? r.tiles.length : null };
  self.postMessage(reply);
};
