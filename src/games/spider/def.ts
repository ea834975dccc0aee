// spiderDef: Spider's rules behind the shared GameDef interface (engine, Session, tests).

import { cardToString } from '../../core/cards.ts';
import { statusEvents, type GameDef } from '../../core/game.ts';
import { optionFields } from '../../core/options.ts';
import { fail, ok, type ErrorData } from '../../core/result.ts';
import { hint } from './hint.ts';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import {
  MAX_SEED,
  SUIT_COUNTS,
  legalMoves,
  newDeal,
  playMove,
  scoreWithUndos,
  statusOf,
  type SpiderMove,
  type SpiderState,
  type SpiderTrace,
  type SuitCount,
} from './rules.ts';

/** `suits` absent means 1 for a new game; load then takes the suit count the cards show. */
export interface SpiderOptions {
  readonly suits?: SuitCount;
}

export type { SpiderMove, SpiderState, SpiderStep, SpiderTrace } from './rules.ts';

const actions = {
  // SPI-8: answers the first hint and never plays it; a page steps through hints() on repeated taps.
  hint: {
    run: (state: SpiderState) => ok({ answer: hint(state) }),
    respond: (h: SpiderMove | null) => ({ hint: h === null ? null : formatMove(h) }),
  },
};

/** A seed from the engine or a link: a safe non-negative integer, or such a number as digits. */
export function parseSeed(raw: unknown): number | null {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,16}\s*$/.test(raw) ? Number(raw.trim()) : NaN;
  return Number.isSafeInteger(n) && n >= 0 && n <= MAX_SEED && !Object.is(n, -0) ? n : null;
}

export const spiderDef: GameDef<SpiderState, SpiderMove, SpiderOptions, SpiderTrace, ErrorData, typeof actions> = {
  id: 'spider',
  parseOptions(raw) {
    const fields = optionFields(raw);
    if (!fields.ok) return fields;
    const suits = fields.value['suits'];
    if (suits === undefined) return ok({});
    if (!(SUIT_COUNTS as readonly unknown[]).includes(suits)) return fail('bad_request', '"suits" is 1, 2 or 4.');
    return ok({ suits: suits as SuitCount });
  },
  create(seed, options) {
    const n = parseSeed(seed);
    if (n === null) return fail('bad_request', 'A Spider seed is a whole number from 0 up.');
    return ok(newDeal(n, options.suits ?? 1));
  },
  load: (position, options) => decodePosition(position, options.suits),
  encode: encodePosition,
  legalMoves,
  parseMove,
  formatMove,
  play: (state, move) => playMove(state, move),
  engineFields(trace, state) {
    const turned: string[] = [];
    const home: string[] = [];
    for (const step of trace.steps) {
      if (step.kind === 'turn') turned.push(cardToString(step.card));
      else if (step.kind === 'home') home.push(step.suit);
    }
    return { events: statusEvents(statusOf(state)), extras: { turned, home } };
  },
  status: statusOf,
  extras: (state) => ({ score: state.score, moves: state.moves, completed: state.foundations.length, deals: state.stock.length / 10 }),
  // SPI-6: the page shows scoreWithUndos; the engine answers the same through the session's undo count.
  withUndos: (state, undos) => ({ ...state, score: scoreWithUndos(state.score, undos) }),
  actions,
};
