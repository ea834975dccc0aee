// Spider's view on the shared screen (not the game's state): the run in the player's hand, the hint
// on show with the counter that steps to the next hint on a repeated "Tipp" (SPI-8), and where a
// tap or drop (forwarded by the board) or a key becomes a move for ctl.play (SPI-7). Every change of
// the table drops the hand and the hint; a run sent home is said.

import type { Change, GameView, PageController } from '../../ui/screen/controller.svelte.ts';
import type { Round } from '../../ui/screen/rounds.ts';
import type { SpiderOptions, spiderDef } from './def.ts';
import { hints } from './hint.ts';
import type { SpiderCommand } from './keys.ts';
import type { SpiderMeta } from './page.ts';
import { DEAL, type SpiderMove, type SpiderState, type SpiderTrace } from './rules.ts';
import { moveTo } from './selection.ts';
import { z } from './strings.de.ts';
import { hintSentence, keyColumn, SAY, tapAt, type Held, type TapResult } from './taps.ts';

export type SpiderController = PageController<
  SpiderState,
  SpiderMove,
  SpiderOptions,
  SpiderTrace,
  object,
  typeof spiderDef.actions,
  Round,
  SpiderMeta,
  SpiderMove
>;

export class SpiderView implements GameView<SpiderState, SpiderTrace, SpiderMove, SpiderMove, SpiderCommand> {
  held = $state.raw<Held | null>(null);
  /** The hint the board marks (null: none). */
  hint = $state.raw<SpiderMove | null>(null);
  readonly #ctl: SpiderController;
  #step = 0;
  #seq = -1;

  constructor(ctl: SpiderController) {
    this.#ctl = ctl;
  }

  /** A tap on card `index` of column `col` (-1: the empty column's place or the felt below its cards). */
  tap(col: number, index: number): void {
    this.#ctl.player.skip();
    this.#apply(tapAt(this.#ctl.state, this.held, col, index));
  }

  /** A dragged run dropped on column `to`: played, or refused (then it glides back). */
  drop(col: number, index: number, to: number): boolean {
    const m = moveTo(this.#ctl.state, col, index, to);
    this.held = null;
    return m !== null && this.#play(m);
  }

  /** A new row from the stock (the toolbar, the stock, key D). */
  deal(): void {
    this.held = null;
    this.#play(DEAL);
  }

  /** A key of Spider's table (keys.ts); false when it did nothing. */
  key(c: SpiderCommand, index: number): boolean {
    if (c === 'column') this.#apply(keyColumn(this.#ctl.state, this.held, index));
    else if (c === 'deal') this.deal();
    else if (this.held === null) return false;
    else this.held = null;
    return true;
  }

  /** Every change of the table drops the hand and the hint; a run sent home is said. */
  changed(c: Change<SpiderState, SpiderTrace, SpiderMove>): void {
    this.held = null;
    this.hint = null;
    if (c.cause === 'move' && c.trace?.steps.some((s) => s.kind === 'home') && c.after.foundations.length < 8) this.#ctl.say(z.home, 'good');
  }

  /** SPI-8: each "Tipp" in the same position shows the next hint, and the status line says it. */
  hinted(): void {
    const ctl = this.#ctl;
    const m = this.nextHint(ctl.state, ctl.change?.seq ?? 0);
    if (m) ctl.say(hintSentence(ctl.state, m), 'info');
  }

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

  #play(m: SpiderMove): boolean {
    this.#ctl.player.skip();
    return this.#ctl.play(m);
  }

  #apply(r: TapResult): void {
    this.held = r.held;
    if (r.held) this.hint = null;
    if (r.move) this.#play(r.move);
    else if (r.say) this.#ctl.say(SAY[r.say], 'info');
  }
}
