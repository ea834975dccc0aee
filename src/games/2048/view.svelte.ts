// 2048's view on the shared screen: where a swipe (forwarded by the board) or an arrow key becomes a
// move for ctl.play, and what follows a change (ZWK-3: reaching 2048 is said in the status line).

import type { Change, GameView, PageController } from '../../ui/screen/controller.svelte.ts';
import type { Round } from '../../ui/screen/rounds.ts';
import type { Direction, State2048, Trace2048 } from './rules.ts';
import { z } from './strings.de.ts';

export type Controller2048 = PageController<State2048, Direction, Record<string, never>, Trace2048, object, Record<never, never>, Round, { round: Round }>;

export class View2048 implements GameView<State2048, Trace2048, Direction, null, Direction> {
  readonly #ctl: Controller2048;

  constructor(ctl: Controller2048) {
    this.#ctl = ctl;
  }

  /** A swipe or an arrow key: every tile slides that way. */
  move(d: Direction): void {
    this.#ctl.player.skip();
    this.#ctl.play(d);
  }

  key(d: Direction): void {
    this.move(d);
  }

  /** ZWK-3: reaching 2048 is said once, in the status line; play goes on. */
  changed(c: Change<State2048, Trace2048, Direction>): void {
    if (c.trace?.reached2048) this.#ctl.say(z.reached, 'good');
  }
}
