// The pyramid GameDef: wires rules and notation into the engine protocol (ENGINE.md "Game pyramid").

import type { GameDef } from '../../core/game.ts';
import { ok } from '../../core/result.ts';
import { decodePosition, encodePosition, formatMove, parseDealNumber, parseMove } from './notation.ts';
import { applyMove, deal, hint, legalMoves, status, type PyramidMove, type PyramidState } from './rules.ts';

export type PyramidOptions = Record<string, never>;

export const pyramidDef: GameDef<PyramidState, PyramidMove, PyramidOptions> = {
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
  play(state, move) {
    const next = applyMove(state, move);
    if (!next.ok) return next;
    const s = status(next.value);
    return ok({ state: next.value, events: s === 'playing' ? [] : [s] });
  },
  status,
  extras: (state) => ({ score: state.score, combo: state.combo }),
  commands: {
    // PYR-7: the hint marks a move and never plays it; "draw" when only drawing is possible.
    hint: (state) => {
      const h = hint(state);
      return ok({ response: { hint: h === null ? null : formatMove(h) } });
    },
  },
};
