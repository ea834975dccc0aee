// Test-only independent checker and solver for connect: a bend-counting BFS (not path.ts) and a
// depth-first solver with memo. Used by the tests to prove generated boards solvable.

export const W = 6;

/**
 * Board cells (row-major, -1 empty) that the card at `start` reaches with at most two bends
 * through empty cells (the ring around the board is empty), as row-major indices.
 */
export function bfsReach(cells: readonly number[], height: number, start: number): number[] {
  const PW = W + 2,
    PH = height + 2;
  const occ = (r: number, c: number): number => (r < 0 || c < 0 || r >= height || c >= W ? -1 : (cells[r * W + c] as number));
  const best = new Int8Array(PW * PH * 4).fill(9);
  const dr = [-1, 0, 1, 0],
    dc = [0, 1, 0, -1];
  const sr = Math.floor(start / W),
    sc = start % W;
  const found = new Set<number>();
  // Queue entries: r, c (board coordinates, ring = -1 / height / W), direction, bends.
  const queue: Array<[number, number, number, number]> = [];
  for (let d = 0; d < 4; d++) queue.push([sr, sc, d, 0]);
  for (let head = 0; head < queue.length; head++) {
    const [r, c, d, k] = queue[head] as [number, number, number, number];
    for (let nd = 0; nd < 4; nd++) {
      if (nd === (d + 2) % 4) continue;
      const isStart = r === sr && c === sc;
      const nk = isStart ? 0 : k + (nd === d ? 0 : 1);
      if (isStart && nd !== d) continue;
      if (nk > 2) continue;
      const nr = r + (dr[nd] as number),
        nc = c + (dc[nd] as number);
      if (nr < -1 || nc < -1 || nr > height || nc > W) continue;
      const v = occ(nr, nc);
      if (v >= 0) {
        found.add(nr * W + nc);
        continue;
      }
      const key = ((nr + 1) * PW + (nc + 1)) * 4 + nd;
      if ((best[key] as number) <= nk) continue;
      best[key] = nk;
      queue.push([nr, nc, nd, nk]);
    }
  }
  found.delete(start);
  return [...found].sort((a, b) => a - b);
}

/** True when the two cards are joined by a line with at most two bends. */
export const bfsConnected = (cells: readonly number[], height: number, a: number, b: number): boolean => bfsReach(cells, height, a).includes(b);

/** All connectable pairs [i, j] (i < j) now, found with the BFS above. */
function options(work: readonly number[], height: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < work.length; i++) {
    const s = work[i] as number;
    if (s < 0) continue;
    for (const j of bfsReach(work, height, i)) if (j > i && work[j] === s) out.push([i, j]);
  }
  return out;
}

/**
 * A full solution (pairs of row-major indices) or null. Removing cards only ever frees cells,
 * so a symbol down to its last two cards is removed as soon as they connect (that can never
 * hurt); other choices are tried at random (a small LCG, independent of the game's rng) over
 * many runs, then exhaustively with a memo and a node budget.
 */
export function solveBoard(cells: readonly number[], height: number, runs = 200, budget = 50_000): Array<[number, number]> | null {
  let seed = 12345;
  const rand = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  for (let run = 0; run < runs; run++) {
    const work = cells.slice();
    const steps: Array<[number, number]> = [];
    for (;;) {
      if (work.every((x) => x < 0)) return steps;
      const opts = options(work, height);
      if (opts.length === 0) break;
      const left = (s: number): number => work.reduce((n, x) => n + (x === s ? 1 : 0), 0);
      const safe = opts.filter(([i]) => left(work[i] as number) === 2);
      const pick = safe.length > 0 ? safe : opts;
      for (const [i, j] of safe.length > 0 ? pick : [pick[rand(pick.length)] as [number, number]]) {
        work[i] = -1;
        work[j] = -1;
        steps.push([i, j]);
      }
    }
  }
  const seen = new Set<string>();
  const work = cells.slice();
  const steps: Array<[number, number]> = [];
  let nodes = 0;
  const go = (): boolean => {
    if (work.every((x) => x < 0)) return true;
    const key = work.join(',');
    if (seen.has(key) || ++nodes > budget) return false;
    seen.add(key);
    for (const [i, j] of options(work, height)) {
      const s = work[i] as number;
      work[i] = -1;
      work[j] = -1;
      steps.push([i, j]);
      if (go()) return true;
      steps.pop();
      work[i] = s;
      work[j] = s;
    }
    return false;
  };
  return go() ? steps : null;
}
