// Number Match solver: depth-first search for a sequence of moves that empties the board
// within the stage's add budget. Used by tests (to prove every shipped stage clearable) and by
// the level builder; the page does not use it.
//
// Search: pairs before adds, pairs that empty a row first; states already proven dead are
// remembered; with no add left a board whose digit classes ({1,9} {2,8} {3,7} {4,6} {5}) hold
// an odd count can never be cleared (every pair removes two numbers of one class), so it is cut.

import { GAP, WIDTH, legalPairIndices, refOf, type NumberMatchMove, type NumberMatchState } from './rules.ts';

export interface SolveOptions {
  /** Give up after visiting this many states (default 200 000). */
  readonly maxNodes?: number;
}

export interface SolveResult {
  /** A winning move list, or null. */
  readonly solution: NumberMatchMove[] | null;
  /** States visited. */
  readonly nodes: number;
  /** True when the search ran to its end: a null solution is then a proof that none exists. */
  readonly complete: boolean;
}

const CLASS_OF = [0, 1, 2, 3, 4, 5, 4, 3, 2, 1];

function parityDead(cells: readonly number[]): boolean {
  const counts = new Uint8Array(6);
  for (const v of cells) {
    if (v === GAP) continue;
    const k = CLASS_OF[v] as number;
    counts[k] = (counts[k] ?? 0) ^ 1;
  }
  return counts.some((c) => c === 1);
}

function removePair(cells: readonly number[], a: number, b: number): number[] {
  const out = cells.slice();
  out[a] = GAP;
  out[b] = GAP;
  for (const r of [Math.floor(b / WIDTH), Math.floor(a / WIDTH)].filter((r, k, all) => all.indexOf(r) === k).sort((x, y) => y - x)) {
    let empty = true;
    for (let i = r * WIDTH; i < Math.min(out.length, (r + 1) * WIDTH); i++) if (out[i] !== GAP) empty = false;
    if (empty) out.splice(r * WIDTH, WIDTH);
  }
  return out;
}

function rowEmptiedBy(cells: readonly number[], a: number, b: number): boolean {
  for (const i of [a, b]) {
    const r = Math.floor(i / WIDTH);
    let empty = true;
    for (let j = r * WIDTH; j < Math.min(cells.length, (r + 1) * WIDTH); j++) if (cells[j] !== GAP && j !== a && j !== b) empty = false;
    if (empty) return true;
  }
  return false;
}

const latin1 = new TextDecoder('latin1');

/** The dead-state key of a board and its adds left (one character per cell; exact, not a hash). */
function keyOf(cells: readonly number[], adds: number): string {
  const bytes = new Uint8Array(cells.length + 1);
  for (let i = 0; i < cells.length; i++) bytes[i] = 48 + (cells[i] as number);
  bytes[cells.length] = 65 + adds;
  return latin1.decode(bytes);
}

export function solve(start: NumberMatchState, options: SolveOptions = {}): SolveResult {
  const maxNodes = options.maxNodes ?? 200_000;
  const dead = new Set<string>();
  const path: NumberMatchMove[] = [];
  let nodes = 0;
  let aborted = false;

  const search = (cells: readonly number[], adds: number): boolean => {
    if (cells.length === 0) return true;
    if (nodes >= maxNodes) {
      aborted = true;
      return false;
    }
    nodes++;
    const key = keyOf(cells, adds);
    if (dead.has(key)) return false;
    if (adds === 0 && parityDead(cells)) {
      dead.add(key);
      return false;
    }
    const pairs = legalPairIndices(cells);
    // Pairs that empty a row first, each group in board order.
    const first: Array<[number, number]> = [];
    const rest: Array<[number, number]> = [];
    for (const p of pairs) (rowEmptiedBy(cells, p[0], p[1]) ? first : rest).push(p);
    const ordered = first.concat(rest);
    for (const [a, b] of ordered) {
      path.push({ kind: 'pair', a: refOf(a), b: refOf(b) });
      if (search(removePair(cells, a, b), adds)) return true;
      path.pop();
      if (aborted) return false;
    }
    if (adds > 0) {
      path.push({ kind: 'add' });
      if (search([...cells, ...cells.filter((v) => v !== GAP)], adds - 1)) return true;
      path.pop();
      if (aborted) return false;
    }
    dead.add(key);
    return false;
  };

  const found = search(start.cells, start.adds);
  return { solution: found ? path.slice() : null, nodes, complete: !aborted };
}
