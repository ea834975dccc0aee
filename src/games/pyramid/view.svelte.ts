// The pyramid page's view on the shared screen: the selected card, the keyboard cursor and whether a
// keyboard is in use; where a tap (forwarded by the board) or a key becomes a move for ctl.play or a
// sentence for the status line; and what follows a change (its sound, its sentence, a new best) and
// a hint. The game itself lives in the page controller (ctl.state); this class never writes it.

import { rankOf, type Card } from '../../core/cards.ts';
import { buzz, play as playSound } from '../../ui/feel.ts';
import type { Change, GameView, PageController } from '../../ui/screen/controller.svelte.ts';
import type { Round } from '../../ui/screen/rounds.ts';
import type { PyramidOptions, pyramidDef } from './def.ts';
import { CURSOR_DIRECTIONS, type Direction, type PyramidCommand } from './keys.ts';
import type { Bests } from './page.ts';
import {
  cardsOnTop,
  isFree,
  isKing,
  makesThirteen,
  slotRowCol,
  status as statusOf,
  wasteTop,
  PYRAMID_SIZE,
  type PyramidMove,
  type PyramidState,
  type PyramidTrace,
} from './rules.ts';
import { pyr } from './strings.de.ts';
import type { Status } from '../../core/game.ts';
import { tablePrefs } from '../../ui/table-prefs.svelte.ts';
import type { ErrorData } from '../../core/result.ts';

export type PyramidController = PageController<
  PyramidState,
  PyramidMove,
  PyramidOptions,
  PyramidTrace,
  ErrorData,
  (typeof pyramidDef)['actions'],
  Round,
  { round: Round },
  PyramidMove
>;

/** A keyboard cursor position: a pyramid slot index, the stock or the waste. */
export type Cursor = number | 'stock' | 'waste';
export type { Direction } from './keys.ts';
export type Tone = 'info' | 'warn' | 'good';

/** What a tap asks for: a move to play, a sentence to say (and whether a card was picked up). */
export interface Outcome {
  readonly move?: PyramidMove;
  readonly say?: { readonly text: string; readonly tone: Tone };
  readonly picked?: boolean;
}

/** Grid coordinates used by arrow-key navigation: slot (r, c) sits at x = c + (6 − r) / 2, y = r; the piles on y = 7. */
function coords(pos: Cursor): { x: number; y: number } {
  // Under the pyramid the stock lies on the side of the player's thumb (layout.ts).
  const stockLeft = tablePrefs.hand === 'left';
  if (pos === 'stock') return { x: stockLeft ? 2.5 : 3.5, y: 7 };
  if (pos === 'waste') return { x: stockLeft ? 3.5 : 2.5, y: 7 };
  const { row, col } = slotRowCol(pos);
  return { x: col + (6 - row) / 2, y: row };
}

/** Positions the cursor may rest on: cards still in the pyramid, the stock and the waste. */
function positions(state: PyramidState): Cursor[] {
  const out: Cursor[] = [];
  for (let i = 0; i < PYRAMID_SIZE; i++) if (state.pyramid[i] != null) out.push(i);
  out.push('stock', 'waste');
  return out;
}

/** The status line after a move: what it did, and the end when it ended the game. */
export function moveSentence(trace: PyramidTrace, status: Status): { text: string; tone: Tone } {
  const end = status === 'won' ? ` ${pyr.status.won}` : status === 'lost' ? ` ${pyr.status.lost}` : '';
  const tone: Tone = status === 'lost' ? 'warn' : trace.kind === 'draw' ? 'info' : 'good';
  if (trace.kind === 'draw') return { text: pyr.status.drew(trace.card) + end, tone };
  const [first, second] = trace.removed.map((x) => x.card) as [Card, Card | undefined];
  const text = second === undefined ? pyr.status.removedKing(first, trace.points) : pyr.status.removedPair(first, second, trace.points);
  return { text: text + end, tone };
}

/** The status line for the hint's answer (PYR-7). */
export function hintSentence(h: PyramidMove): string {
  return h.kind === 'draw' ? pyr.status.hintDraw : h.kind === 'king' ? pyr.status.hintKing(h.card) : pyr.status.hintPair(h.a, h.b);
}

/** Whether the hint marks a card (or the stock). */
export function isHinted(h: PyramidMove | null, target: Card | 'stock'): boolean {
  if (h === null) return false;
  if (h.kind === 'draw') return target === 'stock';
  if (h.kind === 'king') return target === h.card;
  return target === h.a || target === h.b;
}

/** Cards that would make 13 with `sel` (PYR-2): the legal partners, for their marks. */
export function partnersOf(state: PyramidState, sel: Card | null): Card[] {
  if (sel === null || isKing(sel)) return [];
  const out: Card[] = [];
  state.pyramid.forEach((c, i) => {
    if (c != null && c !== sel && isFree(state, i) && makesThirteen(sel, c)) out.push(c);
  });
  const top = wasteTop(state);
  if (top !== null && top !== sel && makesThirteen(sel, top)) out.push(top);
  return out;
}

export class PyramidView implements GameView<PyramidState, PyramidTrace, PyramidMove, PyramidMove, PyramidCommand> {
  selected = $state<Card | null>(null);
  cursor = $state<Cursor>(21);
  /** A keyboard was used on this page (its keys are shown under the status line then). */
  keyboard = $state(false);
  /** Bumped when a key moved the cursor: the board focuses it. */
  focusSeq = $state(0);
  readonly #ctl: PyramidController;
  readonly #bests: Bests;

  /** `bests`: the highest score and combo, written when a move beats them. */
  constructor(ctl: PyramidController, bests: Bests) {
    this.#ctl = ctl;
    this.#bests = bests;
  }

  /** A tap (or Enter) on a position of the table: a move, or a sentence. */
  press(pos: Cursor): void {
    const ctl = this.#ctl;
    if (ctl.end || statusOf(ctl.state) !== 'playing') return;
    this.#apply(this.tap(ctl.state, pos));
  }

  /** A key of the pyramid's table (keys.ts); false when it did nothing. */
  key(c: PyramidCommand, index: number): boolean {
    const ctl = this.#ctl;
    this.keyboard = true;
    if (c === 'cursor') this.move(ctl.state, CURSOR_DIRECTIONS[index] as Direction);
    else if (c === 'clear') this.#apply(this.clear());
    else if (ctl.end || statusOf(ctl.state) !== 'playing') return false;
    else if (ctl.state.stock.length === 0) ctl.say(pyr.status.stockEmpty, 'warn');
    else ctl.play({ kind: 'draw' });
    return true;
  }

  /** Every change drops the selection; a move sounds, says what it did and may set a new best. */
  changed(c: Change<PyramidState, PyramidTrace, PyramidMove>): void {
    this.sync(c.after);
    const t = c.trace;
    if (c.cause !== 'move' || t === undefined) return;
    if (t.kind === 'draw') playSound('place');
    else {
      playSound('match');
      buzz('match');
      if (t.combo >= 2) playSound('combo', t.combo);
    }
    this.#bests.reached(c.after);
    const said = moveSentence(t, statusOf(c.after));
    this.#ctl.say(said.text, said.tone);
  }

  /** PYR-7: the hint marks its cards on the board (ctl.hints.shown), and the status line names them. */
  hinted(h: PyramidMove): void {
    this.#ctl.say(hintSentence(h), 'info');
  }

  /** The deal's animation runs: the status line says a tap skips it. */
  dealing(on: boolean): void {
    if (on) this.#ctl.say(pyr.dealing);
    else if (this.#ctl.message?.text === pyr.dealing) this.#ctl.message = null;
  }

  #apply(o: Outcome): void {
    if (o.picked) playSound('pick');
    if (o.move) this.#ctl.play(o.move);
    else if (o.say) this.#ctl.say(o.say.text, o.say.tone);
  }

  /** A new position (any change): the selection goes, the cursor stays on a card that is still there. */
  sync(state: PyramidState): void {
    this.selected = null;
    const c = this.cursor;
    if (typeof c !== 'number' || state.pyramid[c] != null) return;
    const here = coords(c);
    let best: Cursor = 'stock';
    let bestD = Infinity;
    for (const p of positions(state)) {
      const q = coords(p);
      const d = Math.abs(q.x - here.x) + Math.abs(q.y - here.y) * 1.01;
      if (d < bestD) {
        bestD = d;
        best = p;
      }
    }
    this.cursor = best;
  }

  #pick(card: Card): Outcome {
    if (isKing(card)) return { move: { kind: 'king', card } };
    const sel = this.selected;
    if (sel === card) {
      this.selected = null;
      return { say: { text: pyr.status.deselected, tone: 'info' } };
    }
    this.selected = card;
    if (sel !== null && makesThirteen(sel, card)) return { move: { kind: 'pair', a: sel, b: card } };
    if (sel !== null) return { picked: true, say: { text: pyr.status.notThirteen(sel, card, rankOf(sel) + rankOf(card)), tone: 'warn' } };
    return { picked: true, say: { text: pyr.status.selected(card), tone: 'info' } };
  }

  /** A tap (or Enter) on a position. */
  tap(state: PyramidState, pos: Cursor): Outcome {
    this.cursor = pos;
    if (pos === 'stock') {
      return state.stock.length === 0 ? { say: { text: pyr.status.stockEmpty, tone: 'warn' } } : { move: { kind: 'draw' } };
    }
    if (pos === 'waste') {
      const top = wasteTop(state);
      return top === null ? { say: { text: pyr.status.wasteEmpty, tone: 'warn' } } : this.#pick(top);
    }
    const card = state.pyramid[pos];
    if (card == null) return {};
    if (!isFree(state, pos)) return { say: { text: pyr.status.blocked(card, cardsOnTop(state, pos)), tone: 'warn' } };
    return this.#pick(card);
  }

  /** Esc: drop the selection. */
  clear(): Outcome {
    if (this.selected === null) return {};
    this.selected = null;
    return { say: { text: pyr.status.deselected, tone: 'info' } };
  }

  /** Arrow keys: left/right within a row, up/down to the nearest card of the next row that still has cards. */
  move(state: PyramidState, dir: Direction): void {
    this.keyboard = true;
    const here = coords(this.cursor);
    const all = positions(state).map((p) => ({ p, ...coords(p) }));
    let best: { p: Cursor; x: number; y: number } | undefined;
    if (dir === 'left' || dir === 'right') {
      const sign = dir === 'left' ? -1 : 1;
      for (const q of all) {
        if (q.y !== here.y || (q.x - here.x) * sign <= 0) continue;
        if (!best || Math.abs(q.x - here.x) < Math.abs(best.x - here.x)) best = q;
      }
    } else {
      const sign = dir === 'up' ? -1 : 1;
      const rows = all.filter((q) => (q.y - here.y) * sign > 0).map((q) => q.y);
      if (rows.length > 0) {
        const targetY = sign < 0 ? Math.max(...rows) : Math.min(...rows);
        for (const q of all) {
          if (q.y !== targetY) continue;
          if (!best || Math.abs(q.x - here.x) < Math.abs(best.x - here.x)) best = q;
        }
      }
    }
    if (best) this.cursor = best.p;
    this.focusSeq++;
  }
}
