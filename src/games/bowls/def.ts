// The bowls GameDef: wires rules, notation and puzzles into the engine protocol (ENGINE.md "Game bowls").
//
// Protocol decisions beyond ENGINE.md, pinned by engine.test.ts:
// - options.mode defaults to "endless"; a loaded position's own "mode" wins over options.mode.
// - seed: endless — a whole number 0 … 2^53 − 1 (a digit string too); daily — a valid UTC date
//   YYYYMMDD; puzzle — 1 … PUZZLES.length (the 100 shipped puzzles). Anything else: bad_request.
// - a move's extras: combo, gained, refill, special; plus `trace` (the typed BowlsTrace).
// - {"cmd":"solution"}: the shipped proof when the game stands at a shipped puzzle's start;
//   otherwise (a loaded position, or moves already made) solve.ts searches within movesLeft
//   and answers the shortest win, or fails with code "no_solution" (none exists within the
//   moves left) or "too_hard" (the search budget ran out). Outside puzzles, or after the end:
//   code "illegal".

import { statusEvents, type ActionOutcome, type GameDef } from '../../core/game.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import { decodePosition, encodePosition, formatMove, MODES, parseDailySeed, parseMove } from './notation.ts';
import { PUZZLES, puzzleGame } from './puzzles.ts';
import { legalMoves, newGame, playMove, status } from './rules.ts';
import { solve } from './solve.ts';
import type { BowlsState, BowlsTrace, Mode } from './types.ts';

export interface BowlsOptions {
  /** The mode of `new`; for `load`, the mode of a position that names none. */
  readonly mode: Mode;
}

function parseOptions(raw: unknown): Result<BowlsOptions> {
  if (raw === undefined || raw === null) return ok({ mode: 'endless' });
  if (typeof raw !== 'object' || Array.isArray(raw)) return fail('bad_request', '"options" must be an object such as {"mode":"daily"}.');
  const mode = (raw as Record<string, unknown>)['mode'] ?? 'endless';
  if (typeof mode !== 'string' || !(MODES as readonly string[]).includes(mode)) return fail('bad_request', `"mode" must be one of ${MODES.join(', ')}.`);
  return ok({ mode: mode as Mode });
}

function create(seed: unknown, options: BowlsOptions): Result<BowlsState> {
  if (options.mode === 'puzzle') {
    const n = typeof seed === 'string' && /^\d{1,6}$/.test(seed) ? Number(seed) : seed;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > PUZZLES.length) {
      return fail('bad_request', `A puzzle seed is the puzzle number, 1 to ${PUZZLES.length}.`);
    }
    return puzzleGame(n);
  }
  if (options.mode === 'daily') {
    const d = parseDailySeed(seed);
    if (d === null) return fail('bad_request', 'A daily seed is a valid UTC date written YYYYMMDD, such as 20261202.');
    return ok(newGame('daily', d));
  }
  const n = typeof seed === 'string' && /^\d{1,16}$/.test(seed) ? Number(seed) : seed;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) return fail('bad_request', 'An endless seed is a whole number from 0 to 2^53 − 1.');
  return ok(newGame('endless', n));
}

/** Whether the state is exactly the start of its shipped puzzle. */
function atShippedStart(s: BowlsState): number[] | null {
  if (s.puzzle === null) return null;
  const start = puzzleGame(s.puzzle);
  if (!start.ok) return null;
  return JSON.stringify(encodePosition(start.value)) === JSON.stringify(encodePosition(s)) ? [...(PUZZLES[s.puzzle - 1]?.solution ?? [])] : null;
}

const actions = {
  /** {"cmd":"solution"}: the moves that reach the puzzle's goal (ENGINE.md); a question, never recorded. */
  solution: {
    run(s: BowlsState): Result<ActionOutcome<BowlsState, BowlsTrace, readonly number[]>> {
      if (s.mode !== 'puzzle') return fail('illegal', 'Only puzzles have a solution.');
      if (s.status !== 'playing') return fail('illegal', 'The puzzle is already over.');
      const shipped = atShippedStart(s);
      if (shipped) return ok({ answer: shipped });
      const r = solve(s);
      if (r.solution) return ok({ answer: r.solution });
      if (!r.complete) return fail('too_hard', 'The solver gave up before finding a solution within the moves left.');
      return fail('no_solution', 'No solution exists within the moves left.');
    },
    respond: (solution: readonly number[]) => ({ solution: [...solution] }),
  },
};

export const bowlsDef: GameDef<BowlsState, number, BowlsOptions, BowlsTrace, object, typeof actions> = {
  id: 'bowls',
  parseOptions,
  create,
  load: (position, options) => decodePosition(position, options.mode),
  encode: encodePosition,
  legalMoves,
  parseMove,
  formatMove,
  play: (state, move) => playMove(state, move),
  engineFields: (trace, state) => ({
    events: statusEvents(status(state)),
    extras: { combo: trace.combo, gained: trace.gained, refill: trace.refill, special: trace.special, trace },
  }),
  status,
  extras: (s) => (s.movesLeft === null ? { score: s.score } : { score: s.score, movesLeft: s.movesLeft }),
  actions,
};
