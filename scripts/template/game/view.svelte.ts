// __NAME__'s view on the shared screen: the one place where a tap (forwarded by the board) becomes a
// move for ctl.play. The game is the controller's; the board draws the state it hands on.

import type { GameView } from '../../ui/screen/change.ts';
import type { ControllerOf } from '../../ui/screen/types.ts';
import type { Spec } from './page.ts';
import type { State, Trace } from './rules.ts';

export class View implements GameView<State, Trace, number> {
  readonly #ctl: ControllerOf<Spec>;

  constructor(ctl: ControllerOf<Spec>) {
    this.#ctl = ctl;
  }

  /** A light pressed (a tap, or Enter or Space on it): it and its neighbours switch. */
  press(cell: number): void {
    this.#ctl.play(cell);
  }
}
