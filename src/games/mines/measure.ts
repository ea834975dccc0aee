// Measures the no-guess generator over 1,000 boards per size (CPU time) and checks deduce-only play clears each: `npx tsx src/games/mines/measure.ts [count]`.

import { SIZES, SIZE_NAMES } from './board.ts';
import { FULL_BUDGET } from './deduce.ts';
import { generateMines, type GenerateStats } from './generate.ts';
import { newGame, playMove, statusOf } from './rules.ts';
import { playByDeduction } from './testing.ts';

const count = Number(process.argv[2] ?? 1000);
// Warm the JIT first, so the figures show steady-state cost, not compilation.
for (let s = 0; s < 50; s++) generateMines(30, 16, 99, 1_000_000 + s, 15, 8);

for (const name of SIZE_NAMES) {
  const { width, height, mines } = SIZES[name];
  const times: number[] = [];
  const stats: GenerateStats = { perturbations: 0, plays: 0, restarts: 0 };
  let cleared = 0;
  for (let seed = 0; seed < count; seed++) {
    const x = seed % width;
    const y = (seed * 7) % height;
    const before = process.cpuUsage();
    generateMines(width, height, mines, seed, x, y, stats);
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
    // The same board through the rules, then deduce-only play with the full budget.
    const r = playMove(newGame(SIZES[name], seed), { kind: 'reveal', x, y });
    if (r.ok && statusOf(playByDeduction(r.value.state, FULL_BUDGET)) === 'won') cleared++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(
    `${name.padEnd(12)} median ${at(0.5)} ms  p95 ${at(0.95)} ms  worst ${at(1)} ms  cleared ${cleared}/${count}  ` +
      `perturbations ${stats.perturbations}  plays ${stats.plays}  restarts ${stats.restarts}`,
  );
}
