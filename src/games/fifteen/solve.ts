// The optimal Schiebepuzzle solver (SCH-6): IDA* over single-tile moves. 4×4 searches with additive
// pattern databases (pdb.ts, solve-patterns.ts); 3×3, 5×5 and the 4×4 search without them use an
// admissible bound that adds a vertical and a horizontal part, each the larger of walking distance
// and Manhattan distance plus linear conflicts (below).
//
// Why this bound: every move is either vertical or horizontal, so a lower bound on the vertical
// moves plus one on the horizontal moves is admissible. Vertical moves are at least the vertical
// Manhattan distance plus two for every tile that must leave its goal row to let another pass
// (linear conflicts; per row the tiles to lift out are those off the longest increasing run), and at
// least the walking distance (Takahashi): the moves needed when only "how many tiles of goal row g
// sit in row r" is tracked, found once per size by a breadth-first search over those count tables
// (24,964 tables for 4×4, built in a few milliseconds). The same table serves columns. For 5×5 the
// table would be large and the search is hopeless anyway, so 5×5 uses Manhattan + conflicts only.
// Everything is incremental: a move changes one tile's row or column, two lines' conflicts and one
// walking-distance table index. The budget counts nodes, never time, so answers are reproducible.
// Pure: no clock, no DOM; it runs in the engine and in a Web Worker.

import { patternTables } from './pdb.ts';
import { searchPatterns } from './solve-patterns.ts';
import { walkingTable, wdKey } from './walking.ts';

export type SolveResult =
  { readonly kind: 'solved'; readonly tiles: readonly number[]; readonly nodes: number } | { readonly kind: 'impossible' } | { readonly kind: 'unknown' };

/**
 * Nodes the engine's `solve` searches when the request names none: a quick answer (every 3×3
 * start needs under 12,000; about half the random 4×4 starts are answered within it). Requests that want more name `nodes`.
 */
export const DEFAULT_NODES = 100_000;
/** Nodes the page's worker searches for SCH-6 (4×4: see README for the share found within it). */
export const PAGE_NODES = 60_000_000;
/** Largest budget a request may ask for. */
export const MAX_NODES = 1_000_000_000;

/** Inversions of the tiles (gap left out) in reading order. */
export function inversions(tiles: ArrayLike<number>): number {
  let inv = 0;
  for (let i = 0; i < tiles.length; i++) {
    const a = tiles[i] as number;
    if (a === 0) continue;
    for (let j = i + 1; j < tiles.length; j++) {
      const b = tiles[j] as number;
      if (b !== 0 && b < a) inv++;
    }
  }
  return inv;
}

/**
 * The parity rule: a vertical move jumps a tile over n − 1 others and moves the gap one row, so
 * for odd n the inversion parity never changes and for even n inversions + gap row keeps its parity.
 * Solvable exactly when that invariant matches the solved arrangement's (gap in the last row).
 */
export function isSolvable(tiles: ArrayLike<number>, size: number): boolean {
  const inv = inversions(tiles);
  if (size % 2 === 1) return inv % 2 === 0;
  let gap = 0;
  while (tiles[gap] !== 0) gap++;
  return (inv + Math.floor(gap / size)) % 2 === (size - 1) % 2;
}

/**
 * Builds the tables of a size now (a page's worker calls it when a round opens, while the player
 * plays): walking distance for 3×3 and 4×4, and for 4×4 the pattern tables (about a second).
 */
export function prepareSolver(size?: number): void {
  if (size === undefined || size === 3) walkingTable(3);
  if (size === undefined || size === 4) {
    walkingTable(4);
    patternTables();
  }
}

export interface SolveOptions {
  /** 4×4 only: false searches with the walking-distance bound alone, as before the pattern tables (for comparisons). */
  readonly patterns?: boolean;
}

/** Number of the line's tiles to lift out so the rest stand in goal order (length − longest increasing run). `goals` holds goal places in line order. */
const best = new Int8Array(8);
function liftOut(goals: Int8Array, len: number): number {
  if (len < 2) return 0;
  let longest = 0;
  for (let i = 0; i < len; i++) {
    let b = 1;
    for (let j = 0; j < i; j++) if ((goals[j] as number) < (goals[i] as number) && (best[j] as number) + 1 > b) b = (best[j] as number) + 1;
    best[i] = b;
    if (b > longest) longest = b;
  }
  return len - longest;
}

/**
 * The fewest single-tile moves from `tiles` (reading order, 0 the gap) to the solved arrangement, as
 * the tiles to tap in order; `impossible` for an unsolvable arrangement; `unknown` when more than
 * `budget` nodes would be needed.
 */
export function solve(tiles: ArrayLike<number>, size: number, budget: number = DEFAULT_NODES, options: SolveOptions = {}): SolveResult {
  const n = size;
  const cells = n * n;
  if (tiles.length !== cells) return { kind: 'impossible' };
  if (!isSolvable(tiles, n)) return { kind: 'impossible' };
  if (n === 4 && options.patterns !== false) {
    const r = searchPatterns(tiles, budget, patternTables(), walkingTable(4));
    return r.kind === 'solved' ? { kind: 'solved', tiles: r.tiles, nodes: r.nodes } : { kind: 'unknown' };
  }
  const board = Uint8Array.from(tiles);
  let blank = board.indexOf(0);

  const wd = n <= 4 ? walkingTable(n) : null;
  // Goal row and column of each tile.
  const goalRow = new Int8Array(cells);
  const goalCol = new Int8Array(cells);
  for (let t = 1; t < cells; t++) {
    goalRow[t] = Math.floor((t - 1) / n);
    goalCol[t] = (t - 1) % n;
  }

  // Linear conflicts by table: a line's code has one base-(n+1) digit per cell, the tile's goal place
  // in this line when its goal line is this one, else n (other tiles and the gap). A move changes
  // one digit of two rows (or columns) and swaps two digits of one column (or row).
  const base = n + 1;
  const pow = new Int32Array(n + 1);
  pow[0] = 1;
  for (let k = 1; k <= n; k++) pow[k] = (pow[k - 1] as number) * base;
  const conflictsOf = new Uint8Array(pow[n] as number);
  {
    const goals = new Int8Array(n);
    for (let code = 0; code < conflictsOf.length; code++) {
      let len = 0;
      for (let c = 0; c < n; c++) {
        const d = Math.floor(code / (pow[c] as number)) % base;
        if (d < n) goals[len++] = d;
      }
      conflictsOf[code] = liftOut(goals, len);
    }
  }
  /** rowDigit[t * n + r]: tile t's digit in row r's code (the gap is tile 0, always n). */
  const rowDigit = new Int8Array(cells * n);
  const colDigit = new Int8Array(cells * n);
  for (let t = 0; t < cells; t++) {
    for (let k = 0; k < n; k++) {
      rowDigit[t * n + k] = t !== 0 && goalRow[t] === k ? (goalCol[t] as number) : n;
      colDigit[t * n + k] = t !== 0 && goalCol[t] === k ? (goalRow[t] as number) : n;
    }
  }
  const rowCode = new Int32Array(n);
  const colCode = new Int32Array(n);
  for (let i = 0; i < cells; i++) {
    const t = board[i] as number;
    const r = Math.floor(i / n);
    const c = i % n;
    rowCode[r]! += (rowDigit[t * n + r] as number) * (pow[c] as number);
    colCode[c]! += (colDigit[t * n + c] as number) * (pow[r] as number);
  }

  // The parts of the bound, kept up to date by every move.
  let vmd = 0;
  let hmd = 0;
  let rowLCsum = 0;
  let colLCsum = 0;
  for (let i = 0; i < cells; i++) {
    const t = board[i] as number;
    if (t === 0) continue;
    vmd += Math.abs(Math.floor(i / n) - (goalRow[t] as number));
    hmd += Math.abs((i % n) - (goalCol[t] as number));
  }
  for (let k = 0; k < n; k++) {
    rowLCsum += conflictsOf[rowCode[k] as number] as number;
    colLCsum += conflictsOf[colCode[k] as number] as number;
  }
  let vwd = 0;
  let hwd = 0;
  if (wd) {
    const rowsCount = new Uint8Array(cells);
    const colsCount = new Uint8Array(cells);
    for (let i = 0; i < cells; i++) {
      const t = board[i] as number;
      if (t === 0) continue;
      rowsCount[Math.floor(i / n) * n + (goalRow[t] as number)]!++;
      colsCount[(i % n) * n + (goalCol[t] as number)]!++;
    }
    vwd = wd.ids.get(wdKey(rowsCount, n, Math.floor(blank / n))) ?? -1;
    hwd = wd.ids.get(wdKey(colsCount, n, blank % n)) ?? -1;
    if (vwd < 0 || hwd < 0) return { kind: 'impossible' };
  }
  const wdDist = wd ? wd.dist : new Uint8Array(1);
  const wdNext = wd ? wd.next : new Int32Array(0);

  // Inversion distance: a vertical move jumps its tile over n − 1 tiles of the reading order, so it
  // changes the inversions by at most n − 1 (and by an amount of n − 1's parity); the same holds for
  // horizontal moves in column-major order. For 4×4 each move changes them by 1 or 3, so inv/3 rounded
  // down plus the remainder is a bound (Takahashi); otherwise inv / (n − 1) rounded up.
  const hRank = new Int8Array(cells);
  for (let t = 1; t < cells; t++) hRank[t] = (goalCol[t] as number) * n + (goalRow[t] as number);
  let vinv = inversions(board);
  let hinv = 0;
  {
    const byColumns: number[] = [];
    for (let c = 0; c < n; c++) for (let r = 0; r < n; r++) byColumns.push(board[r * n + c] === 0 ? 0 : (hRank[board[r * n + c] as number] as number) + 1);
    hinv = inversions(byColumns);
  }
  const idOf = n === 4 ? (inv: number): number => Math.floor(inv / 3) + (inv % 3) : (inv: number): number => Math.ceil(inv / (n - 1));
  const idTable = new Uint8Array(n * n * n * n);
  for (let i = 0; i < idTable.length; i++) idTable[i] = idOf(i);

  const bound = (): number => {
    let v = vmd + 2 * rowLCsum;
    let h = hmd + 2 * colLCsum;
    const wv = wdDist[vwd] as number;
    const wh = wdDist[hwd] as number;
    const iv = idTable[vinv] as number;
    const ih = idTable[hinv] as number;
    if (wv > v) v = wv;
    if (iv > v) v = iv;
    if (wh > h) h = wh;
    if (ih > h) h = ih;
    return v + h;
  };

  const path: number[] = [];
  let nodes = 0;
  let limit = bound();
  const FOUND = -1;
  const OUT = -2;

  // Depth-first search below `limit`; returns FOUND, OUT (budget spent) or the least f above the limit.
  const dfs = (g: number, h: number, prev: number): number => {
    if (h === 0) return FOUND;
    if (++nodes > budget) return OUT;
    let least = Infinity;
    const br = Math.floor(blank / n);
    const bc = blank - br * n;
    for (let dir = 0; dir < 4; dir++) {
      // dir: 0 the tile above the gap moves down, 1 below moves up, 2 left moves right, 3 right moves left.
      let from: number;
      if (dir === 0) {
        if (br === 0) continue;
        from = blank - n;
      } else if (dir === 1) {
        if (br === n - 1) continue;
        from = blank + n;
      } else if (dir === 2) {
        if (bc === 0) continue;
        from = blank - 1;
      } else {
        if (bc === n - 1) continue;
        from = blank + 1;
      }
      if (from === prev) continue;
      const t = board[from] as number;
      const oldBlank = blank;
      const saveV = vmd;
      const saveH = hmd;
      const saveR = rowLCsum;
      const saveC = colLCsum;
      const saveVinv = vinv;
      const saveHinv = hinv;
      const saveVwd = vwd;
      const saveHwd = hwd;
      board[oldBlank] = t;
      board[from] = 0;
      blank = from;
      let a = 0;
      let b = 0;
      let ca = 0;
      let cb = 0;
      let cross = 0;
      if (dir < 2) {
        // t moves from row a to row b = the gap's row, in column bc.
        a = dir === 0 ? br - 1 : br + 1;
        b = br;
        const gr = goalRow[t] as number;
        vmd += Math.abs(br - gr) - Math.abs(a - gr);
        ca = rowCode[a] as number;
        cb = rowCode[b] as number;
        const na = ca + (n - (rowDigit[t * n + a] as number)) * (pow[bc] as number);
        const nb = cb + ((rowDigit[t * n + b] as number) - n) * (pow[bc] as number);
        rowCode[a] = na;
        rowCode[b] = nb;
        rowLCsum += (conflictsOf[na] as number) - (conflictsOf[ca] as number) + (conflictsOf[nb] as number) - (conflictsOf[cb] as number);
        // Column bc keeps its order (no conflict change) but t's digit moves from row a to row b.
        cross = colCode[bc] as number;
        colCode[bc] = cross + (colDigit[t * n + bc] as number) * ((pow[b] as number) - (pow[a] as number)) + n * ((pow[a] as number) - (pow[b] as number));
        if (wd) vwd = wdNext[(vwd * 2 + dir) * n + gr] as number;
        // The tiles between \`from\` and the gap in reading order, which t jumped over.
        const lo = dir === 0 ? from + 1 : oldBlank + 1;
        for (let i = lo; i < lo + n - 1; i++) {
          const x = board[i] as number;
          vinv += (dir === 0 ? x > t : t > x) ? 1 : -1;
        }
      } else {
        // t moves from column a to column b = the gap's column, in row br.
        a = dir === 2 ? bc - 1 : bc + 1;
        b = bc;
        const gc = goalCol[t] as number;
        hmd += Math.abs(bc - gc) - Math.abs(a - gc);
        ca = colCode[a] as number;
        cb = colCode[b] as number;
        const na = ca + (n - (colDigit[t * n + a] as number)) * (pow[br] as number);
        const nb = cb + ((colDigit[t * n + b] as number) - n) * (pow[br] as number);
        colCode[a] = na;
        colCode[b] = nb;
        colLCsum += (conflictsOf[na] as number) - (conflictsOf[ca] as number) + (conflictsOf[nb] as number) - (conflictsOf[cb] as number);
        cross = rowCode[br] as number;
        rowCode[br] = cross + (rowDigit[t * n + br] as number) * ((pow[b] as number) - (pow[a] as number)) + n * ((pow[a] as number) - (pow[b] as number));
        if (wd) hwd = wdNext[(hwd * 2 + (dir - 2)) * n + gc] as number;
        // The tiles between the two cells in column-major order: below in the left column, above in the right one.
        const left = dir === 2 ? a : bc;
        const rt = hRank[t] as number;
        for (let r = br + 1; r < n; r++) {
          const x = hRank[board[r * n + left] as number] as number;
          hinv += (dir === 2 ? x > rt : rt > x) ? 1 : -1;
        }
        for (let r = 0; r < br; r++) {
          const x = hRank[board[r * n + left + 1] as number] as number;
          hinv += (dir === 2 ? x > rt : rt > x) ? 1 : -1;
        }
      }
      const h2 = bound();
      const f = g + 1 + h2;
      let r: number;
      if (f > limit) {
        r = f;
      } else {
        path.push(t);
        r = dfs(g + 1, h2, oldBlank);
        if (r === FOUND) return FOUND;
        path.pop();
      }
      // Take the move back.
      board[from] = t;
      board[oldBlank] = 0;
      blank = oldBlank;
      vmd = saveV;
      hmd = saveH;
      rowLCsum = saveR;
      colLCsum = saveC;
      vinv = saveVinv;
      hinv = saveHinv;
      vwd = saveVwd;
      hwd = saveHwd;
      if (dir < 2) {
        rowCode[a] = ca;
        rowCode[b] = cb;
        colCode[bc] = cross;
      } else {
        colCode[a] = ca;
        colCode[b] = cb;
        rowCode[br] = cross;
      }
      if (r === OUT) return OUT;
      if (r < least) least = r;
    }
    return least;
  };

  for (;;) {
    const r = dfs(0, bound(), -1);
    if (r === FOUND) return { kind: 'solved', tiles: path.slice(), nodes };
    if (r === OUT || r === Infinity) return { kind: 'unknown' };
    limit = r;
  }
}
