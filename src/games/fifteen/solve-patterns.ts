// The 4×4 optimal search with pattern databases: IDA* whose bound is the largest of the four 6-6-3
// partition sums of pdb.ts and the walking distance, every part kept up to date per move.
//
// A lookup's key is Σ cell << 4·slot over its tiles, seen through its symmetry, so a move changes the
// key of each lookup holding the moved tile by one difference, and each such lookup reads one byte.

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

/** The fewest moves from `tiles` (4×4, solvable) home, or `unknown` past `budget` nodes. */
export function searchPatterns(tiles: ArrayLike<number>, budget: number, pt: PatternTables, wd: WalkingTable): PatternSearch {
  const L = LOOKUPS.length;
  const board = Uint8Array.from(tiles);
  let blank = board.indexOf(0);

  // Per tile: the lookups that hold it, with its slot's shift.
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
  const shifts = Int32Array.from(lkShift);
  const cellMap = pt.cellMap;
  const tables = pt.tables;
  // delta[e * 64 + from * 4 + dir]: how entry e's key changes when its tile leaves `from` that way.
  const STEP = [4, -4, 1, -1];
  const delta = new Int32Array(lks.length * 64);
  for (let e = 0; e < lks.length; e++) {
    const l = lks[e] as number;
    for (let from = 0; from < 16; from++) {
      for (let dir = 0; dir < 4; dir++) {
        const to = from + (STEP[dir] as number);
        if (to < 0 || to > 15 || (dir >= 2 && to >> 2 !== from >> 2)) continue;
        delta[e * 64 + from * 4 + dir] = ((cellMap[l * 16 + to] as number) - (cellMap[l * 16 + from] as number)) << (shifts[e] as number);
      }
    }
  }

  const key = new Int32Array(L);
  const val = new Int32Array(L);
  for (let c = 0; c < 16; c++) {
    const t = board[c] as number;
    for (let e = lkStart[t] as number; e < (lkStart[t + 1] as number); e++) {
      const l = lks[e] as number;
      key[l]! += (cellMap[l * 16 + c] as number) << (shifts[e] as number);
    }
  }
  for (let l = 0; l < L; l++) val[l] = (tables[l] as Uint8Array)[key[l] as number] as number;
  // The four partitions' sums, written out (the lookups are fixed in pdb.ts; checked there).
  const patternBound = (): number => {
    const v1 = val[1] as number;
    const v3 = val[3] as number;
    let h = (val[0] as number) + v1 + (val[6] as number);
    const b = (val[2] as number) + v3 + (val[7] as number);
    const c = (val[4] as number) + v3 + (val[8] as number);
    const d = (val[5] as number) + v1 + (val[9] as number);
    if (b > h) h = b;
    if (c > h) h = c;
    if (d > h) h = d;
    return h;
  };

  // Walking distance: the rows' and the columns' table ids.
  const goalRow = new Int8Array(16);
  const goalCol = new Int8Array(16);
  for (let t = 1; t < 16; t++) {
    goalRow[t] = (t - 1) >> 2;
    goalCol[t] = (t - 1) & 3;
  }
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

  // Saved keys and values per depth (a tile is in at most L lookups).
  const saved = new Int32Array(256 * L * 2);
  const path: number[] = [];
  let nodes = 0;
  let limit = Math.max(patternBound(), (wdDist[vwd] as number) + (wdDist[hwd] as number));

  const dfs = (g: number, h: number, prev: number): number => {
    if (h === 0) return FOUND;
    if (++nodes > budget) return OUT;
    let least = 1 << 30;
    const br = blank >> 2;
    const bc = blank & 3;
    const base = g * L * 2;
    for (let dir = 0; dir < 4; dir++) {
      let from: number;
      if (dir === 0) {
        if (br === 0) continue;
        from = blank - 4;
      } else if (dir === 1) {
        if (br === 3) continue;
        from = blank + 4;
      } else if (dir === 2) {
        if (bc === 0) continue;
        from = blank - 1;
      } else {
        if (bc === 3) continue;
        from = blank + 1;
      }
      if (from === prev) continue;
      const t = board[from] as number;
      const to = blank;
      const e0 = lkStart[t] as number;
      const e1 = lkStart[t + 1] as number;
      for (let e = e0, i = base; e < e1; e++, i += 2) {
        const l = lks[e] as number;
        const k = key[l] as number;
        saved[i] = k;
        saved[i + 1] = val[l] as number;
        const nk = k + (delta[e * 64 + from * 4 + dir] as number);
        key[l] = nk;
        val[l] = (tables[l] as Uint8Array)[nk] as number;
      }
      const sv = vwd;
      const sh = hwd;
      if (dir < 2) vwd = wdNext[(vwd * 2 + dir) * 4 + (goalRow[t] as number)] as number;
      else hwd = wdNext[(hwd * 2 + dir - 2) * 4 + (goalCol[t] as number)] as number;
      let h2 = patternBound();
      const w = (wdDist[vwd] as number) + (wdDist[hwd] as number);
      if (w > h2) h2 = w;
      const f = g + 1 + h2;
      let r: number;
      if (f > limit) {
        r = f;
      } else {
        board[to] = t;
        board[from] = 0;
        blank = from;
        path.push(t);
        r = dfs(g + 1, h2, to);
        if (r === FOUND) return FOUND;
        path.pop();
        board[from] = t;
        board[to] = 0;
        blank = to;
      }
      for (let e = e0, i = base; e < e1; e++, i += 2) {
        const l = lks[e] as number;
        key[l] = saved[i] as number;
        val[l] = saved[i + 1] as number;
      }
      vwd = sv;
      hwd = sh;
      if (r === OUT) return OUT;
      if (r < least) least = r;
    }
    return least;
  };

  for (;;) {
    const r = dfs(0, limit, -1);
    if (r === FOUND) return { kind: 'solved', tiles: path.slice(), nodes };
    if (r === OUT) return { kind: 'unknown', tiles: [], nodes };
    limit = r;
  }
}
