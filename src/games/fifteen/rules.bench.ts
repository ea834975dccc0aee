// Benchmarks for the Schiebepuzzle: a tap, the move list, the solver on the hardest 3×3 start (SCH-6 target < 20 ms), and the 4×4 optimal search on Korf's instances.
import { bench, describe } from 'vitest';
import { legalMoves, newGame, playMove } from './rules.ts';
import { KORF100 } from './korf.ts';
import { decodePosition } from './notation.ts';
import { buildTable, BLOCK } from './pdb.ts';
import { prepareSolver, solve } from './solve.ts';

const starts = Array.from({ length: 64 }, (_, i) => newGame(i, 4));
const taps = starts.map((s) => legalMoves(s));
const hardest = [8, 6, 7, 2, 5, 4, 3, 0, 1];
const easy4 = newGame(28, 4).tiles;
prepareSolver();
let i = 0;

describe('fifteen', () => {
  bench('playMove (4×4 starts, a legal tap)', () => {
    const k = i++ & 63;
    playMove(starts[k]!, taps[k]![i % taps[k]!.length]!);
  });
  bench('legalMoves (4×4 starts)', () => {
    legalMoves(starts[i++ & 63]!);
  });
  bench('solve the hardest 3×3 start (31 moves)', () => {
    solve(hardest, 3, 1e6);
  });
  bench('solve 4×4 seed 28 (55 moves)', () => {
    solve(easy4, 4, 1e8);
  });
});

// Issue 33's 4×4 hot path: IDA* with the pattern tables (built once above by prepareSolver) on
// Korf's instances. The whole 100 take tens of seconds, so the benches take three of them: the
// cheapest (#12), one near the median of nodes (#36, 88,906 nodes) and the hardest for the pattern
// search (#60); `npx tsx src/games/fifteen/measure.ts --korf` runs all 100. The walking-distance
// search (today's solver before the tables) runs on the cheapest for comparison, and the table
// build (a 6-tile table; the page's worker builds it and two 3-tile ones when a 4×4 round opens)
// runs twice.
const korf = (n: number): Uint8Array => {
  const r = decodePosition(KORF100[n - 1]!.position);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.tiles;
};
const once = { time: 0, iterations: 2, warmupTime: 0, warmupIterations: 0 };
describe('fifteen 4×4 optimal (Korf)', () => {
  bench('Korf #12 (45 moves), pattern tables', () => {
    solve(korf(12), 4, 1e9);
  });
  bench('Korf #12, walking distance alone', () => {
    solve(korf(12), 4, 1e9, { patterns: false });
  });
  bench('Korf #36 (median nodes), pattern tables', () => {
    solve(korf(36), 4, 1e9);
  });
  bench(
    'Korf #60 (the most nodes of the 100), pattern tables',
    () => {
      solve(korf(60), 4, 1e9);
    },
    once,
  );
  bench(
    'build the 6-tile pattern table',
    () => {
      buildTable(BLOCK);
    },
    once,
  );
});
