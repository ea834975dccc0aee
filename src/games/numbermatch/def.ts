// numbermatchDef: Number Match behind the shared GameDef interface (engine, sessions, tests).
//
// Engine extras beyond ENGINE.md (additions only): a successful "move" also carries
// `rowsRemoved` (row indices before the move that were emptied and removed) and `added`
// (how many numbers an add appended); an "illegal" failure carries `reason` (outside, gap,
// same, values, blocked with `blocker`: [r,c], not_aligned, no_adds, empty, board_full, over);
// the command {"cmd":"hint"} answers `hint`: a move or null (NUM-9, a heuristic).
// Options: {"start":"random"|"classic","adds":n}; "new" with "classic" ignores the seed's value.

import type { GameDef } from '../../core/game.ts';
import { optionChoice, optionFields } from '../../core/options.ts';
import { err, fail, ok, type ErrorData, type Result } from '../../core/result.ts';
import { classicBoard, randomBoard } from './generate.ts';
import { decodePosition, encodePosition, formatMove, parseAdds, parseMove } from './notation.ts';
import { hint } from './hint.ts';
import {
  DEFAULT_ADDS,
  WIDTH,
  indexOf,
  legalMoves,
  play,
  status,
  type CellRef,
  type NumberMatchMove,
  type NumberMatchState,
  type PlayOutcome,
} from './rules.ts';

export interface NumberMatchOptions {
  readonly start: 'random' | 'classic';
  /** Add budget of a new game (NUM-7). */
  readonly adds: number;
}

/** A number that a move took off the board or put on it: where it stood and its value. */
export interface TracedCell {
  readonly r: number;
  readonly c: number;
  readonly v: number;
}

/** What a Number Match move did, step by step (pages animate from it, never by diffing boards). */
export type NumberMatchTrace =
  | {
      readonly kind: 'pair';
      readonly move: NumberMatchMove;
      /** The rules' events: pair, rows_removed, won / lost. */
      readonly events: readonly string[];
      /** The two numbers taken, at their places before the move. */
      readonly removed: readonly [TracedCell, TracedCell];
      /** Row indices before the move that were emptied and removed, top first. */
      readonly rowsRemoved: readonly number[];
    }
  | {
      readonly kind: 'add';
      readonly move: NumberMatchMove;
      /** The rules' events: add, won / lost. */
      readonly events: readonly string[];
      /** The numbers appended, in order, at their new places. */
      readonly added: readonly TracedCell[];
      /** The index of the first appended cell (the board's length before the add). */
      readonly addedFrom: number;
    };

/** Why a move was refused (ENGINE.md extra `reason`; `blocked` names the blocking cell). */
export type NumberMatchReason = 'outside' | 'gap' | 'same' | 'values' | 'blocked' | 'not_aligned' | 'no_adds' | 'empty' | 'board_full' | 'over';
export interface NumberMatchErrorData {
  readonly reason: NumberMatchReason;
  readonly blocker?: CellRef;
}
const REASONS: readonly string[] = ['outside', 'gap', 'same', 'values', 'blocked', 'not_aligned', 'no_adds', 'empty', 'board_full', 'over'];
const isReason = (x: unknown): x is NumberMatchReason => typeof x === 'string' && REASONS.includes(x);
const isRef = (x: unknown): x is CellRef => Array.isArray(x) && x.length === 2 && x.every((n) => typeof n === 'number');

/** The rules' error data, checked into its type (an unknown shape becomes reason "over"; the rules never make one). */
function errorData(data: ErrorData | undefined): NumberMatchErrorData {
  const reason = isReason(data?.['reason']) ? data['reason'] : 'over';
  const blocker = data?.['blocker'];
  return isRef(blocker) ? { reason, blocker: [blocker[0], blocker[1]] } : { reason };
}

/** The trace of a legal move (`before` is the board it was played on). */
export function traceOf(before: NumberMatchState, move: NumberMatchMove, outcome: PlayOutcome): NumberMatchTrace {
  const { events, rowsRemoved, state } = outcome;
  if (move.kind === 'add') {
    const from = before.cells.length;
    const added = state.cells.slice(from).map((v, k) => ({ r: Math.floor((from + k) / WIDTH), c: (from + k) % WIDTH, v }));
    return { kind: 'add', move, events, added, addedFrom: from };
  }
  const cell = ([r, c]: CellRef): TracedCell => ({ r, c, v: before.cells[indexOf(r, c)] ?? 0 });
  return { kind: 'pair', move, events, removed: [cell(move.a), cell(move.b)], rowsRemoved };
}

const actions = {
  hint: {
    run: (state: NumberMatchState) => ok({ answer: hint(state) }),
    respond: (h: NumberMatchMove | null) => ({ hint: h === null ? null : formatMove(h) }),
  },
};

function parseOptions(raw: unknown): Result<NumberMatchOptions> {
  const fields = optionFields(raw);
  if (!fields.ok) return fields;
  const o = fields.value;
  const start = optionChoice(o, 'start', ['random', 'classic'], 'random', '"options.start" must be "random" or "classic".');
  if (!start.ok) return start;
  let adds = DEFAULT_ADDS;
  if (o['adds'] !== undefined) {
    const a = parseAdds(o['adds'], 'options.adds');
    if (!a.ok) return fail('bad_request', a.error.message);
    adds = a.value;
  }
  return ok({ start: start.value, adds });
}

export const numbermatchDef: GameDef<NumberMatchState, NumberMatchMove, NumberMatchOptions, NumberMatchTrace, NumberMatchErrorData, typeof actions> = {
  id: 'numbermatch',
  parseOptions,
  create(seed, options) {
    if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0) {
      return fail('bad_request', '"seed" must be a non-negative integer.');
    }
    const cells = options.start === 'classic' ? classicBoard() : randomBoard(seed);
    return ok({ cells, adds: options.adds });
  },
  load: (position) => decodePosition(position),
  encode: encodePosition,
  legalMoves,
  parseMove,
  formatMove,
  play(state, move) {
    const r = play(state, move);
    if (!r.ok) {
      // The sentence stays unwritten until someone reads it (the engine does, a tap does not: issue 21).
      const e = r.error;
      return err({
        code: e.code,
        get message() {
          return e.message;
        },
        data: errorData(e.data),
      });
    }
    return ok({ state: r.value.state, trace: traceOf(state, move, r.value) });
  },
  engineFields: (trace) => ({ events: trace.events, extras: trace.kind === 'add' ? { added: trace.added.length } : { rowsRemoved: trace.rowsRemoved } }),
  status,
  extras: () => ({}),
  actions,
};
