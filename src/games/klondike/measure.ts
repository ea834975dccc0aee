// Solver measurement for README.md (not a test): `npx tsx src/games/klondike/measure.ts [count] [from] [modes] [budget]`.
// For each mode (draw × scoring): the time to the next proven deal from each of `count` consecutive
// seeds (what "Nur lösbare Blätter" waits for), its median, p95 and max, in ms and in solver
// positions (the same on every machine), and the share of seeds proven within the budget. Each seed is solved once; the wait from seed s is the sum over s … the
// first proven seed from s on.

import { newDeal, type Draw, type Scoring } from './rules.ts';
import { provingBudget, solveReport } from './solve.ts';

const count = Number(process.argv[2] ?? 200);
const from = Number(process.argv[3] ?? 0);
const modes = (process.argv[4] ?? '1s,3s,1v,3v').split(',');
const budgetArg = process.argv[5];
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;

for (const mode of modes) {
  const draw = Number(mode[0]) as Draw;
  const scoring: Scoring = mode[1] === 'v' ? 'vegas' : 'standard';
  const budget = budgetArg === undefined ? provingBudget(draw, scoring) : Number(budgetArg);
  const ms: number[] = [];
  const nodes: number[] = [];
  const won: boolean[] = [];
  const solved = (seed: number): void => {
    const t = performance.now();
    const r = solveReport(newDeal(seed, { draw, scoring, carry: 0 }), budget);
    ms.push(performance.now() - t);
    nodes.push(r.nodes);
    won.push(Array.isArray(r.answer));
  };
  for (let i = 0; i < count; i++) solved(from + i);
  // Go on past the last seed until a proven one closes every wait (at most 2000 more).
  while (!won.slice(count - 1).some(Boolean) && ms.length < count + 2000) solved(from + ms.length);
  const waits: number[] = [];
  const waitNodes: number[] = [];
  for (let i = 0; i < count; i++) {
    let w = 0;
    let n = 0;
    for (let j = i; j < ms.length; j++) {
      w += ms[j] as number;
      n += nodes[j] as number;
      if (won[j]) break;
    }
    waits.push(w);
    waitNodes.push(n);
  }
  const share = won.slice(0, count).filter(Boolean).length / count;
  console.log(
    `draw ${draw} ${scoring}, budget ${budget}: proven ${(share * 100).toFixed(1)} %, per seed mean ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(1)} ms; ` +
      `wait p50 ${quantile(waits, 0.5).toFixed(1)} ms, p95 ${quantile(waits, 0.95).toFixed(1)} ms, max ${Math.max(...waits).toFixed(1)} ms; ` +
      `wait in positions p50 ${quantile(waitNodes, 0.5)}, p95 ${quantile(waitNodes, 0.95)}; ${(sum(nodes) / sum(ms) / 1000).toFixed(2)} M positions/s`,
  );
}
