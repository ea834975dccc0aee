// Benchmarks of the Number Match hot paths: listing every legal pair on a 200-number board, the hint.
import { bench, describe } from 'vitest';
import { createRng } from '../../core/rng.ts';
import { GAP, checkPair, heuristicHint, indexOf, legalPairIndices, pairFault, refOf } from './rules.ts';
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

// The pair check a tap runs (issue 21): a mix of legal, wrong-value, blocked and unaligned pairs on
// the sparse board; the full check (checkPair, a Result whose sentence is written only when read)
// and the typed reason code alone (pairFault). Measured on the shared 2-core machine (min / p75 per
// pair, run ÷ 64): the old checkPair that wrote its sentence every time 39 / 44 ns, checkPair now
// 33 / 34 ns, pairFault 30 / 33 ns; the German sentence is written by the page (refusedText) only
// when it shows one.
const state = { cells: sparse, adds: 0 };
const refs = Array.from({ length: 64 }, () => {
  const a = rng.nextInt(sparse.length);
  let b = rng.nextInt(sparse.length);
  if (b === a) b = (a + 1) % sparse.length;
  return [refOf(a), refOf(b)] as const;
});
const idx = refs.map(([a, b]) => [indexOf(a[0], a[1]), indexOf(b[0], b[1])] as const);
describe('numbermatch pair check (64 pairs per run: divide the mean by 64)', () => {
  bench('checkPair × 64 (mixed legal and refused, 200 numbers among gaps)', () => {
    for (const [a, b] of refs) checkPair(state, a, b);
  });
  bench('pairFault × 64 (the typed reason code alone, same pairs)', () => {
    for (const [a, b] of idx) pairFault(sparse, a, b);
  });
});
