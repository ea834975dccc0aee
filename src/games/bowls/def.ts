// The bowls GameDef of the engine: the page's def (rules/page-def.ts) plus puzzles by number from all
// shipped data and the `solution` action (ENGINE.md "Game bowls"). Node only: it holds every puzzle
// with its proof and the solver, which the page never loads.
//
// Protocol decisions beyond ENGINE.md, pinned by engine.test.ts:
// - options.mode defaults to "endless"; a loaded position's own "mode" wins over options.mode.
// - seed: endless — a whole number 0 … 2^53 − 1 (a digit string too); daily — a valid UTC date
//   YYYYMMDD; puzzle — 1 … PUZZLES.length (the 100 shipped puzzles). Anything else: bad_request.
// - a move's extras: combo, gained, refill, special; plus `trace` (the typed BowlsTrace).
// - {"cmd":"solution"}: the shipped proof when the game stands at a shipped puzzle's start;
//   otherwise (a loaded position, or moves already made) solve.ts searches within movesLeft
//   and answers the shortest win, or fails with code "no_solution" (none exists within the
//   moves left) or "too_hard" (the search budget ran out): exactly these two codes, as ENGINE.md
//   lists them (issue 26). An optional "nodes" (1 … 10^7, default 500,000) sets the budget of
//   positions tried. Outside puzzles, or after the end: code "illegal".

import type { ActionArgs, ActionOutcome, GameDef } from '../../core/game.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import { bowlsGameDef, createUnlessPuzzle, type BowlsOptions } from './rules/page-def.ts';
import { decodePosition, encodePosition } from './notation.ts';
import { PUZZLES, puzzleGame } from './puzzles/puzzles.ts';
import { solve } from './rules/solve.ts';
import type { BowlsState, BowlsTrace } from './rules/types.ts';

export type { BowlsOptions } from './rules/page-def.ts';

function create(seed: unknown, options: BowlsOptions): Result<BowlsState> {
  if (options.mode !== 'puzzle') return createUnlessPuzzle(seed, options);
  const n = typeof seed === 'string' && /^\d{1,6}$/.test(seed) ? Number(seed) : seed;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > PUZZLES.length) {
    return fail('bad_request', `A puzzle seed is the puzzle number, 1 to ${PUZZLES.length}.`);
  }
  return puzzleGame(n);
}

/** Whether the state is exactly the start of its shipped puzzle. */
function atShippedStart(s: BowlsState): number[] | null {
  if (s.puzzle === null) return null;
  const start = puzzleGame(s.puzzle);
  if (!start.ok) return null;
  return JSON.stringify(encodePosition(start.value)) === JSON.stringify(encodePosition(s)) ? [...(PUZZLES[s.puzzle - 1]?.solution ?? [])] : null;
}

/** The solver's default budget of positions tried, and the most a request's `nodes` may ask for. */
const SOLVE_NODES = 500_000;
const MAX_SOLVE_NODES = 10_000_000;

const actions = {
  /** {"cmd":"solution"}: the moves that reach the puzzle's goal (ENGINE.md); a question, never recorded. */
  solution: {
    readsArgs: true,
    run(s: BowlsState, _t?: number, _o?: BowlsOptions, args?: ActionArgs): Result<ActionOutcome<BowlsState, BowlsTrace, readonly number[]>> {
      const nodes = args?.['nodes'] ?? SOLVE_NODES;
      if (typeof nodes !== 'number' || !Number.isSafeInteger(nodes) || nodes < 1 || nodes > MAX_SOLVE_NODES) {
        return fail('bad_request', `"nodes" must be a whole number from 1 to ${MAX_SOLVE_NODES}.`);
      }
      if (s.mode !== 'puzzle') return fail('illegal', 'Only puzzles have a solution.');
      if (s.status !== 'playing') return fail('illegal', 'The puzzle is already over.');
      const shipped = atShippedStart(s);
      if (shipped) return ok({ answer: shipped });
      const r = solve(s, s.movesLeft ?? 0, nodes);
      if (r.solution) return ok({ answer: r.solution });
      if (!r.complete) return fail('too_hard', 'The solver gave up before finding a solution within the moves left.');
      return fail('no_solution', 'No solution exists within the moves left.');
    },
    respond: (solution: readonly number[]) => ({ solution: [...solution] }),
  },
};

export const bowlsDef: GameDef<BowlsState, number, BowlsOptions, BowlsTrace, object, typeof actions> = {
  ...bowlsGameDef,
  create,
  load: (position, options) => decodePosition(position, options.mode),
  actions,
};
