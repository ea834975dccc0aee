// Schiebepuzzle position text and move notation (ENGINE.md "Game fifteen"); decoding checks every bound.
//
// Position: rows separated by "/", tiles by ",", the gap 0: "1,2,3,4/5,6,7,8/9,10,11,12/13,14,0,15".
// The size is the number of rows (3, 4 or 5); every row holds that many numbers; 0 … n²−1 each
// appear once; unsolvable arrangements are refused. Spaces around numbers are allowed on load,
// never written. The move counter is not part of the text (the format has no place for it; ENGINE.md
// sends it as the `moves` extra): a loaded position starts at 0 moves, as FreeCell's does.

import { fail, ok, type Result } from '../../core/result.ts';
import { makeState, SIZES, type FifteenState, type Size } from './rules.ts';
import { isSolvable } from './solve.ts';

/** Longest position text `load` reads (a 5×5 one is under 80 characters). */
const MAX_TEXT = 400;

export function encodePosition(s: FifteenState): string {
  const rows: string[] = [];
  for (let r = 0; r < s.size; r++) rows.push([...s.tiles.subarray(r * s.size, (r + 1) * s.size)].join(','));
  return rows.join('/');
}

const bad = (message: string) => fail('bad_position', message);

export function decodePosition(raw: unknown): Result<FifteenState> {
  if (typeof raw !== 'string') return bad('A Schiebepuzzle position is text such as "1,2,3/4,5,6/7,0,8".');
  if (raw.length > MAX_TEXT) return bad('The position text is too long.');
  const rows = raw.split('/');
  const n = rows.length;
  if (!(SIZES as readonly number[]).includes(n)) return bad('A position has 3, 4 or 5 rows.');
  const tiles = new Uint8Array(n * n);
  const seen = new Uint8Array(n * n);
  for (let r = 0; r < n; r++) {
    const cells = (rows[r] as string).split(',');
    if (cells.length !== n) return bad(`Every row holds ${n} numbers.`);
    for (let c = 0; c < n; c++) {
      const cell = (cells[c] as string).trim();
      if (!/^\d{1,2}$/.test(cell)) return bad(`"${cell.slice(0, 8)}" is not a tile number.`);
      const t = Number(cell);
      if (t >= n * n) return bad(`Tiles on a ${n}×${n} board are 1 to ${n * n - 1} and the gap 0.`);
      if (seen[t]) return bad(`${t} appears twice.`);
      seen[t] = 1;
      tiles[r * n + c] = t;
    }
  }
  if (!isSolvable(tiles, n)) return bad('This arrangement cannot be solved (it has the wrong parity).');
  return ok(makeState(n as Size, tiles, 0));
}

/** A seed from ENGINE.md `new`: a whole number 0 … 2^53 − 1 (or its decimal text). */
export function parseSeed(raw: unknown): number | null {
  const n = typeof raw === 'string' && /^\d{1,16}$/.test(raw) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** A move: the tapped tile's number as text ("7"); a JSON number is taken too. */
export function parseMove(raw: unknown): Result<number> {
  const n = typeof raw === 'string' && /^\d{1,2}$/.test(raw) ? Number(raw) : raw;
  if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 24) return ok(n);
  return fail('bad_request', 'A Schiebepuzzle move is the number of a tile, such as "7".');
}

export const formatMove = (tile: number): string => String(tile);
