// Minesweeper's ENGINE.md position JSON and move notation ("r x y", "f x y", "c x y"), both round-tripping.

import { fail, ok, type Result } from '../../core/result.ts';
import { geometry, isValidSize, maxMines, MAX_SIDE, MIN_SIDE, mineCounts } from './board.ts';
import { CELL_COVERED, CELL_EXPLODED, CELL_FLAGGED, CELL_REVEALED, isSeed, MAX_SEED, newGame, type MinesMove, type MinesState } from './rules.ts';

export interface PositionJson {
  width: number;
  height: number;
  mines: number;
  rows: string[];
  /** Only before the first reveal. */
  seed?: number;
}

/** Longest position text `load` parses (a 40 × 40 board is about 1,800 characters). */
const MAX_POSITION_CHARS = 20_000;

export function encodePosition(state: MinesState): PositionJson {
  const { width, height, mines } = state;
  const rows: string[] = [];
  if (state.seed !== null) {
    const row = '?'.repeat(width);
    for (let y = 0; y < height; y++) rows.push(row);
    return { width, height, mines, rows, seed: state.seed };
  }
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) row += cellChar(state, y * width + x);
    rows.push(row);
  }
  return { width, height, mines, rows };
}

function cellChar(state: MinesState, i: number): string {
  switch (state.cell[i]) {
    case CELL_REVEALED:
      return String(state.count[i]);
    case CELL_FLAGGED:
      return state.mine[i] === 1 ? 'F' : 'f';
    case CELL_EXPLODED:
      return 'X';
    default:
      return state.mine[i] === 1 ? '*' : '.';
  }
}

const bad = (message: string): Result<never> => fail('bad_position', message);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A position from its JSON object or text; every shown number is checked against the mines. */
export function decodePosition(raw: unknown): Result<MinesState> {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_POSITION_CHARS) return bad('The position text is too long.');
    try {
      value = JSON.parse(raw);
    } catch {
      return bad('The position is not valid JSON.');
    }
  }
  if (!isRecord(value)) return bad('The position must be a JSON object with "width", "height", "mines" and "rows".');
  const { width, height, mines, rows } = value;
  if (!isValidSize(width, height, mines)) {
    return bad(`"width" and "height" must be integers from ${MIN_SIDE} to ${MAX_SIDE}, "mines" an integer from 1 to a quarter of the cells.`);
  }
  const w = width as number;
  const h = height as number;
  const m = mines as number;
  if (!Array.isArray(rows) || rows.length !== h) return bad(`"rows" must hold exactly ${h} rows.`);
  for (const [y, row] of (rows as unknown[]).entries()) {
    if (typeof row !== 'string' || row.length !== w) return bad(`Row ${y} must be a string of exactly ${w} characters.`);
  }
  const text = (rows as string[]).join('');
  if (text.includes('?')) {
    if (!/^\?+$/.test(text)) return bad('Before the first reveal every cell is "?"; after it no cell is.');
    if (!isSeed(value['seed'])) return bad(`Before the first reveal the position carries "seed", an integer from 0 to ${MAX_SEED}.`);
    return ok(newGame({ width: w, height: h, mines: m }, value['seed']));
  }
  const n = w * h;
  const mine = new Uint8Array(n);
  const cell = new Uint8Array(n);
  let exploded = -1;
  let flags = 0;
  let revealed = 0;
  let mineCount = 0;
  for (let i = 0; i < n; i++) {
    const ch = text[i]!;
    if (ch === '*' || ch === 'F' || ch === 'X') {
      mine[i] = 1;
      mineCount++;
    }
    if (ch === 'F' || ch === 'f') {
      cell[i] = CELL_FLAGGED;
      flags++;
    } else if (ch === 'X') {
      if (exploded >= 0) return bad('Only one mine can have exploded ("X").');
      exploded = i;
      cell[i] = CELL_EXPLODED;
    } else if (ch >= '0' && ch <= '8') {
      cell[i] = CELL_REVEALED;
      revealed++;
    } else if (ch === '*' || ch === '.') {
      cell[i] = CELL_COVERED;
    } else {
      return bad(`Unknown cell "${ch}" in row ${Math.floor(i / w)}; cells are . * f F 0-8 X (or all ? before the first reveal).`);
    }
  }
  if (mineCount !== m) return bad(`The rows hold ${mineCount} mines, "mines" says ${m} (at most ${maxMines(n)} on this board).`);
  const count = mineCounts(geometry(w, h), mine);
  for (let i = 0; i < n; i++) {
    if (cell[i] === CELL_REVEALED && count[i] !== text.charCodeAt(i) - 48) {
      return bad(`The cell (${i % w}, ${Math.floor(i / w)}) shows ${text[i]}, but ${count[i]} mines lie around it.`);
    }
  }
  return ok({ width: w, height: h, mines: m, seed: null, mine, count, cell, revealed, flags, exploded });
}

const MOVE_PATTERN = /^\s*([rfc])\s+(\d{1,3})\s+(\d{1,3})\s*$/;
const KINDS = { r: 'reveal', f: 'flag', c: 'chord' } as const;
const LETTERS = { reveal: 'r', flag: 'f', chord: 'c' } as const;

/** "r x y" reveal, "f x y" flag toggle, "c x y" chord; x the column, y the row, 0-based from the top left. */
export function parseMove(raw: unknown): Result<MinesMove> {
  if (typeof raw !== 'string' || raw.length > 32) return fail('bad_request', 'A move is a string "r x y", "f x y" or "c x y".');
  const match = MOVE_PATTERN.exec(raw);
  if (!match) return fail('bad_request', 'A move is "r x y" (reveal), "f x y" (flag) or "c x y" (chord), x and y 0-based.');
  return ok({ kind: KINDS[match[1] as 'r' | 'f' | 'c'], x: Number(match[2]), y: Number(match[3]) });
}

export function formatMove(move: MinesMove): string {
  return `${LETTERS[move.kind]} ${move.x} ${move.y}`;
}
