// fifteenDef: Schiebepuzzle's rules behind the shared GameDef interface (engine, Session, tests), with the `solve` command.

import { statusEvents, type ActionArgs, type GameDef } from '../../core/game.ts';
import { optionChoice, optionFields } from '../../core/options.ts';
import { fail, ok, type ErrorData } from '../../core/result.ts';
import { decodePosition, encodePosition, formatMove, parseMove, parseSeed } from './notation.ts';
import { DEFAULT_SIZE, legalMoves, newGame, playMove, SIZES, statusOf, type FifteenState, type FifteenTrace, type Size } from './rules.ts';
import { DEFAULT_NODES, MAX_NODES, solve } from './solve.ts';

export interface FifteenOptions {
  readonly size: Size;
}

/** The answer of `solve`: the tiles to tap, null when impossible, "unknown" when the budget ran out. */
export type SolveAnswer = readonly number[] | null | 'unknown';

const actions = {
  /** {"cmd":"solve","nodes":N}: the fewest single-tile taps to the solved arrangement (SCH-6); a question, never recorded. */
  solve: {
    readsArgs: true,
    run(state: FifteenState, _t: number | undefined, _options: FifteenOptions, args?: ActionArgs) {
      const raw = args?.['nodes'];
      const nodes = raw ?? DEFAULT_NODES;
      if (typeof nodes !== 'number' || !Number.isInteger(nodes) || nodes < 1 || nodes > MAX_NODES) {
        return fail('bad_request', `"nodes" must be a whole number from 1 to ${MAX_NODES}.`);
      }
      const r = solve(state.tiles, state.size, nodes);
      const answer: SolveAnswer = r.kind === 'solved' ? r.tiles : r.kind === 'impossible' ? null : 'unknown';
      return ok({ answer });
    },
    respond: (answer: SolveAnswer) => ({ solution: answer === null || answer === 'unknown' ? answer : answer.map(formatMove) }),
  },
};

export const fifteenDef: GameDef<FifteenState, number, FifteenOptions, FifteenTrace, ErrorData, typeof actions> = {
  id: 'fifteen',
  parseOptions(raw) {
    const fields = optionFields(raw, '{"size":4}');
    if (!fields.ok) return fields;
    const size = optionChoice(fields.value, 'size', SIZES, DEFAULT_SIZE, '"size" must be 3, 4 or 5.');
    return size.ok ? ok({ size: size.value }) : size;
  },
  create(seed, options) {
    const n = parseSeed(seed);
    if (n === null) return fail('bad_request', 'A Schiebepuzzle seed is a whole number from 0 to 2^53 − 1.');
    return ok(newGame(n, options.size));
  },
  // The size comes from the text; options.size does not have to match it.
  load: (position) => decodePosition(position),
  encode: encodePosition,
  legalMoves,
  parseMove,
  formatMove,
  play: (state, move) => playMove(state, move),
  engineFields: (_trace, state) => ({ events: statusEvents(statusOf(state)) }),
  status: statusOf,
  extras: (state) => ({ moves: state.moves }),
  actions,
};
