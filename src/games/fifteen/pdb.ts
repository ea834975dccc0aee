// Additive pattern databases for the 4×4 Schiebepuzzle (Korf & Felner 2002; Felner, Korf & Hanan 2004),
// built by a breadth-first search over pattern placements and the gap's region, with no clock and no DOM.
//
// A pattern's table holds, for every placement of its tiles, the fewest moves *of those tiles* that
// bring them home, the other tiles being interchangeable and moving for free. Tables of disjoint
// tile sets add up (each move moves one tile), so their sum is an admissible bound.
//
// The abstract state is the placement plus the region of non-pattern cells the gap can reach: the gap
// walks freely through that region, so a pattern tile may step into any region cell next to it, and
// the gap is then where the tile was. Ignoring the region (letting a tile step into any free cell)
// would be simpler and ~20 times weaker in the search: corners closed off by pattern tiles are
// exactly where the moves hide. The table keeps the minimum over regions (the gap is not looked up).
//
// One 6-tile table serves six lookups: the board's symmetries (the square's eight, minus those that
// move the gap's home cell) carry the 2×3 block of tiles 2, 3, 4, 6, 7, 8 onto six other blocks, and
// a symmetry maps moves to moves, so the table of the image block is the same table read through the
// symmetry. Pairs of disjoint images with a 3-tile table for the rest make four 6-6-3 partitions, two
// of them the reflections of the other two about the main diagonal; the bound is the largest sum.

/** Cells of the 4×4 board, as maps p → image of p; each is its own inverse or paired with `INVERSE`. */
const SYMMETRIES = {
  id: (p: number): number => p,
  /** Rotation by 180°. */
  rot: (p: number): number => 15 - p,
  /** Reflection about the main diagonal (the gap's home cell 15 stays). */
  diag: (p: number): number => ((p & 3) << 2) | (p >> 2),
  /** Reflection about the other diagonal. */
  anti: (p: number): number => 15 - (((p & 3) << 2) | (p >> 2)),
  /** Rotation by a quarter turn anticlockwise: (r, c) → (3 − c, r). */
  quarter: (p: number): number => ((3 - (p & 3)) << 2) | (p >> 2),
  /** Mirror left ↔ right. */
  mirror: (p: number): number => (p & 12) | (3 - (p & 3)),
} as const;
type Symmetry = keyof typeof SYMMETRIES;

/** The tiles of the one 6-tile table (the 2×3 block right of tile 1, above tile 12) and of the two 3-tile tables. */
export const BLOCK = [2, 3, 4, 6, 7, 8] as const;
const TRIPLES = [
  [1, 5, 12],
  [13, 14, 15],
] as const;

/** A lookup: a table read through a symmetry (the tiles it covers are the images of the table's tiles). */
interface Lookup {
  readonly table: 'block' | 0 | 1;
  readonly symmetry: Symmetry;
}
/** The lookups (shared between partitions) and the four partitions as lookup indices. */
export const LOOKUPS: readonly Lookup[] = [
  { table: 'block', symmetry: 'id' },
  { table: 'block', symmetry: 'rot' },
  { table: 'block', symmetry: 'diag' },
  { table: 'block', symmetry: 'anti' },
  { table: 'block', symmetry: 'quarter' },
  { table: 'block', symmetry: 'mirror' },
  { table: 0, symmetry: 'id' },
  { table: 0, symmetry: 'diag' },
  { table: 1, symmetry: 'id' },
  { table: 1, symmetry: 'diag' },
];
export const PARTITIONS: readonly (readonly [number, number, number])[] = [
  [0, 1, 6],
  [2, 3, 7],
  [4, 3, 8],
  [5, 1, 9],
];

/** Neighbour cells of each cell as a 16-bit mask. */
const NEIGHBOURS = Int32Array.from({ length: 16 }, (_, p) => {
  let m = 0;
  if (p >= 4) m |= 1 << (p - 4);
  if (p < 12) m |= 1 << (p + 4);
  if ((p & 3) > 0) m |= 1 << (p - 1);
  if ((p & 3) < 3) m |= 1 << (p + 1);
  return m;
});

/** Bits set in each 16-bit mask. */
const POPCOUNT = new Uint8Array(1 << 16);
for (let i = 1; i < 1 << 16; i++) POPCOUNT[i] = (POPCOUNT[i >> 1] as number) + (i & 1);
/** PEXT8[(mask << 8) | bits]: the bits of `bits` where `mask` has a 1, packed to the low end (both 8 bits). */
const PEXT8 = new Uint8Array(1 << 16);
for (let mask = 0; mask < 256; mask++) {
  for (let bits = 0; bits < 256; bits++) {
    let out = 0;
    let k = 0;
    for (let b = 0; b < 8; b++) {
      if ((mask >> b) & 1) {
        if ((bits >> b) & 1) out |= 1 << k;
        k++;
      }
    }
    PEXT8[(mask << 8) | bits] = out;
  }
}

/** The cells (mask) the gap can reach from `cell` through the cells of `free`: a bit-parallel flood fill. */
function region(cell: number, free: number): number {
  let r = 1 << cell;
  for (;;) {
    const g = (r | (r << 4) | (r >>> 4) | ((r << 1) & 0xeeee) | ((r >>> 1) & 0x7777)) & free;
    if (g === r) return r;
    r = g;
  }
}

/** The cells of `cells` (a subset of `free`) as bits of their rank among the free cells: at most 10 bits for 6 pattern tiles. */
function freeRanks(free: number, cells: number): number {
  return (
    (PEXT8[((free & 255) << 8) | (cells & 255)] as number) | ((PEXT8[(free & 0xff00) | ((cells >> 8) & 255)] as number) << (POPCOUNT[free & 255] as number))
  );
}

/**
 * For every set of k occupied cells (`index[mask]`, −1 for masks of other sizes) and every free cell:
 * the gap's region from that cell, as cells (`cells`) and as bits of the free cells' ranks (`ranks`).
 * C(16, 6) = 8,008 sets: the build looks regions up instead of flood-filling twice per state.
 */
function occupancyTables(k: number): { index: Int16Array; cells: Uint16Array; ranks: Uint16Array } {
  const index = new Int16Array(1 << 16).fill(-1);
  let sets = 0;
  for (let m = 0; m < 1 << 16; m++) if (POPCOUNT[m] === k) index[m] = sets++;
  const cells = new Uint16Array(sets * 16);
  const ranks = new Uint16Array(sets * 16);
  for (let m = 0; m < 1 << 16; m++) {
    const i = index[m] as number;
    if (i < 0) continue;
    const free = ~m & 0xffff;
    for (let c = 0; c < 16; c++) {
      if ((m >> c) & 1) continue;
      const r = region(c, free);
      cells[i * 16 + c] = r;
      ranks[i * 16 + c] = freeRanks(free, r);
    }
  }
  return { index, cells, ranks };
}

/**
 * The table of `tiles` (at most 6; goal cell of tile t is t − 1, the gap's home cell 15): entry
 * Σ cell(tiles[j]) << 4j is the fewest moves of these tiles, 255 for placements that cannot be (two
 * tiles on one cell).
 */
export function buildTable(tiles: readonly number[]): Uint8Array {
  const k = tiles.length;
  if (k > 6) throw new RangeError('pattern tables hold at most six tiles');
  const size = 1 << (4 * k);
  // Per placement: the low 16 − k bits mark the free cells (by rank) the gap has reached in a visited
  // region, the bits above hold the distance + 1 of the first visit (0: not yet visited). For six
  // tiles that is 10 + 6 bits, so the largest table's bookkeeping takes two bytes a placement.
  const low = 16 - k;
  const seen = k === 6 ? new Uint16Array(size) : new Uint32Array(size);
  const occupancy = occupancyTables(k);
  const setIndex = occupancy.index;
  const regionCells = occupancy.cells;
  const regionRanks = occupancy.ranks;
  let home = 0;
  let homeOcc = 0;
  for (let j = 0; j < k; j++) {
    home |= ((tiles[j] as number) - 1) << (4 * j);
    homeOcc |= 1 << ((tiles[j] as number) - 1);
  }
  seen[home] = (1 << low) | freeRanks(~homeOcc & 0xffff, region(15, ~homeOcc & 0xffff));
  // Layers as (placement | gap cell << 24); each sorted by placement before it is expanded, so the
  // look-ups of neighbouring placements sweep the table in order instead of jumping about it.
  let capacity = 1 << 12;
  let layer = new Int32Array(capacity);
  let next = new Int32Array(capacity);
  let spare = new Int32Array(capacity);
  const counts = new Int32Array(4097);
  layer[0] = home | (15 << 24);
  let layerSize = 1;
  for (let d = 0; layerSize > 0; d++) {
    const stamp = (d + 2) << low;
    let nextSize = 0;
    for (let q = 0; q < layerSize; q++) {
      const e = layer[q] as number;
      const key = e & 0xffffff;
      let occ = 0;
      for (let j = 0; j < k; j++) occ |= 1 << ((key >> (4 * j)) & 15);
      const reach = regionCells[(setIndex[occ] as number) * 16 + (e >>> 24)] as number;
      for (let j = 0; j < k; j++) {
        const shift = 4 * j;
        const from = (key >> shift) & 15;
        let steps = (NEIGHBOURS[from] as number) & reach;
        while (steps !== 0) {
          const bit = steps & -steps;
          steps ^= bit;
          const nk = key + ((31 - Math.clz32(bit) - from) << shift);
          const nocc = occ ^ (1 << from) ^ bit;
          const nfree = ~nocc & 0xffff;
          const was = seen[nk] as number;
          // The gap is now where the tile was: has its region of this placement been reached?
          if ((was >> (POPCOUNT[((1 << from) - 1) & nfree] as number)) & 1) continue;
          seen[nk] = (was === 0 ? stamp : was) | (regionRanks[(setIndex[nocc] as number) * 16 + from] as number);
          if (nextSize === capacity) {
            capacity *= 2;
            // All three arrays keep one capacity, as they trade roles between layers.
            const grownNext = new Int32Array(capacity);
            grownNext.set(next);
            next = grownNext;
            const grownLayer = new Int32Array(capacity);
            grownLayer.set(layer);
            layer = grownLayer;
            spare = new Int32Array(capacity);
          }
          next[nextSize++] = nk | (from << 24);
        }
      }
    }
    sortByPlacement(next, spare, nextSize, counts);
    const t = layer;
    layer = next;
    next = t;
    layerSize = nextSize;
  }
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    const v = (seen[i] as number) >>> low;
    out[i] = v === 0 ? 255 : v - 1;
  }
  return out;
}

/** Sorts the first `n` entries of `a` by their low 24 bits (two radix passes through `tmp`). */
function sortByPlacement(a: Int32Array, tmp: Int32Array, n: number, counts: Int32Array): void {
  for (let pass = 0; pass < 2; pass++) {
    const shift = pass * 12;
    const src = pass === 0 ? a : tmp;
    const dst = pass === 0 ? tmp : a;
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[(((src[i] as number) >> shift) & 4095) + 1]!++;
    for (let i = 0; i < 4096; i++) counts[i + 1]! += counts[i] as number;
    for (let i = 0; i < n; i++) {
      const e = src[i] as number;
      dst[counts[(e >> shift) & 4095]!++] = e;
    }
  }
}

/**
 * A table's entries as their excess over Manhattan distance: a pattern tile's moves and its Manhattan
 * distance have the same parity, so entry = Manhattan + 2 × excess; the excess (0 … 5 for the block,
 * 4 and 5 in under 0.3 % of placements) is kept in 2 bits, 3 standing for "3 or more" (a smaller
 * bound, still admissible). Four entries a byte: the block's table takes 4 MB instead of 16, which
 * the search's scattered look-ups feel in the cache. Returns the number of entries cut to 3.
 */
function packExcess(tiles: readonly number[], table: Uint8Array, out: Uint8Array, offset: number): number {
  const k = tiles.length;
  let cut = 0;
  for (let key = 0; key < table.length; key++) {
    const v = table[key] as number;
    if (v === 255) continue;
    let md = 0;
    for (let j = 0; j < k; j++) {
      const p = (key >> (4 * j)) & 15;
      const goal = (tiles[j] as number) - 1;
      md += Math.abs((p >> 2) - (goal >> 2)) + Math.abs((p & 3) - (goal & 3));
    }
    let excess = (v - md) >> 1;
    if (excess > 3) {
      excess = 3;
      cut++;
    }
    out[offset + (key >> 2)]! |= excess << ((key & 3) << 1);
  }
  return cut;
}

/** The packed tables and, per lookup, how to read them. */
export interface PatternTables {
  /** Every table's excess, 2 bits an entry: the block's (2^22 bytes), then each triple's (2^10 bytes). */
  readonly excess: Uint8Array;
  /** Per lookup, 4 × the byte offset of its table in `excess` (added to the key, so that key >> 2 is the byte and key & 3 the entry). */
  readonly base: Int32Array;
  /** `slot[l * 16 + t]`: 4 × the slot of tile t in lookup l's key, −1 when t is not in it. */
  readonly slot: Int8Array;
  /** `cellMap[l * 16 + p]`: cell p seen from lookup l's table (its symmetry's inverse). */
  readonly cellMap: Uint8Array;
  /** Entries whose excess was cut to 3. */
  readonly cut: number;
}

let built: PatternTables | null = null;

/** The tables, built on first use (about a second; the page's worker builds them when a 4×4 round opens). */
export function patternTables(): PatternTables {
  if (built) return built;
  const excess = new Uint8Array((1 << 22) + 2 * (1 << 10));
  const offsets = { block: 0, 0: 1 << 22, 1: (1 << 22) + (1 << 10) } as const;
  let cut = packExcess(BLOCK, buildTable(BLOCK), excess, offsets.block);
  cut += packExcess(TRIPLES[0], buildTable(TRIPLES[0]), excess, offsets[0]);
  cut += packExcess(TRIPLES[1], buildTable(TRIPLES[1]), excess, offsets[1]);
  const slot = new Int8Array(LOOKUPS.length * 16).fill(-1);
  const cellMap = new Uint8Array(LOOKUPS.length * 16);
  const base = new Int32Array(LOOKUPS.length);
  LOOKUPS.forEach((l, i) => {
    const g = SYMMETRIES[l.symmetry];
    for (let p = 0; p < 16; p++) cellMap[i * 16 + g(p)] = p;
    const tiles = l.table === 'block' ? BLOCK : TRIPLES[l.table];
    tiles.forEach((t, j) => {
      slot[i * 16 + g(t - 1) + 1] = 4 * j;
    });
    base[i] = 4 * offsets[l.table];
  });
  built = { excess, base, slot, cellMap, cut };
  return built;
}

/** Whether the tables are built (a search started now would not wait for them). */
export const patternTablesReady = (): boolean => built !== null;
