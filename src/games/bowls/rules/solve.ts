// Exhaustive puzzle solver (BOW-22): breadth-first over whole moves, shortest solution first.
//
// Puzzles have no refill, so a move is deterministic and the search is exact: positions are
// deduplicated by everything that can matter for the goal (queues, effects, score, collected).

import { playMove, legalMoves } from '../rules.ts';
import type { BowlsState } from './types.ts';

export interface SolveResult {
  /** The shortest winning move list, or null when none exists within the limit. */
  readonly solution: number[] | null;
  /** False when the node budget ran out before the search was complete. */
  readonly complete: boolean;
  readonly nodes: number;
}

const keyOf = (s: BowlsState): string =>
  `${s.bowls.map((b) => b.queue.join('') + (b.fx.length ? `:${b.fx.join(',')}` : '')).join('|')}#${s.score}#${JSON.stringify(s.collected)}`;

/** Search for a win within `limit` moves (default: the position's movesLeft). */
export function solve(start: BowlsState, limit: number = start.movesLeft ?? 0, maxNodes = 500_000): SolveResult {
  if (start.status === 'won') return { solution: [], complete: true, nodes: 0 };
  if (start.status !== 'playing' || start.mode !== 'puzzle') return { solution: null, complete: true, nodes: 0 };
  let frontier: { state: BowlsState; path: number[] }[] = [{ state: start, path: [] }];
  const seen = new Set<string>([keyOf(start)]);
  let nodes = 0;
  for (let depth = 0; depth < limit && frontier.length > 0; depth++) {
    const next: typeof frontier = [];
    for (const { state, path } of frontier) {
      for (const m of legalMoves(state)) {
        if (++nodes > maxNodes) return { solution: null, complete: false, nodes };
        const r = playMove(state, m);
        if (!r.ok) continue;
        const s = r.value.state;
        if (s.status === 'won') return { solution: [...path, m], complete: true, nodes };
        if (s.status !== 'playing') continue;
        const k = keyOf(s);
        if (seen.has(k)) continue;
        seen.add(k);
        next.push({ state: s, path: [...path, m] });
      }
    }
    frontier = next;
  }
  return { solution: null, complete: true, nodes };
}

/** Check a proof: every move legal, and the last one wins. */
export function replaySolution(start: BowlsState, moves: readonly number[]): BowlsState | null {
  let s = start;
  for (const m of moves) {
    const r = playMove(s, m);
    if (!r.ok) return null;
    s = r.value.state;
  }
  return s.status === 'won' ? s : null;
}
