// Benchmarks of the Number Match hot paths: listing every legal pair on a 200-number board, the hint.
import { bench, describe } from 'vitest';
import { createRng } from '../../core/rng.ts';
import { GAP, heuristicHint, legalPairIndices } from './rules.ts';
import { hint } from './hint.ts';

const rng = createRng(200);
/** 200 active numbers, no gaps (23 rows). */
const dense = Array.from({ length: 200 }, () => 1 + rng.nextInt(9));
/** 200 active numbers spread over 320 cells with gaps, as in a long game after adds. */
const sparse: number[] = [];
for (let placed = 0; placed < 200;) {
  if (rng.nextInt(8) < 3) sparse.push(GAP);
  else {
    sparse.push(1 + rng.nextInt(9));
    placed++;
  }
}

describe('numbermatch legal pairs', () => {
  bench('list all legal pairs, 200 numbers, no gaps', () => {
    legalPairIndices(dense);
  });
  bench('list all legal pairs, 200 numbers among gaps', () => {
    legalPairIndices(sparse);
  });
  bench('rule-of-thumb hint (one move lookahead), 200 numbers among gaps', () => {
    heuristicHint({ cells: sparse, adds: 0 });
  });
  bench('page hint (solver budget, then rule of thumb), 200 numbers among gaps', () => {
    hint({ cells: sparse, adds: 2 });
  });
});
