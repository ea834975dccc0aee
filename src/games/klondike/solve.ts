// Full-knowledge Klondike solver (KLO-12): depth-first search with a transposition table and a
// fixed node budget, so every device gives the same answer. Pure: no clock, no DOM (it also runs
// in a Web Worker).
//
// Design (README "Solver"):
// - The stock and waste are one sequence, the "talon", in the order cards become the waste's top,
//   with a pointer p (the waste's length). Stock turns and passes only move p; the search plays
//   talon cards with macro moves "turn n times, then play the waste top", so stock cycling never
//   costs search depth. The replayed solution spells out every "s".
// - Safe foundation moves (rank ≤ 2, or both foundations of the other colour at rank − 1 or more)
//   are played at once; nothing can need such a card in a column.
// - Pruning that loses no solution: one empty column stands for all; a king that heads its column
//   with nothing under it never moves to another empty column; a column is emptied onto another
//   only while some king could use the space; a card is taken back from a foundation only while a
//   card that could lie on it is off the foundations.
// - One heuristic cut: part of a run moves only when the card it uncovers can go home or take a
//   talon card. When it fired, an exhausted search is no proof, and the answer is "unknown".
// - The transposition table holds every position met (a string of the columns, foundations and,
//   where it matters, the talon pointer and pass): a position is never searched twice per search.
// - The budget is spent in restarts with shaken move orders, then one long search (solveReport).
// - Solved: the moves. Impossible: a search ran out of moves without a win and without the
//   heuristic cut (the sound pruning keeps some solution whenever one exists). Unknown: otherwise.

import type { Card } from '../../core/cards.ts';
import {
  COLUMN_COUNT,
  FOUNDATION,
  HOME,
  STOCK_MOVE,
  WASTE,
  moveOf,
  newDeal,
  passLimit,
  type Draw,
  type KlondikeMove,
  type KlondikeState,
  type Scoring,
} from './rules.ts';

/** The node budget of "Nur lösbare Blätter" and of `solve` without `nodes` (README: how it was chosen). */
export const DEFAULT_NODES = 5_000;
/** Deepest search path in solver moves; real solutions need about 150 (the recursion uses 3 frames a level). */
const MAX_DEPTH = 1000;
/** The largest budget the engine accepts (the engine answers synchronously). */
export const MAX_NODES = 2_000_000;

export type SolveAnswer = readonly KlondikeMove[] | 'impossible' | 'unknown';

export interface SolveReport {
  readonly answer: SolveAnswer;
  /** Positions expanded. */
  readonly nodes: number;
}

const isRed = (c: Card): boolean => ((c & 3) + 1) >> 1 === 1;
const fits = (card: Card, under: Card): boolean => (card >> 2) + 1 === under >> 2 && isRed(card) !== isRed(under);

/** A solver move: `talon` plays the talon card that becomes the waste top after `turns` stock taps. */
type SMove =
  | { readonly kind: 'col'; readonly from: number; readonly to: number; readonly count: number; readonly prio: number }
  | { readonly kind: 'talon'; readonly turns: number; readonly p: number; readonly pass: number; readonly to: number; readonly prio: number }
  | { readonly kind: 'found'; readonly suit: number; readonly to: number; readonly prio: number };

class Search {
  readonly cols: Card[][];
  readonly down: number[];
  readonly found: number[];
  readonly talon: Card[];
  p: number;
  pass: number;
  readonly draw: Draw;
  readonly limit: number;
  /** Whether p and the pass belong to the key: with Ziehen 1 and no pass limit every talon card is always reachable. */
  readonly keyP: boolean;
  readonly keyPass: boolean;
  readonly seen = new Set<string>();
  nodes = 0;
  readonly budget: number;
  /** The engine moves of the current path. */
  readonly path: KlondikeMove[] = [];
  outOfBudget = false;
  /** Levels of dfs on the current path (the recursion stays far inside the call stack). */
  depth = 0;
  /** A heuristic cut fired: an exhausted search is then no proof of impossibility. */
  cut = false;

  constructor(
    s: KlondikeState,
    budget: number,
    readonly variant: number,
  ) {
    this.cols = s.columns.map((c) => c.slice());
    this.down = s.down.slice();
    this.found = s.foundations.slice();
    this.talon = s.waste.concat(s.stock.slice().reverse());
    this.p = s.waste.length;
    this.pass = s.pass;
    this.draw = s.draw;
    this.limit = passLimit(s.draw, s.scoring);
    this.keyPass = s.scoring === 'vegas';
    this.keyP = s.draw === 3 || this.keyPass;
    this.budget = budget;
  }

  key(): string {
    const codes: number[] = [];
    for (let i = 0; i < COLUMN_COUNT; i++) {
      const col = this.cols[i] as Card[];
      codes.push(100 + (this.down[i] as number));
      for (let h = this.down[i] as number; h < col.length; h++) codes.push(col[h] as Card);
    }
    for (const f of this.found) codes.push(200 + f);
    if (this.keyP) codes.push(300 + this.p);
    if (this.keyPass) codes.push(400 + this.pass);
    return String.fromCharCode(...codes);
  }

  won(): boolean {
    return this.found[0] === 13 && this.found[1] === 13 && this.found[2] === 13 && this.found[3] === 13;
  }

  run(col: number): number {
    const c = this.cols[col] as Card[];
    const up = c.length - (this.down[col] as number);
    if (up <= 0) return 0;
    let k = 1;
    while (k < up && fits(c[c.length - k] as Card, c[c.length - k - 1] as Card)) k++;
    return k;
  }

  safeHome(c: Card): boolean {
    if (this.found[c & 3] !== c >> 2) return false;
    const r = (c >> 2) + 1;
    if (r <= 2) return true;
    const f = this.found;
    return isRed(c) ? (f[0] as number) >= r - 1 && (f[3] as number) >= r - 1 : (f[1] as number) >= r - 1 && (f[2] as number) >= r - 1;
  }

  /** Turn a column's new last card face up; returns whether it did. */
  flip(i: number): boolean {
    const d = this.down[i] as number;
    if (d > 0 && (this.cols[i] as Card[]).length === d) {
      this.down[i] = d - 1;
      return true;
    }
    return false;
  }

  /** The waste tops reachable by stock taps from here: [p, pass, turns] each, fewest turns first. */
  reachable(): [number, number, number][] {
    const out: [number, number, number][] = [];
    const len = this.talon.length;
    if (len === 0) return out;
    const seenP = new Uint8Array(len + 1);
    let p = this.p;
    let pass = this.pass;
    let turns = 0;
    let newPasses = 0;
    if (p > 0) {
      out.push([p, pass, 0]);
      seenP[p] = 1;
    }
    for (;;) {
      if (p < len) p = Math.min(p + this.draw, len);
      else if (pass < this.limit && newPasses < 1) {
        p = 0;
        pass++;
        newPasses++;
      } else break;
      turns++;
      if (p > 0 && !seenP[p]) {
        seenP[p] = 1;
        out.push([p, pass, turns]);
      }
    }
    return out;
  }

  /** A move's priority: its category `base`, plus on a restart a deterministic bump from (variant, move id). */
  jit(base: number, id: number): number {
    if (this.variant === 0) return base;
    let h = Math.imul(id ^ Math.imul(this.variant, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return base + ((h >>> 0) % JITTER);
  }

  /** Some talon card could lie on `under`. */
  talonFits(under: Card): boolean {
    for (const c of this.talon) if (fits(c, under)) return true;
    return false;
  }

  /** Is there a king that an empty column could take (one that does not already head a column)? */
  homelessKing(): boolean {
    for (const c of this.talon) if (c >> 2 === 12) return true;
    for (let i = 0; i < COLUMN_COUNT; i++) {
      const col = this.cols[i] as Card[];
      for (let h = 1; h < col.length; h++) if ((col[h] as Card) >> 2 === 12) return true;
    }
    return false;
  }

  moves(): SMove[] {
    const out: SMove[] = [];
    const cols = this.cols;
    let firstEmpty = -1;
    for (let j = 0; j < COLUMN_COUNT; j++)
      if ((cols[j] as Card[]).length === 0) {
        firstEmpty = j;
        break;
      }
    let kingNeedsRoom = -1; // lazily computed homelessKing()
    for (let i = 0; i < COLUMN_COUNT; i++) {
      const src = cols[i] as Card[];
      const n = src.length;
      const d = this.down[i] as number;
      const up = n - d;
      if (up <= 0) continue;
      const top = src[n - 1] as Card;
      if (this.found[top & 3] === top >> 2)
        out.push({ kind: 'col', from: i, to: HOME, count: 1, prio: this.jit(up === 1 && d > 0 ? 900 + d : 500, i * 16 + 15) });
      const run = this.run(i);
      for (let j = 0; j < COLUMN_COUNT; j++) {
        if (j === i) continue;
        const dst = cols[j] as Card[];
        let k: number;
        if (dst.length === 0) {
          if (j !== firstEmpty) continue;
          k = 13 - (top >> 2);
          if (k < 1 || k > run) continue;
          if (k === n) continue; // the king already heads its column: moving it changes nothing
        } else {
          const target = dst[dst.length - 1] as Card;
          k = (target >> 2) - (top >> 2);
          if (k < 1 || k > run || !fits(src[n - k] as Card, target)) continue;
        }
        let prio: number;
        if (k === up && d > 0) prio = 1000 + d * 10;
        else if (k === n) {
          if (kingNeedsRoom < 0) kingNeedsRoom = this.homelessKing() ? 1 : 0;
          if (kingNeedsRoom === 0) continue;
          prio = 300;
        } else if (dst.length === 0) prio = 350;
        else {
          // A part of a run moves only when the card it uncovers can go home or take a talon card;
          // any other split is cut (a heuristic cut: the search then never answers "impossible").
          const under = src[n - k - 1] as Card;
          if (this.found[under & 3] !== under >> 2 && !this.talonFits(under)) {
            this.cut = true;
            continue;
          }
          prio = 100;
        }
        out.push({ kind: 'col', from: i, to: j, count: k, prio: this.jit(prio, i * 16 + j) });
      }
    }
    for (const [p, pass, turns] of this.reachable()) {
      const c = this.talon[p - 1] as Card;
      if (this.found[c & 3] === c >> 2) out.push({ kind: 'talon', turns, p, pass, to: HOME, prio: this.jit(600 - turns, 256 + p * 16 + 15) });
      for (let j = 0; j < COLUMN_COUNT; j++) {
        const dst = cols[j] as Card[];
        if (dst.length === 0 ? c >> 2 === 12 && j === firstEmpty : fits(c, dst[dst.length - 1] as Card)) {
          out.push({ kind: 'talon', turns, p, pass, to: j, prio: this.jit(400 - turns, 256 + p * 16 + j) });
        }
      }
    }
    for (let suit = 0; suit < 4; suit++) {
      const r = this.found[suit] as number;
      if (r === 0) continue;
      const card = (r - 1) * 4 + suit;
      // Only worth it while a card that could lie on it is off the foundations.
      const needed = isRed(card)
        ? (this.found[0] as number) < r - 1 || (this.found[3] as number) < r - 1
        : (this.found[1] as number) < r - 1 || (this.found[2] as number) < r - 1;
      if (!needed) continue;
      for (let j = 0; j < COLUMN_COUNT; j++) {
        const dst = cols[j] as Card[];
        if (dst.length === 0 ? r === 13 && j === firstEmpty : fits(card, dst[dst.length - 1] as Card))
          out.push({ kind: 'found', suit, to: j, prio: this.jit(50, 1024 + suit * 16 + j) });
      }
    }
    out.sort((a, b) => b.prio - a.prio);
    return out;
  }

  /** Depth-first search from the current position; true when it reached a win (the path holds it). */
  dfs(): boolean {
    if (this.nodes >= this.budget) {
      this.outOfBudget = true;
      return false;
    }
    if (this.depth >= MAX_DEPTH) {
      // Far deeper than any real solution: treat as a dead end, and no longer claim a proof.
      this.cut = true;
      return false;
    }
    this.nodes++;
    this.depth++;
    // Safe foundation moves first, as forced moves (undone on the way back).
    const auto: [number, boolean][] = []; // [column or -1 for the waste, turned]
    for (let again = true; again;) {
      again = false;
      for (let i = 0; i < COLUMN_COUNT; i++) {
        const col = this.cols[i] as Card[];
        if (col.length <= (this.down[i] as number)) continue;
        const c = col[col.length - 1] as Card;
        if (this.safeHome(c)) {
          col.pop();
          this.found[c & 3] = (this.found[c & 3] as number) + 1;
          this.lastHome.push(c);
          auto.push([i, this.flip(i)]);
          this.path.push(moveOf(i, HOME));
          again = true;
        }
      }
      if (this.p > 0) {
        const c = this.talon[this.p - 1] as Card;
        if (this.safeHome(c)) {
          this.talon.splice(this.p - 1, 1);
          this.p--;
          this.found[c & 3] = (this.found[c & 3] as number) + 1;
          this.lastHome.push(c);
          auto.push([-1, false]);
          this.path.push(moveOf(WASTE, HOME));
          again = true;
        }
      }
    }
    const solved = this.won() || this.expand();
    this.depth--;
    if (!solved) {
      for (let a = auto.length - 1; a >= 0; a--) {
        const [i, turned] = auto[a] as [number, boolean];
        this.path.pop();
        this.undoHome(i, turned);
      }
    }
    return solved;
  }

  /** Cards sent home by the forced safe moves, in order (undone last first). */
  readonly lastHome: Card[] = [];

  /** Undo one forced safe move from column i (-1: the waste). */
  undoHome(i: number, turned: boolean): void {
    if (i >= 0) {
      if (turned) this.down[i] = (this.down[i] as number) + 1;
      const card = this.lastHome.pop() as Card;
      this.found[card & 3] = (this.found[card & 3] as number) - 1;
      (this.cols[i] as Card[]).push(card);
    } else {
      const card = this.lastHome.pop() as Card;
      this.found[card & 3] = (this.found[card & 3] as number) - 1;
      this.talon.splice(this.p, 0, card);
      this.p++;
    }
  }

  expand(): boolean {
    const k = this.key();
    if (this.seen.has(k)) return false;
    this.seen.add(k);
    for (const m of this.moves()) {
      if (this.tryMove(m)) return true;
      if (this.outOfBudget) return false;
    }
    return false;
  }

  tryMove(m: SMove): boolean {
    if (m.kind === 'col') {
      const src = this.cols[m.from] as Card[];
      const moved = src.splice(src.length - m.count, m.count);
      const suit = (moved[0] as Card) & 3;
      if (m.to === HOME) this.found[suit] = (this.found[suit] as number) + 1;
      else (this.cols[m.to] as Card[]).push(...moved);
      const turned = this.flip(m.from);
      this.path.push(moveOf(m.from, m.to));
      const ok = this.dfs();
      if (ok) return true;
      this.path.pop();
      if (turned) this.down[m.from] = (this.down[m.from] as number) + 1;
      if (m.to === HOME) this.found[suit] = (this.found[suit] as number) - 1;
      else (this.cols[m.to] as Card[]).length -= m.count;
      src.push(...moved);
      return false;
    }
    if (m.kind === 'talon') {
      const oldP = this.p;
      const oldPass = this.pass;
      const card = this.talon[m.p - 1] as Card;
      this.talon.splice(m.p - 1, 1);
      this.p = m.p - 1;
      this.pass = m.pass;
      if (m.to === HOME) this.found[card & 3] = (this.found[card & 3] as number) + 1;
      else (this.cols[m.to] as Card[]).push(card);
      for (let t = 0; t < m.turns; t++) this.path.push(STOCK_MOVE);
      this.path.push(moveOf(WASTE, m.to));
      const ok = this.dfs();
      if (ok) return true;
      this.path.length -= m.turns + 1;
      if (m.to === HOME) this.found[card & 3] = (this.found[card & 3] as number) - 1;
      else (this.cols[m.to] as Card[]).pop();
      this.talon.splice(m.p - 1, 0, card);
      this.p = oldP;
      this.pass = oldPass;
      return false;
    }
    const card = ((this.found[m.suit] as number) - 1) * 4 + m.suit;
    this.found[m.suit] = (this.found[m.suit] as number) - 1;
    (this.cols[m.to] as Card[]).push(card);
    this.path.push(moveOf(FOUNDATION + m.suit, m.to));
    const ok = this.dfs();
    if (ok) return true;
    this.path.pop();
    (this.cols[m.to] as Card[]).pop();
    this.found[m.suit] = (this.found[m.suit] as number) + 1;
    return false;
  }
}

/** The bump a restart adds to move priorities at most (the categories lie 50 … 1070 apart). */
const JITTER = 400;
/** Nodes of the first search (plain move order) and of each restart. */
const FIRST_SLICE = 200;
const RESTART_SLICE = 100;

/**
 * Solve from `s` within `budget` expanded positions, with the count of positions used. A
 * depth-first search that loses its way early stays lost, while a winnable deal is usually won
 * within a few hundred positions by some move order. So the first half of the budget goes to
 * short searches: the plain move order (FIRST_SLICE nodes), then restarts with shaken orders
 * (RESTART_SLICE each); the second half to one long search, which can also prove a deal
 * impossible by running out of moves (when no heuristic cut fired). Every search starts with an
 * empty table; the whole is deterministic in `budget`.
 */
export function solveReport(s: KlondikeState, budget: number = DEFAULT_NODES): SolveReport {
  const total = Math.max(0, Math.floor(budget));
  let used = 0;
  for (let variant = 0; used < total; variant++) {
    const long = used >= total / 2;
    const share = long ? total - used : variant === 0 ? FIRST_SLICE : RESTART_SLICE;
    const search = new Search(s, Math.min(share, total - used), variant);
    const won = search.dfs();
    used += search.nodes;
    if (won) return { answer: search.path.slice(), nodes: used };
    // The whole (pruned) space was searched: another order would search the same space.
    if (!search.outOfBudget) return { answer: search.cut ? 'unknown' : 'impossible', nodes: used };
  }
  return { answer: 'unknown', nodes: used };
}

/** The moves that win from `s` (engine notation order, every stock tap spelt out), 'impossible', or 'unknown'. */
export const solve = (s: KlondikeState, budget: number = DEFAULT_NODES): SolveAnswer => solveReport(s, budget).answer;

// Answers the page had the worker compute (solve.worker.ts runs `nextWinnableSeed` itself): the
// engine's create with `winnable` (the daily) then takes the finished answer instead of searching
// again on the main thread. Same arguments, same pure function: the same answer.
const provenElsewhere = new Map<string, number>();
const provenKey = (seed: number, draw: Draw, budget: number, scoring: Scoring): string => `${seed}:${draw}:${budget}:${scoring}`;

/** Keep what `nextWinnableSeed(seed, draw, budget, scoring)` answered elsewhere (a deal before `seed` is no answer). */
export function rememberWinnable(seed: number, draw: Draw, budget: number, scoring: Scoring, deal: number): void {
  if (!Number.isSafeInteger(deal) || deal < seed || deal - seed >= MAX_SEED_TRIES) return;
  if (provenElsewhere.size >= 64) provenElsewhere.delete(provenElsewhere.keys().next().value as string);
  provenElsewhere.set(provenKey(seed, draw, budget, scoring), deal);
}

/** Whether `nextWinnableSeed` with these arguments answers at once (an answer kept from elsewhere). */
export const knowsWinnable = (seed: number, draw: Draw, budget: number, scoring: Scoring): boolean =>
  provenElsewhere.has(provenKey(seed, draw, budget, scoring));

/**
 * The node budget "Nur lösbare Blätter" proves a deal with, per draw count and scoring (the daily:
 * Ziehen 1, Standard). Vegas allows few passes, proofs are rare and most seeds spend the whole
 * budget, so Vegas proves with a smaller one (README "Solver": measured).
 */
export function provingBudget(draw: Draw, scoring: Scoring): number {
  if (scoring === 'standard') return DEFAULT_NODES;
  return draw === 1 ? VEGAS1_NODES : VEGAS3_NODES;
}
const VEGAS1_NODES = 250;
const VEGAS3_NODES = 1_000;

/** KLO-12: the deal "Nur lösbare Blätter" (and the engine's `winnable`) deals from `seed` with this draw count and scoring. */
export const provenDeal = (seed: number, draw: Draw, scoring: Scoring): number | null => nextWinnableSeed(seed, draw, provingBudget(draw, scoring), scoring);

/** Most seeds `nextWinnableSeed` tries before it gives up (never reached in practice: most deals are winnable). */
export const MAX_SEED_TRIES = 1000;

/**
 * KLO-12 "Nur lösbare Blätter": the first seed from `seed` on whose deal the solver proves
 * winnable within `budget` nodes (the deal's own rules: draw and, with Vegas, its pass limit),
 * or null after MAX_SEED_TRIES seeds.
 */
export function nextWinnableSeed(seed: number, draw: Draw, budget: number = DEFAULT_NODES, scoring: Scoring = 'standard'): number | null {
  const known = provenElsewhere.get(provenKey(seed, draw, budget, scoring));
  if (known !== undefined) return known;
  for (let t = 0; t < MAX_SEED_TRIES; t++) {
    const deal = seed + t;
    if (!Number.isSafeInteger(deal)) return null;
    if (Array.isArray(solve(newDeal(deal, { draw, scoring, carry: 0 }), budget))) return deal;
  }
  return null;
}
