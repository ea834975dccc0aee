// Benchmarks for FreeCell's hot paths: legal-move generation and the canFinish check (target < 50 µs each).
import { bench, describe } from 'vitest';
import { applyMove, canFinish, legalMoves, newDeal, type FreecellState } from './rules.ts';
import { solve } from './solve.ts';

/** Positions along a real solution of deal 1 (opening, middle game, near the end). */
function positions(): FreecellState[] {
  const out: FreecellState[] = [];
  let s = newDeal(1);
  for (const m of solve(s) ?? []) {
    out.push(s);
    const r = applyMove(s, m);
    if (!r.ok) break;
    s = r.value;
  }
  return out;
}

const table = positions();
const newDeal617 = newDeal(617);
let i = 0;
const next = (): FreecellState => table[i++ % table.length] as FreecellState;

describe('freecell', () => {
  bench('legalMoves (positions along a solution of deal 1)', () => {
    legalMoves(next());
  });
  bench('canFinish (positions along a solution of deal 1)', () => {
    canFinish(next());
  });
  bench('legalMoves (opening of deal 617)', () => {
    legalMoves(newDeal617);
  });
});
