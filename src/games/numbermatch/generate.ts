// Number Match start boards of the free game: the classic start and seeded random boards.
//
// Random board generator "kb-nm-1" (never change it; add kb-nm-2 beside it if ever needed):
//   rng = createRng(seed) (kb-rng-1); repeat: draw RANDOM_CELLS values, each 1 + rng.nextInt(9),
//   in reading order; accept the first board with at least MIN_OPEN_PAIRS legal pairs (so a
//   game never starts stuck), continuing the same rng on each retry. After 1000 rejected
//   boards (never seen in practice) the last one is taken as it is.

import { createRng } from '../../core/rng.ts';
import { legalPairIndices } from './rules.ts';

// Generator "kb-nm-1": change the name (and the pinned tests) when the boards of a seed change.
export const RANDOM_CELLS = 36;
export const MIN_OPEN_PAIRS = 4;

/** The classic start: 1–9, then 11–19 written digit by digit, laid out 9 wide. */
export function classicBoard(): number[] {
  const digits = '123456789' + Array.from({ length: 9 }, (_, i) => `1${i + 1}`).join('');
  return [...digits].map(Number);
}

/** A seeded random start board (kb-nm-1). `seed` is a safe non-negative integer. */
export function randomBoard(seed: number): number[] {
  const rng = createRng(seed);
  let cells: number[] = [];
  for (let attempt = 0; attempt < 1000; attempt++) {
    cells = Array.from({ length: RANDOM_CELLS }, () => 1 + rng.nextInt(9));
    if (legalPairIndices(cells).length >= MIN_OPEN_PAIRS) break;
  }
  return cells;
}
