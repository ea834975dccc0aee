// numbermatchDef: Number Match behind the shared GameDef interface (engine, sessions, tests).
//
// Engine extras beyond ENGINE.md (additions only): a successful "move" also carries
// `rowsRemoved` (row indices before the move that were emptied and removed) and `added`
// (how many numbers an add appended); an "illegal" failure carries `reason` (outside, gap,
// same, values, blocked with `blocker`: [r,c], not_aligned, no_adds, empty, board_full, over);
// the command {"cmd":"hint"} answers `hint`: a move or null (NUM-9, a heuristic).
// Options: {"start":"random"|"classic","adds":n}; "new" with "classic" ignores the seed's value.

import type { GameDef } from '../../core/game.ts';
import { fail, ok, type ErrorData, type Result } from '../../core/result.ts';
import { classicBoard, randomBoard } from './generate.ts';
import { decodePosition, encodePosition, formatMove, parseAdds, parseMove } from './notation.ts';
import { hint } from './hint.ts';
import { DEFAULT_ADDS, legalMoves, play, status, type NumberMatchMove, type NumberMatchState } from './rules.ts';

export interface NumberMatchOptions {
  readonly start: 'random' | 'classic';
  /** Add budget of a new game (NUM-7). */
  readonly adds: number;
}

/** What a Number Match move did (the games helper enriches it: removed cells, collapsed rows, added numbers). */
export interface NumberMatchTrace {
  readonly move: NumberMatchMove;
  /** The rules' events: pair / add / rows_removed / won / lost. */
  readonly events: readonly string[];
  /** Row indices before the move that were emptied and removed. */
  readonly rowsRemoved: readonly number[];
  /** How many numbers an add appended. */
  readonly added: number;
}

const actions = {
  hint: {
    run: (state: NumberMatchState) => ok({ answer: hint(state) }),
    respond: (h: NumberMatchMove | null) => ({ hint: h === null ? null : formatMove(h) }),
  },
};

function parseOptions(raw: unknown): Result<NumberMatchOptions> {
  if (raw === undefined || raw === null) return ok({ start: 'random', adds: DEFAULT_ADDS });
  if (typeof raw !== 'object' || Array.isArray(raw)) return fail('bad_request', '"options" must be an object.');
  const o = raw as Record<string, unknown>;
  const start = o['start'] ?? 'random';
  if (start !== 'random' && start !== 'classic') return fail('bad_request', '"options.start" must be "random" or "classic".');
  let adds = DEFAULT_ADDS;
  if (o['adds'] !== undefined) {
    const a = parseAdds(o['adds'], 'options.adds');
    if (!a.ok) return fail('bad_request', a.error.message);
    adds = a.value;
  }
  return ok({ start, adds });
}

export const numbermatchDef: GameDef<NumberMatchState, NumberMatchMove, NumberMatchOptions, NumberMatchTrace, ErrorData, typeof actions> = {
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
    if (!r.ok) return r;
    const { state: next, events, rowsRemoved, added } = r.value;
    return ok({ state: next, trace: { move, events, rowsRemoved, added } });
  },
  engineFields: (trace) => ({ events: trace.events, extras: trace.move.kind === 'add' ? { added: trace.added } : { rowsRemoved: trace.rowsRemoved } }),
  status,
  extras: () => ({}),
  actions,
};
