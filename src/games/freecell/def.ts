// freecellDef: FreeCell's rules behind the shared GameDef interface (engine, Session, tests).

import { statusEvents, type GameDef } from '../../core/game.ts';
import { fail, ok } from '../../core/result.ts';
import { MAX_DEAL, isDealNumber } from './deal.ts';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import { applyMove, canFinish, finish, isWon, legalMoves, newDeal, statusOf, type FreecellMove, type FreecellState } from './rules.ts';

export type FreecellOptions = Record<string, never>;

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

export const freecellDef: GameDef<FreecellState, FreecellMove, FreecellOptions> = {
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
    const status = statusOf(r.value);
    return ok({ state: r.value, events: statusEvents(status) });
  },
  status: statusOf,
  extras: (state) => ({ moves: state.moves, canFinish: canFinish(state) }),
  commands: {
    finish(state) {
      const r = finish(state);
      if (!r.ok) return r;
      return ok({ state: r.value, events: isWon(r.value) ? ['won'] : [] });
    },
  },
};
