// Path rule of connect (CON-6/CON-7): orthogonal lines with at most two bends through empty cells,
// on a grid padded with one always-empty outer ring; plus the blocker search of CON-5.

/** Every board is six columns wide (CON-9). */
export const WIDTH = 6;

/** A board cell as [row, column], 0-based; the ring is row/column -1 or height/width. */
export type Cell = readonly [number, number];

/**
 * Occupancy on the padded grid: (height + 2) × (WIDTH + 2) cells, ring included.
 * Index of board cell (r, c) is (r + 1) * PW + (c + 1) with PW = WIDTH + 2.
 */
export interface Grid {
  readonly height: number;
  readonly occ: Uint8Array | number[];
}

export const PW = WIDTH + 2;
export const padIndex = (r: number, c: number): number => (r + 1) * PW + (c + 1);

/**
 * A grid from board cells (row-major, `-1` = empty). A plain array, not a typed one: a tap builds
 * grids, and a small typed array's off-heap store costs far more to allocate in the browser (issue 21).
 */
export function gridFrom(cells: readonly number[], height: number): Grid {
  const occ = new Array<number>((height + 2) * PW).fill(0);
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < WIDTH; c++) if ((cells[r * WIDTH + c] ?? -1) >= 0) occ[padIndex(r, c)] = 1;
  }
  return { height, occ };
}

function simplify(points: Cell[]): Cell[] {
  const out: Cell[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (last && last[0] === p[0] && last[1] === p[1]) continue;
    out.push(p);
  }
  // Drop interior points that lie on a straight line with their neighbours.
  let i = 1;
  while (i < out.length - 1) {
    const a = out[i - 1] as Cell,
      b = out[i] as Cell,
      c = out[i + 1] as Cell;
    if ((a[0] === b[0] && b[0] === c[0]) || (a[1] === b[1] && b[1] === c[1])) out.splice(i, 1);
    else i++;
  }
  return out;
}

function pathLength(points: readonly Cell[]): number {
  let n = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Cell,
      b = points[i] as Cell;
    n += Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]);
  }
  return n;
}

/**
 * The best line between board cells a and b (both treated as endpoints, whatever they hold):
 * fewest bends first, then shortest. Returns its corner points, ends included, in board
 * coordinates (ring = -1 / height / WIDTH), or null when no line with ≤ 2 bends exists.
 */
export function findPath(grid: Grid, a: Cell, b: Cell): Cell[] | null {
  const { occ, height } = grid;
  const PH = height + 2;
  // Padded coordinates.
  const ra = a[0] + 1,
    ca = a[1] + 1,
    rb = b[0] + 1,
    cb = b[1] + 1;
  if (ra === rb && ca === cb) return null;
  const ia = ra * PW + ca,
    ib = rb * PW + cb;
  const keepA = occ[ia] as number,
    keepB = occ[ib] as number;
  occ[ia] = 1;
  occ[ib] = 1;
  try {
    // Empty ray extents (inclusive of the start cell) in the four directions.
    let upA = ra;
    while (upA > 0 && occ[(upA - 1) * PW + ca] === 0) upA--;
    let dnA = ra;
    while (dnA < PH - 1 && occ[(dnA + 1) * PW + ca] === 0) dnA++;
    let lfA = ca;
    while (lfA > 0 && occ[ra * PW + lfA - 1] === 0) lfA--;
    let rtA = ca;
    while (rtA < PW - 1 && occ[ra * PW + rtA + 1] === 0) rtA++;
    let upB = rb;
    while (upB > 0 && occ[(upB - 1) * PW + cb] === 0) upB--;
    let dnB = rb;
    while (dnB < PH - 1 && occ[(dnB + 1) * PW + cb] === 0) dnB++;
    let lfB = cb;
    while (lfB > 0 && occ[rb * PW + lfB - 1] === 0) lfB--;
    let rtB = cb;
    while (rtB < PW - 1 && occ[rb * PW + rtB + 1] === 0) rtB++;

    let best: Cell[] | null = null;
    let bestBends = 9,
      bestLen = 1e9;
    const consider = (pts: Cell[]): void => {
      const s = simplify(pts);
      const bends = s.length - 2;
      if (bends > 2) return;
      const len = pathLength(s);
      if (bends < bestBends || (bends === bestBends && len < bestLen)) {
        best = s;
        bestBends = bends;
        bestLen = len;
      }
    };

    // Middle segment along a row y: A vertical to (y, ca), across to (y, cb), vertical to B.
    const cLo = Math.min(ca, cb),
      cHi = Math.max(ca, cb);
    for (let y = Math.max(upA, upB), yEnd = Math.min(dnA, dnB); y <= yEnd; y++) {
      let clear = true;
      for (let x = cLo + 1; x < cHi; x++)
        if (occ[y * PW + x] !== 0) {
          clear = false;
          break;
        }
      if (!clear) continue;
      // With a shared column, the "across" part has no cells: only a straight line between them counts.
      if (ca === cb && !(y >= Math.min(ra, rb) && y <= Math.max(ra, rb))) continue;
      consider([
        [ra - 1, ca - 1],
        [y - 1, ca - 1],
        [y - 1, cb - 1],
        [rb - 1, cb - 1],
      ]);
    }
    // Middle segment along a column x.
    const rLo = Math.min(ra, rb),
      rHi = Math.max(ra, rb);
    for (let x = Math.max(lfA, lfB), xEnd = Math.min(rtA, rtB); x <= xEnd; x++) {
      let clear = true;
      for (let y = rLo + 1; y < rHi; y++)
        if (occ[y * PW + x] !== 0) {
          clear = false;
          break;
        }
      if (!clear) continue;
      if (ra === rb && !(x >= Math.min(ca, cb) && x <= Math.max(ca, cb))) continue;
      consider([
        [ra - 1, ca - 1],
        [ra - 1, x - 1],
        [rb - 1, x - 1],
        [rb - 1, cb - 1],
      ]);
    }
    return best;
  } finally {
    occ[ia] = keepA;
    occ[ib] = keepB;
  }
}

/**
 * CON-5: the cards that "stand in the way" of a and b — each card X (not a or b) such that
 * treating X alone as empty makes a legal line exist. Caller names X only when exactly one.
 */
export function blockersOf(grid: Grid, a: Cell, b: Cell): Cell[] {
  const out: Cell[] = [];
  const { occ, height } = grid;
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < WIDTH; c++) {
      if ((r === a[0] && c === a[1]) || (r === b[0] && c === b[1])) continue;
      const i = padIndex(r, c);
      if (occ[i] === 0) continue;
      occ[i] = 0;
      const p = findPath(grid, a, b);
      occ[i] = 1;
      if (p) out.push([r, c]);
    }
  }
  return out;
}

/**
 * Every occupied cell that the card at padded index `start` connects to (≤ 2 bends through
 * empty cells), marked 1 in `out` (padded size). One sweep per segment: a straight run of empty
 * cells that holds a cell reached with k segments is reached with k + 1, and the occupied
 * cells closing such a run are partners. Used by the generator's forward removal.
 */
export function partnersOf(grid: Grid, start: number, out: Uint8Array, reached: Uint8Array, prev: Uint8Array): void {
  const { occ, height } = grid;
  const PH = height + 2;
  out.fill(0);
  reached.fill(0);
  reached[start] = 1;
  const free = (i: number): boolean => occ[i] === 0 || i === start;
  for (let level = 0; level < 3; level++) {
    prev.set(reached);
    for (let y = 0; y < PH; y++) {
      let x = 0;
      while (x < PW) {
        if (!free(y * PW + x)) {
          x++;
          continue;
        }
        let x2 = x,
          hit = false;
        while (x2 < PW && free(y * PW + x2)) {
          if (prev[y * PW + x2]) hit = true;
          x2++;
        }
        if (hit) {
          for (let k = x; k < x2; k++) reached[y * PW + k] = 1;
          if (x > 0) out[y * PW + x - 1] = 1;
          if (x2 < PW) out[y * PW + x2] = 1;
        }
        x = x2;
      }
    }
    for (let x = 0; x < PW; x++) {
      let y = 0;
      while (y < PH) {
        if (!free(y * PW + x)) {
          y++;
          continue;
        }
        let y2 = y,
          hit = false;
        while (y2 < PH && free(y2 * PW + x)) {
          if (prev[y2 * PW + x]) hit = true;
          y2++;
        }
        if (hit) {
          for (let k = y; k < y2; k++) reached[k * PW + x] = 1;
          if (y > 0) out[(y - 1) * PW + x] = 1;
          if (y2 < PH) out[y2 * PW + x] = 1;
        }
        y = y2;
      }
    }
  }
  out[start] = 0;
}
