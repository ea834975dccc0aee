// FreeCell's UI state on the shared screen: only what the player holds (FC-3). Taps become moves
// through the controller (ctl.play), which the rules decide; an illegal tap moves or clears the
// selection silently (FC-4). The held cards and their targets are computed once per change, not in a tap.

import { play as playSound } from '../../ui/feel.ts';
import type { FreecellMove, FreecellState } from './rules.ts';
import { growSelection, isValidSelection, selectedCards, shrinkSelection, tapOutcome, targetsOf, type Selection, type Tap } from './selection.ts';
import type { FreecellKey } from './keys.ts';

/** What the view needs of the page controller. */
export interface Player {
  readonly state: FreecellState;
  play(move: FreecellMove): boolean;
}

export class FreecellView {
  selection = $state.raw<Selection | null>(null);
  readonly #ctl: Player;

  constructor(ctl: Player) {
    this.#ctl = ctl;
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
  key(command: FreecellKey, index: number, finish: () => void): boolean {
    const sel = this.held;
    if (command === 'column') this.pressColumn(index);
    else if (command === 'cell') this.tap({ kind: 'cell', cell: index });
    else if (command === 'home') this.tap({ kind: 'home' });
    else if (command === 'grow') this.selection = sel && growSelection(this.#ctl.state, sel);
    else if (command === 'shrink') this.selection = sel && shrinkSelection(sel);
    else if (command === 'clear') this.selection = null;
    else finish();
    return true;
  }
}
