// Number Match's view on the shared screen: selection, keyboard cursor, the faded digits of cleared
// cells, stable row keys, and what the last change looks like while it animates. A tap (forwarded by
// the board) or a key becomes a move for ctl.play here; the controller hands it every change and
// hint. No state of the game lives here.

import type { Change, GameView, PageController } from '../../ui/screen/controller.svelte.ts';
import { buzz } from '../../ui/feel.ts';
import type { numbermatchDef, NumberMatchErrorData, NumberMatchTrace } from './def.ts';
import { fadedAfter, fadedFrom } from './faded.ts';
import { CURSOR_MOVES, moveCursor, type CursorMove, type NumberMatchCommand } from './keys.ts';
import { parseMove } from './notation.ts';
import type { NmRound } from './page.ts';
import { GAP, WIDTH, indexOf, refOf, type NumberMatchMove, type NumberMatchState } from './rules.ts';
import { nextRowKeys, rowStrings } from './rowkeys.ts';
import type { SaveMeta } from './saves.ts';
import { nm } from './strings.de.ts';

export type NmController = PageController<
  NumberMatchState,
  NumberMatchMove,
  unknown,
  NumberMatchTrace,
  NumberMatchErrorData,
  (typeof numbermatchDef)['actions'],
  NmRound,
  SaveMeta,
  NumberMatchMove
>;

export interface GhostCell {
  readonly r: number;
  readonly c: number;
  readonly v: number;
}

/** What the last move looks like while it animates (drawn over the new state). */
export interface MoveFx {
  readonly id: number;
  /** The removed pair at its old place, fading out with a line between the two. */
  readonly pair?: readonly [GhostCell, GhostCell];
  /** Emptied rows, shrinking away: `before` is the row index in the new board they sit above. */
  readonly collapsed?: ReadonlyArray<{ readonly before: number }>;
  /** Cells from this index on were just added. */
  readonly addedFrom?: number;
}

/** Enter or Space on a button outside the board is that button's: the board's pick is for the board. */
const outsideBoard = (): boolean => {
  const el = document.activeElement;
  return el instanceof HTMLElement && el.matches('button, a, input') && !el.closest('[data-board]');
};

/** How long a move's animation lasts (ms, before reduced motion). */
export const FX_MS = 450;
/** How long after an add its new numbers are scrolled into view (ms). */
const REVEAL_MS = 40;

export class NumberMatchView implements GameView<NumberMatchState, NumberMatchTrace, NumberMatchMove, NumberMatchMove, NumberMatchCommand> {
  readonly #ctl: NmController;
  selected = $state<number | null>(null);
  cursor = $state(0);
  /** For each cell: the digit a cleared gap once held (shown faded), else 0 (faded.ts). */
  faded = $state.raw<readonly number[]>([]);
  /** A stable key per row (rowkeys.ts), so unchanged rows stay on the page. */
  rowKeys = $state.raw<readonly number[]>([]);
  fx = $state.raw<MoveFx | null>(null);
  /**
   * The removed pair drawn over the board while the move's animation runs: the pair of `fx`, set at
   * the next animation frame (before that frame paints), so its nodes are not made inside the tap
   * (issue 21). Gone with `fx`.
   */
  ghost = $state.raw<Required<Pick<MoveFx, 'id' | 'pair'>> | null>(null);
  /** A cell the board should scroll into view (grows with every request). */
  reveal = $state.raw<{ readonly cell: number; readonly seq: number } | null>(null);
  /** The board should move the keyboard focus to the cursor (a key moved it). */
  focusSeq = $state(0);
  #rows: string[] = [];
  #nextKey = 0;
  #fxId = 0;
  #revealSeq = 0;
  /** Pairs in a row without a wrong tap or an add (the combo step of the sounds). */
  #streak = 0;

  constructor(ctl: NmController) {
    this.#ctl = ctl;
  }

  get state(): NumberMatchState {
    return this.#ctl.state;
  }

  /** The hinted pair's cells (none while no pair is hinted). */
  get hintCells(): readonly number[] {
    const h = this.#ctl.hints.shown;
    return h && h.kind === 'pair' ? [indexOf(...h.a), indexOf(...h.b)] : [];
  }

  #show(cell: number): void {
    this.reveal = { cell, seq: ++this.#revealSeq };
  }

  #keys(state: NumberMatchState): void {
    const rows = rowStrings(state.cells, WIDTH);
    this.rowKeys = nextRowKeys(this.#rows, this.rowKeys, rows, () => this.#nextKey++);
    this.#rows = rows;
    this.cursor = Math.max(0, Math.min(this.cursor, state.cells.length - 1));
  }

  /**
   * Follow a change of the controller: keys, faded digits, the move's animation, sound and sentence.
   * It comes before the board draws (issue 21): the row keys, faded digits and the move's animation
   * arrive with the new position in one update.
   */
  changed({ cause, trace, after }: Change<NumberMatchState, NumberMatchTrace, NumberMatchMove>): void {
    const ctl = this.#ctl;
    if ((cause === 'move' || cause === 'redo') && trace) {
      this.faded = fadedAfter(this.faded, trace);
      this.#keys(after);
      this.#animate(trace);
      if (cause === 'redo') ctl.say(nm.redone);
      return;
    }
    this.#streak = 0;
    this.selected = null;
    this.#clearFx();
    this.#keys(after);
    this.#replayFaded();
    if (cause === 'undo') ctl.say(nm.undone);
  }

  #clearFx(): void {
    this.fx = null;
    this.ghost = null;
  }

  #replayFaded(): void {
    const s = this.#ctl.session;
    const moves: NumberMatchMove[] = [];
    for (const step of s.steps) {
      const m = 'move' in step ? parseMove(step.move) : null;
      if (m?.ok) moves.push(m.value);
    }
    this.faded = fadedFrom(s.initial, moves);
  }

  #animate(trace: NumberMatchTrace): void {
    const ctl = this.#ctl;
    const player = ctl.player;
    if (trace.kind === 'pair') {
      const [a, b] = trace.removed;
      const removed = trace.rowsRemoved;
      ctl.say(nm.removed(a.v, b.v) + (removed.length ? ` ${nm.rowsRemoved(removed.length)}` : ''));
      this.fx = { id: ++this.#fxId, pair: [a, b], ...(removed.length ? { collapsed: removed.map((row, k) => ({ before: row - k })) } : {}) };
      // Keep the cursor on the same logical spot: rows above it that vanished shift it up.
      this.cursor -= removed.filter((row) => row < Math.floor(this.cursor / WIDTH)).length * WIDTH;
      this.#streak++;
      buzz('match');
    } else {
      this.#streak = 0;
      ctl.say(nm.added(trace.added.length));
      this.fx = { id: ++this.#fxId, addedFrom: trace.addedFrom };
    }
    // After an add the new numbers come into view inside the board (the page itself never scrolls),
    // a beat after the add shows, so the tap answers at once even on a long board.
    const last = trace.kind === 'add' && trace.added.length > 0 ? trace.addedFrom + trace.added.length - 1 : null;
    const reveal = last === null ? [] : [{ after: REVEAL_MS, run: () => this.#show(last) }];
    const sound = trace.kind === 'add' ? 'deal' : trace.rowsRemoved.length > 0 ? 'collapse' : this.#streak >= 3 ? 'combo' : 'match';
    const ms = player.ms(FX_MS);
    const clear = ms > 0 ? [{ after: FX_MS - (last === null ? 0 : REVEAL_MS), run: () => this.#clearFx() }] : [];
    void player.play([{ after: 0, sound, step: this.#streak - 2 }, ...reveal, ...clear]);
    if (ms === 0) this.fx = null;
    const fx = this.fx;
    if (fx?.pair) {
      const ghost = { id: fx.id, pair: fx.pair };
      void player.frame().then(() => {
        if (this.fx?.id === ghost.id) this.ghost = ghost;
      });
    }
  }

  /** A hint arrived: say it and bring its first cell into view. */
  hinted(h: NumberMatchMove): void {
    this.selected = null;
    if (h.kind === 'add') return this.#ctl.say(nm.hintAdd);
    const [ia, ib] = [indexOf(...h.a), indexOf(...h.b)];
    const cells = this.state.cells;
    this.cursor = ia;
    this.#show(ia);
    this.#ctl.say(nm.hintPair(cells[ia] ?? 0, h.a[0], h.a[1], cells[ib] ?? 0, h.b[0], h.b[1]));
  }

  /** Tap or Enter on a cell: select, deselect, or try the pair with the selected cell. */
  tap(i: number): void {
    const ctl = this.#ctl;
    if (ctl.status !== 'playing' || ctl.end) return;
    ctl.player.skip();
    this.cursor = i;
    const v = this.state.cells[i] ?? GAP;
    if (v === GAP) return ctl.say(nm.gapTapped);
    if (this.selected === null) {
      this.selected = i;
      const [r, c] = refOf(i);
      return ctl.say(nm.selected(v, r, c));
    }
    if (this.selected === i) {
      this.selected = null;
      return ctl.say(nm.deselected);
    }
    const first = this.selected;
    if (ctl.play({ kind: 'pair', a: refOf(first), b: refOf(i) })) this.selected = null;
    else {
      this.#streak = 0;
      this.selected = i;
    }
  }

  add(): void {
    this.selected = null;
    this.#ctl.player.skip();
    // Adding is a move of the rules (NUM-6), so it is undone and saved like a pair.
    this.#ctl.play({ kind: 'add' });
  }

  moveCursor(move: CursorMove): void {
    this.cursor = moveCursor(this.cursor, move, this.state.cells.length);
    this.#show(this.cursor);
    this.focusSeq++;
  }

  /** A key of the page's table (keys.ts); false when the key is not the board's. */
  key(c: NumberMatchCommand, index: number): boolean {
    if (c === 'cursor') this.moveCursor(CURSOR_MOVES[index] ?? 'right');
    else if (c === 'pick') {
      if (outsideBoard()) return false;
      this.tap(this.cursor);
    } else if (c === 'add') this.add();
    else return this.escape();
    return true;
  }

  /** Esc: drop the selection (false when there is none: the key is not used). */
  escape(): boolean {
    if (this.selected === null) return false;
    this.selected = null;
    this.#ctl.say(nm.deselected);
    return true;
  }
}
