// The walking distance of the Schiebepuzzle (Takahashi): a breadth-first search over "how many tiles
// of goal row g stand in row r" tables plus the gap's row, once per size; columns use the same table.
// Both searches of solve.ts read it (the general one for 3×3 and 4×4 without pattern tables, the
// pattern search for 4×4 as a further bound).
/**
 * Ids by key in open addressing (keys reach 2^51: a Map keyed by such numbers is several times
 * slower, as they are not small integers). Capacity is a power of two above twice the entries.
 */
class KeyIndex {
  readonly #keys: Float64Array;
  readonly #ids: Int32Array;
  readonly #mask: number;
  constructor(capacity: number) {
    this.#keys = new Float64Array(capacity).fill(-1);
    this.#ids = new Int32Array(capacity);
    this.#mask = capacity - 1;
  }
  #slot(key: number): number {
    const lo = key % 0x100000000;
    const hi = (key - lo) / 0x100000000;
    let i = (Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b) >>> 0) & this.#mask;
    while (this.#keys[i] !== -1 && this.#keys[i] !== key) i = (i + 1) & this.#mask;
    return i;
  }
  get(key: number): number | undefined {
    const i = this.#slot(key);
    return this.#keys[i] === key ? this.#ids[i] : undefined;
  }
  set(key: number, id: number): void {
    const i = this.#slot(key);
    this.#keys[i] = key;
    this.#ids[i] = id;
  }
}

export interface WalkingTable {
  /** The id of every count table reached, by its key (3 bits a count, row-major). */
  readonly ids: KeyIndex;
  /** Walking distance of each id. */
  readonly dist: Uint8Array;
  /** next[(id * 2 + way) * n + g]: the id after a tile of goal line g steps into the gap's line from the line before (way 0) or after (way 1); −1 if none. */
  readonly next: Int32Array;
}

const walkingTables = new Map<number, WalkingTable>();

/** Key of a count table (n × n counts 0 … n, 3 bits each) and the gap's line; fits 2^53 for n ≤ 4. */
export function wdKey(counts: ArrayLike<number>, n: number, gapLine: number): number {
  let k = 0;
  for (let i = 0; i < n * n; i++) k = k * 8 + (counts[i] as number);
  return k * 8 + gapLine;
}

/** The walking-distance table of size n (3 or 4), built on first use by a breadth-first search from the solved counts. */
export function walkingTable(n: number): WalkingTable {
  const known = walkingTables.get(n);
  if (known) return known;
  // 24,964 count tables for 4×4, a few hundred for 3×3.
  const ids = new KeyIndex(n === 4 ? 1 << 16 : 1 << 12);
  const tables: Uint8Array[] = [];
  const gaps: number[] = [];
  const dist: number[] = [];
  const start = new Uint8Array(n * n);
  for (let r = 0; r < n; r++) start[r * n + r] = n;
  start[n * n - 1] = n - 1;
  ids.set(wdKey(start, n, n - 1), 0);
  tables.push(start);
  gaps.push(n - 1);
  dist.push(0);
  const edges: number[] = [];
  // Keys change by whole digits: moving one count from line `from` to the gap's line and the gap
  // digit to `from`, so a neighbour's key is computed without building its table first.
  const place = (i: number): number => 8 ** (n * n - i);
  for (let head = 0; head < tables.length; head++) {
    const t = tables[head] as Uint8Array;
    const gap = gaps[head] as number;
    const key = wdKey(t, n, gap);
    for (let way = 0; way < 2; way++) {
      const from = way === 0 ? gap - 1 : gap + 1;
      for (let g = 0; g < n; g++) {
        if (from < 0 || from >= n || t[from * n + g] === 0) {
          edges.push(-1);
          continue;
        }
        const next = key - place(from * n + g) + place(gap * n + g) - gap + from;
        let id = ids.get(next);
        if (id === undefined) {
          const u = t.slice();
          u[from * n + g]!--;
          u[gap * n + g]!++;
          id = tables.length;
          ids.set(next, id);
          tables.push(u);
          gaps.push(from);
          dist.push((dist[head] as number) + 1);
        }
        edges.push(id);
      }
    }
  }
  const table = { ids, dist: Uint8Array.from(dist), next: Int32Array.from(edges) };
  walkingTables.set(n, table);
  return table;
}
