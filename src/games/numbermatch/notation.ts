// Number Match position text and move notation of ENGINE.md ("Game numbermatch"); both round-trip.
//
// Position: {"rows":["123456789","1.1213141",…],"adds":5}: rows of up to 9 characters,
// digits 1–9 and "." for a gap; only the last row may be shorter. Moves: [[r1,c1],[r2,c2]]
// (0-based) or "add".

import { fail, ok, type Result } from '../../core/result.ts';
import { GAP, MAX_ADDS, MAX_CELLS, WIDTH, type CellRef, type NumberMatchMove, type NumberMatchState } from './rules.ts';

export interface PositionJson {
  readonly rows: string[];
  readonly adds: number;
}

/** Board cells as row strings. */
export function cellsToRows(cells: readonly number[]): string[] {
  const rows: string[] = [];
  for (let i = 0; i < cells.length; i += WIDTH) {
    rows.push(
      cells
        .slice(i, i + WIDTH)
        .map((v) => (v === GAP ? '.' : String(v)))
        .join(''),
    );
  }
  return rows;
}

export function encodePosition(state: NumberMatchState): PositionJson {
  return { rows: cellsToRows(state.cells), adds: state.adds };
}

/** Row strings into cells, with the shape rules of a reachable board. */
export function rowsToCells(rows: unknown): Result<number[]> {
  if (!Array.isArray(rows)) return fail('bad_position', '"rows" must be an array of strings.');
  const cells: number[] = [];
  for (const [r, row] of rows.entries()) {
    if (typeof row !== 'string') return fail('bad_position', `Row ${r} is not a string.`);
    if (!/^[1-9.]{1,9}$/.test(row)) return fail('bad_position', `Row ${r} must be 1 to 9 characters of digits 1-9 and "." for a gap.`);
    if (row.length < WIDTH && r < rows.length - 1) return fail('bad_position', `Row ${r} is shorter than 9; only the last row may be shorter.`);
    if (/^\.+$/.test(row)) return fail('bad_position', `Row ${r} holds no number; an emptied row is removed from the board.`);
    for (const ch of row) cells.push(ch === '.' ? GAP : Number(ch));
  }
  if (cells.length > MAX_CELLS) return fail('bad_position', `The board has more than ${MAX_CELLS} cells.`);
  return ok(cells);
}

export function parseAdds(raw: unknown, field = 'adds'): Result<number> {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > MAX_ADDS) {
    return fail('bad_position', `"${field}" must be an integer from 0 to ${MAX_ADDS}.`);
  }
  return ok(raw);
}

/** A position as an object or as its JSON text. */
export function decodePosition(raw: unknown): Result<NumberMatchState> {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return fail('bad_position', 'The position text is not valid JSON.');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('bad_position', 'A position must be an object {"rows":[…],"adds":n}.');
  }
  const obj = value as Record<string, unknown>;
  const cells = rowsToCells(obj['rows']);
  if (!cells.ok) return cells;
  const adds = parseAdds(obj['adds']);
  if (!adds.ok) return adds;
  return ok({ cells: cells.value, adds: adds.value });
}

function parseRef(raw: unknown): CellRef | null {
  if (!Array.isArray(raw) || raw.length !== 2) return null;
  const [r, c] = raw as unknown[];
  if (typeof r !== 'number' || typeof c !== 'number' || !Number.isInteger(r) || !Number.isInteger(c) || r < 0 || c < 0) return null;
  return [r, c];
}

/** A move in ENGINE.md notation (also accepted as its JSON text). */
export function parseMove(raw: unknown): Result<NumberMatchMove> {
  if (raw === 'add') return ok({ kind: 'add' });
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return fail('bad_request', 'A move is [[r1,c1],[r2,c2]] or "add".');
    }
  }
  if (Array.isArray(value) && value.length === 2) {
    const a = parseRef(value[0]);
    const b = parseRef(value[1]);
    if (a && b) return ok({ kind: 'pair', a, b });
  }
  return fail('bad_request', 'A move is [[r1,c1],[r2,c2]] with 0-based non-negative integers, or "add".');
}

export function formatMove(move: NumberMatchMove): unknown {
  return move.kind === 'add'
    ? 'add'
    : [
        [move.a[0], move.a[1]],
        [move.b[0], move.b[1]],
      ];
}

/** Compact text of a move list for shipped solutions: "r,c-r,c" pairs and "+" for add, space separated. */
export function movesToText(moves: readonly NumberMatchMove[]): string {
  return moves.map((m) => (m.kind === 'add' ? '+' : `${m.a[0]},${m.a[1]}-${m.b[0]},${m.b[1]}`)).join(' ');
}

export function textToMoves(text: string): Result<NumberMatchMove[]> {
  const out: NumberMatchMove[] = [];
  for (const tok of text.split(/\s+/).filter((t) => t.length > 0)) {
    if (tok === '+') {
      out.push({ kind: 'add' });
      continue;
    }
    const m = /^(\d+),(\d+)-(\d+),(\d+)$/.exec(tok);
    if (!m) return fail('bad_request', `Unreadable move "${tok}".`);
    out.push({ kind: 'pair', a: [Number(m[1]), Number(m[2])], b: [Number(m[3]), Number(m[4])] });
  }
  return ok(out);
}
