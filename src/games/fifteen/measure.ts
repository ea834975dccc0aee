// Solver measurement for README.md (not a test). Three modes:
//   npx tsx src/games/fifteen/measure.ts [count4] [count3]   table build times, 3×3 worst case over seeded starts, 4×4 median/p95
//                                                            over seeded starts with the page's budget (as the page's worker runs it)
//   npx tsx src/games/fifteen/measure.ts --korf [--no-old]   Korf's 100: nodes and time per instance, pattern search beside the
//                                                            walking-distance search (today's solver before the pattern tables)
//   npx tsx src/games/fifteen/measure.ts --engine            Korf's 100 through `npm run --silent engine` (one process: start,
//                                                            table build and all 100 solves), total and per-instance wall time
// Times are wall-clock on whatever machine runs it: say the load (uptime) beside them. With --cpu the
// first two modes take this process's CPU time instead (steadier on a shared machine; the engine
// mode always takes wall time, from outside the engine's process).

import { spawn } from 'node:child_process';
import { KORF100 } from './korf.ts';
import { newGame } from './rules.ts';
import { PAGE_NODES, prepareSolver, solve } from './solve.ts';
import { decodePosition } from './notation.ts';

const args = process.argv.slice(2);
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/** Milliseconds from a fixed start: wall clock, or with --cpu this process's CPU time. */
const now: () => number = args.includes('--cpu') ? cpuMs : () => performance.now();
const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const tilesOf = (position: string): Uint8Array => {
  const r = decodePosition(position);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.tiles;
};

function seeded(count4: number, count3: number): void {
  let t = now();
  prepareSolver(3);
  console.log(`walking-distance table 3×3: ${(now() - t).toFixed(1)} ms`);
  t = now();
  prepareSolver(4);
  console.log(`walking-distance and pattern tables 4×4: ${(now() - t).toFixed(0)} ms`);

  const times3: number[] = [];
  let longest3 = 0;
  let nodes3 = 0;
  const hard = [
    [8, 6, 7, 2, 5, 4, 3, 0, 1],
    [6, 4, 7, 8, 5, 0, 3, 2, 1],
  ];
  for (let seed = 1; seed <= count3 + hard.length; seed++) {
    const tiles = seed <= count3 ? newGame(seed, 3).tiles : (hard[seed - count3 - 1] as number[]);
    t = now();
    const r = solve(tiles, 3, PAGE_NODES);
    times3.push(now() - t);
    if (r.kind === 'solved') {
      longest3 = Math.max(longest3, r.tiles.length);
      nodes3 = Math.max(nodes3, r.nodes);
    }
  }
  console.log(
    `3×3, ${times3.length} starts (incl. both 31-move ones): median ${quantile(times3, 0.5).toFixed(2)} ms, p99 ${quantile(times3, 0.99).toFixed(2)} ms, worst ${Math.max(...times3).toFixed(2)} ms, most nodes ${nodes3}, longest ${longest3}`,
  );

  const times4: number[] = [];
  const nodes4: number[] = [];
  const lengths: number[] = [];
  let found = 0;
  for (let seed = 1; seed <= count4; seed++) {
    const s = newGame(seed, 4);
    t = now();
    const r = solve(s.tiles, 4, PAGE_NODES);
    const dt = now() - t;
    times4.push(dt);
    if (r.kind === 'solved') {
      found++;
      nodes4.push(r.nodes);
      lengths.push(r.tiles.length);
    }
    if (args.includes('-v'))
      console.log(`  4×4 seed ${seed}: ${r.kind}${r.kind === 'solved' ? ` in ${r.tiles.length} moves, ${r.nodes} nodes` : ''}, ${dt.toFixed(0)} ms`);
  }
  const secs = times4.reduce((a, b) => a + b, 0) / 1000;
  console.log(
    `4×4, ${count4} seeded starts, budget ${PAGE_NODES} nodes: found ${found} (${((100 * found) / count4).toFixed(0)} %), ` +
      `median ${quantile(times4, 0.5).toFixed(0)} ms, p95 ${quantile(times4, 0.95).toFixed(0)} ms, worst ${Math.max(...times4).toFixed(0)} ms, ` +
      `median nodes ${quantile(nodes4, 0.5)}, p95 nodes ${quantile(nodes4, 0.95)}, most nodes ${Math.max(...nodes4)}, median length ${quantile(lengths, 0.5)}, ` +
      `${((nodes4.reduce((a, b) => a + b, 0) / secs) * 1e-6).toFixed(1)} M nodes/s overall`,
  );
}

function korf(withOld: boolean): void {
  let t = now();
  prepareSolver(4);
  console.log(`tables: ${(now() - t).toFixed(0)} ms`);
  console.log(`| # | optimal | nodes (patterns) | ms (patterns) |${withOld ? ' nodes (walking distance) | ms (walking distance) |' : ''}`);
  console.log(`|---:|---:|---:|---:|${withOld ? '---:|---:|' : ''}`);
  let sum = 0;
  let sumOld = 0;
  let nodes = 0;
  let nodesOld = 0;
  let worst = 0;
  let worstOld = 0;
  for (const k of KORF100) {
    const tiles = tilesOf(k.position);
    t = now();
    const r = solve(tiles, 4, 1e9);
    const ms = now() - t;
    if (r.kind !== 'solved' || r.tiles.length !== k.optimal) throw new Error(`instance ${k.instance}: ${r.kind}, expected ${k.optimal}`);
    sum += ms;
    nodes += r.nodes;
    worst = Math.max(worst, ms);
    let old = '';
    if (withOld) {
      t = now();
      const o = solve(tiles, 4, 1e9, { patterns: false });
      const oms = now() - t;
      if (o.kind !== 'solved' || o.tiles.length !== k.optimal) throw new Error(`instance ${k.instance} without patterns: ${o.kind}`);
      sumOld += oms;
      nodesOld += o.nodes;
      worstOld = Math.max(worstOld, oms);
      old = ` ${o.nodes} | ${oms.toFixed(0)} |`;
    }
    console.log(`| ${k.instance} | ${k.optimal} | ${r.nodes} | ${ms.toFixed(1)} |${old}`);
  }
  console.log(
    `| all | | ${nodes} | ${sum.toFixed(0)} (worst ${worst.toFixed(0)}) |${withOld ? ` ${nodesOld} | ${sumOld.toFixed(0)} (worst ${worstOld.toFixed(0)}) |` : ''}`,
  );
}

/** Korf's 100 through the engine's JSON lines: one `load` and one `solve` each, answered in order. */
async function engine(): Promise<void> {
  const start = performance.now();
  const child = spawn('npm', ['run', '--silent', 'engine'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const answers: { at: number; line: string }[] = [];
  let buffered = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      answers.push({ at: performance.now(), line: buffered.slice(0, nl) });
      buffered = buffered.slice(nl + 1);
    }
  });
  const done = new Promise<void>((resolve) => child.on('close', () => resolve()));
  for (const k of KORF100) {
    child.stdin.write(JSON.stringify({ cmd: 'load', game: 'fifteen', position: k.position }) + '\n');
    child.stdin.write(JSON.stringify({ cmd: 'solve', nodes: 1e9 }) + '\n');
  }
  child.stdin.end();
  await done;
  const total = performance.now() - start;
  if (answers.length !== 2 * KORF100.length) throw new Error(`expected ${2 * KORF100.length} answers, got ${answers.length}`);
  const per: number[] = [];
  KORF100.forEach((k, i) => {
    const solved = JSON.parse(answers[2 * i + 1]!.line) as { ok: boolean; solution: unknown };
    if (!solved.ok || !Array.isArray(solved.solution) || solved.solution.length !== k.optimal)
      throw new Error(`instance ${k.instance}: ${answers[2 * i + 1]!.line.slice(0, 80)}`);
    // From the previous answer (the load) to this one: the solve, plus the table build for the first.
    per.push(answers[2 * i + 1]!.at - answers[2 * i]!.at);
  });
  const worst = per.indexOf(Math.max(...per));
  console.log(
    `engine: Korf's 100 all optimal in ${(total / 1000).toFixed(2)} s wall (process start, tables and every solve); ` +
      `first answer after ${(answers[0]!.at - start).toFixed(0)} ms; solves: first (with the table build) ${per[0]!.toFixed(0)} ms, ` +
      `worst #${worst + 1} ${per[worst]!.toFixed(0)} ms, the 99 after the first ${(per.slice(1).reduce((a, b) => a + b, 0) / 1000).toFixed(2)} s`,
  );
}

if (args.includes('--korf')) korf(!args.includes('--no-old'));
else if (args.includes('--engine')) await engine();
else seeded(Number(args.find((a) => /^\d+$/.test(a)) ?? 50), Number(args.filter((a) => /^\d+$/.test(a))[1] ?? 2000));
