// Klondike's view on the shared screen: the selection (KLO-6) between taps, keys and drags, what is
// held, what lights up, and which move a tap (forwarded by the board), a key or a drop asks the rules
// for. It never changes the table itself: every move goes through `play` (the controller). After a
// change nothing is held, and Vegas kumulativ keeps its running total. Places as strings, for drag
// and drop: a column "c3", the waste "w", a foundation "f2" as a source and "h" as a target; a
// column source names its count ("c3:2").

import type { Store } from '../../core/storage.ts';
import type { Change, GameView } from '../../ui/screen/controller.svelte.ts';
import type { Round } from '../../ui/screen/rounds.ts';
import { ARROWS, moveCursor, type Arrow, type Cursor } from './cursor.ts';
import type { KlondikeCommand } from './keys.ts';
import { modeParts } from './modes.ts';
import { keepVegasTotal } from './page.ts';
import { tablePrefs } from '../../ui/table-prefs.svelte.ts';
import { canHold, moveFor, sendHomeTarget, targetsOf, type Held } from './selection.ts';
import {
  COLUMN_COUNT,
  FOUNDATION,
  HOME,
  STOCK_MOVE,
  WASTE,
  canFinish,
  isColumnPlace,
  isFoundationPlace,
  legalMoves,
  movableRun,
  moveOf,
  type KlondikeMove,
  type KlondikeState,
  type KlondikeTrace,
  type Place,
} from './rules.ts';

/** What the view uses of the page controller. */
export interface ViewHost {
  readonly state: KlondikeState;
  readonly ready: boolean;
  readonly round: Round;
  readonly player: { skip(): void };
  play(move: KlondikeMove): boolean;
  act(name: 'finish'): boolean;
}

/** "c3:2" → a column's held run; "w" → the waste; "f2" → a foundation's top. */
export function parseSource(source: string): Held | null {
  const c = /^c(\d):(\d{1,2})$/.exec(source);
  if (c) return { from: Number(c[1]), count: Number(c[2]) };
  if (source === 'w') return { from: WASTE, count: 1 };
  const f = /^f([0-3])$/.exec(source);
  return f ? { from: FOUNDATION + Number(f[1]), count: 1 } : null;
}

export function sourceOf(h: Held): string {
  if (isColumnPlace(h.from)) return `c${h.from}:${h.count}`;
  return h.from === WASTE ? 'w' : `f${h.from - FOUNDATION}`;
}

/** "c3" → column 3; "h" → HOME. */
export function parseTarget(target: string): Place | null {
  const c = /^c(\d)$/.exec(target);
  if (c && Number(c[1]) < COLUMN_COUNT) return Number(c[1]);
  return target === 'h' ? HOME : null;
}

export const targetName = (p: Place): string => (p === HOME ? 'h' : `c${p}`);

export class KlondikeView implements GameView<KlondikeState, KlondikeTrace, KlondikeMove, KlondikeMove, KlondikeCommand> {
  held = $state.raw<Held | null>(null);
  /** The keyboard cursor (null until an arrow key is pressed); the board focuses what it stands on. */
  cursor = $state.raw<Cursor | null>(null);
  readonly #host: ViewHost;
  readonly #store: Store;

  /** `store`: where Vegas kumulativ keeps its running total. */
  constructor(host: ViewHost, store: Store) {
    this.#host = host;
    this.#store = store;
  }

  /** KLO-10: the rest can go home ("Spiel beenden" is offered). */
  get finishable(): boolean {
    return this.#host.ready && canFinish(this.#host.state);
  }

  finish(): boolean {
    return this.finishable && this.#host.act('finish');
  }

  /** A change lets go of what was held; Vegas kumulativ keeps its running total after every change. */
  changed(c: Change<KlondikeState, KlondikeTrace, KlondikeMove>): void {
    this.clear();
    if (c.cause !== 'open' && modeParts(this.#host.round.variant).cumulative) keepVegasTotal(this.#store, c.after.score);
  }

  /** A key of Klondike's table (keys.ts). */
  key(c: KlondikeCommand, i: number): boolean {
    this.#host.player.skip();
    if (c === 'column') this.column(i);
    else if (c === 'stock') this.tapStock();
    else if (c === 'waste') this.waste();
    else if (c === 'home') this.home();
    else if (c === 'clear') this.clear();
    else if (c === 'cursor') this.arrow(ARROWS[i] ?? 'left');
    else if (c === 'finish') return this.finish();
    return true;
  }

  /** The lit targets of what is held ('c3', 'h'). */
  get lit(): string[] {
    const h = this.held;
    return h ? targetsOf(this.#host.state, h).map(targetName) : [];
  }

  clear(): void {
    this.held = null;
  }

  /** An arrow key: move the cursor (Enter or Space then taps what the board focused). */
  arrow(a: Arrow): void {
    this.cursor = moveCursor(this.#host.state, this.cursor, a, tablePrefs.hand);
  }

  #play(m: KlondikeMove | null): boolean {
    this.held = null;
    return m !== null && this.#host.play(m);
  }

  #pick(h: Held): void {
    this.held = canHold(this.#host.state, h) ? h : null;
  }

  /** A tap on a card that can be picked up (count > 0) or on any card of a pile (count 0). */
  tapCard(from: Place, count: number): void {
    const s = this.#host.state;
    const h = this.held;
    if (h === null) {
      if (count > 0) this.#pick({ from, count });
      return;
    }
    if (h.from === from && (h.count === count || !isColumnPlace(from))) {
      // KLO-6: the held card tapped again goes to its foundation when it can.
      this.#play(sendHomeTarget(s, h));
      return;
    }
    const to = isColumnPlace(from) ? from : isFoundationPlace(from) ? HOME : null;
    const m = to === null ? null : moveFor(s, h, to);
    if (m !== null) this.#play(m);
    else if (count > 0) this.#pick({ from, count });
    else this.held = null;
  }

  /** A tap on an empty place or the felt below a column: "c3" or "h". */
  tapPlace(target: string): void {
    const to = parseTarget(target);
    const h = this.held;
    if (h === null || to === null) {
      this.held = null;
      return;
    }
    this.#play(moveFor(this.#host.state, h, to));
  }

  tapStock(): void {
    this.#play(STOCK_MOVE);
  }

  /** A drop of a dragged run: played or refused (then it glides back). */
  drop(source: string, target: string): boolean {
    const h = parseSource(source);
    const to = parseTarget(target);
    this.held = null;
    if (h === null || to === null) return false;
    const m = moveFor(this.#host.state, h, to);
    return m !== null && this.#host.play(m);
  }

  /** The targets of a drag source. */
  dragTargets(source: string): string[] {
    const h = parseSource(source);
    return h && canHold(this.#host.state, h) ? targetsOf(this.#host.state, h).map(targetName) : [];
  }

  /** Keyboard: column keys 1–7 (index 0–6) pick up the column's run or put the held cards there. */
  column(i: number): void {
    const s = this.#host.state;
    const h = this.held;
    if (h !== null) {
      if (h.from === i) {
        this.#play(sendHomeTarget(s, { from: i, count: 1 }));
        return;
      }
      const exact = moveFor(s, h, i);
      if (exact) return void this.#play(exact);
      // From a column, the rules choose how many cards fit.
      const m = isColumnPlace(h.from) ? moveOf(h.from, i) : null;
      if (m && legalMoves(s).includes(m)) return void this.#play(m);
    }
    const run = movableRun(s, i);
    this.held = run > 0 ? { from: i, count: run } : null;
  }

  waste(): void {
    if (this.held?.from === WASTE) this.#play(sendHomeTarget(this.#host.state, this.held));
    else this.#pick({ from: WASTE, count: 1 });
  }

  home(): void {
    const h = this.held;
    if (h === null) return;
    const count1 = isColumnPlace(h.from) ? { from: h.from, count: 1 } : h;
    this.#play(moveFor(this.#host.state, count1, HOME));
  }
}
