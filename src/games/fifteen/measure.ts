// Solver measurement for README.md (not a test): `npx tsx src/games/fifteen/measure.ts [count4] [count3]`.
// Prints the table build time, the 3×3 worst case over many seeded starts, and for 4×4 the median and
// p95 time over seeded starts within the page's node budget plus the share found.

import { newGame } from './rules.ts';
import { PAGE_NODES, prepareSolver, solve } from './solve.ts';

const count4 = Number(process.argv[2] ?? 50);
const count3 = Number(process.argv[3] ?? 2000);
const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;

let t = performance.now();
prepareSolver();
console.log(`walking-distance tables (3×3 and 4×4): ${(performance.now() - t).toFixed(1)} ms`);

const times3: number[] = [];
let longest3 = 0;
let nodes3 = 0;
for (let seed = 1; seed <= count3; seed++) {
  const s = newGame(seed, 3);
  t = performance.now();
  const r = solve(s.tiles, 3, PAGE_NODES);
  times3.push(performance.now() - t);
  if (r.kind === 'solved') {
    longest3 = Math.max(longest3, r.tiles.length);
    nodes3 = Math.max(nodes3, r.nodes);
  }
}
for (const hard of [
  [8, 6, 7, 2, 5, 4, 3, 0, 1],
  [6, 4, 7, 8, 5, 0, 3, 2, 1],
]) {
  t = performance.now();
  const r = solve(hard, 3, PAGE_NODES);
  times3.push(performance.now() - t);
  if (r.kind === 'solved') nodes3 = Math.max(nodes3, r.nodes);
}
console.log(
  `3×3, ${times3.length} starts (incl. both 31-move ones): median ${quantile(times3, 0.5).toFixed(2)} ms, p99 ${quantile(times3, 0.99).toFixed(2)} ms, worst ${Math.max(...times3).toFixed(2)} ms, most nodes ${nodes3}, longest ${Math.max(longest3, 31)}`,
);

const times4: number[] = [];
const nodes4: number[] = [];
const lengths: number[] = [];
let found = 0;
for (let seed = 1; seed <= count4; seed++) {
  const s = newGame(seed, 4);
  t = performance.now();
  const r = solve(s.tiles, 4, PAGE_NODES);
  const dt = performance.now() - t;
  times4.push(dt);
  if (r.kind === 'solved') {
    found++;
    nodes4.push(r.nodes);
    lengths.push(r.tiles.length);
  }
  console.log(`  4×4 seed ${seed}: ${r.kind}${r.kind === 'solved' ? ` in ${r.tiles.length} moves, ${r.nodes} nodes` : ''}, ${dt.toFixed(0)} ms`);
}
const secs = times4.reduce((a, b) => a + b, 0) / 1000;
console.log(
  `4×4, ${count4} seeded starts, budget ${PAGE_NODES} nodes: found ${found} (${((100 * found) / count4).toFixed(0)} %), ` +
    `median ${quantile(times4, 0.5).toFixed(0)} ms, p95 ${quantile(times4, 0.95).toFixed(0)} ms, worst ${Math.max(...times4).toFixed(0)} ms, ` +
    `median nodes ${quantile(nodes4, 0.5)}, median length ${quantile(lengths, 0.5)}, ${((nodes4.reduce((a, b) => a + b, 0) / secs) * 1e-6).toFixed(1)} M nodes/s overall`,
);
