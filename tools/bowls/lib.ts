// Shared search code of the Farbschalen puzzle tools (not loaded by the app).
//
// Everything here plays moves only through the game's own rules (src/games/bowls/rules.ts), so a
// generated puzzle can never depend on a second, diverging implementation of the rules.

import { decodePosition, type BowlJson, type PositionJson } from '../../src/games/bowls/notation.ts';
import { legalMoves, playMove } from '../../src/games/bowls/rules.ts';
import { COLORS, type BowlsState, type Color, type Effect, type Goal, type MoveResult } from '../../src/games/bowls/rules/types.ts';

export type { Rating } from './rating.ts';
import type { Rating } from './rating.ts';

export function positionJson(q: readonly string[], fx: Readonly<Record<string, readonly Effect[]>>, goal: Goal, limit: number): PositionJson {
  const bowls: BowlJson[] = q.map((s, i) => ({ q: s, fx: [...(fx[String(i)] ?? [])] }));
  return { bowls, score: 0, mode: 'puzzle', moves: 0, movesLeft: limit, goal };
}

export function stateOf(q: readonly string[], fx: Readonly<Record<string, readonly Effect[]>>, goal: Goal, limit: number): BowlsState {
  const r = decodePosition(positionJson(q, fx, goal, limit));
  if (!r.ok) throw new Error(`bad puzzle position: ${r.error.message} (${q.join('|')})`);
  return r.value;
}

const boardKey = (s: BowlsState): string => s.bowls.map((b) => b.queue.join('')).join('|');
const fullKey = (s: BowlsState): string => `${boardKey(s)}#${s.score}#${s.collected[s.goal?.kind === 'collect' ? s.goal.color : 'R'] ?? 0}`;

/**
 * Exact rating within the limit: depth-first with a memo on (position, moves left).
 * f(s, left) = the shortest win from s within `left` moves (Infinity if none).
 * Returns null when more than `budget` distinct positions would be needed.
 */
export function rate(start: BowlsState, budget = 400_000): Rating | null {
  const limit = start.movesLeft ?? 0;
  const memo = new Map<string, number>();
  let positions = 0;
  let deadEnds = 0;
  let over = false;
  const f = (s: BowlsState, left: number): number => {
    if (over) return Infinity;
    if (s.status === 'won') return 0;
    if (s.status !== 'playing' || left <= 0) return Infinity;
    const key = `${fullKey(s)}@${left}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let best = Infinity;
    for (const m of legalMoves(s)) {
      const r = playMove(s, m);
      if (!r.ok) continue;
      const t = r.value.state;
      const d = 1 + visit(t, left - 1);
      if (d < best) best = d;
    }
    memo.set(key, best);
    return best;
  };
  const seenChild = new Set<string>();
  const visit = (t: BowlsState, left: number): number => {
    const ck = `${fullKey(t)}@${left}@${t.status}`;
    const v = f(t, left);
    if (!seenChild.has(ck)) {
      seenChild.add(ck);
      positions++;
      if (positions > budget) over = true;
      if (v === Infinity) deadEnds++;
    }
    return v;
  };
  let firstMoves = 0;
  let winningFirstMoves = 0;
  let shortest = Infinity;
  for (const m of legalMoves(start)) {
    const r = playMove(start, m);
    if (!r.ok) continue;
    firstMoves++;
    const d = 1 + visit(r.value.state, limit - 1);
    if (d <= limit) winningFirstMoves++;
    if (d < shortest) shortest = d;
  }
  if (over || shortest === Infinity) return null;
  return { shortest, firstMoves, winningFirstMoves, positions, deadEnds };
}

/** What happened along a line of play: which special rules it used. */
export interface Usage {
  eruption: boolean;
  jokerGroup: boolean;
  blockerCleared: boolean;
  reverseSow: boolean;
  frozenGroup: boolean;
  frozenReceived: boolean;
  maxCombo: number;
  perfectClear: boolean;
}

export function usageOf(start: BowlsState, moves: readonly number[]): Usage {
  const u: Usage = {
    eruption: false,
    jokerGroup: false,
    blockerCleared: false,
    reverseSow: false,
    frozenGroup: false,
    frozenReceived: false,
    maxCombo: 0,
    perfectClear: false,
  };
  let s = start;
  const frozen = new Set(start.bowls.flatMap((b, i) => (b.fx.includes('frozen') ? [i] : [])));
  for (const m of moves) {
    const r = playMove(s, m);
    if (!r.ok) throw new Error(`illegal move ${m} in a line`);
    const t = r.value.trace;
    for (const st of t.steps) {
      if (st.kind === 'erupt') u.eruption = true;
      if (st.kind === 'take' && st.dir === -1) u.reverseSow = true;
      if (st.kind === 'blockers' && st.bowls.some((b) => b.stones.length > 0)) u.blockerCleared = true;
      if (st.kind === 'drop' && frozen.has(st.bowl)) u.frozenReceived = true;
      if (st.kind === 'groups') {
        for (const b of st.bowls) {
          if (b.groups.some((g) => g.jokers.length > 0)) u.jokerGroup = true;
          if (frozen.has(b.bowl)) u.frozenGroup = true;
        }
      }
    }
    u.maxCombo = Math.max(u.maxCombo, t.player.comboBowls);
    if (t.player.perfectClear) u.perfectClear = true;
    s = r.value.state;
  }
  return u;
}

/** Statistics of one node of the goal-free exploration. */
interface Node {
  depth: number;
  score: number;
  collected: number[];
  stones: number;
  perColor: number[];
  lastCombo: number;
}

/** Per depth: the best value any line of that length reaches for each goal measure. */
export interface Reach {
  /** maxScore[d] = best score after d moves (d = 0 … depth). */
  maxScore: number[];
  maxCollected: number[][];
  maxCombo: number[];
  minStones: number[];
  /** First depth at which a colour is gone (Infinity if never). */
  colorGone: number[];
  nodes: number;
}

/**
 * Breadth-first over every line up to `depth` moves with no goal acting, recording per depth
 * what each goal kind could ask for. Null when the node budget runs out.
 */
export function explore(q: readonly string[], fx: Readonly<Record<string, readonly Effect[]>>, depth: number, budget = 150_000): Reach | null {
  const start = stateOf(q, fx, { kind: 'points', n: 1_000_000 }, 99);
  const count = (s: BowlsState): number[] => {
    const c = [0, 0, 0, 0, 0];
    for (const b of s.bowls)
      for (const st of b.queue) {
        const i = COLORS.indexOf(st as Color);
        if (i >= 0) c[i]!++;
      }
    return c;
  };
  const stones0 = start.bowls.reduce((n, b) => n + b.queue.length, 0);
  const reach: Reach = {
    maxScore: [0],
    maxCollected: [[0, 0, 0, 0, 0]],
    maxCombo: [0],
    minStones: [stones0],
    colorGone: count(start).map((n) => (n === 0 ? 0 : Infinity)),
    nodes: 0,
  };
  let frontier: { s: BowlsState; n: Node }[] = [
    { s: start, n: { depth: 0, score: 0, collected: [0, 0, 0, 0, 0], stones: stones0, perColor: count(start), lastCombo: 0 } },
  ];
  const seen = new Set<string>();
  for (let d = 1; d <= depth; d++) {
    const next: typeof frontier = [];
    reach.maxScore[d] = reach.maxScore[d - 1]!;
    reach.maxCollected[d] = [...reach.maxCollected[d - 1]!];
    reach.maxCombo[d] = reach.maxCombo[d - 1]!;
    reach.minStones[d] = reach.minStones[d - 1]!;
    for (const { s, n } of frontier) {
      for (const m of legalMoves(s)) {
        if (++reach.nodes > budget) return truncate(reach, d - 1);
        const r = playMove(s, m);
        if (!r.ok) continue;
        const t = r.value.state;
        if (t.status === 'lost' && t.end === 'overflow') continue;
        const tr: MoveResult['trace'] = r.value.trace;
        const collected = n.collected.map((v, i) => v + (tr.collected[COLORS[i]!] ?? 0));
        const perColor = count(t);
        const stones = t.bowls.reduce((k, b) => k + b.queue.length, 0);
        const node: Node = { depth: d, score: t.score, collected, stones, perColor, lastCombo: tr.player.comboBowls };
        reach.maxScore[d] = Math.max(reach.maxScore[d]!, t.score);
        reach.maxCombo[d] = Math.max(reach.maxCombo[d]!, node.lastCombo);
        reach.minStones[d] = Math.min(reach.minStones[d]!, stones);
        collected.forEach((v, i) => {
          reach.maxCollected[d]![i] = Math.max(reach.maxCollected[d]![i]!, v);
        });
        perColor.forEach((v, i) => {
          if (v === 0 && reach.colorGone[i] === Infinity) reach.colorGone[i] = d;
        });
        if (t.status !== 'playing' && !(t.status === 'lost' && t.end === 'noMovesLeft')) continue;
        const key = `${boardKey(t)}#${t.score}#${collected.join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ s: { ...t, status: 'playing', end: null }, n: node });
      }
    }
    frontier = next;
    if (frontier.length === 0) {
      for (let e = d + 1; e <= depth; e++) {
        reach.maxScore[e] = reach.maxScore[d]!;
        reach.maxCollected[e] = [...reach.maxCollected[d]!];
        reach.maxCombo[e] = reach.maxCombo[d]!;
        reach.minStones[e] = reach.minStones[d]!;
      }
      break;
    }
  }
  return reach;
}

function truncate(r: Reach, depth: number): Reach | null {
  if (depth < 1) return null;
  return {
    maxScore: r.maxScore.slice(0, depth + 1),
    maxCollected: r.maxCollected.slice(0, depth + 1),
    maxCombo: r.maxCombo.slice(0, depth + 1),
    minStones: r.minStones.slice(0, depth + 1),
    colorGone: r.colorGone.map((g) => (g > depth ? Infinity : g)),
    nodes: r.nodes,
  };
}

/** Deterministic PRNG for the generator (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
