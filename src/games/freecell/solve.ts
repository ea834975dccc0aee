// Test-only FreeCell solver: greedy best-first search over the engine's own legal moves.
// Never imported by the page (FC-13, FC-15: the game has no hint and runs no solver).

import type { Card } from '../../core/cards.ts';
import { HOME, applyMove, isColumnPlace, isCellPlace, isWon, legalMoves, type FreecellMove, type FreecellState } from './rules.ts';

interface Node {
  readonly state: FreecellState;
  readonly parent: Node | null;
  readonly moves: readonly FreecellMove[];
  readonly score: number;
}

/** A card that can never be needed in a column again: safe to send home at once. */
function safeHome(s: FreecellState, card: Card): boolean {
  const rank = (card >> 2) + 1;
  if (s.foundations[card & 3] !== rank - 1) return false;
  if (rank <= 2) return true;
  const red = (card & 3) === 1 || (card & 3) === 2;
  const opp = red ? [0, 3] : [1, 2];
  return opp.every((suit) => (s.foundations[suit] as number) >= rank - 1);
}

/** Play every safe foundation move; returns the moves made and the final state. */
function autoplay(s: FreecellState): { state: FreecellState; moves: FreecellMove[] } {
  const moves: FreecellMove[] = [];
  let cur = s;
  for (let changed = true; changed;) {
    changed = false;
    for (const m of legalMoves(cur)) {
      if (m.to !== HOME) break; // foundation moves come first in legalMoves
      const card = isColumnPlace(m.from) ? (cur.columns[m.from] as Card[])[(cur.columns[m.from] as Card[]).length - 1] : cur.cells[m.from - 8];
      if (card == null || !safeHome(cur, card)) continue;
      const r = applyMove(cur, m);
      if (!r.ok) continue;
      cur = r.value;
      moves.push(m);
      changed = true;
      break;
    }
  }
  return { state: cur, moves };
}

function key(s: FreecellState): string {
  const cols = s.columns.map((c) => String.fromCharCode(...c.map((x) => x + 48))).sort();
  const cells = s.cells.map((c) => (c === null ? '-' : String.fromCharCode(c + 48))).sort();
  return `${s.foundations.join(',')}|${cells.join('')}|${cols.join('/')}`;
}

/** Lower is better: cards not home, plus cards buried above lower cards of their column. */
function score(s: FreecellState): number {
  let home = 0;
  for (const f of s.foundations) home += f;
  let buried = 0;
  for (const col of s.columns) {
    let minRank = 99;
    for (const c of col) {
      const r = c >> 2;
      if (r > minRank) buried++;
      else minRank = r;
    }
  }
  let cellsUsed = 0;
  for (const c of s.cells) if (c !== null) cellsUsed++;
  let emptyCols = 0;
  for (const col of s.columns) if (col.length === 0) emptyCols++;
  return (52 - home) * 3 + buried * 2 + cellsUsed - emptyCols * 2;
}

/** Moves worth searching: one empty cell and one empty column stand for all. */
function candidateMoves(s: FreecellState): FreecellMove[] {
  const firstCell = s.cells.indexOf(null);
  const firstEmptyCol = s.columns.findIndex((c) => c.length === 0);
  return legalMoves(s).filter((m) => {
    if (isCellPlace(m.to)) return m.to - 8 === firstCell;
    if (isColumnPlace(m.to) && (s.columns[m.to] as Card[]).length === 0) {
      if (m.to !== firstEmptyCol) return false;
      if (isColumnPlace(m.from) && (m.count ?? 1) === (s.columns[m.from] as Card[]).length) return false;
    }
    return true;
  });
}

/** Simple binary heap keyed by score. */
class Heap {
  readonly #items: Node[] = [];
  get size(): number {
    return this.#items.length;
  }
  push(n: Node): void {
    const a = this.#items;
    a.push(n);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((a[p] as Node).score <= n.score) break;
      a[i] = a[p] as Node;
      i = p;
    }
    a[i] = n;
  }
  pop(): Node | undefined {
    const a = this.#items;
    const top = a[0];
    const last = a.pop();
    if (a.length && last) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        let best = last.score;
        if (l < a.length && (a[l] as Node).score < best) {
          m = l;
          best = (a[l] as Node).score;
        }
        if (r < a.length && (a[r] as Node).score < best) m = r;
        if (m === i) break;
        a[i] = a[m] as Node;
        i = m;
      }
      a[i] = last;
    }
    return top;
  }
}

/**
 * A full solution from `start` as a list of moves, or null when none was found within
 * `maxNodes` expanded positions (not a proof of unsolvability).
 */
export function solve(start: FreecellState, maxNodes = 200_000): FreecellMove[] | null {
  const first = autoplay(start);
  const heap = new Heap();
  const seen = new Set<string>([key(first.state)]);
  heap.push({ state: first.state, parent: null, moves: first.moves, score: score(first.state) });
  let expanded = 0;
  while (heap.size && expanded < maxNodes) {
    const node = heap.pop() as Node;
    expanded++;
    if (isWon(node.state)) return pathOf(node);
    for (const m of candidateMoves(node.state)) {
      const r = applyMove(node.state, m);
      if (!r.ok) continue;
      const after = autoplay(r.value);
      const k = key(after.state);
      if (seen.has(k)) continue;
      seen.add(k);
      heap.push({ state: after.state, parent: node, moves: [m, ...after.moves], score: score(after.state) });
    }
  }
  return null;
}

function pathOf(node: Node): FreecellMove[] {
  const parts: (readonly FreecellMove[])[] = [];
  for (let n: Node | null = node; n; n = n.parent) parts.push(n.moves);
  return parts.reverse().flat();
}
