// Benchmarks for Minesweeper's hot paths: no-guess generation per size (issue 33's worst cases too), deduce, reveal and legal moves.
import { bench, describe } from 'vitest';
import { SIZES, type SizeName } from './board.ts';
import { deduce } from './deduce.ts';
import { generateMines } from './generate.ts';
import { legalMoves, newGame, playMove, shownView, type MinesState } from './rules.ts';

let seed = 0;
const gen = (size: SizeName) => () => {
  const { width, height, mines } = SIZES[size];
  generateMines(width, height, mines, seed++, width >> 1, height >> 1);
};

/** Expert positions right after the first reveal (the frontier deduce works on). */
const openings: MinesState[] = [];
for (let s = 0; s < 20; s++) {
  const r = playMove(newGame(SIZES.expert, 500 + s), { kind: 'reveal', x: 15, y: 8 });
  if (r.ok) openings.push(r.value.state);
}
const views = openings.map(shownView);
let i = 0;
const next = () => i++ % openings.length;

describe('mines', () => {
  bench('generate beginner (seeds 0, 1, 2 …)', gen('beginner'));
  bench('generate intermediate', gen('intermediate'));
  bench('generate expert', gen('expert'));
  bench('deduce, expert opening (full)', () => {
    const k = next();
    deduce(30, 16, 99, views[k]!);
  });
  bench('reveal a covered safe cell, expert opening', () => {
    const s = openings[next()]!;
    const c = s.mine.findIndex((m, j) => m === 0 && s.cell[j] === 0);
    playMove(s, { kind: 'reveal', x: c % 30, y: Math.floor(c / 30) });
  });
  bench('legalMoves, expert opening', () => {
    legalMoves(openings[next()]!);
  });
});

// Issue 33: the first reveal through the rules (the board is made inside it) at the centre, over
// seeds 0 … 39 in turn for 40×40 with 400 mines, and the slowest seeds of those 40 alone (the ones
// whose first placement is thrown away twice); `npx tsx src/games/mines/measure.ts --worst` gives
// the median and worst per seed.
const big = { width: 40, height: 40, mines: 400 };
let bigSeed = 0;
const firstReveal = (size: typeof big, s: number) => playMove(newGame(size, s), { kind: 'reveal', x: size.width >> 1, y: size.height >> 1 });
describe('mines worst cases (first reveal at the centre)', () => {
  bench('40×40/400, seeds 0 … 39 in turn', () => {
    firstReveal(big, bigSeed++ % 40);
  });
  bench('40×40/400, seed 17 (the slowest of the 40)', () => {
    firstReveal(big, 17);
  });
  bench('expert, seed 17 (the slowest of 40)', () => {
    firstReveal(SIZES.expert, 17);
  });
});
