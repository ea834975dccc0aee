// The shipped sample puzzles (BOW-20 … BOW-22): hand-made, one idea each, with a proof.
//
// Data format (issue 11's generator in tools/ writes the same shape): a German title, the
// start as an ENGINE.md puzzle position (bowls, goal, movesLeft = the move limit) and the
// proof `solution` (bowl numbers). puzzles.test.ts replays every proof and lets solve.ts
// confirm each is solvable within its limit.

import { fail, ok, type Result } from '../../core/result.ts';
import { decodePosition, type BowlJson, type PositionJson } from './notation.ts';
import type { BowlsState, Effect, Goal } from './types.ts';

export interface PuzzleDef {
  readonly title: string;
  /** What the puzzle teaches (English, for maintainers). */
  readonly idea: string;
  readonly position: PositionJson;
  readonly solution: readonly number[];
}

function puzzle(title: string, idea: string, queues: readonly string[], goal: Goal, limit: number, solution: number[], fx: Readonly<Record<number, Effect[]>> = {}): PuzzleDef {
  const bowls: BowlJson[] = queues.map((q, i) => ({ q, fx: fx[i] ?? [] }));
  return { title, idea, position: { bowls, score: 0, mode: 'puzzle', moves: 0, movesLeft: limit, goal }, solution };
}

export const PUZZLES: readonly PuzzleDef[] = [
  puzzle('Erste Farbgruppe', 'two hands bring three red stones into one bowl',
    ['YYR', 'GR', '', 'R', '', '', 'GB', '', 'PY', '', 'BP', ''],
    { kind: 'removeColor', color: 'R' }, 2, [1, 0]),
  puzzle('Joker springt ein', 'a joker completes a pair to a group',
    ['', '', '', 'R', 'JR', '', '', 'G', 'GJ', '', '', ''],
    { kind: 'clear' }, 2, [3, 7]),
  puzzle('Blockierer räumen', 'blockers travel like stones and vanish beside a group',
    ['', '', '', 'B', 'BB', 'X', 'XG', 'XX', 'GG', '', '', ''],
    { kind: 'clear' }, 2, [3, 6]),
  puzzle('Erster Ausbruch', 'one stone makes a volcano erupt into five waiting pairs',
    ['RGBYP', 'RR', 'GG', 'BB', 'YY', 'PP', 'RR', '', '', '', '', 'R'],
    { kind: 'clear' }, 1, [11], { 0: ['volcano'] }),
  puzzle('Dreifach-Kombo', 'prepare a hand first, then hit three bowls at once',
    ['RG', 'RR', 'GG', 'BB', '', '', '', '', '', '', '', 'B'],
    { kind: 'combo', n: 3 }, 2, [11, 0]),
  puzzle('Rückwärts', 'a reverse bowl sows counter-clockwise',
    ['', '', '', 'PP', 'GG', 'YY', 'YGP', 'YY', 'GG', 'PP', '', ''],
    { kind: 'points', n: 270 }, 1, [6], { 6: ['reverse'] }),
  puzzle('Eisige Schale', 'a frozen bowl cannot be chosen but still receives and resolves',
    ['', '', '', 'BG', 'R', 'RRGG', '', '', '', '', '', ''],
    { kind: 'leaveAtMost', n: 1 }, 2, [4, 3], { 5: ['frozen'] }),
  puzzle('Grün sammeln', 'jokers do not count for a collect goal',
    ['', 'G', 'GJ', '', '', '', 'G', 'GG', '', 'G', 'GG', ''],
    { kind: 'collect', color: 'G', n: 6 }, 2, [6, 9]),
];

/** Shipped puzzle n (1-based) as a fresh state. */
export function puzzleGame(n: number): Result<BowlsState> {
  const p = PUZZLES[n - 1];
  if (!Number.isInteger(n) || !p) return fail('bad_request', `Puzzle numbers run from 1 to ${PUZZLES.length}.`);
  const s = decodePosition({ ...p.position, puzzle: n });
  if (!s.ok) return s;
  return ok(s.value);
}
