// klondikeDef: Klondike's rules behind the shared GameDef interface (ENGINE.md "Game klondike").
//
// Protocol decisions beyond ENGINE.md, pinned by engine.test.ts:
// - seed: the deal number, a whole number 0 … 2^53 − 1 (also as a digit string); else bad_request.
// - options: draw 1|3, scoring "standard"|"vegas", winnable bool (defaults 1, standard, false) and
//   `carry`, the Vegas cumulative total carried in (an integer, |carry| ≤ 10^8; the game starts at
//   −52 + carry). A wrong value is bad_request; unknown keys are ignored.
// - extras: score, moves, pass, canFinish and `deal` (the deal number; with winnable the first
//   proven one from the seed on; null for a loaded position); on move also `turned`.
// - events: [] while playing, ["won"] or ["stuck"] on a move that leaves the game so.
// - solve: `nodes` (integer 1 … 2,000,000, default DEFAULT_NODES); hint answers "s" for the stock.

import { cardToString } from '../../core/cards.ts';
import { statusEvents, type ActionArgs, type GameDef } from '../../core/game.ts';
import { optionChoice, optionFields } from '../../core/options.ts';
import { fail, ok, type ErrorData, type Result } from '../../core/result.ts';
import { hint } from './hint.ts';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import {
  MAX_CARRY,
  canFinish,
  legalMoves,
  newDeal,
  playFinish,
  playMove,
  statusOf,
  type Draw,
  type KlondikeMove,
  type KlondikeState,
  type KlondikeTrace,
  type Scoring,
} from './rules.ts';
import { DEFAULT_NODES, MAX_NODES, provenDeal, solve, type SolveAnswer } from './solve.ts';

export interface KlondikeOptions {
  readonly draw: Draw;
  readonly scoring: Scoring;
  /** KLO-12 "Nur lösbare Blätter". */
  readonly winnable: boolean;
  /** Vegas cumulative: the total carried in from the games before (0 otherwise). */
  readonly carry: number;
}

export type { KlondikeStep, KlondikeTrace } from './rules.ts';

export const DEFAULT_OPTIONS: KlondikeOptions = { draw: 1, scoring: 'standard', winnable: false, carry: 0 };

export function parseOptions(raw: unknown): Result<KlondikeOptions> {
  const fields = optionFields(raw);
  if (!fields.ok) return fields;
  const o = fields.value;
  const draw = optionChoice(o, 'draw', [1, 3, '1', '3'], 1, '"draw" is 1 or 3.');
  if (!draw.ok) return draw;
  const scoring = optionChoice(o, 'scoring', ['standard', 'vegas'], 'standard', '"scoring" is "standard" or "vegas".');
  if (!scoring.ok) return scoring;
  const winnable = optionChoice(o, 'winnable', [false, true], false, '"winnable" is true or false.');
  if (!winnable.ok) return winnable;
  const carry = o['carry'] ?? 0;
  if (typeof carry !== 'number' || !Number.isInteger(carry) || Math.abs(carry) > MAX_CARRY) {
    return fail('bad_request', `"carry" is a whole number between -${MAX_CARRY} and ${MAX_CARRY}.`);
  }
  return ok({ draw: Number(draw.value) as Draw, scoring: scoring.value, winnable: winnable.value, carry });
}

/** A deal number from an engine seed or a typed text: a whole number 0 … 2^53 − 1. */
export function parseDeal(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? raw : null;
  if (typeof raw === 'string' && /^\s*\d{1,16}\s*$/.test(raw)) {
    const n = Number(raw.trim());
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

/** The `nodes` of a solve request: absent means DEFAULT_NODES. */
function parseNodes(args: ActionArgs | undefined): Result<number> {
  const raw = args?.['nodes'];
  if (raw === undefined) return ok(DEFAULT_NODES);
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > MAX_NODES) {
    return fail('bad_request', `"nodes" is a whole number from 1 to ${MAX_NODES}.`);
  }
  return ok(raw);
}

const actions = {
  // KLO-8 "Spiel beenden": recorded like a move; its trace lists every card sent home, in order.
  finish: {
    run(state: KlondikeState) {
      const r = playFinish(state);
      return r.ok ? ok({ ...r.value, answer: undefined }) : r;
    },
    respond: () => ({}),
  },
  // KLO-11: a move from what the player sees, "s" for the stock, or null; it changes nothing.
  hint: {
    run: (state: KlondikeState) => ok({ answer: hint(state) }),
    respond: (h: KlondikeMove | null) => ({ hint: h === null ? null : formatMove(h) }),
  },
  // KLO-12's solver with a node budget (`nodes`); it changes nothing.
  solve: {
    readsArgs: true,
    run(state: KlondikeState, _t: number | undefined, _o: KlondikeOptions, args?: ActionArgs) {
      const nodes = parseNodes(args);
      return nodes.ok ? ok({ answer: solve(state, nodes.value) }) : nodes;
    },
    respond: (a: SolveAnswer) => ({ solution: a === 'impossible' ? null : a === 'unknown' ? 'unknown' : a.map(formatMove) }),
  },
};

/** The cards a move's trace turned face up, in ENGINE.md notation. */
const turnedOf = (trace: KlondikeTrace): string[] => trace.steps.flatMap((st) => (st.kind === 'turn' ? [cardToString(st.card)] : []));

export const klondikeDef: GameDef<KlondikeState, KlondikeMove, KlondikeOptions, KlondikeTrace, ErrorData, typeof actions> = {
  id: 'klondike',
  parseOptions,
  create(seed, o) {
    const n = parseDeal(seed);
    if (n === null) return fail('bad_request', 'A Klondike seed is a deal number: a whole number from 0.');
    const deal = o.winnable ? provenDeal(n, o.draw, o.scoring) : n;
    if (deal === null) return fail('bad_request', 'No deal from that number on could be proven winnable.');
    return ok(newDeal(deal, o));
  },
  load: (position, o) => decodePosition(position, o),
  encode: encodePosition,
  legalMoves,
  parseMove,
  formatMove,
  play: (state, move) => playMove(state, move),
  engineFields: (trace, state) => ({ events: statusEvents(statusOf(state)), extras: { turned: turnedOf(trace) } }),
  status: statusOf,
  extras: (s) => ({ score: s.score, moves: s.moves, pass: s.pass, canFinish: canFinish(s), deal: s.deal }),
  actions,
};
