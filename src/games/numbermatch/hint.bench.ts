// Benchmarks of the Number Match hint on long boards (issue 13: a hint answers in ≤ 5 ms at 1,152 cells).
// Boards: 576 and 1,152 cells, without gaps (a board grown by adds) and with 30 % / 60 % / 85 % gaps
// (a long game later on). `hint` is what the page's Tipp runs (solver budget, then rule of thumb).
import { bench, describe } from 'vitest';
import { createRng } from '../../core/rng.ts';
import { GAP, heuristicHint } from './rules.ts';
import { hint } from './hint.ts';

function board(seed: number, cells: number, gapPercent: number): number[] {
  const rng = createRng(seed);
  return Array.from({ length: cells }, () => (rng.nextInt(100) < gapPercent ? GAP : 1 + rng.nextInt(9)));
}

for (const cells of [576, 1152]) {
  describe(`numbermatch hint, ${cells} cells`, () => {
    for (const gaps of [0, 30, 60, 85]) {
      const state = { cells: board(cells + gaps, cells, gaps), adds: 2 };
      bench(`hint, ${gaps} % gaps`, () => {
        hint(state);
      });
    }
    const dense = { cells: board(cells, cells, 0), adds: 2 };
    bench('rule of thumb alone, no gaps', () => {
      heuristicHint(dense);
    });
  });
}
