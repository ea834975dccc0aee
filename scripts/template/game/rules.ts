// The rules of __NAME__, the model game `npm run new-game` writes: a 5×5 board of lights. Pressing a
// cell switches it and its four neighbours; the board is solved when every light is out. Pure: a
// state in, a new state and a trace out, or a typed error; randomness only from the seed.

import type { Played, Status } from '../../core/game.ts';
import { fail, ok, type Result, type RuleError } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';

export const SIZE = 5;
export const CELLS = SIZE * SIZE;
/** Random presses that scramble a start out of the dark board (so every start can be solved). */
const SCRAMBLE = 10;

export interface State {
  /** Whether each light is on, row by row from the top left. */
  readonly lit: readonly boolean[];
}

/** What a press did: the cells it switched, the pressed one first (the engine reports them). */
export interface Trace {
  readonly switched: readonly number[];
}

/** The cell and its neighbours on the board. */
export function around(cell: number): number[] {
  const row = Math.floor(cell / SIZE);
  const col = cell % SIZE;
  const near: [number, number][] = [
    [row - 1, col],
    [row + 1, col],
    [row, col - 1],
    [row, col + 1],
  ];
  return [cell, ...near.filter(([r, c]) => r >= 0 && r < SIZE && c >= 0 && c < SIZE).map(([r, c]) => r * SIZE + c)];
}

function pressed(lit: readonly boolean[], cell: number): boolean[] {
  const next = [...lit];
  for (const c of around(cell)) next[c] = !next[c];
  return next;
}

export const isDark = (s: State): boolean => s.lit.every((on) => !on);
export const litCount = (s: State): number => s.lit.filter((on) => on).length;
export const statusOf = (s: State): Status => (isDark(s) ? 'won' : 'playing');

/** The start of a seed: random presses out of the dark board, one more while it is still dark. */
export function newGame(seed: number): State {
  const rng = createRng(seed);
  let lit = new Array<boolean>(CELLS).fill(false);
  // A press from the dark board lights at least three cells, so this ends after SCRAMBLE + 1 presses.
  for (let i = 0; i < SCRAMBLE || lit.every((on) => !on); i++) lit = pressed(lit, rng.nextInt(CELLS));
  return { lit };
}

/** Every cell can be pressed until the board is dark. */
export const legalMoves = (s: State): number[] => (isDark(s) ? [] : s.lit.map((_, cell) => cell));

export function play(s: State, cell: number): Result<Played<State, Trace>, RuleError> {
  if (isDark(s)) return fail('illegal', 'Every light is out already: the game is over.');
  if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS) return fail('illegal', `There is no cell ${cell}.`);
  return ok({ state: { lit: pressed(s.lit, cell) }, trace: { switched: around(cell) } });
}
