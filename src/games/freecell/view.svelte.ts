// FreeCell's view on the shared screen: what the player holds (FC-3), and where a tap (forwarded by
// the board) or a key becomes a move for ctl.play, which the rules decide; an illegal tap moves or
// clears the selection silently (FC-4). "Spiel beenden" is the finish action (FC-10). Every change
// lets go of what was held; a resumed game says that its undo history stayed behind (FC-12).

import { play as playSound } from '../../ui/feel.ts';
import type { Change, GameView } from '../../ui/screen/controller.svelte.ts';
import { SCREEN } from '../../ui/screen/words.de.ts';
import type { FreecellController } from './page.ts';
import { canFinish, type FreecellMove, type FreecellState, type FreecellTrace } from './rules.ts';
import { growSelection, isValidSelection, selectedCards, shrinkSelection, tapOutcome, targetsOf, type Selection, type Tap } from './selection.ts';
import type { FreecellKey } from './keys.ts';
import { fc } from './strings.de.ts';

export class FreecellView implements GameView<FreecellState, FreecellTrace, FreecellMove, null, FreecellKey> {
  selection = $state.raw<Selection | null>(null);
  readonly #ctl: FreecellController;

  constructor(ctl: FreecellController) {
    this.#ctl = ctl;
  }

  /** FC-10: the rest can go home ("Spiel beenden" is offered). */
  get finishable(): boolean {
    const ctl = this.#ctl;
    return ctl.ready && ctl.status !== 'won' && ctl.end === null && canFinish(ctl.state);
  }

  finish(): void {
    this.#ctl.player.skip();
    if (this.finishable) this.#ctl.act('finish');
  }

  /** Every change drops what was held; a resumed game says that its undo history stayed behind. */
  changed(c: Change<FreecellState, FreecellTrace, FreecellMove>): void {
    this.selection = null;
    if (c.cause === 'open' && this.#ctl.message?.text === SCREEN.resumed) this.#ctl.say(fc.restoredNoUndo, 'info');
  }

  /** The held selection while it still describes movable cards of the table on screen. */
  get held(): Selection | null {
    const s = this.selection;
    return s !== null && isValidSelection(this.#ctl.state, s) ? s : null;
  }
  get heldCards(): number[] {
    const s = this.held;
    return s ? selectedCards(this.#ctl.state, s) : [];
  }
  get targets(): number[] {
    return targetsOf(this.#ctl.state, this.held);
  }

  /** FC-3/FC-4: one tap on the table. Picking a card up clicks softly; an illegal tap is silent. */
  tap(t: Tap): void {
    const out = tapOutcome(this.#ctl.state, this.held, t);
    if (out.kind === 'move') {
      this.selection = null;
      this.#ctl.play(out.move);
      return;
    }
    const before = this.selection;
    this.selection = out.selection;
    if (out.selection !== null && out.selection !== before) playSound('pick');
  }

  /** Keyboard: a column key holds that column's card (or the held run itself), else acts as a tap on it. */
  pressColumn(column: number): void {
    const col = this.#ctl.state.columns[column] ?? [];
    const sel = this.held;
    const index = sel && sel.from === column ? col.length - sel.count : col.length - 1;
    this.tap({ kind: 'column', column, index });
  }

  /** A key of FreeCell's table (keys.ts); false when it did nothing the screen should stop. */
  key(command: FreecellKey, index: number): boolean {
    this.#ctl.player.skip();
    const sel = this.held;
    if (command === 'column') this.pressColumn(index);
    else if (command === 'cell') this.tap({ kind: 'cell', cell: index });
    else if (command === 'home') this.tap({ kind: 'home' });
    else if (command === 'grow') this.selection = sel && growSelection(this.#ctl.state, sel);
    else if (command === 'shrink') this.selection = sel && shrinkSelection(sel);
    else if (command === 'clear') this.selection = null;
    else this.finish();
    return true;
  }
}
