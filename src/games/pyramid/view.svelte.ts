// View state of the pyramid page: the GameSession (every move, hint, undo, redo, restart goes
// through it), selection, keyboard cursor, hint mark and status line.
//
// Game state lives in the session (undo restores it); selection, cursor, hint and message are UI
// state and are cleared or re-derived after every move. The deal is never persisted (PYR-11);
// only the statistics are, through the recorder the page hands in (records.ts).

import { rankOf, type Card } from '../../core/cards.ts';
import { GameSession, type ReplayLog, type SessionOf } from '../../core/session.ts';
import type { DayKey } from '../../core/dates.ts';
import { pyramidDef } from './def.ts';
import { EMPTY_STATS, countPlayed, dailyDeal, recordBest, recordDaily, recordWin, type PyramidStats } from './records.ts';
import { pyr } from './strings.de.ts';
import {
  cardsOnTop,
  deal as dealCards,
  isFree,
  isKing,
  makesThirteen,
  slotRowCol,
  status,
  wasteTop,
  PYRAMID_SIZE,
  type PyramidMove,
  type PyramidState,
  type PyramidTrace,
} from './rules.ts';

/** A keyboard cursor position: a pyramid slot index, the stock or the waste. */
export type Cursor = number | 'stock' | 'waste';
export type Direction = 'left' | 'right' | 'up' | 'down';
export type Tone = 'info' | 'warn' | 'good';

/** Applies a change to the stored statistics and returns what is stored now. */
export type Recorder = (change: (old: PyramidStats | undefined) => PyramidStats) => PyramidStats | undefined;

export interface ViewOptions {
  /** The daily deal of this day instead of `dealNumber`. */
  readonly day?: DayKey | null;
  /** Where the statistics go (none in most tests). */
  readonly record?: Recorder;
  /** The statistics stored when the page opened. */
  readonly stats?: PyramidStats;
}

/** A session on deal `n` (every whole number 0 … 2^53 − 1 is a deal, so this cannot fail). */
const sessionFor = (n: number): SessionOf<typeof pyramidDef> => new GameSession(pyramidDef, {}, { seed: n }, dealCards(n));

/** Grid coordinates used by arrow-key navigation: slot (r, c) sits at x = c + (6 − r) / 2, y = r; the piles on y = 7. */
function coords(pos: Cursor): { x: number; y: number } {
  if (pos === 'stock') return { x: 2.5, y: 7 };
  if (pos === 'waste') return { x: 3.5, y: 7 };
  const { row, col } = slotRowCol(pos);
  return { x: col + (6 - row) / 2, y: row };
}

export class PyramidView {
  deal = $state(0);
  /** The daily deal's day, or null for a free deal. */
  day = $state<DayKey | null>(null);
  /** The statistics as last stored (for the daily's done mark). */
  stats = $state.raw<PyramidStats | undefined>(undefined);
  /** Bumped whenever a deal is laid out afresh (new deal, daily, Neustart): the page deals the cards. */
  dealt = $state(0);
  state = $state.raw<PyramidState>(dealCards(0));
  selected = $state<Card | null>(null);
  cursor = $state<Cursor>(21);
  hintMove = $state.raw<PyramidMove | null>(null);
  message = $state<string>(pyr.status.start);
  tone = $state<Tone>('info');
  canUndo = $state(false);
  canRedo = $state(false);
  /** Bumped on every new state, so the page can react to moves. */
  version = $state(0);
  /** What the last move did (null after undo, redo, restart or a new deal): the page animates from it. */
  lastTrace = $state.raw<PyramidTrace | null>(null);

  #session: SessionOf<typeof pyramidDef>;
  readonly #record: Recorder | undefined;
  /** The attempt since the last deal or Neustart: counted as played, its win counted, its highs recorded. */
  #attempt = { counted: false, won: false, score: 0, combo: 0 };

  readonly status = $derived(status(this.state));

  constructor(dealNumber: number, opts: ViewOptions = {}) {
    this.#record = opts.record;
    this.stats = opts.stats;
    const day = opts.day ?? null;
    this.#session = sessionFor(day === null ? dealNumber : dailyDeal(day));
    this.#load(day === null ? dealNumber : dailyDeal(day), day);
    if (day !== null) this.#say(pyr.status.daily(day));
  }

  #load(dealNumber: number, day: DayKey | null = null): void {
    this.deal = dealNumber;
    this.day = day;
    this.#session = sessionFor(dealNumber);
    this.#fresh();
    this.cursor = 21;
    this.#fixCursor();
  }

  /** A new attempt: nothing of it is recorded yet, and the page deals the cards. */
  #fresh(): void {
    this.#sync();
    this.#attempt = { counted: false, won: false, score: 0, combo: 0 };
    this.dealt++;
  }

  /** Cards that would make 13 with the selected card (PYR-2): the legal partners, for their marks. */
  get partners(): Card[] {
    const sel = this.selected;
    if (sel === null || isKing(sel)) return [];
    const out: Card[] = [];
    this.state.pyramid.forEach((c, i) => {
      if (c != null && c !== sel && isFree(this.state, i) && makesThirteen(sel, c)) out.push(c);
    });
    const top = wasteTop(this.state);
    if (top !== null && top !== sel && makesThirteen(sel, top)) out.push(top);
    return out;
  }

  /** After a played move: the statistics (played at the first move, highs, a win once, the daily's result at the end). */
  #recordMove(): void {
    const rec = this.#record;
    if (rec === undefined) return;
    const a = this.#attempt;
    const { score, combo } = this.state;
    const st = this.status;
    const first = !a.counted;
    const win = st === 'won' && !a.won;
    const higher = score > a.score || combo > a.combo;
    const day = this.day;
    const dailyEnd = day !== null && st !== 'playing';
    a.counted = true;
    a.won ||= win;
    a.score = Math.max(a.score, score);
    a.combo = Math.max(a.combo, combo);
    if (!first && !win && !higher && !dailyEnd) return;
    this.stats = rec((old) => {
      let n = first ? countPlayed(old) : (old ?? EMPTY_STATS);
      n = recordBest(n, { score, combo });
      if (win) n = recordWin(n);
      if (dailyEnd) n = recordDaily(n, { day, score, won: st === 'won' });
      return n;
    });
  }

  /** The session's replay log: the deal and every move since (for tests; nothing is saved, PYR-11). */
  log(): ReplayLog {
    return this.#session.toLog();
  }

  #sync(trace: PyramidTrace | null = null): void {
    this.lastTrace = trace;
    this.state = this.#session.state;
    this.canUndo = this.#session.canUndo;
    this.canRedo = this.#session.canRedo;
    this.selected = null;
    this.hintMove = null;
    this.version++;
  }

  #say(text: string, tone: Tone = 'info'): void {
    this.message = text;
    this.tone = tone;
  }

  /** PYR-9 Neues Spiel (another deal number) or a deal from a link. */
  newGame(dealNumber: number): void {
    this.#load(dealNumber);
    this.#say(pyr.status.newDeal(dealNumber));
  }

  /** The daily deal of `day` (records.ts). */
  openDaily(day: DayKey): void {
    this.#load(dailyDeal(day), day);
    this.#say(pyr.status.daily(day));
  }

  /** Whether a game is in progress: a move made and the game not over (Neues Spiel asks first then). */
  get inProgress(): boolean {
    return this.canUndo && this.status === 'playing';
  }

  /** PYR-9 Neustart: the same deal from the beginning. */
  restart(): void {
    this.#session.restart();
    this.#fresh();
    this.#fixCursor();
    this.#say(pyr.status.restarted(this.deal));
  }

  /** PYR-8: back to the complete state before the last move. */
  undo(): void {
    if (!this.#session.undo()) {
      this.#say(pyr.status.nothingToUndo, 'warn');
      return;
    }
    this.#sync();
    this.#fixCursor();
    this.#say(pyr.status.undone);
  }

  /** Play again the move undone last; a new move drops what could be redone. */
  redo(): void {
    if (!this.#session.redo()) {
      this.#say(pyr.status.nothingToRedo, 'warn');
      return;
    }
    this.#sync();
    this.#fixCursor();
    this.#say(pyr.status.redone);
  }

  /** Tell the player a link named no valid deal: the game stays as it is, or (`fresh`) a new one was dealt. */
  rejectDeal(raw: string, fresh = false): void {
    this.#say((fresh ? pyr.status.badDealFresh : pyr.status.badDeal)(raw, this.deal), 'warn');
  }

  /** PYR-7: mark the hinted move (never play it). */
  showHint(): void {
    const r = this.#session.act('hint');
    const h = r.ok ? r.value.answer : null;
    this.hintMove = h;
    if (h === null) this.#say(pyr.status.hintNone, 'warn');
    else if (h.kind === 'draw') this.#say(pyr.status.hintDraw);
    else if (h.kind === 'king') this.#say(pyr.status.hintKing(h.card));
    else this.#say(pyr.status.hintPair(h.a, h.b));
  }

  /** Cards (and 'stock') the current hint marks. */
  isHinted(target: Card | 'stock'): boolean {
    const h = this.hintMove;
    if (h === null) return false;
    if (h.kind === 'draw') return target === 'stock';
    if (h.kind === 'king') return target === h.card;
    return target === h.a || target === h.b;
  }

  #play(move: PyramidMove): boolean {
    const r = this.#session.play(move);
    if (!r.ok) {
      this.#say(pyr.status.over, 'warn');
      return false;
    }
    const { trace } = r.value;
    this.#sync(trace);
    this.#fixCursor();
    this.#recordMove();
    const gained = trace.kind === 'remove' ? trace.points : 0;
    // The status line is the live region, so the end of the game is announced there too.
    const end = this.status === 'won' ? ` ${pyr.status.won}` : this.status === 'lost' ? ` ${pyr.status.lost}` : '';
    const tone: Tone = this.status === 'lost' ? 'warn' : trace.kind === 'draw' ? 'info' : 'good';
    const [first, second] = trace.kind === 'remove' ? trace.removed.map((x) => x.card) : [];
    const text =
      trace.kind === 'draw'
        ? pyr.status.drew(trace.card)
        : second === undefined
          ? pyr.status.removedKing(first as Card, gained)
          : pyr.status.removedPair(first as Card, second, gained);
    this.#say(text + end, tone);
    return true;
  }

  #pick(card: Card): void {
    if (isKing(card)) {
      this.#play({ kind: 'king', card });
      return;
    }
    const sel = this.selected;
    if (sel === card) {
      this.selected = null;
      this.#say(pyr.status.deselected);
    } else if (sel !== null && makesThirteen(sel, card)) {
      this.#play({ kind: 'pair', a: sel, b: card });
    } else if (sel !== null) {
      this.selected = card;
      this.#say(pyr.status.notThirteen(sel, card, rankOf(sel) + rankOf(card)), 'warn');
    } else {
      this.selected = card;
      this.#say(pyr.status.selected(card));
    }
  }

  /** A tap (or Enter) on a pyramid slot. */
  tapSlot(index: number): void {
    this.cursor = index;
    const card = this.state.pyramid[index];
    if (card == null || this.status !== 'playing') return;
    if (!isFree(this.state, index)) {
      this.#say(pyr.status.blocked(card, cardsOnTop(this.state, index)), 'warn');
      return;
    }
    this.#pick(card);
  }

  tapWaste(): void {
    this.cursor = 'waste';
    if (this.status !== 'playing') return;
    const top = wasteTop(this.state);
    if (top === null) {
      this.#say(pyr.status.wasteEmpty, 'warn');
      return;
    }
    this.#pick(top);
  }

  tapStock(): void {
    this.cursor = 'stock';
    this.draw();
  }

  /** PYR-4: draw one card (the key D or a tap on the stock). */
  draw(): void {
    if (this.status !== 'playing') return;
    if (this.state.stock.length === 0) {
      this.#say(pyr.status.stockEmpty, 'warn');
      return;
    }
    this.#play({ kind: 'draw' });
  }

  clearSelection(): void {
    if (this.selected !== null) {
      this.selected = null;
      this.#say(pyr.status.deselected);
    }
  }

  activate(pos: Cursor): void {
    if (pos === 'stock') this.tapStock();
    else if (pos === 'waste') this.tapWaste();
    else this.tapSlot(pos);
  }

  /** Positions the cursor may rest on: cards still in the pyramid, the stock and the waste. */
  #positions(): Cursor[] {
    const out: Cursor[] = [];
    for (let i = 0; i < PYRAMID_SIZE; i++) if (this.state.pyramid[i] != null) out.push(i);
    out.push('stock', 'waste');
    return out;
  }

  /** Arrow keys: left/right within a row, up/down to the nearest card of the next row that still has cards. */
  moveCursor(dir: Direction): void {
    const here = coords(this.cursor);
    const all = this.#positions().map((p) => ({ p, ...coords(p) }));
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
      if (rows.length === 0) return;
      const targetY = sign < 0 ? Math.max(...rows) : Math.min(...rows);
      for (const q of all) {
        if (q.y !== targetY) continue;
        if (!best || Math.abs(q.x - here.x) < Math.abs(best.x - here.x)) best = q;
      }
    }
    if (best) this.cursor = best.p;
  }

  /** After a move the cursor's card may be gone: move to the nearest remaining position. */
  #fixCursor(): void {
    const c = this.cursor;
    if (typeof c !== 'number' || this.state.pyramid[c] != null) return;
    const here = coords(c);
    let best: Cursor = 'stock';
    let bestD = Infinity;
    for (const p of this.#positions()) {
      const q = coords(p);
      const d = Math.abs(q.x - here.x) + Math.abs(q.y - here.y) * 1.01;
      if (d < bestD) {
        bestD = d;
        best = p;
      }
    }
    this.cursor = best;
  }
}
