// Spider's view state (not the game's): the run in the player's hand and the hint on show, with the
// counter that steps to the next hint on a repeated "Tipp" (SPI-8).

import type { SpiderMove, SpiderState } from './rules.ts';
import { hints } from './hint.ts';
import type { Held } from './taps.ts';

export class SpiderView {
  held = $state.raw<Held | null>(null);
  /** The hint the board marks (null: none). */
  hint = $state.raw<SpiderMove | null>(null);
  #step = 0;
  #seq = -1;

  /**
   * The hint to show for a "Tipp" on `state` (change number `seq`): the first one after a change,
   * the next one on each further tap in the same position, round and round.
   */
  nextHint(state: SpiderState, seq: number): SpiderMove | null {
    this.#step = seq === this.#seq ? this.#step + 1 : 0;
    this.#seq = seq;
    const list = hints(state);
    this.hint = list.length === 0 ? null : (list[this.#step % list.length] as SpiderMove);
    this.held = null;
    return this.hint;
  }

  /** A change of the table: the hand and the hint are gone. */
  changed(): void {
    this.held = null;
    this.hint = null;
  }
}
