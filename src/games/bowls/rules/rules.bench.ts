// Benchmarks for bowls hot paths: one move with a full chain (player phase with an eruption, then a refill phase), a start, round trips.

import { bench, describe } from 'vitest';
import { decodePosition, encodePosition, rngString } from '../notation.ts';
import { drawRefill, newGame, playMove, previewSow } from '../rules.ts';
import { solve } from './solve.ts';
import { PUZZLES, puzzleGame } from '../puzzles/puzzles.ts';
import { position } from './testing.ts';
import type { BowlsState } from './types.ts';

// Endless, move 3 → bowl 4 completes GGG, bowl 5 (volcano) erupts and its stones complete RRR in bowl 6;
// then the refill of move 1 (seed 5) drops onto pairs of its colours, so the refill phase scores too.
const SEED = 5;
const [a, b] = drawRefill(SEED, 1).refill;
const chainStart: BowlsState = (() => {
  const q: Record<number, string> = { 3: 'GR', 4: 'GG', 5: 'RGBYP', 6: 'RR', 11: 'B' };
  for (const p of [a!, b!]) if (!(p.bowl in q)) q[p.bowl] = p.stone + p.stone;
  return position(q, { mode: 'endless', rng: rngString(SEED) }, { 5: ['volcano'] });
})();
const check = playMove(chainStart, 3);
if (!check.ok || !check.value.trace.steps.some((s) => s.kind === 'erupt') || check.value.trace.refillPhase === null) {
  throw new Error('bench position does not make the intended chain');
}
const fresh = newGame('endless', 1);
const puzzle4 = puzzleGame(4);
const encoded = encodePosition(check.value.state);

describe('bowls', () => {
  bench('playMove: full chain (groups, eruption, refill phase)', () => {
    playMove(chainStart, 3);
  });
  bench('playMove: plain move on a fresh endless board', () => {
    playMove(fresh, 0);
  });
  bench('newGame (endless start)', () => {
    newGame('endless', 123456);
  });
  bench('previewSow', () => {
    previewSow(fresh, 5);
  });
  bench('encode + decode position', () => {
    decodePosition(encodePosition(check.ok ? check.value.state : fresh));
  });
  bench('decode position', () => {
    decodePosition(encoded);
  });
  bench(`solve all ${PUZZLES.length} shipped puzzles`, () => {
    for (let n = 1; n <= PUZZLES.length; n++) {
      const s = puzzleGame(n);
      if (s.ok) solve(s.value);
    }
  });
  bench('solve puzzle 4', () => {
    if (puzzle4.ok) solve(puzzle4.value);
  });
});
