// __NAME__'s engine notation. A position is the rows from the top, "1" for a light that is on, "0"
// for one that is off, joined by "/" ("01100/10000/00000/00000/00001"); a move names a cell by its
// column letter and its row counted from the top ("a1" top left, "e5" bottom right).

import { fail, ok, type Result } from '../../core/result.ts';
import { CELLS, SIZE, type State } from './rules.ts';

const COLUMNS = 'abcdefghij'.slice(0, SIZE);
const ROW = new RegExp(`^[01]{${SIZE}}$`);

export function encodePosition(s: State): string {
  const rows: string[] = [];
  for (let r = 0; r < SIZE; r++)
    rows.push(
      s.lit
        .slice(r * SIZE, (r + 1) * SIZE)
        .map((on) => (on ? '1' : '0'))
        .join(''),
    );
  return rows.join('/');
}

export function decodePosition(raw: unknown): Result<State> {
  const rows = typeof raw === 'string' ? raw.split('/') : [];
  if (rows.length !== SIZE || !rows.every((row) => ROW.test(row))) {
    return fail('bad_position', `A position is ${SIZE} rows of ${SIZE} digits 0 or 1, joined by "/".`);
  }
  return ok({
    lit: rows
      .join('')
      .split('')
      .map((c) => c === '1'),
  });
}

export const formatMove = (cell: number): string => `${COLUMNS[cell % SIZE] ?? '?'}${Math.floor(cell / SIZE) + 1}`;

export function parseMove(raw: unknown): Result<number> {
  const m = typeof raw === 'string' ? /^([a-z])([1-9])$/.exec(raw) : null;
  const col = m ? COLUMNS.indexOf(m[1] as string) : -1;
  const row = m ? Number(m[2]) - 1 : -1;
  if (col < 0 || row >= SIZE) return fail('bad_request', `A move names a cell, a1 to ${formatMove(CELLS - 1)}.`);
  return ok(row * SIZE + col);
}

/** A seed of the engine's "new": a whole number 0 … 2^53 − 1, or its decimal text. */
export function parseSeed(raw: unknown): number | null {
  const n = typeof raw === 'string' && /^\d{1,16}$/.test(raw) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}
