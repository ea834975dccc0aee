// freecellDef: FreeCell's rules behind the shared GameDef interface (engine, Session, tests).

import { statusEvents, type GameDef } from '../../core/game.ts';
import { fail, ok, type ErrorData } from '../../core/result.ts';
import { MAX_DEAL, isDealNumber } from './deal.ts';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import { applyMove, canFinish, finish, finishSequence, isWon, legalMoves, newDeal, statusOf, type FreecellMove, type FreecellState } from './rules.ts';

export type FreecellOptions = Record<string, never>;

/** What a FreeCell move or action did (the games helper enriches it: cards and places of each step). */
export type FreecellTrace =
  | { readonly kind: 'move'; readonly move: FreecellMove }
  /** FC-10 finish: the foundation moves played, in order. */
  | { readonly kind: 'finish'; readonly moves: readonly FreecellMove[] };

const actions = {
  finish: {
    run(state: FreecellState) {
      const moves = finishSequence(state) ?? [];
      const r = finish(state);
      if (!r.ok) return r;
      return ok({ state: r.value, trace: { kind: 'finish', moves } as FreecellTrace, answer: undefined });
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
  parseOptions(raw) {
    if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) {
      return fail('bad_request', '"options" must be an object.');
    }
    return ok({});
  },
  create(seed) {
    const deal = parseDeal(seed);
    if (deal === null) return fail('bad_request', `A FreeCell seed is a Microsoft deal number from 1 to ${MAX_DEAL}.`);
    return ok(newDeal(deal));
  },
  load: (position) => decodePosition(position),
  encode: encodePosition,
  legalMoves,
  parseMove,
  formatMove,
  play(state, move) {
    const r = applyMove(state, move);
    if (!r.ok) return r;
    return ok({ state: r.value, trace: { kind: 'move', move } });
  },
  engineFields: (trace, state) => ({ events: trace.kind === 'finish' ? (isWon(state) ? ['won'] : []) : statusEvents(statusOf(state)) }),
  status: statusOf,
  extras: (state) => ({ moves: state.moves, canFinish: canFinish(state) }),
  actions,
};
