// Benchmarks of the hot paths: generating a Lange Runde board (< 5 ms median), one path check (< 20 µs), tap costs.
import { bench, describe } from 'vitest';
import { generateBoard } from './generate.ts';
import { blockersOf, findPath, gridFrom, type Cell } from './path.ts';
import { connectablePairs, newRound } from './rules.ts';

let n = 0;
describe('connect generator', () => {
  bench('generate a Lange Runde board (9×6)', () => {
    generateBoard({ seed: String(10_000_000 + (n++ % 1_000_000)), size: 'c' });
  });
});

// A half-cleared Lange Runde board and the pairs on it: a realistic mix of found and missing lines.
const cells = generateBoard({ seed: '41739205', size: 'c' }).map((x, i) => (i % 3 === 0 || i % 7 === 0 ? -1 : x));
const grid = gridFrom(cells, 9);
const pairs: Array<[Cell, Cell]> = [];
for (let i = 0; i < cells.length; i++) {
  for (let j = i + 1; j < cells.length; j++) {
    if (cells[i] !== -1 && cells[i] === cells[j])
      pairs.push([
        [Math.floor(i / 6), i % 6],
        [Math.floor(j / 6), j % 6],
      ]);
  }
}
let k = 0;
describe('connect path check', () => {
  bench('one path check on a half-cleared 9×6 board', () => {
    const p = pairs[k++ % pairs.length] as [Cell, Cell];
    findPath(grid, p[0], p[1]);
  });
});

// What one failed tap and one automatic-shuffle check cost on a full Lange Runde board.
const full = newRound({ seed: '41739205', size: 'c' }, 'relaxed');
const fullGrid = gridFrom(full.cells, 9);
describe('connect tap costs', () => {
  bench('blocker search for one blocked pair (full 9×6 board)', () => {
    blockersOf(fullGrid, [0, 0], [8, 5]);
  });
  bench('all connectable pairs (full 9×6 board)', () => {
    connectablePairs(full);
  });
});
