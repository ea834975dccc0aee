// Benchmarks of the Number Match hot paths: listing every legal pair on a 200-number board, the hint.
import { bench, describe } from 'vitest';
import { createRng } from '../../core/rng.ts';
import { GAP, checkPair, heuristicHint, legalPairIndices, pairCode, pairFault, playPair, refOf } from './rules.ts';
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

// The pair check a tap runs (issues 21, 33): a mix of legal, wrong-value, blocked and unaligned pairs
// on the sparse board; the index form (pairCode, one small integer, what playPair and so the page's
// and the engine's pair moves use), the reason code (pairFault), the full check (checkPair, a Result
// whose sentence is written only when read), and the whole pair move (playPair: check, then the new
// board for the legal ones). The pairs sit in flat arrays so the loop costs next to nothing.
// Per check on the shared 2-core machine at load ~10 (CPU time, best of 7 runs of 819,200 checks,
// same pairs; the old code from before issue 33 in the same process): pairFault 78 ns before →
// pairCode 45 ns, pairFault 50 ns; checkPair 1,100 → 160 ns. The peer (TN1ck/numbers-game) took
// 115 ns a check on a quiet machine where the old pairFault took 21 ns.
const state = { cells: sparse, adds: 0 };
const PAIRS = 64;
const firstIdx = new Int32Array(PAIRS);
const secondIdx = new Int32Array(PAIRS);
for (let k = 0; k < PAIRS; k++) {
  const a = rng.nextInt(sparse.length);
  let b = rng.nextInt(sparse.length);
  if (b === a) b = (a + 1) % sparse.length;
  firstIdx[k] = a;
  secondIdx[k] = b;
}
const firstRef = Array.from(firstIdx, (a) => refOf(a));
const secondRef = Array.from(secondIdx, (b) => refOf(b));
let _sink = 0;
describe('numbermatch pair check (64 pairs per run: divide the mean by 64)', () => {
  bench('pairCode × 64 (the index form)', () => {
    for (let k = 0; k < PAIRS; k++) _sink += pairCode(sparse, firstIdx[k]!, secondIdx[k]!);
  });
  bench('pairFault × 64 (the typed reason code, same pairs)', () => {
    for (let k = 0; k < PAIRS; k++) if (pairFault(sparse, firstIdx[k]!, secondIdx[k]!) === null) _sink++;
  });
  bench('checkPair × 64 (cell references in, a Result out, same pairs)', () => {
    for (let k = 0; k < PAIRS; k++) if (checkPair(state, firstRef[k]!, secondRef[k]!).ok) _sink++;
  });
  bench('playPair × 64 (the whole move, same pairs)', () => {
    for (let k = 0; k < PAIRS; k++) if (playPair(state, firstRef[k]!, secondRef[k]!).ok) _sink++;
  });
});
