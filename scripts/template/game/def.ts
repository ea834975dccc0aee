// __NAME__'s rules behind the shared GameDef interface: what the engine, the page's session and the
// conformance kit call.

import { statusEvents, type GameDef } from '../../core/game.ts';
import { fail, ok } from '../../core/result.ts';
import { decodePosition, encodePosition, formatMove, parseMove, parseSeed } from './notation.ts';
import { legalMoves, litCount, newGame, play, statusOf, type State, type Trace } from './rules.ts';

/** The game has no options; an engine request may still send an empty object. */
export type Options = Record<string, never>;

export const def: GameDef<State, number, Options, Trace> = {
  id: '__ID__',
  parseOptions(raw) {
    if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) return fail('bad_request', '"options" must be an object.');
    return ok({});
  },
  create(seed) {
    const n = parseSeed(seed);
    return n === null ? fail('bad_request', 'A seed is a whole number from 0 to 2^53 − 1.') : ok(newGame(n));
  },
  load: (position) => decodePosition(position),
  encode: encodePosition,
  legalMoves,
  parseMove,
  formatMove,
  play: (state, cell) => play(state, cell),
  engineFields: (trace, state) => ({ events: statusEvents(statusOf(state)), extras: { switched: trace.switched.map(formatMove) } }),
  status: statusOf,
  extras: (state) => ({ lit: litCount(state) }),
  actions: {},
};
