// The pyramid GameDef: wires rules and notation into the engine protocol (ENGINE.md "Game pyramid").
//
// Protocol decisions beyond ENGINE.md, pinned by engine.test.ts:
// - seed: the deal number, a whole number 0 … 2^53 − 1 (also accepted as a digit string);
//   the deal mapping is documented in rules.ts. Anything else is bad_request.
// - moves lists removals in PYR-7 board order (pairs as "first+partner"), then "draw" while
//   the stock has cards; a won game has no moves.
// - hint (PYR-7) answers {"hint": "KH" | "QH+AS" | "draw" | null}: "draw" when no card can be
//   removed but the stock has cards, null when the game is over (won or lost). It changes nothing.
// - a move's events are [] while playing, ["won"] or ["lost"] on the move that ends the game.
// - load(encode(s)) gives back s: the position JSON carries the whole state.
// - load checks the shape (decodePosition in notation.ts); a missing score counts the removed
//   pyramid cards, a missing combo is 0.

import { statusEvents, type GameDef } from '../../core/game.ts';
import { ok, type ErrorData } from '../../core/result.ts';
import { decodePosition, encodePosition, formatMove, parseDealNumber, parseMove } from './notation.ts';
import { deal, hint, legalMoves, playMove, status, type PyramidMove, type PyramidState, type PyramidTrace } from './rules.ts';

export type PyramidOptions = Record<string, never>;

export type { PyramidTrace } from './rules.ts';

const actions = {
  // PYR-7: the hint marks a move and never plays it; "draw" when only drawing is possible.
  hint: {
    run: (state: PyramidState) => ok({ answer: hint(state) }),
    respond: (h: PyramidMove | null) => ({ hint: h === null ? null : formatMove(h) }),
  },
};

export const pyramidDef: GameDef<PyramidState, PyramidMove, PyramidOptions, PyramidTrace, ErrorData, typeof actions> = {
  id: 'pyramid',
  // Pyramid has no options; unknown keys are ignored as the protocol says.
  parseOptions: () => ok({}),
  create(seed) {
    const n = parseDealNumber(seed);
    return n.ok ? ok(deal(n.value)) : n;
  },
  load: (position) => decodePosition(position),
  encode: encodePosition,
  legalMoves,
  parseMove,
  formatMove,
  // The trace: the card drawn, or the cards removed with their places, the points and the combo.
  play: (state, move) => playMove(state, move),
  engineFields: (_trace, state) => ({ events: statusEvents(status(state)) }),
  status,
  extras: (state) => ({ score: state.score, combo: state.combo }),
  actions,
};
