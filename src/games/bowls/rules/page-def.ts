// The bowls GameDef as the page plays it: every rule and every mode's moves, nothing more.
// The page starts a session from a seed or from a puzzle's start state (puzzle-book.ts) and keeps
// saves as replay logs, so it never parses position JSON. The engine's def (def.ts, node only)
// adds what needs the whole data set or the parser: puzzles by number, `load` of ENGINE.md
// positions, and the `solution` action (all puzzles and the solver).

import { statusEvents, type GameAction, type GameDef } from '../../../core/game.ts';
import { optionChoice, optionFields } from '../../../core/options.ts';
import { fail, ok, type Result } from '../../../core/result.ts';
import { encodePosition, formatMove, MODES, parseDailySeed, parseMove } from '../notation.ts';
import { loadedPuzzle, puzzleState } from '../puzzles/puzzle-book.ts';
import { legalMoves, newGame, playMove, status } from '../rules.ts';
import type { BowlsState, BowlsTrace, Mode } from './types.ts';

export interface BowlsOptions {
  /** The mode of `new`; for `load`, the mode of a position that names none. */
  readonly mode: Mode;
}

function parseOptions(raw: unknown): Result<BowlsOptions> {
  const fields = optionFields(raw, '{"mode":"daily"}');
  if (!fields.ok) return fields;
  const mode = optionChoice<Mode>(fields.value, 'mode', MODES, 'endless', `"mode" must be one of ${MODES.join(', ')}.`);
  return mode.ok ? ok({ mode: mode.value }) : mode;
}

/** The page's `new`: endless and daily from their seed, a puzzle from its chapter (loaded by the page before it opens). */
function createOnPage(seed: unknown, options: BowlsOptions): Result<BowlsState> {
  if (options.mode !== 'puzzle') return createUnlessPuzzle(seed, options);
  const n = typeof seed === 'number' ? seed : NaN;
  return puzzleState(n, loadedPuzzle(n));
}

/**
 * "Versuch beenden" (BOW-25): endless only, while playing. The attempt ends as it stands (status
 * over, reason "ended"); the page records its result like any other end.
 */
const endAttempt: GameAction<BowlsState, BowlsOptions, BowlsTrace, object, null> = {
  run(s) {
    if (s.mode !== 'endless' || s.status !== 'playing') return fail('illegal', 'Only an endless attempt in progress can be ended.');
    return ok({ state: { ...s, status: 'over', end: 'ended' }, answer: null });
  },
  respond: () => ({}),
};

/** `new` for endless and daily; puzzles need their data (def.ts, or the page's puzzle book). */
export function createUnlessPuzzle(seed: unknown, options: BowlsOptions): Result<BowlsState> {
  if (options.mode === 'puzzle') return fail('bad_request', 'A puzzle is opened from its data (def.ts or puzzle-book.ts).');
  if (options.mode === 'daily') {
    const d = parseDailySeed(seed);
    if (d === null) return fail('bad_request', 'A daily seed is a valid UTC date written YYYYMMDD, such as 20261202.');
    return ok(newGame('daily', d));
  }
  const n = typeof seed === 'string' && /^\d{1,16}$/.test(seed) ? Number(seed) : seed;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) return fail('bad_request', 'An endless seed is a whole number from 0 to 2^53 − 1.');
  return ok(newGame('endless', n));
}

const pageActions = { end: endAttempt };

export const bowlsGameDef: GameDef<BowlsState, number, BowlsOptions, BowlsTrace, object, typeof pageActions> = {
  id: 'bowls',
  parseOptions,
  create: createOnPage,
  // A refusal, not a gap: positions are parsed by the engine's def (def.ts); the page replays its
  // saves from their seed (saves.ts replaySave), so it never loads one.
  load: () => fail('bad_request', 'The page plays from seeds and replay logs; positions load in the engine (def.ts).'),
  encode: encodePosition,
  legalMoves,
  parseMove,
  formatMove,
  play: (state, move) => playMove(state, move),
  engineFields: (trace, state) => ({
    events: statusEvents(status(state)),
    extras: { combo: trace.combo, gained: trace.gained, refill: trace.refill, special: trace.special, trace },
  }),
  status,
  extras: (s) => (s.movesLeft === null ? { score: s.score } : { score: s.score, movesLeft: s.movesLeft }),
  actions: pageActions,
};
