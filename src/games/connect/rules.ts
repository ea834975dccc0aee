// Pure rules of connect: state, pair moves with scoring and streaks, Auf Zeit clock, hint, shuffles.
//
// Time is an input: `t` = ms since the round started (the clock starts when the board lies
// complete, CON-12). The state keeps the last known `t` (`lastT`) and, in Auf Zeit, the time
// left at that moment (`clockMs`), so the time left at any later t is clockMs - (t - lastT).
// An action without `t` does not advance time: it cannot extend a streak (the gap is unknown)
// and it cannot run the clock out. An action whose t is at or past the end of the clock ends
// the round instead (status "over", event "timeout") and changes nothing else.

import { MAX_COUNT, MAX_SCORE, capAt } from '../../core/bounds.ts';
import { createRng } from '../../core/rng.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import type { Status } from '../../core/game.ts';
import { SIZES, formatCode, generateBoard, reshuffle, sizeForRows, type BoardCode } from './generate.ts';
import { encodePosition, type DecodedPosition, type RoundFields } from './notation.ts';
import { WIDTH, blockersOf, findPath, gridFrom, type Cell } from './path.ts';

export type Mode = 'relaxed' | 'timed';
export interface ConnectOptions {
  readonly mode: Mode;
}

export interface ConnectState {
  readonly height: number;
  /** Row-major cells: -1 empty, 0…15 a symbol (letters A…P). */
  readonly cells: readonly number[];
  readonly mode: Mode;
  /** The board code, when the round came from one (not after `load`). */
  readonly code: string | null;
  readonly score: number;
  /** Current streak (0 before the first pair). */
  readonly streak: number;
  readonly bestStreak: number;
  /** t of the last cleared pair, null when unknown. */
  readonly lastClearT: number | null;
  readonly lastT: number;
  /** Auf Zeit: ms left at lastT. */
  readonly clockMs: number;
  readonly pairs: number;
  readonly hints: number;
  readonly shuffles: number;
  readonly autoShuffles: number;
  /** Time bonus added when the board was cleared in Auf Zeit. */
  readonly bonus: number;
  readonly over: boolean;
}

export const POINTS_PER_PAIR = 10;
export const STREAK_STEP = 2;
export const STREAK_MAX_EXTRA = 10;
export const STREAK_WINDOW_MS = 5000;
export const HINT_COST = 2;
export const SHUFFLE_COST = 5;
export const TIME_PER_PAIR_MS = 3000;
export const BONUS_PER_SECOND = 2;

/** CON-18: points for a pair cleared at streak level `streak` (1 = first of a run). */
export const pairPoints = (streak: number): number => POINTS_PER_PAIR + Math.min(STREAK_MAX_EXTRA, STREAK_STEP * Math.max(0, streak - 1));

export function initialState(cells: readonly number[], height: number, mode: Mode, code: string | null, score = 0): ConnectState {
  const info = sizeForRows(height);
  return {
    height,
    cells: cells.slice(),
    mode,
    code,
    score,
    streak: 0,
    bestStreak: 0,
    lastClearT: null,
    lastT: 0,
    clockMs: mode === 'timed' ? info.startMs : 0,
    pairs: 0,
    hints: 0,
    shuffles: 0,
    autoShuffles: 0,
    bonus: 0,
    over: false,
  };
}

/** The round fields of a state (what a position adds to board and score). */
export const roundFieldsOf = (s: ConnectState): RoundFields => ({
  streak: s.streak,
  bestStreak: s.bestStreak,
  lastClearT: s.lastClearT,
  lastT: s.lastT,
  clockMs: s.clockMs,
  pairs: s.pairs,
  hints: s.hints,
  shuffles: s.shuffles,
  autoShuffles: s.autoShuffles,
  bonus: s.bonus,
  over: s.over,
});

/**
 * What a position carries: everything in the state except `code` (where the board came from,
 * not what lies on it; nothing in the rules reads it) and `mode` (the `options` of load).
 * `stateFromPosition(positionOf(s), s.mode)` equals `s` with `code: null`.
 */
export function positionOf(s: ConnectState): Record<string, unknown> {
  return encodePosition(s.cells, s.height, s.score, roundFieldsOf(s), roundFieldsOf(initialState(s.cells, s.height, s.mode, null, s.score)));
}

/**
 * The state of a decoded position in `mode`. A board still in play with no connectable pair
 * is shuffled at once, as after a move (counted in `autoShuffles`), so a loaded round never
 * answers "playing" with no move. In Entspannt there is no clock: `clockMs` and `over` are ignored.
 */
export function stateFromPosition(p: DecodedPosition, mode: Mode): ConnectState {
  const fresh = initialState(p.cells, p.height, mode, null, p.score);
  const round = mode === 'timed' ? p.round : { ...p.round, clockMs: fresh.clockMs, over: false };
  const s: ConnectState = { ...fresh, ...round };
  if (status(s) === 'playing' && connectablePairs(s, 1).length === 0)
    return { ...s, cells: shuffleCells(s), autoShuffles: capAt(s.autoShuffles + 1, MAX_COUNT) };
  return s;
}

export function newRound(code: BoardCode, mode: Mode): ConnectState {
  return initialState(generateBoard(code), SIZES[code.size].rows, mode, formatCode(code));
}

export const cardAt = (s: ConnectState, [r, c]: Cell): number =>
  r >= 0 && r < s.height && c >= 0 && c < WIDTH && Number.isInteger(r) && Number.isInteger(c) ? (s.cells[r * WIDTH + c] ?? -1) : -1;

export const cardsLeft = (s: ConnectState): number => s.cells.reduce((n, x) => n + (x >= 0 ? 1 : 0), 0);

export function status(s: ConnectState): Status {
  if (s.over) return 'over';
  return cardsLeft(s) === 0 ? 'won' : 'playing';
}

/** Auf Zeit: ms left at time t (relaxed: 0). Without t, the time left at the last action. */
export function timeLeft(s: ConnectState, t?: number): number {
  if (s.mode !== 'timed') return 0;
  if (s.over) return 0;
  return Math.max(0, s.clockMs - (t === undefined ? 0 : Math.max(0, t - s.lastT)));
}

/** The t at which the Auf Zeit clock reaches 0 if no pair is cleared before. */
export const deadline = (s: ConnectState): number => s.lastT + s.clockMs;

function checkT(s: ConnectState, t: number | undefined): Result<void> {
  if (t === undefined) return ok(undefined);
  if (!Number.isFinite(t) || t < 0) return fail('bad_request', '"t" must be a non-negative number of milliseconds.');
  if (t < s.lastT) return fail('bad_request', `"t" (${t}) is earlier than the previous action (${s.lastT}).`);
  return ok(undefined);
}

/** The state with the round over when t has reached the end of the Auf Zeit clock, else null. */
export function expire(s: ConnectState, t: number | undefined): ConnectState | null {
  if (s.mode !== 'timed' || s.over || t === undefined || status(s) !== 'playing') return null;
  if (t - s.lastT < s.clockMs) return null;
  return { ...s, over: true, clockMs: 0, lastT: t };
}

/** Every connectable pair now, each with a < b in row-major order. */
export function connectablePairs(s: ConnectState, limit = Infinity): Array<[Cell, Cell]> {
  const out: Array<[Cell, Cell]> = [];
  const grid = gridFrom(s.cells, s.height);
  const n = s.cells.length;
  for (let i = 0; i < n && out.length < limit; i++) {
    const x = s.cells[i] as number;
    if (x < 0) continue;
    for (let j = i + 1; j < n && out.length < limit; j++) {
      if (s.cells[j] !== x) continue;
      const a: Cell = [Math.floor(i / WIDTH), i % WIDTH],
        b: Cell = [Math.floor(j / WIDTH), j % WIDTH];
      if (findPath(grid, a, b)) out.push([a, b]);
    }
  }
  return out;
}

/** Re-lay the remaining cards with the generator; the rng depends only on the state. */
export function shuffleCells(s: ConnectState): number[] {
  const key = s.cells.map((x) => (x < 0 ? '.' : String.fromCharCode(65 + x))).join('');
  return reshuffle(s.cells, s.height, createRng(`connect-shuffle:${key}:${s.shuffles + s.autoShuffles}`));
}

export interface PairOutcome {
  readonly state: ConnectState;
  readonly events: readonly string[];
  /** Corner points of the line, ends included (absent when the clock had run out). */
  readonly path?: Cell[];
  /** Points this pair earned (before any time bonus). */
  readonly points?: number;
}

/**
 * Try to clear the pair a–b at time t. Errors: not_a_pair (different symbols, empty cell,
 * same cell), no_path with data.blocker ([r,c] or null, CON-5), illegal (round finished),
 * bad_request (bad t).
 */
export function playPair(s: ConnectState, a: Cell, b: Cell, t?: number): Result<PairOutcome> {
  const tc = checkT(s, t);
  if (!tc.ok) return tc;
  const st = status(s);
  if (st !== 'playing') return fail('illegal', st === 'won' ? 'The board is already cleared.' : 'The time has run out; the round is over.');
  const ended = expire(s, t);
  if (ended) return ok({ state: ended, events: ['timeout'] });
  const x = cardAt(s, a),
    y = cardAt(s, b);
  if (a[0] === b[0] && a[1] === b[1]) return fail('not_a_pair', 'Both cells are the same card.');
  if (x < 0 || y < 0) return fail('not_a_pair', `There is no card at [${x < 0 ? a.join(',') : b.join(',')}].`);
  if (x !== y) return fail('not_a_pair', 'The two cards show different symbols.');
  const grid = gridFrom(s.cells, s.height);
  const path = findPath(grid, a, b);
  if (!path) {
    const blockers = blockersOf(grid, a, b);
    const blocker = blockers.length === 1 ? [...(blockers[0] as Cell)] : null;
    return fail(
      'no_path',
      blocker ? `No line with at most two bends; the card at [${blocker.join(',')}] is in the way.` : 'No line with at most two bends joins these cards.',
      { blocker },
    );
  }
  const cells = s.cells.slice();
  cells[a[0] * WIDTH + a[1]] = -1;
  cells[b[0] * WIDTH + b[1]] = -1;
  const inWindow = t !== undefined && s.lastClearT !== null && t - s.lastClearT <= STREAK_WINDOW_MS;
  const streak = inWindow ? capAt(s.streak + 1, MAX_COUNT) : 1;
  const points = pairPoints(streak);
  let next: ConnectState = {
    ...s,
    cells,
    score: capAt(s.score + points, MAX_SCORE),
    streak,
    bestStreak: Math.max(s.bestStreak, streak),
    lastClearT: t ?? null,
    lastT: t ?? s.lastT,
    pairs: capAt(s.pairs + 1, MAX_COUNT),
  };
  if (s.mode === 'timed') {
    const left = timeLeft(s, t);
    next = { ...next, clockMs: Math.min(sizeForRows(s.height).capMs, left + TIME_PER_PAIR_MS) };
  }
  const events: string[] = [];
  if (cardsLeft(next) === 0) {
    if (next.mode === 'timed') {
      const bonus = BONUS_PER_SECOND * Math.floor(next.clockMs / 1000);
      next = { ...next, bonus, score: capAt(next.score + bonus, MAX_SCORE) };
    }
  } else if (connectablePairs(next, 1).length === 0) {
    next = { ...next, cells: shuffleCells(next), autoShuffles: capAt(next.autoShuffles + 1, MAX_COUNT) };
    events.push('autoshuffle');
  }
  return ok({ state: next, events, path, points });
}

export interface HintOutcome {
  readonly state: ConnectState;
  readonly hint: [Cell, Cell] | null;
  readonly events: readonly string[];
}

/** CON-16: mark one connectable pair for 2 points (never below 0). Nothing to hint: no charge. */
export function takeHint(s: ConnectState, t?: number): Result<HintOutcome> {
  const tc = checkT(s, t);
  if (!tc.ok) return tc;
  const ended = expire(s, t);
  if (ended) return ok({ state: ended, hint: null, events: ['timeout'] });
  if (status(s) !== 'playing') return ok({ state: s, hint: null, events: [] });
  const pair = connectablePairs(s, 1)[0] ?? null;
  if (!pair) return ok({ state: s, hint: null, events: [] });
  return ok({
    state: { ...s, score: Math.max(0, s.score - HINT_COST), hints: capAt(s.hints + 1, MAX_COUNT), lastT: t ?? s.lastT, clockMs: timeLeft(s, t) },
    hint: pair,
    events: [],
  });
}

/** CON-16: a manual shuffle for 5 points (never below 0); the board stays fully solvable. */
export function manualShuffle(s: ConnectState, t?: number): Result<{ state: ConnectState; events: readonly string[] }> {
  const tc = checkT(s, t);
  if (!tc.ok) return tc;
  const ended = expire(s, t);
  if (ended) return ok({ state: ended, events: ['timeout'] });
  if (status(s) !== 'playing') return fail('illegal', 'The round is finished; there is nothing to shuffle.');
  return ok({
    state: {
      ...s,
      cells: shuffleCells(s),
      score: Math.max(0, s.score - SHUFFLE_COST),
      shuffles: capAt(s.shuffles + 1, MAX_COUNT),
      lastT: t ?? s.lastT,
      clockMs: timeLeft(s, t),
    },
    events: [],
  });
}
