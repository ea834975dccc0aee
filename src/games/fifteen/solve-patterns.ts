// The 4×4 optimal search with pattern databases: IDA* whose bound is the larger of the pattern bound
// (pdb.ts) and the walking distance, every part kept up to date per move.
//
// Each of the four partitions adds, over its three lookups, Manhattan distance + 2 × excess; the
// lookups of a partition cover every tile once, so its sum is the board's Manhattan distance plus
// twice its excesses, and the best partition is the one with the largest excess sum. A lookup's key
// is Σ cell << 4·slot over its tiles, seen through its symmetry, so a move changes the key of each
// lookup holding the moved tile by one difference, and each such lookup reads two bits.

import { LOOKUPS, type PatternTables } from './pdb.ts';
import type { WalkingTable } from './walking.ts';
import { wdKey } from './walking.ts';

export interface PatternSearch {
  readonly kind: 'solved' | 'unknown';
  readonly tiles: number[];
  readonly nodes: number;
}

const FOUND = -1;
const OUT = -2;
/** Cell steps of the four ways a tile moves: down, up, right, left (the gap moves the other way). */
const STEP = [4, -4, 1, -1] as const;

/** The fewest moves from `tiles` (4×4, solvable) home, or `unknown` past `budget` nodes. */
export function searchPatterns(tiles: ArrayLike<number>, budget: number, pt: PatternTables, wd: WalkingTable): PatternSearch {
  const L = LOOKUPS.length;
  const board = Uint8Array.from(tiles);
  const blank = board.indexOf(0);
  const excess = pt.excess;

  // Per tile: the lookups that hold it (entries e0 … e1 of `lks`), and per entry and move the key's change.
  const lkStart = new Int32Array(17);
  const lkList: number[] = [];
  const lkShift: number[] = [];
  for (let t = 0; t < 16; t++) {
    lkStart[t] = lkList.length;
    for (let l = 0; l < L; l++) {
      const s = pt.slot[l * 16 + t] as number;
      if (t > 0 && s >= 0) {
        lkList.push(l);
        lkShift.push(s);
      }
    }
  }
  lkStart[16] = lkList.length;
  const lks = Int32Array.from(lkList);
  const delta = new Int32Array(lks.length * 64);
  for (let e = 0; e < lks.length; e++) {
    const l = lks[e] as number;
    for (let from = 0; from < 16; from++) {
      for (let dir = 0; dir < 4; dir++) {
        const to = from + (STEP[dir] as number);
        if (to < 0 || to > 15 || (dir >= 2 && to >> 2 !== from >> 2)) continue;
        delta[e * 64 + from * 4 + dir] = ((pt.cellMap[l * 16 + to] as number) - (pt.cellMap[l * 16 + from] as number)) << (lkShift[e] as number);
      }
    }
  }
  // Manhattan distance's change per tile and move.
  const mdStep = new Int8Array(16 * 64);
  const goalRow = new Int8Array(16);
  const goalCol = new Int8Array(16);
  let md = 0;
  for (let t = 1; t < 16; t++) {
    goalRow[t] = (t - 1) >> 2;
    goalCol[t] = (t - 1) & 3;
    const dist = (p: number): number => Math.abs((p >> 2) - (goalRow[t] as number)) + Math.abs((p & 3) - (goalCol[t] as number));
    for (let from = 0; from < 16; from++)
      for (let dir = 0; dir < 4; dir++) mdStep[t * 64 + from * 4 + dir] = dist((from + (STEP[dir] as number)) & 15) - dist(from);
  }

  const key = new Int32Array(L);
  const ex = new Int32Array(L);
  for (let l = 0; l < L; l++) key[l] = pt.base[l] as number;
  for (let c = 0; c < 16; c++) {
    const t = board[c] as number;
    if (t === 0) continue;
    md += Math.abs((c >> 2) - (goalRow[t] as number)) + Math.abs((c & 3) - (goalCol[t] as number));
    for (let e = lkStart[t] as number; e < (lkStart[t + 1] as number); e++) {
      const l = lks[e] as number;
      key[l]! += (pt.cellMap[l * 16 + c] as number) << (lkShift[e] as number);
    }
  }
  for (let l = 0; l < L; l++) {
    const k = key[l] as number;
    ex[l] = ((excess[k >> 2] as number) >> ((k & 3) << 1)) & 3;
  }
  // The partitions' excess sums, written out (PARTITIONS in pdb.ts; its test checks they match).
  const excessBound = (): number => {
    const e1 = ex[1] as number;
    const e3 = ex[3] as number;
    let h = (ex[0] as number) + e1 + (ex[6] as number);
    const b = (ex[2] as number) + e3 + (ex[7] as number);
    const c = (ex[4] as number) + e3 + (ex[8] as number);
    const d = (ex[5] as number) + e1 + (ex[9] as number);
    if (b > h) h = b;
    if (c > h) h = c;
    if (d > h) h = d;
    return h;
  };

  // Walking distance: the rows' and the columns' table ids.
  let vwd: number;
  let hwd: number;
  {
    const rows = new Uint8Array(16);
    const cols = new Uint8Array(16);
    for (let i = 0; i < 16; i++) {
      const t = board[i] as number;
      if (t === 0) continue;
      rows[(i >> 2) * 4 + (goalRow[t] as number)]!++;
      cols[(i & 3) * 4 + (goalCol[t] as number)]!++;
    }
    vwd = wd.ids.get(wdKey(rows, 4, blank >> 2)) as number;
    hwd = wd.ids.get(wdKey(cols, 4, blank & 3)) as number;
  }
  const wdDist = wd.dist;
  const wdNext = wd.next;

  // Saved keys and excesses per depth (a tile is in at most L lookups).
  const saved = new Int32Array(256 * L * 2);
  const path: number[] = [];
  // The node count and the iteration's limit sit in an array: numbers a closure changes live in
  // its context, one memory round trip per use; everything else of a node is a parameter or local.
  const counters = new Float64Array(2);
  const NODES = 0;
  const LIMIT = 1;
  const h0 = Math.max(md + 2 * excessBound(), (wdDist[vwd] as number) + (wdDist[hwd] as number));

  // Depth-first search below the limit from a node at depth g with bound h, the gap at `gap`, the
  // previous gap cell `prev`, Manhattan distance `dist` and walking-distance ids `v`, `w`; returns
  // FOUND, OUT (budget spent) or the least f above the limit.
  const dfs = (g: number, h: number, gap: number, prev: number, dist: number, v: number, w: number): number => {
    if (h === 0) return FOUND;
    const seen = (counters[NODES] as number) + 1;
    counters[NODES] = seen;
    if (seen > budget) return OUT;
    const limit = counters[LIMIT] as number;
    let least = 1 << 30;
    const br = gap >> 2;
    const bc = gap & 3;
    const base = g * L * 2;
    for (let dir = 0; dir < 4; dir++) {
      let from: number;
      if (dir === 0) {
        if (br === 0) continue;
        from = gap - 4;
      } else if (dir === 1) {
        if (br === 3) continue;
        from = gap + 4;
      } else if (dir === 2) {
        if (bc === 0) continue;
        from = gap - 1;
      } else {
        if (bc === 3) continue;
        from = gap + 1;
      }
      if (from === prev) continue;
      const t = board[from] as number;
      const move = from * 4 + dir;
      const e0 = lkStart[t] as number;
      const e1 = lkStart[t + 1] as number;
      for (let e = e0, i = base; e < e1; e++, i += 2) {
        const l = lks[e] as number;
        const k = key[l] as number;
        saved[i] = k;
        saved[i + 1] = ex[l] as number;
        const nk = k + (delta[e * 64 + move] as number);
        key[l] = nk;
        ex[l] = ((excess[nk >> 2] as number) >> ((nk & 3) << 1)) & 3;
      }
      const dist2 = dist + (mdStep[t * 64 + move] as number);
      let v2 = v;
      let w2 = w;
      if (dir < 2) v2 = wdNext[(v * 2 + dir) * 4 + (goalRow[t] as number)] as number;
      else w2 = wdNext[(w * 2 + dir - 2) * 4 + (goalCol[t] as number)] as number;
      // The best partition's excess sum (PARTITIONS in pdb.ts, written out; its test checks them).
      const x1 = ex[1] as number;
      const x3 = ex[3] as number;
      let best = (ex[0] as number) + x1 + (ex[6] as number);
      const b = (ex[2] as number) + x3 + (ex[7] as number);
      const c = (ex[4] as number) + x3 + (ex[8] as number);
      const d = (ex[5] as number) + x1 + (ex[9] as number);
      if (b > best) best = b;
      if (c > best) best = c;
      if (d > best) best = d;
      let h2 = dist2 + 2 * best;
      const walking = (wdDist[v2] as number) + (wdDist[w2] as number);
      if (walking > h2) h2 = walking;
      const f = g + 1 + h2;
      let r: number;
      if (f > limit) {
        r = f;
      } else {
        board[gap] = t;
        board[from] = 0;
        path.push(t);
        r = dfs(g + 1, h2, from, gap, dist2, v2, w2);
        if (r === FOUND) return FOUND;
        path.pop();
        board[from] = t;
        board[gap] = 0;
      }
      for (let e = e0, i = base; e < e1; e++, i += 2) {
        const l = lks[e] as number;
        key[l] = saved[i] as number;
        ex[l] = saved[i + 1] as number;
      }
      if (r === OUT) return OUT;
      if (r < least) least = r;
    }
    return least;
  };

  counters[LIMIT] = h0;
  for (;;) {
    const r = dfs(0, h0, blank, -1, md, vwd, hwd);
    const nodes = counters[NODES] as number;
    if (r === FOUND) return { kind: 'solved', tiles: path.slice(), nodes };
    if (r === OUT) return { kind: 'unknown', tiles: [], nodes };
    counters[LIMIT] = r;
  }
}
