// The Schiebepuzzle's view on the shared screen: where a tap, a swipe (forwarded by the board) or an
// arrow key becomes a move for ctl.play (SCH-3). It holds no state of its own: the game is the
// controller's, and the board animates from the controller's change record.

import type { GameView, PageController } from '../../ui/screen/controller.svelte.ts';
import type { Round } from '../../ui/screen/rounds.ts';
import type { FifteenOptions, fifteenDef } from './def.ts';
import { tileForArrow, type Arrow, type FifteenState, type FifteenTrace } from './rules.ts';
import type { ErrorData } from '../../core/result.ts';

export type FifteenController = PageController<
  FifteenState,
  number,
  FifteenOptions,
  FifteenTrace,
  ErrorData,
  typeof fifteenDef.actions,
  Round,
  { round: Round }
>;

export class FifteenView implements GameView<FifteenState, FifteenTrace, number, null, Arrow> {
  readonly #ctl: FifteenController;

  constructor(ctl: FifteenController) {
    this.#ctl = ctl;
  }

  /** A tile tapped or swiped: it slides, with those between it and the gap (SCH-3). */
  move(tile: number): void {
    this.#ctl.player.skip();
    this.#ctl.play(tile);
  }

  /** SCH-3: an arrow moves the tile beside the gap that way (nothing when there is none). */
  key(a: Arrow): void {
    const t = tileForArrow(this.#ctl.state, a);
    if (t !== null) this.move(t);
  }
}
