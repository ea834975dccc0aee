// 2048 position JSON and move notation (ENGINE.md "Game 2048"); decoding checks every bound.
//
// Position: {"grid":[[2,0,0,2],…4 rows],"score":0,"moves":0,"rng":"kb-rng-1/2048/<seed>"}.
// Tiles are 0 (empty) or a power of two from 2 to 2^17 and add up to less than 2^18 (no game
// reaches more, see MAX_SUM); score and moves are integers 0 … 10^9;
// the seed in `rng` is a safe integer ≥ 0 and a missing `rng` means seed 0. The new tile after
// the k-th move depends on seed and k alone (rules.ts), so `rng` + `moves` are the whole random
// state and load(encode(s)) continues with the same tiles.

import { fail, ok, type Result } from '../../core/result.ts';
import { CELLS, DIRECTIONS, MAX_COUNT, MAX_EXP, MAX_SEED, MAX_SUM, SIZE, makeState, type Direction, type State2048 } from './rules.ts';

export const RNG_PREFIX = 'kb-rng-1/2048/';
/** Longest position text `load` parses (a real one is under 200 characters). */
const MAX_TEXT = 10_000;

export interface Position2048 {
  grid: number[][];
  score: number;
  moves: number;
  rng: string;
}

export const rngString = (seed: number): string => `${RNG_PREFIX}${seed}`;

export function encodePosition(s: State2048): Position2048 {
  const grid: number[][] = [];
  for (let r = 0; r < SIZE; r++) {
    const row: number[] = [];
    for (let c = 0; c < SIZE; c++) {
      const e = s.cells[r * SIZE + c] as number;
      row.push(e === 0 ? 0 : 2 ** e);
    }
    grid.push(row);
  }
  return { grid, score: s.score, moves: s.moves, rng: rngString(s.seed) };
}

const bad = (message: string) => fail('bad_position', message);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_COUNT;

/** The exponent of a tile value, or −1 when it is not 0 or a power of two from 2 to 2^17. */
function exponentOf(v: unknown): number {
  if (v === 0) return 0;
  if (typeof v !== 'number' || !Number.isInteger(v)) return -1;
  for (let e = 1; e <= MAX_EXP; e++) if (v === 2 ** e) return e;
  return -1;
}

/** A position object or its JSON text. */
export function decodePosition(raw: unknown): Result<State2048> {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_TEXT) return bad('The position text is too long.');
    try {
      value = JSON.parse(raw);
    } catch {
      return bad('The position is not valid JSON.');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad('A 2048 position is an object with "grid", "score", "moves" and "rng".');
  const p = value as Record<string, unknown>;
  const grid = p['grid'];
  if (!Array.isArray(grid) || grid.length !== SIZE) return bad('"grid" must hold 4 rows.');
  const cells = new Uint8Array(CELLS);
  let sum = 0;
  for (let r = 0; r < SIZE; r++) {
    const row: unknown = grid[r];
    if (!Array.isArray(row) || row.length !== SIZE) return bad('Every row of "grid" holds 4 numbers.');
    for (let c = 0; c < SIZE; c++) {
      const e = exponentOf(row[c]);
      if (e < 0) return bad('A tile is 0 (empty) or a power of two from 2 to 131072.');
      cells[r * SIZE + c] = e;
      sum += e === 0 ? 0 : 2 ** e;
    }
  }
  if (sum >= MAX_SUM) return bad(`The tiles add up to ${sum}; no 2048 game reaches ${MAX_SUM} or more, so this grid cannot be played.`);
  const score = p['score'] ?? 0;
  const moves = p['moves'] ?? 0;
  if (!isCount(score)) return bad('"score" must be a whole number from 0 to 10^9.');
  if (!isCount(moves)) return bad('"moves" must be a whole number from 0 to 10^9.');
  let seed = 0;
  const rng = p['rng'];
  if (rng !== undefined) {
    if (typeof rng !== 'string' || rng.length > 64 || !rng.startsWith(RNG_PREFIX))
      return bad(`"rng" must be a string from an earlier position ("${RNG_PREFIX}…").`);
    const digits = rng.slice(RNG_PREFIX.length);
    if (!/^(0|[1-9]\d{0,15})$/.test(digits) || Number(digits) > MAX_SEED) return bad('"rng" holds no valid seed.');
    seed = Number(digits);
  }
  return ok(makeState(cells, score, moves, seed));
}

/** A seed from ENGINE.md `new`: a whole number 0 … 2^53 − 1 (or its decimal text). */
export function parseSeed(raw: unknown): number | null {
  const n = typeof raw === 'string' && /^\d{1,16}$/.test(raw) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

export function parseMove(raw: unknown): Result<Direction> {
  if (typeof raw === 'string' && (DIRECTIONS as readonly string[]).includes(raw)) return ok(raw as Direction);
  return fail('bad_request', 'A 2048 move is "up", "down", "left" or "right".');
}

export const formatMove = (m: Direction): string => m;
