// __NAME__'s view on the shared screen: the one place where a tap (forwarded by the board) or a key of
// the game's table becomes a move for ctl.play, with the light the keyboard is on. The game is the
// controller's; the board draws the state it hands on.

import { gridStep } from '../../ui/grid.ts';
import type { GameView } from '../../ui/screen/change.ts';
import type { ControllerOf } from '../../ui/screen/types.ts';
import { WALK_KEYS, type Command } from './keys.ts';
import type { Spec } from './page.ts';
import { CELLS, SIZE, type State, type Trace } from './rules.ts';

export class View implements GameView<State, Trace, number, never, Command> {
  /** The light the keyboard is on: the board's one tab stop. */
  cursor = $state(Math.floor(CELLS / 2));
  readonly #ctl: ControllerOf<Spec>;

  constructor(ctl: ControllerOf<Spec>) {
    this.#ctl = ctl;
  }

  /** A light pressed (a tap, or Enter or Space on it): it and its neighbours switch. */
  press(cell: number): void {
    this.cursor = cell;
    this.#ctl.play(cell);
  }

  /** An arrow, Pos1 or Ende while a light has the focus: the focus walks to the next light. */
  key(_command: Command, index: number): boolean {
    if (!document.activeElement?.closest('[data-cell]')) return false;
    const next = gridStep({ width: SIZE, count: CELLS }, this.cursor, WALK_KEYS[index] ?? '');
    if (next === null) return false;
    this.cursor = next;
    document.querySelector<HTMLElement>(`[data-cell="${next}"]`)?.focus();
    return true;
  }
}
