// The conformance kit over Pyramid (issue 20 point 6), with the pinned perft of deals 1 and 134.
import { conformance } from '../../testing/conformance.ts';
import { pyramidDef } from './def.ts';

conformance(pyramidDef, {
  seeds: [1, 2, 134, 99_999],
  // Deal 1: depth 1 is 4C+9S, KH, 3H+TH, draw; deal 134 is won by following hints. A pair counts once whatever its order.
  perft: [
    { seed: 1, depth: 1, count: 4 },
    { seed: 1, depth: 2, count: 15 },
    { seed: 1, depth: 3, count: 51 },
    { seed: 134, depth: 1, count: 5 },
    { seed: 134, depth: 2, count: 17 },
    { seed: 134, depth: 3, count: 45 },
  ],
});
