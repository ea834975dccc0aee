// The conformance kit over FreeCell (issue 20 point 6), with the pinned perft of deal 1.
import { conformance } from '../../testing/conformance.ts';
import { freecellDef } from './def.ts';

conformance(freecellDef, {
  seeds: [1, 617, 11_982, 1_000_000],
  // The move counter is an extra, not part of the position text (FC-14): everything else comes back.
  project: (s) => ({ ...s, moves: 0 }),
  // 32 / 792 / 14,004 were measured by an independent sweep (oracles.test.ts counts them by brute force too).
  perft: [
    { seed: 1, depth: 1, count: 32 },
    { seed: 1, depth: 2, count: 792 },
    { seed: 1, depth: 3, count: 14_004 },
  ],
});
