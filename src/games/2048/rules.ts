// 2048's rules (ZWK-1 … ZWK-3): a 4×4 grid of tile exponents, slides through a row-transition table, seeded spawns.
//
// Cells hold exponents (0 empty, 1 = tile 2, …, 17 = tile 131072) in a Uint8Array in reading
// order; a state's array is never written after the state is made. A move reads each of the
// four lines from the wall it slides towards and looks the line up in a table of every line
// whose exponents fit in four bits (all lines with tiles up to 32768); a line holding a 65536 or
// 131072 takes the same function directly. Randomness: the new tile after the k-th move comes
// from the k-th draw of the seed's sequence alone (spawnAfter) and the two start tiles from
// createRng(`2048/<seed>/start`), so seed + moves are the whole random state and undo never
// re-rolls a tile.

import { createRng, type Rng } from '../../core/rng.ts';
import { fail, ok, type Result, type RuleError } from '../../core/result.ts';

export const SIZE = 4;
export const CELLS = SIZE * SIZE;
/** The largest tile exponent (2^17 = 131072, the largest tile a 4×4 game can make). */
export const MAX_EXP = 17;
/**
 * The tiles of every grid a game can reach add up to less than 2^18 (issue 32). A new game's two
 * tiles do; merges keep the sum; a move adds one 2 or 4, and to pass 2^18 the grid before that
 * tile would have to add up to 2^18 − 2 or 2^18 − 4 with at most 15 tiles (one cell must be free
 * for it). Those sums have 17 and 16 one-bits, and k powers of two never add up to a number with
 * more than k one-bits. So no grid reaches it, two 131072s never meet, and no tile passes 2^17:
 * `load` refuses grids at or above it, and every pair that meets merges (ZWK-2).
 */
export const MAX_SUM = 2 ** 18;
/** Bound of `score` and `moves` (ENGINE.md positions): a move that would pass it is not made. */
export const MAX_COUNT = 1_000_000_000;
/** Bound of seeds: the safe integers from 0 on. */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;
/** The exponent of 2048 (ZWK-3). */
export const WIN_EXP = 11;

export type Direction = 'up' | 'down' | 'left' | 'right';
export const DIRECTIONS: readonly Direction[] = ['up', 'down', 'left', 'right'];

export interface State2048 {
  /** Exponents in reading order (index r * 4 + c); never mutated once the state exists. */
  readonly cells: Uint8Array;
  readonly score: number;
  /** Moves made (each changed the grid and brought a new tile). */
  readonly moves: number;
  /** The seed of the random sequence (ZWK-1). */
  readonly seed: number;
  /** Whether a tile of 2048 or more is on the grid (tiles never shrink, so this is "2048 was reached"). */
  readonly reached: boolean;
}

/** A merge: the cell index where two tiles became one, and the new tile's value. */
export interface Merge {
  readonly cell: number;
  readonly value: number;
}

/** A new tile: its cell index and value (2 or 4). */
export interface Spawn {
  readonly cell: number;
  readonly value: number;
}

/** What a move did, for animation and the engine. */
export interface Trace2048 {
  readonly direction: Direction;
  /** For every cell index before the move: the index its tile slid to (a merge partner slides onto its partner), −1 for an empty cell. */
  readonly to: Int8Array;
  /** Merges in line order (lines 0–3, from the wall outwards). */
  readonly merges: readonly Merge[];
  /** Points this move scored (the sum of the merged values). */
  readonly gained: number;
  readonly spawn: Spawn;
  /** True on the one move that first put a 2048 on the grid. */
  readonly reached2048: boolean;
}

const DIR_INDEX: Readonly<Record<Direction, number>> = { up: 0, down: 1, left: 2, right: 3 };

/** LINES[d * 16 + i * 4 + j]: the cell index of the j-th cell from the wall in line i, for direction d. */
const LINES = new Uint8Array(4 * CELLS);
for (let i = 0; i < SIZE; i++) {
  for (let j = 0; j < SIZE; j++) {
    LINES[0 * CELLS + i * 4 + j] = j * 4 + i; // up: column i, top first
    LINES[1 * CELLS + i * 4 + j] = (3 - j) * 4 + i; // down: column i, bottom first
    LINES[2 * CELLS + i * 4 + j] = i * 4 + j; // left: row i, left first
    LINES[3 * CELLS + i * 4 + j] = i * 4 + (3 - j); // right: row i, right first
  }
}

/** Scratch of slideLine: result exponents [0..3], destination slot per source [4..7], merged mask [8], gain [9], changed [10]. */
const scratch = new Int32Array(11);

/**
 * ZWK-2 for one line read from the wall: tiles slide towards slot 0; the pair nearest the wall
 * merges first and a merged tile does not merge again. Writes into `scratch`.
 */
function slideLine(e0: number, e1: number, e2: number, e3: number): void {
  let n = 0;
  let mergedMask = 0;
  let gain = 0;
  scratch[0] = scratch[1] = scratch[2] = scratch[3] = 0;
  for (let j = 0; j < 4; j++) {
    const e = j === 0 ? e0 : j === 1 ? e1 : j === 2 ? e2 : e3;
    if (e === 0) {
      scratch[4 + j] = -1;
      continue;
    }
    const last = n - 1;
    if (last >= 0 && scratch[last] === e && (mergedMask & (1 << last)) === 0) {
      scratch[last] = e + 1;
      mergedMask |= 1 << last;
      gain += 2 ** (e + 1);
      scratch[4 + j] = last;
    } else {
      scratch[n] = e;
      scratch[4 + j] = n;
      n++;
    }
  }
  scratch[8] = mergedMask;
  scratch[9] = gain;
  scratch[10] = scratch[0] !== e0 || scratch[1] !== e1 || scratch[2] !== e2 || scratch[3] !== e3 ? 1 : 0;
}

// The row-transition table over the 2^16 lines with 4-bit exponents (key e0 | e1<<4 | e2<<8 | e3<<12).
// A result exponent can reach 16 (two 32768s), so results pack 5 bits a slot.
const TABLE_SIZE = 1 << 16;
/** Result exponents, 5 bits a slot, slot 0 lowest. */
const T_RESULT = new Uint32Array(TABLE_SIZE);
/** Destination slot of each source slot (2 bits each; meaningless for an empty source). */
const T_DEST = new Uint8Array(TABLE_SIZE);
/** Bits 0–3: merged result slots; bit 4: the line changed. */
const T_FLAGS = new Uint8Array(TABLE_SIZE);
const T_GAIN = new Uint32Array(TABLE_SIZE);
for (let k = 0; k < TABLE_SIZE; k++) {
  slideLine(k & 15, (k >> 4) & 15, (k >> 8) & 15, (k >> 12) & 15);
  T_RESULT[k] = (scratch[0] as number) | ((scratch[1] as number) << 5) | ((scratch[2] as number) << 10) | ((scratch[3] as number) << 15);
  let dest = 0;
  for (let j = 0; j < 4; j++) dest |= ((scratch[4 + j] as number) & 3) << (2 * j);
  T_DEST[k] = dest;
  T_FLAGS[k] = (scratch[8] as number) | ((scratch[10] as number) << 4);
  T_GAIN[k] = scratch[9] as number;
}

/** Slide one line (cells of direction d, line i) through the table or slideLine; leaves the outcome in `scratch`. */
function slideAt(cells: Uint8Array, base: number): void {
  const e0 = cells[LINES[base] as number] as number;
  const e1 = cells[LINES[base + 1] as number] as number;
  const e2 = cells[LINES[base + 2] as number] as number;
  const e3 = cells[LINES[base + 3] as number] as number;
  if ((e0 | e1 | e2 | e3) < 16) {
    const k = e0 | (e1 << 4) | (e2 << 8) | (e3 << 12);
    const r = T_RESULT[k] as number;
    const d = T_DEST[k] as number;
    const f = T_FLAGS[k] as number;
    scratch[0] = r & 31;
    scratch[1] = (r >> 5) & 31;
    scratch[2] = (r >> 10) & 31;
    scratch[3] = (r >> 15) & 31;
    scratch[4] = e0 === 0 ? -1 : d & 3;
    scratch[5] = e1 === 0 ? -1 : (d >> 2) & 3;
    scratch[6] = e2 === 0 ? -1 : (d >> 4) & 3;
    scratch[7] = e3 === 0 ? -1 : (d >> 6) & 3;
    scratch[8] = f & 15;
    scratch[9] = T_GAIN[k] as number;
    scratch[10] = f >> 4;
  } else {
    slideLine(e0, e1, e2, e3);
  }
}

/** Whether a move in direction index d changes the grid. Allocates nothing. */
function changes(cells: Uint8Array, d: number): boolean {
  for (let base = d * CELLS; base < d * CELLS + CELLS; base += 4) {
    const e0 = cells[LINES[base] as number] as number;
    const e1 = cells[LINES[base + 1] as number] as number;
    const e2 = cells[LINES[base + 2] as number] as number;
    const e3 = cells[LINES[base + 3] as number] as number;
    if ((e0 | e1 | e2 | e3) < 16) {
      if ((T_FLAGS[e0 | (e1 << 4) | (e2 << 8) | (e3 << 12)] as number) >= 16) return true;
    } else {
      slideLine(e0, e1, e2, e3);
      if (scratch[10] === 1) return true;
    }
  }
  return false;
}

/** The points a move in direction index d scores (0 when it changes nothing). */
function gainOf(cells: Uint8Array, d: number): number {
  let gain = 0;
  for (let base = d * CELLS; base < d * CELLS + CELLS; base += 4) {
    slideAt(cells, base);
    gain += scratch[9] as number;
  }
  return gain;
}

/** A move's points are below 2^21 (at most 8 merges, each at most 2^17): far from the bound, the check is skipped. */
const GAIN_BOUND = 2 ** 21;

/** Whether a move in this direction may be made: it changes the grid and keeps score and moves within bounds. */
function allowed(s: State2048, d: number): boolean {
  if (!changes(s.cells, d) || s.moves >= MAX_COUNT) return false;
  return s.score + GAIN_BOUND <= MAX_COUNT || s.score + gainOf(s.cells, d) <= MAX_COUNT;
}

export function legalMoves(s: State2048): Direction[] {
  const out: Direction[] = [];
  for (let d = 0; d < 4; d++) if (allowed(s, d)) out.push(DIRECTIONS[d] as Direction);
  return out;
}

export function hasLegalMove(s: State2048): boolean {
  for (let d = 0; d < 4; d++) if (allowed(s, d)) return true;
  return false;
}

/** ZWK-3: "over" when no move is left. */
export function statusOf(s: State2048): 'playing' | 'over' {
  return hasLegalMove(s) ? 'playing' : 'over';
}

/** The empty cell with rank `pick` among the empty cells (reading order); writes the tile there. */
function placeAt(cells: Uint8Array, pick: number, exp: number): Spawn | null {
  for (let i = 0; i < CELLS; i++) {
    if (cells[i] !== 0) continue;
    if (pick-- === 0) {
      cells[i] = exp;
      return { cell: i, value: 2 ** exp };
    }
  }
  return null;
}

const countEmpty = (cells: Uint8Array): number => {
  let n = 0;
  for (let i = 0; i < CELLS; i++) if (cells[i] === 0) n++;
  return n;
};

/** ZWK-1 for the start tiles: a uniformly chosen empty cell, then 2 with probability 0.9 else 4. */
function spawnFrom(cells: Uint8Array, rng: Rng): Spawn | null {
  const empty = countEmpty(cells);
  if (empty === 0) return null;
  const pick = rng.nextInt(empty);
  return placeAt(cells, pick, rng.nextFloat() < 0.9 ? 1 : 2);
}

// The draws of the new tiles: move k (from 1) uses the two uint32 at slot k % 256 of block
// floor(k / 256), and block b is the first 512 outputs of createRng(`2048/<seed>/<b>`). Creating
// a generator costs about a microsecond (hash, warm-up), so one block serves 256 moves; the last
// block is kept here. It is a cache of a pure function: what a call returns depends on its
// arguments only.
const BLOCK = 256;
const blockValues = new Uint32Array(2 * BLOCK);
let blockSeed = -1;
let blockIndex = -1;

/** Make `blockValues` hold the block of the k-th move's draw; returns the index of its first word. */
function drawAt(seed: number, k: number): number {
  const b = Math.floor(k / BLOCK);
  if (b !== blockIndex || seed !== blockSeed) {
    const rng = createRng(`2048/${seed}/${b}`);
    for (let i = 0; i < 2 * BLOCK; i++) blockValues[i] = rng.nextUint32();
    blockSeed = seed;
    blockIndex = b;
  }
  return 2 * (k % BLOCK);
}

/**
 * ZWK-1 after the k-th move: a uniformly chosen empty cell, 2 with probability 0.9 else 4, from
 * the k-th draw alone. The cell is u0 mod n unless u0 falls in the top partial range (rejection
 * sampling, as Rng.nextInt; odds below 2^-28), which then draws from createRng(`2048/<seed>/<k>/cell`).
 */
function spawnAfter(cells: Uint8Array, seed: number, k: number): Spawn | null {
  const empty = countEmpty(cells);
  if (empty === 0) return null;
  const at = drawAt(seed, k);
  const u0 = blockValues[at] as number;
  const u1 = blockValues[at + 1] as number;
  const limit = 0x100000000 - (0x100000000 % empty);
  const pick = u0 < limit ? u0 % empty : createRng(`2048/${seed}/${k}/cell`).nextInt(empty);
  return placeAt(cells, pick, u1 / 0x100000000 < 0.9 ? 1 : 2);
}

/** The new tile the k-th move (from 1) of a game with this seed puts on `cells` (a copy; for tests and tools). */
export function spawnFor(cells: Uint8Array, seed: number, k: number): Spawn | null {
  return spawnAfter(cells.slice(), seed, k);
}

export const maxExponent = (cells: Uint8Array): number => {
  let m = 0;
  for (let i = 0; i < CELLS; i++) if ((cells[i] as number) > m) m = cells[i] as number;
  return m;
};

/** ZWK-1: a new game: two tiles from `2048/<seed>/start` on an empty grid. */
export function newGame(seed: number): State2048 {
  const cells = new Uint8Array(CELLS);
  const rng = createRng(`2048/${seed}/start`);
  spawnFrom(cells, rng);
  spawnFrom(cells, rng);
  return { cells, score: 0, moves: 0, seed, reached: false };
}

/** A state from its parts (notation.ts has checked the bounds). */
export function makeState(cells: Uint8Array, score: number, moves: number, seed: number): State2048 {
  return { cells, score, moves, seed, reached: maxExponent(cells) >= WIN_EXP };
}

/** ZWK-2 + ZWK-1 + ZWK-3: slide, merge, score, then one new tile. A move that changes nothing is `illegal`. */
export function playMove(s: State2048, direction: Direction): Result<{ state: State2048; trace: Trace2048 }, RuleError<never>> {
  const d = DIR_INDEX[direction];
  if (d === undefined) return fail('bad_request', 'A 2048 move is up, down, left or right.');
  const src = s.cells;
  const cells = new Uint8Array(CELLS);
  const to = new Int8Array(CELLS);
  const merges: Merge[] = [];
  let gained = 0;
  let changed = false;
  for (let base = d * CELLS; base < d * CELLS + CELLS; base += 4) {
    const c0 = LINES[base] as number;
    const c1 = LINES[base + 1] as number;
    const c2 = LINES[base + 2] as number;
    const c3 = LINES[base + 3] as number;
    const e0 = src[c0] as number;
    const e1 = src[c1] as number;
    const e2 = src[c2] as number;
    const e3 = src[c3] as number;
    if ((e0 | e1 | e2 | e3) < 16) {
      // The table path, written out: this loop is the hot path of a move.
      const k = e0 | (e1 << 4) | (e2 << 8) | (e3 << 12);
      const r = T_RESULT[k] as number;
      const dest = T_DEST[k] as number;
      const f = T_FLAGS[k] as number;
      cells[c0] = r & 31;
      cells[c1] = (r >> 5) & 31;
      cells[c2] = (r >> 10) & 31;
      cells[c3] = (r >> 15) & 31;
      to[c0] = e0 === 0 ? -1 : (LINES[base + (dest & 3)] as number);
      to[c1] = e1 === 0 ? -1 : (LINES[base + ((dest >> 2) & 3)] as number);
      to[c2] = e2 === 0 ? -1 : (LINES[base + ((dest >> 4) & 3)] as number);
      to[c3] = e3 === 0 ? -1 : (LINES[base + ((dest >> 6) & 3)] as number);
      if (f >= 16) changed = true;
      if ((f & 15) !== 0) {
        gained += T_GAIN[k] as number;
        for (let j = 0; j < 4; j++) if ((f & (1 << j)) !== 0) merges.push({ cell: LINES[base + j] as number, value: 2 ** ((r >> (5 * j)) & 31) });
      }
    } else {
      slideLine(e0, e1, e2, e3);
      if (scratch[10] === 1) changed = true;
      gained += scratch[9] as number;
      const mask = scratch[8] as number;
      for (let j = 0; j < 4; j++) {
        const cell = LINES[base + j] as number;
        cells[cell] = scratch[j] as number;
        const slot = scratch[4 + j] as number;
        to[cell] = slot < 0 ? -1 : (LINES[base + slot] as number);
        if ((mask & (1 << j)) !== 0) merges.push({ cell, value: 2 ** (scratch[j] as number) });
      }
    }
  }
  if (!changed) return fail('illegal', `Moving ${direction} changes nothing.`);
  if (s.moves >= MAX_COUNT || s.score + gained > MAX_COUNT) return fail('illegal', 'The score or move counter would pass 10^9.');
  const moves = s.moves + 1;
  // A changing move always leaves an empty cell: a merge frees one and a slide leaves its origin.
  const spawn = spawnAfter(cells, s.seed, moves) as Spawn;
  const reached = s.reached || maxExponent(cells) >= WIN_EXP;
  return ok({
    state: { cells, score: s.score + gained, moves, seed: s.seed, reached },
    trace: { direction, to, merges, gained, spawn, reached2048: reached && !s.reached },
  });
}

/** The tiles a move slid, as cell pairs with the value each tile had before (for animation; merge partners share a target). */
export function slides(before: State2048, trace: Trace2048): { from: number; to: number; value: number }[] {
  const out: { from: number; to: number; value: number }[] = [];
  for (let i = 0; i < CELLS; i++) {
    const t = trace.to[i] as number;
    if (t >= 0) out.push({ from: i, to: t, value: 2 ** (before.cells[i] as number) });
  }
  return out;
}
