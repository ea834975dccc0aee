// Number Match rules (SPEC NUM-1 … NUM-8): board cells, pair legality, pair removal, adding, status.
//
// The board is a flat list of cells in reading order, always 9 per row (NUM-4); only the
// last row may be shorter. A cell holds 1…9 (an active number) or 0 (a gap, NUM-3). No row
// ever consists of gaps only: such a row is removed at once (NUM-5). Everything here is pure:
// readonly state in, new state or a typed error out.

import { err, fail, ok, type Err, type Result, type RuleError } from '../../core/result.ts';
import type { Status } from '../../core/game.ts';

export const WIDTH = 9;
/** Default add budget of a stage (NUM-7, resolved). */
export const DEFAULT_ADDS = 5;
/** Highest add budget a position or option may carry. */
export const MAX_ADDS = 99;
/**
 * Largest board the rules will build by adding (a safety limit against runaway growth;
 * no real game comes near it). An add that would exceed it is refused with reason "board_full".
 */
export const MAX_CELLS = 9 * 500;

export const GAP = 0;

export interface NumberMatchState {
  /** Cells in reading order: 0 = gap, 1…9 = an active number. */
  readonly cells: readonly number[];
  /** Adds left in this stage (NUM-7). */
  readonly adds: number;
}

/** A cell as [row, column], 0-based. */
export type CellRef = readonly [number, number];

export type NumberMatchMove = { readonly kind: 'pair'; readonly a: CellRef; readonly b: CellRef } | { readonly kind: 'add' };

/** Why a pair is refused (NUM-2, NUM-3). */
export type PairReason = 'outside' | 'gap' | 'same' | 'values' | 'blocked' | 'not_aligned';

/** How a legal pair is joined (NUM-2). */
export type Direction = 'reading' | 'vertical' | 'diag_right' | 'diag_left';

export const indexOf = (r: number, c: number): number => r * WIDTH + c;
export const refOf = (i: number): CellRef => [Math.floor(i / WIDTH), i % WIDTH];

/** NUM-1: equal values or values summing to 10. */
export const valuesMatch = (x: number, y: number): boolean => x >= 1 && y >= 1 && (x === y || x + y === 10);

export type Connection =
  | { readonly ok: true; readonly direction: Direction }
  | { readonly ok: false; readonly reason: 'blocked'; readonly blocker: number; readonly direction: Direction }
  | { readonly ok: false; readonly reason: 'not_aligned'; readonly blocker: number | null };

/** First active cell on the straight line from `from` by `step` cells (at most `count` steps), or -1. */
function firstActive(cells: readonly number[], from: number, step: number, count: number): number {
  let i = from;
  for (let k = 0; k < count; k++) {
    i += step;
    if (i >= cells.length) return -1;
    if ((cells[i] ?? 0) !== GAP) return i;
  }
  return -1;
}

/** The steps of the straight line from cell a to cell b (a < b), when there is one. */
function lineBetween(a: number, b: number): { direction: Direction; step: number; count: number } | null {
  const d = b - a;
  const ca = a % WIDTH;
  const cb = b % WIDTH;
  if (d % WIDTH === 0) return { direction: 'vertical', step: WIDTH, count: d / WIDTH };
  if (d % (WIDTH + 1) === 0 && cb - ca === d / (WIDTH + 1)) return { direction: 'diag_right', step: WIDTH + 1, count: d / (WIDTH + 1) };
  if (d % (WIDTH - 1) === 0 && ca - cb === d / (WIDTH - 1)) return { direction: 'diag_left', step: WIDTH - 1, count: d / (WIDTH - 1) };
  return null;
}

/**
 * NUM-2/NUM-3: is there a free path between two distinct cells? Gaps are transparent,
 * active numbers block. Reading order (covers a row and the wrap from a row's end to the
 * next row's start) and the straight vertical and diagonal lines are tried.
 */
const JOINED: Readonly<Record<Direction, Connection>> = {
  reading: { ok: true, direction: 'reading' },
  vertical: { ok: true, direction: 'vertical' },
  diag_right: { ok: true, direction: 'diag_right' },
  diag_left: { ok: true, direction: 'diag_left' },
};

export function connection(cells: readonly number[], p: number, q: number): Connection {
  const a = Math.min(p, q);
  const b = Math.max(p, q);
  const next = firstActive(cells, a, 1, b - a);
  if (next === b) return JOINED.reading;
  const line = lineBetween(a, b);
  if (line) {
    const hit = firstActive(cells, a, line.step, line.count);
    if (hit === b) return JOINED[line.direction];
    return { ok: false, reason: 'blocked', blocker: hit, direction: line.direction };
  }
  // Same row: the reading-order path is the horizontal line, so a number between blocks it.
  if (Math.floor(a / WIDTH) === Math.floor(b / WIDTH)) return { ok: false, reason: 'blocked', blocker: next, direction: 'reading' };
  return { ok: false, reason: 'not_aligned', blocker: null };
}

/**
 * The pair check as one small integer (issue 33): 0 … 3 a legal pair joined by `DIRECTIONS[code]`,
 * 4 … 9 a refused one for `REASONS[code - 4]`. Cells `ia` and `ib` are indices in reading order.
 * No allocation and no call on the way: a tap, the engine's move and `playPair` all ask this, and
 * the reason's words (or the blocking cell) are worked out only when a refusal is shown.
 */
export function pairCode(cells: readonly number[], ia: number, ib: number): number {
  const n = cells.length;
  // One unsigned comparison catches negative indices too.
  if (ia >>> 0 >= n || ib >>> 0 >= n) return CODE_OUTSIDE;
  if (ia === ib) return CODE_SAME;
  const va = cells[ia] as number;
  const vb = cells[ib] as number;
  if (va === GAP || vb === GAP) return CODE_GAP;
  if (va !== vb && va + vb !== 10) return CODE_VALUES;
  let a = ia;
  let b = ib;
  if (a > b) {
    a = ib;
    b = ia;
  }
  // Reading order (a row, or the wrap from a row's end to the next row's start): nothing active between.
  let i = a + 1;
  while (i < b && cells[i] === GAP) i++;
  if (i === b) return CODE_READING;
  const d = b - a;
  const ca = a % WIDTH;
  const cb = b % WIDTH;
  let step: number;
  let code: number;
  if (d % WIDTH === 0) {
    step = WIDTH;
    code = CODE_VERTICAL;
  } else if (d % (WIDTH + 1) === 0 && cb - ca === d / (WIDTH + 1)) {
    step = WIDTH + 1;
    code = CODE_DIAG_RIGHT;
  } else if (d % (WIDTH - 1) === 0 && ca - cb === d / (WIDTH - 1)) {
    step = WIDTH - 1;
    code = CODE_DIAG_LEFT;
  } else {
    // Same row: the reading-order path is the horizontal line, so the number met above blocks it.
    return a - ca === b - cb ? CODE_BLOCKED : CODE_NOT_ALIGNED;
  }
  for (i = a + step; i < b; i += step) if (cells[i] !== GAP) return CODE_BLOCKED;
  return code;
}

const CODE_READING = 0;
const CODE_VERTICAL = 1;
const CODE_DIAG_RIGHT = 2;
const CODE_DIAG_LEFT = 3;
const CODE_OUTSIDE = 4;
const CODE_SAME = 5;
const CODE_GAP = 6;
const CODE_VALUES = 7;
const CODE_BLOCKED = 8;
const CODE_NOT_ALIGNED = 9;
/** The direction of each legal code. */
export const DIRECTIONS: readonly Direction[] = ['reading', 'vertical', 'diag_right', 'diag_left'];
/** The reason of each refused code, from code 4 on. */
export const REASONS: readonly PairReason[] = ['outside', 'same', 'gap', 'values', 'blocked', 'not_aligned'];
/** The first refused code: codes below it are legal pairs. */
export const FIRST_REFUSED = CODE_OUTSIDE;

/**
 * The pair check's typed answer (issue 21): null when cells `ia` and `ib` (indices in reading
 * order) form a legal pair, else why not. No text on the way: the words (English for the engine,
 * German on the page) are built only when shown.
 */
export function pairFault(cells: readonly number[], ia: number, ib: number): PairReason | null {
  const code = pairCode(cells, ia, ib);
  return code < FIRST_REFUSED ? null : (REASONS[code - FIRST_REFUSED] as PairReason);
}

/** What a refused pair carries: the reason code, and the blocking cell for "blocked". */
export type PairErrorData = {
  readonly reason: PairReason;
  readonly blocker?: CellRef;
};

/** A refused pair; its English sentence (the engine's `error`) is written only when read. */
class PairError implements RuleError<PairErrorData> {
  readonly code = 'illegal';
  constructor(
    readonly data: PairErrorData,
    private readonly va: number,
    private readonly vb: number,
  ) {}
  get message(): string {
    switch (this.data.reason) {
      case 'outside':
        return 'A cell of this pair is outside the board.';
      case 'same':
        return 'A pair needs two different cells.';
      case 'gap':
        return 'A cell of this pair is a gap.';
      case 'values':
        return `${this.va} and ${this.vb} are neither equal nor sum to 10.`;
      case 'blocked':
        return `The number at ${JSON.stringify(this.data.blocker)} blocks the path.`;
      case 'not_aligned':
        return 'The two cells share no row, column or diagonal and do not follow each other in reading order.';
    }
  }
  toJSON(): RuleError<PairErrorData> {
    return { code: this.code, message: this.message, data: this.data };
  }
}

const refused = (reason: PairReason, va = 0, vb = 0, blocker?: number): Err<PairError> =>
  err(new PairError(blocker === undefined ? { reason } : { reason, blocker: refOf(blocker) }, va, vb));

/** Check a pair move; returns the two cell indices when it is legal. */
export function checkPair(state: NumberMatchState, a: CellRef, b: CellRef): Result<{ a: number; b: number; direction: Direction }, RuleError<PairErrorData>> {
  const ia = indexIn(state.cells, a);
  const ib = indexIn(state.cells, b);
  const code = pairCode(state.cells, ia, ib);
  return code < FIRST_REFUSED ? ok({ a: ia, b: ib, direction: DIRECTIONS[code] as Direction }) : refusal(state.cells, ia, ib, code);
}

/** A cell reference's index in reading order, or −1 when it lies outside the board. */
function indexIn(cells: readonly number[], r: CellRef): number {
  const row = r[0];
  const col = r[1];
  if (row < 0 || col < 0 || col >= WIDTH) return -1;
  const i = indexOf(row, col);
  return i < cells.length ? i : -1;
}

/** The error of a refused code, with the blocking cell for "blocked" (found again only here). */
function refusal(cells: readonly number[], ia: number, ib: number, code: number): Err<PairError> {
  const reason = REASONS[code - FIRST_REFUSED] as PairReason;
  if (reason === 'outside' || reason === 'same' || reason === 'gap') return refused(reason);
  const va = cells[ia] as number;
  const vb = cells[ib] as number;
  if (reason !== 'blocked') return refused(reason, va, vb);
  const conn = connection(cells, ia, ib);
  return refused('blocked', va, vb, conn.ok || conn.blocker === null ? undefined : conn.blocker);
}

/** Row indices (ascending) that hold no active number. */
function emptyRows(cells: readonly number[], candidates: readonly number[]): number[] {
  const rows = [...new Set(candidates)].sort((x, y) => x - y);
  return rows.filter((r) => {
    for (let i = r * WIDTH; i < Math.min(cells.length, (r + 1) * WIDTH); i++) if (cells[i] !== GAP) return false;
    return true;
  });
}

export interface PairOutcome {
  readonly state: NumberMatchState;
  /** Rows (indices before the removal) that were emptied and removed (NUM-5). */
  readonly rowsRemoved: readonly number[];
  readonly direction: Direction;
}

/** NUM-1 … NUM-5: remove a legal pair, leave gaps, drop rows that became empty. */
export function playPair(state: NumberMatchState, a: CellRef, b: CellRef): Result<PairOutcome> {
  // The index form (pairCode) decides; a refusal's error is built only when there is one.
  const ia = indexIn(state.cells, a);
  const ib = indexIn(state.cells, b);
  const code = pairCode(state.cells, ia, ib);
  if (code >= FIRST_REFUSED) return refusal(state.cells, ia, ib, code);
  const cells = state.cells.slice();
  cells[ia] = GAP;
  cells[ib] = GAP;
  const gone = emptyRows(cells, [Math.floor(ia / WIDTH), Math.floor(ib / WIDTH)]);
  // Remove from the bottom up so earlier indices stay valid; rows below move up by whole rows (NUM-4).
  for (let k = gone.length - 1; k >= 0; k--) cells.splice((gone[k] as number) * WIDTH, WIDTH);
  return ok({ state: { cells, adds: state.adds }, rowsRemoved: gone, direction: DIRECTIONS[code] as Direction });
}

/** Copies of the active numbers in board order (NUM-6). */
export const activeNumbers = (cells: readonly number[]): number[] => cells.filter((v) => v !== GAP);

/** Whether an add is possible now: one is left, the board is not empty and stays within MAX_CELLS. */
export function canAdd(state: NumberMatchState): boolean {
  if (state.adds <= 0) return false;
  const active = activeNumbers(state.cells).length;
  return active > 0 && state.cells.length + active <= MAX_CELLS;
}

/** NUM-6/NUM-7: append copies of the active numbers after the last cell; costs one add. */
export function playAdd(state: NumberMatchState): Result<{ state: NumberMatchState; added: number }> {
  if (state.adds <= 0) return fail('illegal', 'No adds are left in this stage.', { reason: 'no_adds' });
  const copies = activeNumbers(state.cells);
  if (copies.length === 0) return fail('illegal', 'The board is empty; there is nothing to add.', { reason: 'empty' });
  if (state.cells.length + copies.length > MAX_CELLS) return fail('illegal', 'The board would grow beyond its size limit.', { reason: 'board_full' });
  return ok({ state: { cells: [...state.cells, ...copies], adds: state.adds - 1 }, added: copies.length });
}

/**
 * Every legal pair as cell indices [a, b] with a < b, sorted by a then b (NUM-1 … NUM-3).
 * From each active cell the first active cell is found in four forward directions: next in
 * reading order, down, down-right and down-left; every legal pair is one of these.
 */
export function legalPairIndices(cells: readonly number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const n = cells.length;
  // nextActive[i]: the first active cell after i in reading order (one backward sweep).
  const nextActive = new Int32Array(n);
  let following = -1;
  for (let i = n - 1; i >= 0; i--) {
    nextActive[i] = following;
    if (cells[i] !== GAP) following = i;
  }
  for (let a = 0; a < n; a++) {
    const va = cells[a] as number;
    if (va === GAP) continue;
    const col = a % WIDTH;
    const r = nextActive[a] as number;
    let x = firstActive(cells, a, WIDTH - 1, col);
    let y = firstActive(cells, a, WIDTH, n);
    let z = firstActive(cells, a, WIDTH + 1, WIDTH - 1 - col);
    // The reading-order target comes first (every other target lies after it); the three lines
    // never meet the same cell, and reading order can coincide with one of them (counted once).
    if (r >= 0 && r !== x && r !== y && r !== z && valuesMatch(va, cells[r] as number)) out.push([a, r]);
    // Sort the three line targets ascending (-1 = none sorts first and is skipped).
    if (x > y) [x, y] = [y, x];
    if (y > z) [y, z] = [z, y];
    if (x > y) [x, y] = [y, x];
    if (x >= 0 && valuesMatch(va, cells[x] as number)) out.push([a, x]);
    if (y >= 0 && valuesMatch(va, cells[y] as number)) out.push([a, y]);
    if (z >= 0 && valuesMatch(va, cells[z] as number)) out.push([a, z]);
  }
  return out;
}

/** How many legal pairs have `a` as their first cell (the pairs legalPairIndices lists from `a`). */
function pairsFrom(cells: readonly number[], a: number): number {
  const va = cells[a] ?? GAP;
  if (va === GAP) return 0;
  const n = cells.length;
  const col = a % WIDTH;
  const r = firstActive(cells, a, 1, n);
  const x = firstActive(cells, a, WIDTH - 1, col);
  const y = firstActive(cells, a, WIDTH, n);
  const z = firstActive(cells, a, WIDTH + 1, WIDTH - 1 - col);
  let count = 0;
  if (r >= 0 && r !== x && r !== y && r !== z && valuesMatch(va, cells[r] as number)) count++;
  if (x >= 0 && valuesMatch(va, cells[x] as number)) count++;
  if (y >= 0 && valuesMatch(va, cells[y] as number)) count++;
  if (z >= 0 && valuesMatch(va, cells[z] as number)) count++;
  return count;
}

/**
 * The cells that can have `b` as one of their four targets: in each direction, the first active
 * cell before `b` (walking backwards along reading order, the column and both diagonals).
 */
function sourcesOf(cells: readonly number[], b: number, into: number[]): void {
  const col = b % WIDTH;
  let i = b - 1;
  while (i >= 0 && cells[i] === GAP) i--;
  if (i >= 0) into.push(i);
  for (i = b - WIDTH; i >= 0; i -= WIDTH) if (cells[i] !== GAP) break;
  if (i >= 0) into.push(i);
  // Down-left seen from the source: the source lies up and to the right of b.
  for (let k = 1; col + k < WIDTH && b - k * (WIDTH - 1) >= 0; k++) {
    const s = b - k * (WIDTH - 1);
    if (cells[s] !== GAP) {
      into.push(s);
      break;
    }
  }
  // Down-right seen from the source: the source lies up and to the left of b.
  for (let k = 1; col - k >= 0 && b - k * (WIDTH + 1) >= 0; k++) {
    const s = b - k * (WIDTH + 1);
    if (cells[s] !== GAP) {
      into.push(s);
      break;
    }
  }
}

/** Every legal move: pairs first (as cell references), then "add" when an add is left. */
export function legalMoves(state: NumberMatchState): NumberMatchMove[] {
  if (state.cells.length === 0) return [];
  const moves: NumberMatchMove[] = legalPairIndices(state.cells).map(([a, b]) => ({ kind: 'pair', a: refOf(a), b: refOf(b) }));
  if (canAdd(state)) moves.push({ kind: 'add' });
  return moves;
}

/** NUM-8: won when the board is empty; lost when no legal pair and no add is left. */
export function status(state: NumberMatchState): Status {
  if (state.cells.length === 0) return 'won';
  if (canAdd(state)) return 'playing';
  return hasLegalPair(state.cells) ? 'playing' : 'lost';
}

/** Whether at least one legal pair exists (same as legalPairIndices(cells).length > 0). */
export function hasLegalPair(cells: readonly number[]): boolean {
  return legalPairIndices(cells).length > 0;
}

export interface PlayOutcome {
  readonly state: NumberMatchState;
  readonly events: string[];
  readonly rowsRemoved: readonly number[];
  readonly added: number;
}

/** Apply any move; a finished stage accepts no move. */
export function play(state: NumberMatchState, move: NumberMatchMove): Result<PlayOutcome> {
  const before = status(state);
  if (before !== 'playing') return fail('illegal', `The stage is ${before}; no move is possible.`, { reason: 'over' });
  let next: NumberMatchState;
  const events: string[] = [];
  let rowsRemoved: readonly number[] = [];
  let added = 0;
  if (move.kind === 'add') {
    const r = playAdd(state);
    if (!r.ok) return r;
    next = r.value.state;
    added = r.value.added;
    events.push('add');
  } else {
    const r = playPair(state, move.a, move.b);
    if (!r.ok) return r;
    next = r.value.state;
    rowsRemoved = r.value.rowsRemoved;
    events.push('pair');
    if (rowsRemoved.length > 0) events.push('rows_removed');
  }
  const after = status(next);
  if (after !== 'playing') events.push(after);
  return ok({ state: next, events, rowsRemoved, added });
}

/** Count of active numbers per value 1…9 (index 0 unused). */
export function digitCounts(cells: readonly number[]): number[] {
  const counts = new Array<number>(10).fill(0);
  for (const v of cells) if (v !== GAP) counts[v] = (counts[v] as number) + 1;
  return counts;
}

/**
 * NUM-9: a rule of thumb, not a rule (hint.ts tries a short solver search first). It proposes one
 * legal pair: a pair that empties a row first, otherwise the pair after which the most pairs are
 * open (one move of lookahead, counted on the board with the pair's cells as gaps). With no pair it
 * proposes "add" when one is possible, else null.
 *
 * The count after a candidate is found without rechecking the board: taking cells a and b changes
 * only the pairs that start at a or b or at a cell whose first number in some direction was a or b
 * (at most ten cells), so those are counted before and after and the difference applied.
 */
export function heuristicHint(state: NumberMatchState): NumberMatchMove | null {
  if (state.cells.length === 0) return null;
  const pairs = legalPairIndices(state.cells);
  if (pairs.length === 0) return canAdd(state) ? { kind: 'add' } : null;
  const total = pairs.length;
  let best: [number, number] | null = null;
  let bestScore = -1;
  // One scratch copy, changed and restored per candidate.
  const cells = state.cells.slice();
  const touched: number[] = [];
  for (const pair of pairs) {
    const [a, b] = pair;
    touched.length = 0;
    touched.push(a, b);
    sourcesOf(cells, a, touched);
    sourcesOf(cells, b, touched);
    let before = 0;
    for (let k = 0; k < touched.length; k++) if (touched.indexOf(touched[k] as number) === k) before += pairsFrom(cells, touched[k] as number);
    const va = cells[a] as number;
    const vb = cells[b] as number;
    cells[a] = GAP;
    cells[b] = GAP;
    let after = 0;
    for (let k = 0; k < touched.length; k++) if (touched.indexOf(touched[k] as number) === k) after += pairsFrom(cells, touched[k] as number);
    const rowsEmptied = emptyRows(cells, [Math.floor(a / WIDTH), Math.floor(b / WIDTH)]).length;
    const score = rowsEmptied * 1000 + total - before + after;
    cells[a] = va;
    cells[b] = vb;
    if (score > bestScore) {
      bestScore = score;
      best = pair;
    }
  }
  const [a, b] = best as [number, number];
  return { kind: 'pair', a: refOf(a), b: refOf(b) };
}
