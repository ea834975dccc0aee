// The connect board's view, nothing of the round itself: the selection, the keyboard cursor, the
// deal, and the short-lived marks of a pair (line and burst), a refused pair (shake, blocker) and the
// glow assist; where a tap (forwarded by the board) or a key becomes a pair for ctl.play, and what
// follows a change (the deal of a fresh board, a pair's line, sound and sentence, a shuffle) and a
// hint. No timers here: the deal and the pair run through the screen's trace player (the board hands
// the line's fade to it, whose end closes the pair's moment when motion is reduced), and the board
// clears a shake, a blocker or a glow when its CSS animation ends.

import type { Store } from '../../core/storage.ts';
import { buzz } from '../../ui/feel.ts';
import type { Change, GameView, PageController } from '../../ui/screen/controller.svelte.ts';
import type { ConnectErrorData, ConnectTrace, TracedCard, connectDef } from './def.ts';
import { CURSOR_KEYS, type ConnectCommand } from './keys.ts';
import type { PairMove } from './notation.ts';
import { glowOn, type ConnectRound } from './page.ts';
import { WIDTH, type Cell } from './path.ts';
import { cardAt, status, type ConnectOptions, type ConnectState } from './rules.ts';
import { con } from './strings.de.ts';
import { moveCursor, screenKey } from './layout.ts';

export type ConnectController = PageController<
  ConnectState,
  PairMove,
  ConnectOptions,
  ConnectTrace,
  ConnectErrorData,
  (typeof connectDef)['actions'],
  ConnectRound,
  ConnectRound,
  PairMove
>;

/** Timings (ms) of the effects (0 under reduced motion, through the player). */
export const DEAL_STEP_MS = 22;
export const DEAL_CARD_MS = 380;
export const LINE_DRAW_MS = 180;
export const LINE_HOLD_MS = 260;
/** The line fades out after its moment (the one animation of a pair the board hands to the player). */
export const LINE_FADE_MS = 200;
export const BURST_MS = 420;
/** How long the line stands, without movement, when motion is reduced (information, not animation). */
export const REDUCED_HOLD_MS = 400;

export interface ClearEffect {
  readonly id: number;
  readonly path: readonly Cell[];
  /** Points the pair earned, shown floating up from the line. */
  readonly points: number;
  readonly cards: readonly TracedCard[];
}

/** What a tap on a card asks for. */
export type TapOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'select'; readonly sym: number; readonly switched: boolean }
  | { readonly kind: 'deselect' }
  | { readonly kind: 'pair'; readonly move: PairMove };

export const indexOf = ([r, c]: Cell): number => r * WIDTH + c;
export const cellOf = (i: number): Cell => [Math.floor(i / WIDTH), i % WIDTH];

/** How long the deal runs for a board of `cards` cells. */
export const dealMs = (cards: number): number => DEAL_CARD_MS + DEAL_STEP_MS * cards;

export class ConnectView implements GameView<ConnectState, ConnectTrace, PairMove, PairMove, ConnectCommand> {
  selected = $state.raw<Cell | null>(null);
  cursor = $state.raw<Cell>([0, 0]);
  /** Set when the arrow keys moved the cursor: the board then moves the focus along. */
  cursorSeq = $state(0);
  dealing = $state(false);
  /** Grows with every deal, so the board restarts its animation. */
  dealId = $state(0);
  effect = $state.raw<ClearEffect | null>(null);
  shaking = $state.raw<readonly number[]>([]);
  shakeId = $state(0);
  blocker = $state<number | null>(null);
  glowing = $state.raw<readonly number[]>([]);
  reshuffled = $state(0);
  /** The board lies on its side (its drawing): names count rows and columns as seen. */
  turned = $state(false);
  #effects = 0;
  readonly #ctl: ConnectController;
  readonly #store: Store;

  /** `store`: where the glow assist's setting is kept. */
  constructor(ctl: ConnectController, store: Store) {
    this.#ctl = ctl;
    this.#store = store;
  }

  /** A round on the board and not over. */
  get playing(): boolean {
    const ctl = this.#ctl;
    return ctl.ready && status(ctl.state) === 'playing' && ctl.end === null;
  }

  /** A tap on a card: skips the deal, or selects, deselects or tries the pair (CON-3 … CON-5). */
  press(cell: Cell): void {
    const ctl = this.#ctl;
    if (this.dealing) return ctl.player.skip();
    if (!this.playing) return;
    const o = this.tap(ctl.state, cell);
    if (o.kind === 'deselect') ctl.say(con.status.deselected);
    else if (o.kind === 'select') {
      ctl.say(o.switched ? con.status.switched(o.sym) : con.status.selected(o.sym));
      if (glowOn(this.#store, ctl.round)) this.glow(ctl.state, cell);
    } else if (o.kind === 'pair') ctl.play(o.move);
  }

  /** A key of the page's table (keys.ts); false when it did nothing. */
  key(c: ConnectCommand, index: number): boolean {
    const ctl = this.#ctl;
    if (c === 'cursor') this.move(CURSOR_KEYS[index] ?? '', ctl.state.height);
    else if (c === 'shuffle') return this.playing && ctl.act('shuffle');
    else if (c === 'drop') {
      if (this.selected === null) return false;
      this.selected = null;
      ctl.say(con.status.deselected);
    }
    return true;
  }

  /** A fresh board deals itself; a pair draws its line and bursts with its sound; a shuffle is said. */
  changed(c: Change<ConnectState, ConnectTrace, PairMove>): void {
    const ctl = this.#ctl;
    if (c.cause === 'open' || c.cause === 'follow' || c.cause === 'restart') {
      this.reset();
      if (!ctl.inProgress && status(c.after) === 'playing') this.#deal();
      return;
    }
    const t = c.trace;
    if (t?.kind === 'pair' && t.path !== null) {
      this.cleared(t.path, t.points, t.cards);
      const sym = t.cards[0]?.sym ?? 0;
      buzz('match');
      // A pair sounds; a streak climbs in pitch with each step. The line stands, then the cards burst (the board's animations).
      const id = this.effect?.id ?? 0;
      void ctl.player.play([
        t.streak > 1 ? { after: 0, sound: 'combo', step: t.streak - 1 } : { after: 0, sound: 'match' },
        ...(ctl.player.ms(1) > 0 ? [{ after: LINE_DRAW_MS + LINE_HOLD_MS + BURST_MS, run: () => this.effectDone(id) }] : []),
      ]);
      if (t.autoShuffle) this.reshuffled++;
      if (status(c.after) === 'playing') ctl.say(t.autoShuffle ? con.status.autoshuffle : con.status.cleared(sym, t.points, t.streak), 'good');
    } else if (t?.kind === 'shuffle') {
      this.selected = null;
      this.reshuffled++;
      ctl.say(con.status.shuffled);
    }
  }

  /** CON-16: the hint marks its pair on the board (ctl.hints.shown), and the status line names it. */
  hinted(h: PairMove): void {
    this.#ctl.say(con.status.hint(cardAt(this.#ctl.state, h[0]), ...this.seen(h[0]), ...this.seen(h[1])));
  }

  /** CON-1 CON-12: a fresh board deals itself; the clock starts when it lies complete (or a tap skips the deal). */
  #deal(): void {
    const ctl = this.#ctl;
    this.dealing = true;
    this.dealId++;
    // A bad link's sentence stays; otherwise the status line says what is happening.
    if (ctl.message === null) ctl.say(con.dealing);
    void ctl.player.play([
      { after: 0, sound: 'deal' },
      {
        after: dealMs(ctl.state.cells.length),
        run: () => {
          this.dealing = false;
          if (ctl.message?.text === con.dealing) ctl.message = null;
          ctl.startClock();
        },
      },
    ]);
  }

  /** A new round (or a resumed one) is on the board: nothing selected, no marks left over. */
  reset(): void {
    this.selected = null;
    this.cursor = [0, 0];
    this.effect = null;
    this.shaking = [];
    this.blocker = null;
    this.glowing = [];
    this.dealing = false;
  }

  /** Row and column of a cell as the player sees them (0-based): on a turned board the rules' row is the screen column. */
  seen = ([r, c]: Cell): readonly [number, number] => (this.turned ? [c, r] : [r, c]);

  /** CON-3: select, deselect, move the selection to another symbol, or try the pair (CON-4/5). */
  tap(state: ConnectState, cell: Cell): TapOutcome {
    this.cursor = cell;
    const sym = cardAt(state, cell);
    if (sym < 0) return { kind: 'none' };
    const sel = this.selected;
    if (sel !== null && sel[0] === cell[0] && sel[1] === cell[1]) {
      this.selected = null;
      return { kind: 'deselect' };
    }
    if (sel === null || cardAt(state, sel) !== sym) {
      this.selected = cell;
      return { kind: 'select', sym, switched: sel !== null };
    }
    return { kind: 'pair', move: [sel, cell] };
  }

  /** CON-11: the twins of the selected card light up (the board clears them when the glow ends). */
  glow(state: ConnectState, cell: Cell): void {
    const sym = cardAt(state, cell);
    const i = indexOf(cell);
    this.glowing = state.cells.flatMap((x, k) => (x === sym && k !== i ? [k] : []));
  }

  /** CON-5: both cards shake; the one card in the way (if exactly one) is outlined. The first stays selected. */
  refused(move: PairMove, blocker: Cell | null): void {
    this.shaking = [indexOf(move[0]), indexOf(move[1])];
    this.shakeId++;
    this.blocker = blocker ? indexOf(blocker) : null;
  }

  /** The burst of the pair `id` is over (its animation ended or the player finished it): line and ghosts go. */
  effectDone(id: number): void {
    if (this.effect?.id === id) this.effect = null;
  }

  /** A pair cleared: its line and burst (the board tracks their animations in the player). */
  cleared(path: readonly Cell[], points: number, cards: readonly TracedCard[]): void {
    this.selected = null;
    this.glowing = [];
    this.effect = { id: ++this.#effects, path, points, cards };
  }

  /** Arrow keys follow the screen (a turned board too); Home and End go to the ends of the row. */
  move(key: string, rows: number): void {
    const next = moveCursor(this.cursor, screenKey(key, this.turned), rows);
    if (!next) return;
    this.cursor = next;
    this.cursorSeq++;
  }

  /** The card whose animation ended drops its mark. */
  settled(i: number, what: 'shake' | 'blocker' | 'glow'): void {
    if (what === 'shake') this.shaking = this.shaking.filter((k) => k !== i);
    else if (what === 'blocker') this.blocker = null;
    else this.glowing = this.glowing.filter((k) => k !== i);
  }
}
