// ENGINE.md notation of connect: position {"rows":[…],"score":n, …round fields} and moves [[r1,c1],[r2,c2]].

import { MAX_COUNT, MAX_PLAY_MS, MAX_SCORE, isBoundedInt, isPlayTime } from '../../core/bounds.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import { SYMBOL_COUNT } from './generate.ts';
import { WIDTH, type Cell } from './path.ts';

export type PairMove = readonly [Cell, Cell];

/** Symbol number 0…15 ↔ letter A…P. */
export const symbolLetter = (n: number): string => (n < 0 ? '.' : String.fromCharCode(65 + n));

/** The board's rows as letters ('.' for an empty cell). One pass, no copies: the page writes them after every move. */
export function rowsOf(cells: readonly number[], height: number): string[] {
  const out: string[] = [];
  for (let r = 0; r < height; r++) {
    let row = '';
    for (let i = r * WIDTH, end = Math.min(cells.length, i + WIDTH); i < end; i++) row += symbolLetter(cells[i] as number);
    out.push(row);
  }
  return out;
}

/**
 * What a round has played so far beyond board and score. ENGINE.md allows added fields: a
 * position carries each of these under the same name when it differs from a fresh round's
 * value (so a freshly dealt or loaded board still encodes as exactly {"rows","score"}).
 */
export interface RoundFields {
  readonly streak: number;
  readonly bestStreak: number;
  /** t of the last cleared pair, null when unknown. */
  readonly lastClearT: number | null;
  /** t of the last action. */
  readonly lastT: number;
  /** Auf Zeit: ms left at lastT (ignored in Entspannt, which has no clock). */
  readonly clockMs: number;
  readonly pairs: number;
  readonly hints: number;
  readonly shuffles: number;
  readonly autoShuffles: number;
  readonly bonus: number;
  readonly over: boolean;
}

export const ROUND_FIELDS = [
  'streak',
  'bestStreak',
  'lastClearT',
  'lastT',
  'clockMs',
  'pairs',
  'hints',
  'shuffles',
  'autoShuffles',
  'bonus',
  'over',
] as const satisfies ReadonlyArray<keyof RoundFields>;

export interface DecodedPosition {
  readonly cells: number[];
  readonly height: number;
  readonly score: number;
  /** Only the round fields the position names; the rest take a fresh round's values. */
  readonly round: Partial<RoundFields>;
}

/** The bound of each counted round field (core/bounds.ts, issue 26); times are checked by isPlayTime. */
const ROUND_BOUNDS: Readonly<Record<Exclude<keyof RoundFields, 'over' | 'lastClearT' | 'lastT' | 'clockMs'>, number>> = {
  streak: MAX_COUNT,
  bestStreak: MAX_COUNT,
  pairs: MAX_COUNT,
  hints: MAX_COUNT,
  shuffles: MAX_COUNT,
  autoShuffles: MAX_COUNT,
  bonus: MAX_SCORE,
};

/** The added round fields of a position object; a wrong type or a number past its bound is a bad_position naming the field. */
function decodeRound(o: Record<string, unknown>): Result<Partial<RoundFields>> {
  const round: Record<string, unknown> = {};
  for (const key of ROUND_FIELDS) {
    const v = o[key];
    if (v === undefined) continue;
    if (key === 'over') {
      if (typeof v !== 'boolean') return fail('bad_position', '"over" must be true or false.');
    } else if (key === 'lastClearT') {
      if (v !== null && !isPlayTime(v)) return fail('bad_position', `"lastClearT" must be null or a time from 0 to ${MAX_PLAY_MS} ms.`);
    } else if (key === 'lastT' || key === 'clockMs') {
      if (!isPlayTime(v)) return fail('bad_position', `"${key}" must be a time from 0 to ${MAX_PLAY_MS} ms.`);
    } else if (!isBoundedInt(v, ROUND_BOUNDS[key])) {
      return fail('bad_position', `"${key}" must be a whole number from 0 to ${ROUND_BOUNDS[key]}.`);
    }
    round[key] = v;
  }
  const r = round as Partial<RoundFields>;
  if ((r.bestStreak ?? 0) < (r.streak ?? 0)) return fail('bad_position', '"bestStreak" cannot be below "streak".');
  if (r.lastClearT != null && r.lastClearT > (r.lastT ?? 0)) return fail('bad_position', '"lastClearT" cannot be later than "lastT".');
  return ok(r);
}

export const MAX_ROWS = 12;

/** Parse a position (object or its JSON text). Every symbol must occur an even number of times. */
export function decodePosition(raw: unknown): Result<DecodedPosition> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return fail('bad_position', 'The position is not valid JSON.');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('bad_position', 'A position is an object {"rows":[…],"score":n}.');
  const rows = (value as Record<string, unknown>)['rows'];
  const score = (value as Record<string, unknown>)['score'] ?? 0;
  if (!Array.isArray(rows) || rows.length < 1 || rows.length > MAX_ROWS) return fail('bad_position', `"rows" must be a list of 1 to ${MAX_ROWS} strings.`);
  if (!isBoundedInt(score, MAX_SCORE)) return fail('bad_position', `"score" must be a whole number from 0 to ${MAX_SCORE}.`);
  const cells: number[] = [];
  const counts = new Array<number>(SYMBOL_COUNT).fill(0);
  for (const [r, row] of rows.entries()) {
    if (typeof row !== 'string' || row.length !== WIDTH) return fail('bad_position', `Row ${r} must be a string of ${WIDTH} characters.`);
    for (const ch of row) {
      if (ch === '.') {
        cells.push(-1);
        continue;
      }
      const n = ch.charCodeAt(0) - 65;
      if (n < 0 || n >= SYMBOL_COUNT) return fail('bad_position', `Unknown symbol "${ch}" in row ${r}; symbols are A–P, empty is ".".`);
      cells.push(n);
      counts[n] = (counts[n] ?? 0) + 1;
    }
  }
  const odd = counts.findIndex((n) => n % 2 === 1);
  if (odd >= 0) return fail('bad_position', `Symbol ${symbolLetter(odd)} occurs an odd number of times, so it could never be cleared.`);
  const round = decodeRound(value as Record<string, unknown>);
  if (!round.ok) return round;
  return ok({ cells, height: rows.length, score, round: round.value });
}

/** The position of a board with its round fields (only those that differ from `fresh`). */
export function encodePosition(cells: readonly number[], height: number, score: number, round: RoundFields, fresh: RoundFields): Record<string, unknown> {
  const out: Record<string, unknown> = { rows: rowsOf(cells, height), score };
  for (const key of ROUND_FIELDS) if (round[key] !== fresh[key]) out[key] = round[key];
  return out;
}

const isCell = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isSafeInteger(n));

export function parseMove(raw: unknown): Result<PairMove> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return fail('bad_request', 'A move is [[r1,c1],[r2,c2]].');
    }
  }
  if (!Array.isArray(value) || value.length !== 2 || !isCell(value[0]) || !isCell(value[1])) {
    return fail('bad_request', 'A move is [[r1,c1],[r2,c2]] with integer rows and columns.');
  }
  return ok([
    [value[0][0], value[0][1]],
    [value[1][0], value[1][1]],
  ]);
}

export const formatMove = (m: PairMove): number[][] => [
  [m[0][0], m[0][1]],
  [m[1][0], m[1][1]],
];
