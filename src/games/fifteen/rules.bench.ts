// Benchmarks for the Schiebepuzzle: a tap, the move list, and the solver on the hardest 3×3 start (SCH-6 target < 20 ms).
import { bench, describe } from 'vitest';
import { legalMoves, newGame, playMove } from './rules.ts';
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
