// freecellDef: FreeCell's rules behind the shared GameDef interface (engine, Session, tests).

import { statusEvents, type GameDef } from '../../core/game.ts';
import { noOptions } from '../../core/options.ts';
import { fail, ok, type ErrorData } from '../../core/result.ts';
import { MAX_DEAL, isDealNumber } from './deal.ts';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import { canFinish, isWon, legalMoves, newDeal, playFinish, playMove, statusOf, type FreecellMove, type FreecellState, type FreecellTrace } from './rules.ts';

export type FreecellOptions = Record<string, never>;

export type { FreecellStep, FreecellTrace } from './rules.ts';

const actions = {
  // FC-10 "Spiel beenden": recorded like a move; its trace lists every card sent home, in order.
  finish: {
    run(state: FreecellState) {
      const r = playFinish(state);
      if (!r.ok) return r;
      return ok({ ...r.value, answer: undefined });
    },
    respond: () => ({}),
  },
};

/** A deal number from an engine seed or a typed/linked text: integer 1 … 2^31 − 1. */
export function parseDeal(raw: unknown): number | null {
  if (typeof raw === 'number') return isDealNumber(raw) ? raw : null;
  if (typeof raw === 'string' && /^\s*\d{1,10}\s*$/.test(raw)) {
    const n = Number(raw.trim());
    return isDealNumber(n) ? n : null;
  }
  return null;
}

/** A deal number typed by a player: like parseDeal, and German digit grouping ("11.982", "1 000 000") is fine. */
export function parseDealInput(text: string): number | null {
  const t = text.trim();
  return parseDeal(/^\d{1,3}([.\s\u00a0]\d{3})+$/.test(t) ? t.replace(/[.\s\u00a0]/g, '') : t);
}

export const freecellDef: GameDef<FreecellState, FreecellMove, FreecellOptions, FreecellTrace, ErrorData, typeof actions> = {
  id: 'freecell',
  parseOptions: noOptions,
  create(seed) {
    const deal = parseDeal(seed);
    if (deal === null) return fail('bad_request', `A FreeCell seed is a Microsoft deal number from 1 to ${MAX_DEAL}.`);
    return ok(newDeal(deal));
  },
  load: (position) => decodePosition(position),
  // The board text carries foundations, free cells and columns (carriedByPosition in notation.ts),
  // not the move counter: Freecell Solver's format has no place for it, ENGINE.md sends it as the
  // `moves` extra, and a loaded position starts at 0. Saves keep the counter beside the position.
  encode: encodePosition,
  legalMoves,
  parseMove,
  formatMove,
  play: (state, move) => playMove(state, move),
  engineFields: (trace, state) => ({ events: trace.kind === 'finish' ? (isWon(state) ? ['won'] : []) : statusEvents(statusOf(state)) }),
  status: statusOf,
  extras: (state) => ({ moves: state.moves, canFinish: canFinish(state) }),
  actions,
};
