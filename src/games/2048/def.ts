// def2048: 2048's rules behind the shared GameDef interface (engine, Session, tests).

import { statusEvents, type GameDef } from '../../core/game.ts';
import { noOptions } from '../../core/options.ts';
import { fail, ok, type ErrorData } from '../../core/result.ts';
import { decodePosition, encodePosition, formatMove, parseMove, parseSeed } from './notation.ts';
import { legalMoves, maxExponent, newGame, playMove, SIZE, statusOf, type Direction, type State2048, type Trace2048 } from './rules.ts';

export type Options2048 = Record<string, never>;

export const def2048: GameDef<State2048, Direction, Options2048, Trace2048, ErrorData> = {
  id: '2048',
  parseOptions: noOptions,
  create(seed) {
    const n = parseSeed(seed);
    if (n === null) return fail('bad_request', 'A 2048 seed is a whole number from 0 to 2^53 − 1.');
    return ok(newGame(n));
  },
  load: (position) => decodePosition(position),
  encode: encodePosition,
  legalMoves,
  parseMove,
  formatMove,
  play: (state, move) => playMove(state, move),
  engineFields(trace, state) {
    const events = trace.reached2048 ? ['reached2048'] : [];
    events.push(...statusEvents(statusOf(state)));
    const { cell, value } = trace.spawn;
    return {
      events,
      extras: {
        spawn: { cell: [Math.floor(cell / SIZE), cell % SIZE], value },
        merged: trace.merges.map((m) => m.value),
      },
    };
  },
  status: statusOf,
  extras: (state) => {
    const e = maxExponent(state.cells);
    return { score: state.score, moves: state.moves, best: e === 0 ? 0 : 2 ** e };
  },
  actions: {},
};
