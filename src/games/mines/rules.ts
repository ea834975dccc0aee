// Minesweeper's rules (MIN-1 … MIN-6): the state, reveal with flood fill, flags, chords, loss with its lesson cell, and the win.

import { fail, ok, type Result, type RuleError } from '../../core/result.ts';
import { geometry, mineCounts, type BoardSize } from './board.ts';
import { COVERED, deduce, SHOWN_MINE } from './deduce.ts';
import { generateMines } from './generate.ts';

/** Per-cell view state (`MinesState.cell`). */
export const CELL_COVERED = 0;
export const CELL_FLAGGED = 1;
export const CELL_REVEALED = 2;
/** The mine that was revealed (MIN-5). */
export const CELL_EXPLODED = 3;

/** Largest seed: kb-rng-1 takes integers below 2^53. */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

/**
 * A game of Minesweeper. Cells are numbered i = y * width + x. The typed arrays are never changed
 * after the state is made (every move copies what it changes), so states can be shared and undone.
 */
export interface MinesState extends BoardSize {
  /** The seed while no mine is placed (before the first reveal); null afterwards. */
  readonly seed: number | null;
  /** 1 where a mine lies (all 0 before the first reveal). */
  readonly mine: Readonly<Uint8Array>;
  /** The number of mines around each cell. */
  readonly count: Readonly<Uint8Array>;
  /** CELL_COVERED, CELL_FLAGGED, CELL_REVEALED or CELL_EXPLODED per cell. */
  readonly cell: Readonly<Uint8Array>;
  /** Safe cells revealed. */
  readonly revealed: number;
  /** Flags set (right or wrong). */
  readonly flags: number;
  /** The exploded cell, or -1. */
  readonly exploded: number;
}

export type MinesMove = { readonly kind: 'reveal' | 'flag' | 'chord'; readonly x: number; readonly y: number };

/**
 * What a move did, for the page's animation and the engine. Cells are indices (y * width + x).
 * - `opened`: the safe cells revealed, in flood order (breadth first from each revealed cell);
 * - `flagged` / `unflagged`: a flag toggle (one cell), and on a win the mines flagged for the player;
 * - `exploded`: the revealed mine, or -1; `lesson`: on a loss, a cell that logic proved safe just
 *   before the fatal move (MIN-5), nearest to the exploded mine, or -1 when none was provable;
 * - `placed`: this move placed the mines (the first reveal).
 */
export interface MinesTrace {
  readonly move: MinesMove;
  readonly placed: boolean;
  readonly opened: readonly number[];
  readonly flagged: readonly number[];
  readonly unflagged: readonly number[];
  readonly autoFlagged: readonly number[];
  readonly exploded: number;
  readonly lesson: number;
}

export type MinesStatus = 'playing' | 'won' | 'lost';

/** A game before its first reveal: the seed is kept, no mine is placed (MIN-2). */
export function newGame(size: BoardSize, seed: number): MinesState {
  const n = size.width * size.height;
  return {
    width: size.width,
    height: size.height,
    mines: size.mines,
    seed,
    mine: new Uint8Array(n),
    count: new Uint8Array(n),
    cell: new Uint8Array(n),
    revealed: 0,
    flags: 0,
    exploded: -1,
  };
}

export function isPlaced(state: MinesState): boolean {
  return state.seed === null;
}

export function statusOf(state: MinesState): MinesStatus {
  if (state.exploded >= 0) return 'lost';
  if (state.seed === null && state.revealed === state.width * state.height - state.mines) return 'won';
  return 'playing';
}

/** The mine counter of MIN-6: mines minus flags (below 0 with too many flags). */
export function minesLeft(state: MinesState): number {
  return state.mines - state.flags;
}

/** What deduce.ts sees of a state: the revealed numbers, the exploded mine, everything else covered (flags ignored). */
export function shownView(state: MinesState): Int8Array {
  const n = state.cell.length;
  const shown = new Int8Array(n);
  for (let i = 0; i < n; i++) {
    const c = state.cell[i];
    shown[i] = c === CELL_REVEALED ? state.count[i]! : c === CELL_EXPLODED ? SHOWN_MINE : COVERED;
  }
  return shown;
}

/** Every covered cell that logic proves safe or a mine from what is shown (MIN-3); nothing before the first reveal. */
export function deduceState(state: MinesState): { safe: number[]; mines: number[] } {
  if (!isPlaced(state)) return { safe: [], mines: [] };
  const d = deduce(state.width, state.height, state.mines, shownView(state));
  return { safe: d.safe, mines: d.mines };
}

/** The moves playable now: reveal and flag every covered cell, chord every satisfied number (in reading order). */
export function legalMoves(state: MinesState): MinesMove[] {
  const out: MinesMove[] = [];
  if (statusOf(state) !== 'playing') return out;
  const { width, cell } = state;
  const placed = isPlaced(state);
  for (let i = 0; i < cell.length; i++) {
    const x = i % width;
    const y = (i - x) / width;
    const c = cell[i];
    if (c === CELL_COVERED) out.push({ kind: 'reveal', x, y });
    if (placed && (c === CELL_COVERED || c === CELL_FLAGGED)) out.push({ kind: 'flag', x, y });
    if (c === CELL_REVEALED && canChord(state, i)) out.push({ kind: 'chord', x, y });
  }
  return out;
}

/** A shown number whose flagged neighbours equal it and that still has a covered neighbour without a flag (MIN-4). */
export function canChord(state: MinesState, i: number): boolean {
  if (state.cell[i] !== CELL_REVEALED) return false;
  const g = geometry(state.width, state.height);
  let flags = 0;
  let covered = 0;
  for (let k = g.start[i]!; k < g.start[i + 1]!; k++) {
    const c = state.cell[g.nb[k]!];
    if (c === CELL_FLAGGED) flags++;
    else if (c === CELL_COVERED) covered++;
  }
  return covered > 0 && flags === state.count[i];
}

const illegal = (message: string): Result<never, RuleError<never>> => fail('illegal', message);

/** Apply a move. Refusals (`illegal`) leave nothing changed. */
export function playMove(state: MinesState, move: MinesMove): Result<{ state: MinesState; trace: MinesTrace }, RuleError<never>> {
  const { width, height } = state;
  const { x, y } = move;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) {
    return illegal(`The cell (${x}, ${y}) is not on the ${width}×${height} board.`);
  }
  const status = statusOf(state);
  if (status !== 'playing') return illegal(`The game is over (${status}).`);
  const i = y * width + x;
  switch (move.kind) {
    case 'flag':
      return toggleFlag(state, move, i);
    case 'reveal': {
      const c = state.cell[i];
      if (c === CELL_FLAGGED) return illegal(`The cell (${x}, ${y}) is flagged; take the flag off to reveal it.`);
      if (c !== CELL_COVERED) return illegal(`The cell (${x}, ${y}) is already revealed.`);
      return ok(reveal(state, move, [i]));
    }
    case 'chord': {
      if (!isPlaced(state) || state.cell[i] !== CELL_REVEALED) return illegal(`Only a shown number can be chorded; (${x}, ${y}) is not one.`);
      if (!canChord(state, i)) return illegal(`The number at (${x}, ${y}) does not have as many flags around it as it shows, or nothing is left to open.`);
      const g = geometry(width, height);
      const targets: number[] = [];
      for (let k = g.start[i]!; k < g.start[i + 1]!; k++) if (state.cell[g.nb[k]!] === CELL_COVERED) targets.push(g.nb[k]!);
      return ok(reveal(state, move, targets));
    }
    default:
      return fail('bad_request', 'Unknown move kind.');
  }
}

function toggleFlag(state: MinesState, move: MinesMove, i: number): Result<{ state: MinesState; trace: MinesTrace }, RuleError<never>> {
  // Before the first reveal the position is all `?` (ENGINE.md) and could not show a flag.
  if (!isPlaced(state)) return illegal('Flags can be set after the first reveal.');
  const c = state.cell[i];
  if (c !== CELL_COVERED && c !== CELL_FLAGGED) return illegal(`The cell (${move.x}, ${move.y}) is revealed and cannot be flagged.`);
  const cell = state.cell.slice();
  const on = c === CELL_COVERED;
  cell[i] = on ? CELL_FLAGGED : CELL_COVERED;
  return ok({
    state: { ...state, cell, flags: state.flags + (on ? 1 : -1) },
    trace: { move, placed: false, opened: [], flagged: on ? [i] : [], unflagged: on ? [] : [i], autoFlagged: [], exploded: -1, lesson: -1 },
  });
}

/**
 * Reveal `targets` in order (one cell, or a chord's covered neighbours). A safe cell opens with
 * its flood of zeros (flags stop the flood); the first mine met explodes and ends the move, as
 * the game is then lost (cells opened before it stay open).
 */
function reveal(before: MinesState, move: MinesMove, targets: readonly number[]): { state: MinesState; trace: MinesTrace } {
  let state = before;
  const placed = !isPlaced(state);
  if (placed) {
    // MIN-2/MIN-3: the first reveal places the mines, around it, solvable by deduction alone.
    const mine = generateMines(state.width, state.height, state.mines, state.seed as number, move.x, move.y);
    state = { ...state, seed: null, mine, count: mineCounts(geometry(state.width, state.height), mine) };
  }
  const g = geometry(state.width, state.height);
  const { mine, count } = state;
  const cell = state.cell.slice();
  const opened: number[] = [];
  let exploded = -1;
  for (const t of targets) {
    if (cell[t] !== CELL_COVERED) continue;
    if (mine[t] === 1) {
      exploded = t;
      cell[t] = CELL_EXPLODED;
      break;
    }
    let head = opened.length;
    cell[t] = CELL_REVEALED;
    opened.push(t);
    while (head < opened.length) {
      const c = opened[head++]!;
      if (count[c] !== 0) continue;
      for (let k = g.start[c]!; k < g.start[c + 1]!; k++) {
        const d = g.nb[k]!;
        if (cell[d] !== CELL_COVERED) continue;
        cell[d] = CELL_REVEALED;
        opened.push(d);
      }
    }
  }
  const revealed = state.revealed + opened.length;
  let flags = state.flags;
  const autoFlagged: number[] = [];
  if (exploded < 0 && revealed === g.cells - state.mines) {
    // MIN-6: won; the mines still covered are flagged for the player.
    for (let c = 0; c < g.cells; c++) {
      if (mine[c] === 1 && cell[c] === CELL_COVERED) {
        cell[c] = CELL_FLAGGED;
        autoFlagged.push(c);
      }
    }
    flags += autoFlagged.length;
  }
  const lesson = exploded >= 0 ? lessonCell(before, exploded) : -1;
  return {
    state: { ...state, cell, revealed, flags, exploded },
    trace: { move, placed, opened, flagged: [], unflagged: [], autoFlagged, exploded, lesson },
  };
}

/** MIN-5: a cell that logic proved safe in `before` (the state before the fatal move), nearest to the mine; -1 when none. */
export function lessonCell(before: MinesState, exploded: number): number {
  const { safe } = deduceState(before);
  const w = before.width;
  const ex = exploded % w;
  const ey = (exploded - ex) / w;
  let best = -1;
  let bestD = Infinity;
  for (const c of safe) {
    const cx = c % w;
    const cy = (c - cx) / w;
    const d = (cx - ex) ** 2 + (cy - ey) ** 2;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

/**
 * MIN-8: the daily board of a size: the game for `daySeed` with its first reveal at the centre
 * (x = ⌊width / 2⌋, y = ⌊height / 2⌋), already open. Pure: the same day seed gives the same board.
 */
export function dailyGame(size: BoardSize, daySeed: number): { state: MinesState; trace: MinesTrace } {
  const start = newGame(size, daySeed);
  return reveal(start, { kind: 'reveal', x: size.width >> 1, y: size.height >> 1 }, [(size.height >> 1) * size.width + (size.width >> 1)]);
}

/** Whether a seed is one kb-rng-1 takes: an integer 0 … 2^53 − 1. */
export function isSeed(seed: unknown): seed is number {
  return typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0;
}
