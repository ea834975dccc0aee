// Benchmarks for pyramid hot paths: dealing, legal moves, hint, and a full hint-following game.

import { bench, describe } from 'vitest';
import { decodePosition, encodePosition } from './notation.ts';
import { applyMove, deal, hint, legalMoves } from './rules.ts';
import { playHints } from './testing.ts';

const mid = playHints(deal(1)).end;
const start = deal(134);

describe('pyramid', () => {
  bench('deal', () => {
    deal(123456);
  });
  bench('legalMoves (fresh deal)', () => {
    legalMoves(start);
  });
  bench('hint (fresh deal)', () => {
    hint(start);
  });
  bench('applyMove draw', () => {
    applyMove(start, { kind: 'draw' });
  });
  bench('encode + decode position', () => {
    decodePosition(encodePosition(mid));
  });
  bench('play a whole game by hints (deal 134)', () => {
    playHints(start);
  });
});
