// The Minesweeper page's view beside the controller: the flag mode, the keyboard cursor, and what a
// tap, a long press, a right click (forwarded by the board) or a key does to a cell (MIN-4, MIN-8).
// Every change goes through the rules via ctl.play; refusals the page can foresee are said in plain
// German. A new board (another size or round) puts the cursor in its centre.

import type { Change, GameView, PageController } from '../../ui/screen/controller.svelte.ts';
import { geometry } from './board.ts';
import { BoardMaker } from './boards.ts';
import type { MinesCommand } from './keys.ts';
import { moveCursor } from './layout.ts';
import { canChord, CELL_COVERED, CELL_FLAGGED, CELL_REVEALED, isPlaced, type MinesMove, type MinesState, type MinesTrace } from './rules.ts';
import { m } from './strings.de.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's controller; only state, round, play, say, end and player are used
type Ctl = PageController<MinesState, MinesMove, any, MinesTrace, any, any, any, any>;

export class MinesView implements GameView<MinesState, MinesTrace, MinesMove, null, MinesCommand> {
  /** Taps set flags instead of revealing (the toolbar's switch, key M). */
  flagMode = $state(false);
  /** The keyboard cursor (a cell index), shown once a key moved it. */
  cursor = $state(0);
  keyboard = $state(false);
  /** Waiting for the worker's board (the first reveal). */
  waiting = $state(false);
  /** Whether the board is drawn turned (the board tells; arrows follow the screen). */
  turned = $state(false);
  readonly #ctl: Ctl;
  readonly maker = new BoardMaker();
  /** The board the cursor was centred on (variant, seed and shape). */
  #shape = '';

  constructor(ctl: Ctl) {
    this.#ctl = ctl;
  }

  get state(): MinesState {
    return this.#ctl.state;
  }

  /** A tap (or Space/Enter at the cursor): reveal, or flag in flag mode; on a number, chord. */
  tap(i: number): void {
    const c = this.state.cell[i];
    if (this.flagMode && c !== CELL_REVEALED) return this.flag(i);
    if (c === CELL_COVERED) return void this.reveal(i);
    if (c === CELL_FLAGGED) return this.#ctl.say(m.flagged, 'info');
    if (c === CELL_REVEALED) this.chord(i, false);
  }

  flag(i: number): void {
    const s = this.state;
    const c = s.cell[i];
    if (c !== CELL_COVERED && c !== CELL_FLAGGED) return;
    if (!isPlaced(s)) return this.#ctl.say(m.flagFirst, 'info');
    this.#play('flag', i);
  }

  /** Chord a shown number; `loud` says why not (the C key), a tap on a finished number stays quiet. */
  chord(i: number, loud: boolean): void {
    const s = this.state;
    if (s.cell[i] !== CELL_REVEALED) return;
    if (canChord(s, i)) return this.#play('chord', i);
    const g = geometry(s.width, s.height);
    let flags = 0;
    let covered = 0;
    for (let k = g.start[i]!; k < g.start[i + 1]!; k++) {
      const c = s.cell[g.nb[k]!];
      if (c === CELL_FLAGGED) flags++;
      else if (c === CELL_COVERED) covered++;
    }
    if (covered > 0 && (loud || flags > 0)) this.#ctl.say(m.chordShort(s.count[i]!, flags), 'info');
  }

  async reveal(i: number): Promise<void> {
    const s = this.state;
    if (this.waiting) return;
    if (!isPlaced(s)) {
      this.waiting = true;
      try {
        await this.maker.prepare(s, i % s.width, Math.floor(i / s.width));
      } finally {
        this.waiting = false;
      }
      if (this.state !== s) return;
    }
    this.#play('reveal', i);
  }

  #play(kind: 'reveal' | 'flag' | 'chord', i: number): void {
    const w = this.state.width;
    this.cursor = i;
    this.#ctl.player.skip();
    this.#ctl.play({ kind, x: i % w, y: Math.floor(i / w) });
  }

  /** A new board (another size or round): the cursor starts in its centre. */
  changed(c: Change<MinesState, MinesTrace, MinesMove>): void {
    if (c.cause !== 'open') return;
    const r = this.#ctl.round;
    const s = `${r.variant}:${r.seed}:${c.after.width}x${c.after.height}`;
    if (s === this.#shape) return;
    this.#shape = s;
    this.centre();
  }

  /** A key of the page's table; Space and Enter on a button outside the board belong to that button. */
  key(c: MinesCommand): boolean {
    const at = document.activeElement;
    if ((c === 'reveal' || c === 'mode') && at instanceof HTMLElement && at.closest('button, a, input') && !at.closest('[data-board]')) return false;
    if (this.#ctl.end !== null && c !== 'mode') return false;
    return this.command(c);
  }

  /** A key from the table; false when it did nothing (the browser keeps it). */
  command(c: MinesCommand): boolean {
    const s = this.state;
    if (this.cursor >= s.cell.length) this.cursor = 0;
    switch (c) {
      case 'up':
      case 'down':
      case 'left':
      case 'right':
        if (this.keyboard) this.cursor = moveCursor(this.cursor, c, this.turned, s.width, s.height);
        this.keyboard = true;
        return true;
      case 'reveal':
        if (!this.keyboard) return false;
        this.tap(this.cursor);
        return true;
      case 'flag':
        this.keyboard = true;
        this.flag(this.cursor);
        return true;
      case 'chord':
        this.keyboard = true;
        this.chord(this.cursor, true);
        return true;
      case 'mode':
        this.toggleMode();
        return true;
    }
  }

  /** The flag switch; while on, the status line says so. */
  toggleMode(): void {
    this.flagMode = !this.flagMode;
    if (!this.flagMode && this.#ctl.message?.text === m.idleFlagMode) this.#ctl.message = null;
  }

  /** A new board: the cursor to its centre. */
  centre(): void {
    const s = this.state;
    this.cursor = (s.height >> 1) * s.width + (s.width >> 1);
  }
}
