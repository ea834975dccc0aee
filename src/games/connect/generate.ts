// Board codes (CON-21), sizes (CON-9/10) and the backwards generator of CON-20, also used for shuffles.
//
// Generator "kb-connect-1" (never change it; codes must give the same board forever):
//   rng = createRng("connect:" + code) (src/core/rng.ts, kb-rng-1, string seed);
//   symbols = sample(0…15, k, rng) with k = 6 / 12 / 9 for sizes a / b / c; the pair list
//   repeats each symbol 3 / 2 / 3 times and is shuffled with rng;
//   then `layPairs` builds the board backwards from empty (see there) and pair i of the
//   placement order gets symbol pairList[i].
// A shuffle (CON-15/16) runs `layPairs` over the occupied cells with the remaining pairs and
// rng = createRng("connect-shuffle:" + rows + ":" + n), n = shuffles done so far in the round.

import { createRng, sample, shuffled, type Rng } from '../../core/rng.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import { PW, WIDTH, partnersOf, type Grid } from './path.ts';

export type SizeId = 'a' | 'b' | 'c';
export const SIZE_IDS: readonly SizeId[] = ['a', 'b', 'c'];

export interface SizeInfo {
  readonly id: SizeId;
  readonly rows: number;
  readonly symbols: number;
  /** Pairs per drawn symbol. */
  readonly pairsPerSymbol: number;
  /** Auf Zeit start and cap in ms (CON-13). */
  readonly startMs: number;
  readonly capMs: number;
}

export const SIZES: Readonly<Record<SizeId, SizeInfo>> = {
  a: { id: 'a', rows: 6, symbols: 6, pairsPerSymbol: 3, startMs: 90_000, capMs: 150_000 },
  b: { id: 'b', rows: 8, symbols: 12, pairsPerSymbol: 2, startMs: 150_000, capMs: 240_000 },
  c: { id: 'c', rows: 9, symbols: 9, pairsPerSymbol: 3, startMs: 200_000, capMs: 300_000 },
};

/** The size whose clock a board of `rows` rows uses (loaded boards may have other heights). */
export function sizeForRows(rows: number): SizeInfo {
  return rows <= 6 ? SIZES.a : rows <= 8 ? SIZES.b : SIZES.c;
}

export const SYMBOL_COUNT = 16;

export interface BoardCode {
  readonly seed: string;
  readonly size: SizeId;
}

/** Parse `NNNNNNNN-x` (spaces around it and an upper-case letter are tolerated). */
export function parseCode(raw: unknown): Result<BoardCode> {
  if (typeof raw !== 'string') return fail('bad_request', 'A board code must be a string such as "41739205-b".');
  const m = /^(\d{8})-([abc])$/.exec(raw.trim().toLowerCase());
  if (!m) return fail('bad_request', `"${raw.slice(0, 40)}" is not a board code: eight digits, a dash and a, b or c (e.g. "41739205-b").`);
  return ok({ seed: m[1] as string, size: m[2] as SizeId });
}

export const formatCode = (c: BoardCode): string => `${c.seed}-${c.size}`;

/** A code from any integer (taken modulo 10^8) and a size. */
export function codeFromNumber(n: number, size: SizeId): string {
  const v = ((Math.floor(Math.abs(n)) % 100_000_000) + 100_000_000) % 100_000_000;
  return `${String(v).padStart(8, '0')}-${size}`;
}

/** CON-22: the board of the day is Klassisch; its seed is the local date YYYYMMDD (src/core/dates.ts daySeed). */
export const dailyCode = (daySeedValue: number): string => codeFromNumber(daySeedValue, 'b');

/**
 * CON-20: an order of pairs over `targets` (padded indices; every other cell empty) such that
 * each pair, placed on an empty board in that order, is connected (≤ 2 bends) in the
 * half-built layout, so the order reversed is a solution. Built as a random solution played
 * forwards on the full, unlabelled layout and then reversed: removing a pair from layout L is
 * legal exactly when placing it onto L minus that pair is, and forwards there is always a
 * legal pair (see `fallbackOrder`), so this never gets stuck.
 */
export function layPairs(height: number, targets: readonly number[], rng: Rng): Array<[number, number]> {
  const size = (height + 2) * PW;
  const occ = new Uint8Array(size);
  const grid: Grid = { height, occ };
  const partners = new Uint8Array(size);
  const reached = new Uint8Array(size);
  const prev = new Uint8Array(size);
  for (const t of targets) occ[t] = 1;
  const left = targets.slice();
  const removal: Array<[number, number]> = [];
  while (left.length >= 2) {
    // A random card with a partner (the first card in row-major order always has one). Partners
    // that are not direct neighbours are preferred, so twins do not simply sit side by side.
    let picked = -1,
      partner = -1;
    for (let tries = left.length; tries > 0; tries--) {
      const pos = rng.nextInt(tries);
      const a = left[pos] as number;
      partnersOf(grid, a, partners, reached, prev);
      const far: number[] = [];
      const near: number[] = [];
      for (const b of left) {
        if (!partners[b]) continue;
        const d = Math.abs(b - a);
        (d === 1 || d === PW ? near : far).push(b);
      }
      if (far.length > 0) {
        picked = a;
        partner = far[rng.nextInt(far.length)] as number;
        break;
      }
      if (picked < 0 && near.length > 0) {
        picked = a;
        partner = near[rng.nextInt(near.length)] as number;
      }
      // Move this card out of the draw range for this step.
      left[pos] = left[tries - 1] as number;
      left[tries - 1] = a;
    }
    if (picked < 0) return fallbackOrder(targets);
    occ[picked] = 0;
    occ[partner] = 0;
    removal.push([picked, partner]);
    left.splice(left.indexOf(picked), 1);
    left.splice(left.indexOf(partner), 1);
  }
  return removal.reverse();
}

/**
 * Always valid: pair the targets consecutively in row-major order and place the pairs
 * bottom-up. Removing them top-down, every cell before a pair's first cell is empty, so the
 * two cells meet in a straight line or by going up to the ring, across and down (2 bends).
 */
export function fallbackOrder(targets: readonly number[]): Array<[number, number]> {
  const sorted = targets.slice().sort((x, y) => x - y);
  const order: Array<[number, number]> = [];
  for (let i = sorted.length - 2; i >= 0; i -= 2) order.push([sorted[i] as number, sorted[i + 1] as number]);
  return order;
}

/** Row-major board cells (`-1` empty) from a placement order and the pair symbols. */
function fill(height: number, order: ReadonlyArray<readonly [number, number]>, pairSymbols: readonly number[]): number[] {
  const cells = new Array<number>(height * WIDTH).fill(-1);
  order.forEach(([p, q], i) => {
    const sym = pairSymbols[i] as number;
    for (const idx of [p, q]) {
      const r = Math.floor(idx / PW) - 1,
        c = (idx % PW) - 1;
      cells[r * WIDTH + c] = sym;
    }
  });
  return cells;
}

/** A new board for a code: row-major cells with symbol numbers 0…15. */
export function generateBoard(code: BoardCode): number[] {
  const info = SIZES[code.size];
  const rng = createRng(`connect:${formatCode(code)}`);
  const symbols = sample(
    Array.from({ length: SYMBOL_COUNT }, (_, i) => i),
    info.symbols,
    rng,
  );
  const pairs: number[] = [];
  for (const s of symbols) for (let k = 0; k < info.pairsPerSymbol; k++) pairs.push(s);
  const pairSymbols = shuffled(pairs, rng);
  const targets: number[] = [];
  for (let r = 0; r < info.rows; r++) for (let c = 0; c < WIDTH; c++) targets.push((r + 1) * PW + c + 1);
  return fill(info.rows, layPairs(info.rows, targets, rng), pairSymbols);
}

/**
 * Re-lay the remaining cards on the same cells (CON-15/16) with the same generator. Every
 * symbol must occur an even number of times (positions are validated so).
 */
export function reshuffle(cells: readonly number[], height: number, rng: Rng): number[] {
  const targets: number[] = [];
  const counts = new Array<number>(SYMBOL_COUNT).fill(0);
  cells.forEach((s, i) => {
    if (s < 0) return;
    targets.push((Math.floor(i / WIDTH) + 1) * PW + (i % WIDTH) + 1);
    counts[s] = (counts[s] ?? 0) + 1;
  });
  const pairs: number[] = [];
  counts.forEach((n, s) => {
    for (let k = 0; k < Math.floor(n / 2); k++) pairs.push(s);
  });
  const pairSymbols = shuffled(pairs, rng);
  return fill(height, layPairs(height, targets, rng), pairSymbols);
}
