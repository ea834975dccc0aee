// View state of a Number Match game on the page: the typed GameSession (every move, undo, redo and
// restart goes through it), selection, cursor, messages, move animations from the move's trace, and
// the game in progress saved as a replay log with its attempt (saves.ts), results counted once.

import { Attempt } from '../../core/attempt.ts';
import { startSession, type SessionOf } from '../../core/session.ts';
import type { Store } from '../../core/storage.ts';
import { motionMs } from '../../ui/motion.svelte.ts';
import { buzz, play as playSound } from '../../ui/feel.ts';
import { HINTS, nm } from './strings.de.ts';
import { numbermatchDef, type NumberMatchTrace } from './def.ts';
import { GAP, WIDTH, indexOf, refOf, status, type NumberMatchMove, type NumberMatchState } from './rules.ts';
import { parseMove } from './notation.ts';
import { fadedAfter, fadedFrom } from './faded.ts';
import { nextRowKeys, rowStrings } from './rowkeys.ts';
import { PROGRESS_ENTRY, recordResult, sameOrigin, slotOf, type GameOrigin } from './progress.ts';
import { logOrigin, numbermatchSlots, type NumberMatchSlots } from './saves.ts';

/** Hints of a stage (and of a free game): a limited resource like the adds (issue 13). Restart refills them. */
export const HINTS_PER_STAGE = HINTS;

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

type Session = SessionOf<typeof numbermatchDef>;

/** What opening an origin gave: the game, and whether a save of it had to be dropped. */
export interface Opened {
  readonly game: NumberMatchGame | null;
  readonly badSave: boolean;
}

export class NumberMatchGame {
  readonly origin: GameOrigin;
  readonly #store: Store;
  readonly #slots: NumberMatchSlots;
  readonly #session: Session;
  // An attempt runs from a fresh start (or a restart) on; it counts one win and one loss at most,
  // however often the player undoes and finishes again. A resumed save continues its attempt.
  #attempt: Attempt;
  #fxTimer: ReturnType<typeof setTimeout> | undefined;
  #fxId = 0;
  /** Pairs in a row without a wrong tap or an add (the combo step of the sounds). */
  #streak = 0;

  state: NumberMatchState = $state.raw({ cells: [], adds: 0 });
  canUndo = $state(false);
  canRedo = $state(false);
  selected: number | null = $state(null);
  cursor = $state(0);
  message = $state('');
  hintCells: readonly number[] = $state.raw([]);
  /** The shown hint is "add" (asking again costs nothing until a move is made). */
  #hintAdd = false;
  fx: MoveFx | null = $state.raw(null);

  /** For each cell: the digit a cleared gap once held (shown faded), else 0 (faded.ts). */
  faded: readonly number[] = $state.raw([]);
  /** A stable key per row (rowkeys.ts), so unchanged rows are kept on the page. */
  rowKeys: readonly number[] = $state.raw([]);
  #rows: string[] = [];
  #nextKey = 0;
  hintsUsed = $state(0);

  readonly status = $derived(status(this.state));
  readonly numbersLeft = $derived(this.state.cells.filter((v) => v !== GAP).length);
  readonly hintsLeft = $derived(Math.max(0, HINTS_PER_STAGE - this.hintsUsed));

  private constructor(origin: GameOrigin, session: Session, attempt: Attempt, store: Store, slots: NumberMatchSlots, hintsUsed = 0) {
    this.origin = origin;
    this.#session = session;
    this.#attempt = attempt;
    this.#store = store;
    this.#slots = slots;
    this.hintsUsed = Math.max(0, Math.min(HINTS_PER_STAGE, hintsUsed));
    this.#sync();
    this.#replayFaded();
  }

  /** A fresh game from an origin, or null when the origin names nothing playable. */
  static start(origin: GameOrigin, store: Store): NumberMatchGame | null {
    const from = logOrigin(origin);
    const session = from ? startSession(numbermatchDef, from) : null;
    return session?.ok ? new NumberMatchGame(origin, session.value, new Attempt(), store, numbermatchSlots(store)) : null;
  }

  /**
   * Open an origin: the game in progress of its slot when it is this very origin (replayed through
   * the rules), else a fresh one. A save the rules refuse is dropped and reported (`badSave`).
   */
  static open(origin: GameOrigin, store: Store): Opened {
    const slots = numbermatchSlots(store);
    const slot = slotOf(origin);
    const saved = slots.read(slot);
    if (saved && sameOrigin(saved.meta.origin, origin)) {
      const resumed = slots.resume(slot);
      if (resumed.ok && resumed.value) {
        return { game: new NumberMatchGame(origin, resumed.value.session, resumed.value.attempt, store, slots, saved.meta.hintsUsed ?? 0), badSave: false };
      }
      slots.clear(slot);
      return { game: NumberMatchGame.start(origin, store), badSave: true };
    }
    return { game: NumberMatchGame.start(origin, store), badSave: false };
  }

  /** The session's replay log (what the save holds; replay(numbermatchDef, log) rebuilds the game). */
  get log() {
    return this.#session.toLog();
  }

  get title(): string {
    if (this.origin.kind === 'seed') return nm.seedTitle(this.origin.seed);
    if (this.origin.kind === 'classic') return nm.classicTitle;
    if (this.origin.kind === 'daily') return nm.dailyTitle(this.origin.day);
    const [l, s] = this.origin.id.split('-').map(Number);
    return nm.stageTitle(l ?? 0, s ?? 0);
  }

  #sync(): void {
    this.state = this.#session.state;
    const rows = rowStrings(this.state.cells, WIDTH);
    this.rowKeys = nextRowKeys(this.#rows, this.rowKeys, rows, () => this.#nextKey++);
    this.#rows = rows;
    this.canUndo = this.#session.canUndo;
    this.canRedo = this.#session.canRedo;
    this.cursor = Math.max(0, Math.min(this.cursor, this.state.cells.length - 1));
  }

  #animate(fx: Omit<MoveFx, 'id'>): void {
    clearTimeout(this.#fxTimer);
    const ms = motionMs(450);
    if (ms === 0) {
      this.fx = null;
      return;
    }
    this.fx = { id: ++this.#fxId, ...fx };
    this.#fxTimer = setTimeout(() => (this.fx = null), ms + 50);
  }

  /** Play a move through the session; returns whether it was legal. The animation follows the trace. */
  #play(move: NumberMatchMove): boolean {
    const before = this.state;
    const r = this.#session.play(move);
    if (!r.ok) {
      this.#streak = 0;
      const data = r.error.data;
      if (data?.reason === 'values' && move.kind === 'pair') {
        this.message = nm.whyValues(before.cells[indexOf(...move.a)] ?? 0, before.cells[indexOf(...move.b)] ?? 0);
      } else if (data?.reason === 'blocked') {
        const [br, bc] = data.blocker ?? [0, 0];
        this.message = nm.whyBlocked(before.cells[indexOf(br, bc)] ?? 0, br, bc);
      } else if (data?.reason === 'not_aligned') this.message = nm.whyNotAligned;
      else if (data?.reason === 'no_adds') this.message = nm.whyNoAdds;
      else this.message = nm.whyOther;
      return false;
    }
    this.hintCells = [];
    this.#hintAdd = false;
    this.faded = fadedAfter(this.faded, r.value.trace);
    this.#show(r.value.trace);
    this.#sound(r.value.trace);
    this.#sync();
    this.#afterChange();
    return true;
  }

  /**
   * The sound of a move (ui/feel.ts): an add deals, a pair matches, a pair that empties a row collapses
   * it; from the third pair in a row without a wrong tap or an add, each pair is a rising combo step.
   */
  #sound(trace: NumberMatchTrace): void {
    if (trace.kind === 'add') {
      this.#streak = 0;
      playSound('deal');
      return;
    }
    this.#streak++;
    if (trace.rowsRemoved.length > 0) playSound('collapse');
    else if (this.#streak >= 3) playSound('combo', this.#streak - 2);
    else playSound('match');
    buzz('match');
  }

  /** Message and animation of a move, from its trace alone. */
  #show(trace: NumberMatchTrace): void {
    if (trace.kind === 'pair') {
      const [a, b] = trace.removed;
      const removed = trace.rowsRemoved;
      this.message = nm.removed(a.v, b.v) + (removed.length ? ` ${nm.rowsRemoved(removed.length)}` : '');
      this.#animate({ pair: [a, b], ...(removed.length ? { collapsed: removed.map((row, k) => ({ before: row - k })) } : {}) });
      // Keep the cursor on the same logical spot: rows above it that vanished shift it up.
      const shift = removed.filter((row) => row < Math.floor(this.cursor / WIDTH)).length * WIDTH;
      this.cursor -= shift;
    } else {
      this.message = nm.added(trace.added.length);
      this.#animate({ addedFrom: trace.addedFrom });
    }
  }

  /** Count a finished game once per attempt and keep the save in step with the session. */
  #afterChange(): void {
    const st = this.status;
    if (st === 'won') {
      if (this.#attempt.countOnce('won')) this.#store.update(PROGRESS_ENTRY, (p) => recordResult(p, this.origin, 'won'));
      // A won game is no longer in progress: empty its slot (the other slot stays).
      this.#slots.clear(slotOf(this.origin));
      return;
    }
    if (st === 'lost' && this.#attempt.countOnce('lost')) this.#store.update(PROGRESS_ENTRY, (p) => recordResult(p, this.origin, 'lost'));
    this.save();
  }

  /** Moves made and not finished: replacing this game asks first (ui/feel.ts confirmReplace). */
  get inProgress(): boolean {
    return this.canUndo && this.status === 'playing';
  }

  save(): void {
    if (this.status === 'won') return;
    this.#slots.save(slotOf(this.origin), this.#session, this.#attempt, { origin: this.origin, hintsUsed: this.hintsUsed });
  }

  /** What this attempt has counted already ('won', 'lost'). */
  hasCounted(what: 'won' | 'lost'): boolean {
    return this.#attempt.hasCounted(what);
  }

  /** Tap or Enter on a cell: select, deselect, or try the pair with the selected cell. */
  tap(i: number): void {
    if (this.status !== 'playing') return;
    this.cursor = i;
    const v = this.state.cells[i] ?? GAP;
    if (v === GAP) {
      this.message = nm.gapTapped;
      return;
    }
    if (this.selected === null) {
      this.selected = i;
      const [r, c] = refOf(i);
      this.message = nm.selected(v, r, c);
      return;
    }
    if (this.selected === i) {
      this.selected = null;
      this.message = nm.deselected;
      return;
    }
    const first = this.selected;
    if (this.#play({ kind: 'pair', a: refOf(first), b: refOf(i) })) this.selected = null;
    else this.selected = i;
  }

  add(): void {
    if (this.status !== 'playing') return;
    this.selected = null;
    this.#play({ kind: 'add' });
  }

  /** Tipp: costs one of the stage's hints; asking again while a hint is shown costs nothing. */
  showHint(): void {
    if (this.status !== 'playing') return;
    const showing = this.hintCells.length > 0 || this.#hintAdd;
    if (!showing && this.hintsLeft === 0) {
      this.message = nm.hintsGone;
      return;
    }
    const asked = this.#session.act('hint');
    const h = asked.ok ? asked.value.answer : null;
    if (h !== null && !showing) {
      this.hintsUsed++;
      this.save();
    }
    this.#hintAdd = h?.kind === 'add';
    if (h === null) this.message = nm.hintNone;
    else if (h.kind === 'add') {
      this.hintCells = [];
      this.message = nm.hintAdd;
    } else {
      const ia = indexOf(...h.a);
      const ib = indexOf(...h.b);
      this.hintCells = [ia, ib];
      this.cursor = ia;
      this.message = nm.hintPair(this.state.cells[ia] ?? 0, h.a[0], h.a[1], this.state.cells[ib] ?? 0, h.b[0], h.b[1]);
    }
  }

  undo(): void {
    if (!this.#session.undo()) return;
    this.#reset(nm.undone);
    this.save();
  }

  redo(): void {
    if (!this.#session.redo()) return;
    this.#reset(nm.redone);
    this.#afterChange();
  }

  /** Back to the start: a new attempt, which counts its own result. */
  restart(): void {
    this.#session.restart();
    this.#attempt = new Attempt();
    this.hintsUsed = 0;
    this.#reset('');
    this.save();
  }

  #reset(message: string): void {
    this.#streak = 0;
    this.selected = null;
    this.hintCells = [];
    this.#hintAdd = false;
    this.fx = null;
    this.message = message;
    this.#sync();
    this.#replayFaded();
  }

  /** Rebuild the faded digits by replaying the moves from the start (after undo, redo, restart, resume). */
  #replayFaded(): void {
    const moves: NumberMatchMove[] = [];
    for (const step of this.#session.steps) {
      const m = 'move' in step ? parseMove(step.move) : null;
      if (m?.ok) moves.push(m.value);
    }
    this.faded = fadedFrom(this.#session.initial, moves);
  }

  dispose(): void {
    clearTimeout(this.#fxTimer);
  }
}
