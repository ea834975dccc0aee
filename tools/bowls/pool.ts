// Stage 1 of the puzzle generator: random start positions with chosen features, explored
// without a goal; every (goal kind, depth) a position supports becomes a pool candidate.
//
//   nice -n 19 npx tsx tools/bowls/pool.ts <seed> <positions> [out.jsonl]
//
// Deterministic: the same seed and count give the same candidates (budgets count nodes, not time).
//
// Appends one JSON line per candidate: {q, fx, feats, goal, d, nodes}. d is the exact
// shortest win of that goal (the first depth at which any line reaches it).

import { appendFileSync } from 'node:fs';
import { findGroups } from '../../src/games/bowls/rules.ts';
import { COLORS, type Color, type Effect, type Goal, type Stone } from '../../src/games/bowls/rules/types.ts';
import { explore, prng } from './lib.ts';

export type Feature = 'volcano' | 'reverse' | 'frozen' | 'joker' | 'blocker';
export interface Candidate {
  q: string[];
  fx: Record<string, Effect[]>;
  feats: Feature[];
  goal: Goal;
  d: number;
  nodes: number;
}

const seed = Number(process.argv[2] ?? 1);
const positions = Number(process.argv[3] ?? 100);
const out = process.argv[4] ?? '/tmp/bowls-pool.jsonl';
const rnd = prng(seed);
const int = (lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
const shuffle = <T>(xs: T[]): T[] => {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [xs[i], xs[j]] = [xs[j] as T, xs[i] as T];
  }
  return xs;
};

function randomPuzzle(): { q: string[]; fx: Record<string, Effect[]>; feats: Feature[] } | null {
  const feats: Feature[] = [];
  const all: Feature[] = ['volcano', 'reverse', 'frozen', 'joker', 'blocker'];
  const nf = pick([0, 1, 1, 1, 2, 2]);
  for (const f of shuffle([...all]).slice(0, nf)) feats.push(f);
  const tidy = rnd() < 0.4;
  const k = tidy ? int(2, 3) : int(2, 4);
  const colors = shuffle([...COLORS]).slice(0, k) as Color[];
  const stones: Stone[] = [];
  // A third of the boards are tidy (every colour exactly three or six stones, each joker
  // standing in for one stone) so that clearing the board is possible at all.
  for (const c of colors) for (let i = tidy ? pick([3, 3, 3, 6]) : pick([3, 3, 3, 4, 5, 6]); i > 0; i--) stones.push(c);
  if (feats.includes('joker')) {
    const nj = int(1, 2);
    for (let i = 0; i < nj; i++) {
      stones.push('J');
      const at = stones.indexOf(pick(colors));
      if (at >= 0 && (tidy || rnd() < 0.7)) stones.splice(at, 1);
    }
  }
  if (feats.includes('blocker')) for (let i = int(1, 3); i > 0; i--) stones.push('X');
  const bowlsUsed = shuffle([...Array(12).keys()]).slice(0, int(4, 8));
  const fx: Record<string, Effect[]> = {};
  const cap: number[] = Array(12).fill(5);
  const add = (b: number, e: Effect): void => {
    (fx[String(b)] ??= []).push(e);
  };
  if (feats.includes('volcano'))
    for (let i = int(1, 2); i > 0; i--) {
      const b = pick(bowlsUsed);
      if (!fx[String(b)]?.includes('volcano')) {
        add(b, 'volcano');
        cap[b] = 5;
      }
    }
  if (feats.includes('reverse'))
    for (let i = int(1, 2); i > 0; i--) {
      const b = pick(bowlsUsed);
      if (!fx[String(b)]?.includes('reverse')) add(b, 'reverse');
    }
  if (feats.includes('frozen'))
    for (let i = int(1, 2); i > 0; i--) {
      const b = int(0, 11);
      if (!fx[String(b)]?.includes('frozen')) add(b, 'frozen');
    }
  for (const e of Object.values(fx)) e.sort((a, b) => ['frozen', 'reverse', 'volcano'].indexOf(a) - ['frozen', 'reverse', 'volcano'].indexOf(b));
  const qs: Stone[][] = Array.from({ length: 12 }, () => []);
  const pile = shuffle(stones);
  // A volcano starts one or two stones short of erupting, so it matters.
  for (const [b, e] of Object.entries(fx)) {
    if (!e.includes('volcano')) continue;
    for (let i = int(4, 5); i > 0 && pile.length > 0; i--) (qs[Number(b)] as Stone[]).push(pile.pop() as Stone);
  }
  for (const s of pile) {
    const open = bowlsUsed.filter((b) => (qs[b] as Stone[]).length < (cap[b] as number));
    if (open.length === 0) return null;
    (qs[pick(open)] as Stone[]).push(s);
  }
  for (const q of qs) if (findGroups(q) !== null) return null;
  // Every source must not be frozen: at least two choosable bowls.
  const choosable = qs.filter((q, i) => q.length > 0 && !fx[String(i)]?.includes('frozen')).length;
  if (choosable < 2) return null;
  return { q: qs.map((q) => q.join('')), fx, feats };
}

/** Every goal this exploration supports with an exact shortest win d (1 … depth). */
function goalsOf(r: NonNullable<ReturnType<typeof explore>>, q: readonly string[]): { goal: Goal; d: number }[] {
  const out: { goal: Goal; d: number }[] = [];
  const D = r.maxScore.length - 1;
  const present = COLORS.filter((c) => q.some((s) => s.includes(c)));
  for (let d = 1; d <= D; d++) {
    const sc = r.maxScore[d]!;
    if (sc > r.maxScore[d - 1]!) {
      out.push({ goal: { kind: 'points', n: sc }, d });
      const low = Math.ceil((r.maxScore[d - 1]! + 10) / 10) * 10;
      if (low < sc) out.push({ goal: { kind: 'points', n: low }, d });
    }
    COLORS.forEach((c, i) => {
      const v = r.maxCollected[d]![i]!;
      if (v >= 3 && v > r.maxCollected[d - 1]![i]!) out.push({ goal: { kind: 'collect', color: c, n: v }, d });
    });
    if (r.maxCombo[d]! >= 2 && r.maxCombo[d]! > r.maxCombo[d - 1]!) out.push({ goal: { kind: 'combo', n: r.maxCombo[d]! }, d });
    const ms = r.minStones[d]!;
    if (ms < r.minStones[d - 1]!) out.push(ms === 0 ? { goal: { kind: 'clear' }, d } : { goal: { kind: 'leaveAtMost', n: ms }, d });
    for (const c of present) if (r.colorGone[COLORS.indexOf(c)] === d) out.push({ goal: { kind: 'removeColor', color: c }, d });
  }
  return out;
}

let made = 0;
let tried = 0;
while (tried < positions) {
  const p = randomPuzzle();
  if (!p) continue;
  tried++;
  const depth = pick([3, 4, 5, 5, 6, 6]);
  const r = explore(p.q, p.fx, depth, 25_000);
  if (!r) continue;
  const lines = goalsOf(r, p.q)
    .filter((g) => g.d >= 2 || rnd() < 0.3)
    .map((g) => JSON.stringify({ ...p, ...g, nodes: r.nodes }));
  if (lines.length) appendFileSync(out, lines.join('\n') + '\n');
  made += lines.length;
}
console.log(`seed ${seed}: ${tried} positions, ${made} candidates`);
