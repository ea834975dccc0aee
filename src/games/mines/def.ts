// minesDef: Minesweeper's rules behind the shared GameDef interface (engine, Session, tests).
//
// - options: {"size":"beginner"|"intermediate"|"expert"} or {"width":W,"height":H,"mines":M}
//   (default beginner); `size` wins when both are given. `load` takes the shape from the position.
// - The seed is an integer 0 … 2^53 − 1 (kb-rng-1); a decimal string of one is taken too (links).
// - `deduce` is a question, not a move: it changes nothing and is not recorded.

import { statusEvents, type GameDef } from '../../core/game.ts';
import { optionFields } from '../../core/options.ts';
import { fail, ok, type ErrorData } from '../../core/result.ts';
import { isValidSize, MAX_SIDE, MIN_SIDE, SIZE_NAMES, SIZES, type BoardSize, type SizeName } from './board.ts';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import {
  deduceState,
  isSeed,
  legalMoves,
  MAX_SEED,
  minesLeft,
  newGame,
  playMove,
  statusOf,
  type MinesMove,
  type MinesState,
  type MinesTrace,
} from './rules.ts';

export type MinesOptions = BoardSize;

export type { MinesMove, MinesState, MinesTrace } from './rules.ts';

/** [x, y] pairs of cell indices, as ENGINE.md lists cells. */
export function cellPairs(width: number, cells: readonly number[]): [number, number][] {
  return cells.map((c) => [c % width, Math.floor(c / width)]);
}

export interface DeduceAnswer {
  readonly safe: [number, number][];
  readonly mines: [number, number][];
}

const actions = {
  // ENGINE.md `deduce`: every covered cell proven safe or a mine from what is shown (flags ignored).
  deduce: {
    run(state: MinesState) {
      const d = deduceState(state);
      return ok({ answer: { safe: cellPairs(state.width, d.safe), mines: cellPairs(state.width, d.mines) } as DeduceAnswer });
    },
    respond: (answer: DeduceAnswer) => ({ safe: answer.safe, mines: answer.mines }),
  },
};

/** A seed from an engine request or a link: an integer 0 … 2^53 − 1, or its decimal text. */
export function parseSeed(raw: unknown): number | null {
  if (isSeed(raw)) return raw;
  if (typeof raw === 'string' && /^\d{1,16}$/.test(raw)) {
    const n = Number(raw);
    return isSeed(n) ? n : null;
  }
  return null;
}

export function parseMinesOptions(raw: unknown): ReturnType<GameDef<MinesState, MinesMove, MinesOptions>['parseOptions']> {
  const fields = optionFields(raw);
  if (!fields.ok) return fields;
  const o = fields.value;
  if (o['size'] !== undefined) {
    const size = o['size'];
    if (typeof size !== 'string' || !(SIZE_NAMES as readonly string[]).includes(size)) {
      return fail('bad_request', '"size" is "beginner", "intermediate" or "expert".');
    }
    return ok(SIZES[size as SizeName]);
  }
  const { width, height, mines } = o;
  if (width === undefined && height === undefined && mines === undefined) return ok(SIZES.beginner);
  if (!isValidSize(width, height, mines)) {
    return fail('bad_request', `A custom board has "width" and "height" from ${MIN_SIDE} to ${MAX_SIDE} and "mines" from 1 to a quarter of the cells.`);
  }
  return ok({ width: width as number, height: height as number, mines: mines as number });
}

export const minesDef: GameDef<MinesState, MinesMove, MinesOptions, MinesTrace, ErrorData, typeof actions> = {
  id: 'mines',
  parseOptions: parseMinesOptions,
  create(seed, options) {
    const s = parseSeed(seed);
    if (s === null) return fail('bad_request', `A Minesweeper seed is an integer from 0 to ${MAX_SEED}.`);
    return ok(newGame(options, s));
  },
  load: (position) => decodePosition(position),
  encode: encodePosition,
  legalMoves,
  parseMove,
  formatMove,
  play: (state, move) => playMove(state, move),
  engineFields: (trace, state) => ({ events: statusEvents(statusOf(state)), extras: { opened: cellPairs(state.width, trace.opened) } }),
  status: statusOf,
  extras: (state) => ({ minesLeft: minesLeft(state), revealed: state.revealed }),
  actions,
};
