// Benchmarks for Spider's hot paths: legal moves (target < 3 µs median), a move, status, and the hint (target < 0.2 ms).
import { bench, describe } from 'vitest';
import { hints } from './hint.ts';
import { legalMoves, newDeal, playMove, statusOf, type SpiderMove, type SpiderState, type SuitCount } from './rules.ts';

/** Mid-game tables: hint-guided play from several deals, positions after moves 15 … 80 (2 and 4 suits). */
function midGame(): SpiderState[] {
  const out: SpiderState[] = [];
  for (const suits of [2, 4] as SuitCount[]) {
    for (let seed = 1; seed <= 10; seed++) {
      let s = newDeal(seed, suits);
      for (let i = 0; i < 80; i++) {
        const h = hints(s);
        if (!h.length) break;
        const r = playMove(s, h[i % Math.min(3, h.length)] as SpiderMove);
        if (!r.ok) break;
        s = r.value.state;
        if (i >= 15 && i % 5 === 0) out.push(s);
      }
    }
  }
  return out;
}

const table = midGame();
const firstMoves = table.map((s) => legalMoves(s)[0] as SpiderMove);
let i = 0;
const next = (): number => i++ % table.length;

describe('spider', () => {
  bench(`legalMoves (${table.length} mid-game tables)`, () => {
    legalMoves(table[next()] as SpiderState);
  });
  bench('playMove (first legal move of a mid-game table)', () => {
    const k = next();
    playMove(table[k] as SpiderState, firstMoves[k] as SpiderMove);
  });
  bench('statusOf (mid-game tables)', () => {
    statusOf(table[next()] as SpiderState);
  });
  bench('hints (mid-game tables, visible view included)', () => {
    hints(table[next()] as SpiderState);
  });
});
