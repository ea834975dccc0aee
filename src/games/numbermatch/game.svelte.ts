// View state of a Number Match game on the page: session (undo/redo), selection, cursor, messages,
// move animations, and saving progress and the game in progress through the store.

import { Session, type Origin } from '../../core/session.ts';
import { store } from '../../app/store.ts';
import { motionMs } from '../../app/settings.svelte.ts';
import { nm } from './strings.de.ts';
import { encodePosition, formatMove } from './notation.ts';
import {
  GAP,
  WIDTH,
  indexOf,
  legalPairIndices,
  play,
  refOf,
  status,
  type NumberMatchMove,
  type NumberMatchState,
} from './rules.ts';
import { hint } from './hint.ts';
import { PROGRESS_ENTRY, SAVE_ENTRY, recordResult, replaySave, slotOf, startOf, withSlot, type GameOrigin, type SavedGame } from './progress.ts';

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

function sessionOrigin(origin: GameOrigin, start: NumberMatchState): Origin {
  if (origin.kind === 'seed') return { seed: origin.seed };
  if (origin.kind === 'classic') return { seed: 0, options: { start: 'classic' } };
  return { position: encodePosition(start) };
}

export class NumberMatchGame {
  readonly origin: GameOrigin;
  #session: Session<NumberMatchState>;
  // An attempt runs from a fresh start (or a restart) on; it counts one win and one loss at most,
  // however often the player undoes and finishes again. A resumed save continues its attempt.
  #lostCounted = false;
  #wonCounted = false;
  #fxTimer: ReturnType<typeof setTimeout> | undefined;
  #fxId = 0;

  state: NumberMatchState = $state.raw({ cells: [], adds: 0 });
  canUndo = $state(false);
  canRedo = $state(false);
  selected: number | null = $state(null);
  cursor = $state(0);
  message = $state('');
  hintCells: readonly number[] = $state.raw([]);
  fx: MoveFx | null = $state.raw(null);

  readonly status = $derived(status(this.state));
  readonly pairsOpen = $derived(legalPairIndices(this.state.cells).length);
  readonly numbersLeft = $derived(this.state.cells.filter((v) => v !== GAP).length);

  private constructor(origin: GameOrigin, start: NumberMatchState) {
    this.origin = origin;
    this.#session = new Session<NumberMatchState>('numbermatch', start, sessionOrigin(origin, start));
    this.#sync();
  }

  /** A fresh game from an origin, or null when the origin names nothing playable. */
  static start(origin: GameOrigin): NumberMatchGame | null {
    const s = startOf(origin);
    return s.ok ? new NumberMatchGame(origin, s.value) : null;
  }

  /** Resume the saved game when it belongs to this origin and replays cleanly. */
  static resume(origin: GameOrigin, save: SavedGame): { game: NumberMatchGame | null; corrupt: boolean } {
    const replayed = replaySave(save);
    if (!replayed.ok) return { game: null, corrupt: true };
    const [first, ...rest] = replayed.value.states;
    const game = new NumberMatchGame(origin, first as NumberMatchState);
    rest.forEach((s, i) => game.#session.record(s, { move: formatMove(replayed.value.moves[i] as NumberMatchMove) }));
    game.#lostCounted = save.lostCounted;
    game.#wonCounted = save.wonCounted;
    game.#sync();
    return { game, corrupt: false };
  }

  get title(): string {
    if (this.origin.kind === 'seed') return nm.seedTitle(this.origin.seed);
    if (this.origin.kind === 'classic') return nm.classicTitle;
    const [l, s] = this.origin.id.split('-').map(Number);
    return nm.stageTitle(l ?? 0, s ?? 0);
  }

  #sync(): void {
    this.state = this.#session.state;
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

  /** Apply a move through the rules; returns whether it was legal. */
  #play(move: NumberMatchMove): boolean {
    const before = this.state;
    const r = play(before, move);
    if (!r.ok) {
      const data = r.error.data ?? {};
      const reason = data['reason'];
      if (reason === 'values' && move.kind === 'pair') {
        this.message = nm.whyValues(before.cells[indexOf(...move.a)] ?? 0, before.cells[indexOf(...move.b)] ?? 0);
      } else if (reason === 'blocked') {
        const [br, bc] = (data['blocker'] as [number, number] | undefined) ?? [0, 0];
        this.message = nm.whyBlocked(before.cells[indexOf(br, bc)] ?? 0, br, bc);
      } else if (reason === 'not_aligned') this.message = nm.whyNotAligned;
      else if (reason === 'no_adds') this.message = nm.whyNoAdds;
      else this.message = nm.whyOther;
      return false;
    }
    this.#session.record(r.value.state, { move: formatMove(move) });
    this.hintCells = [];
    if (move.kind === 'pair') {
      const ia = indexOf(...move.a);
      const ib = indexOf(...move.b);
      const va = before.cells[ia] ?? 0;
      const vb = before.cells[ib] ?? 0;
      const removed = r.value.rowsRemoved;
      this.message = nm.removed(va, vb) + (removed.length ? ` ${nm.rowsRemoved(removed.length)}` : '');
      this.#animate({
        pair: [
          { r: move.a[0], c: move.a[1], v: va },
          { r: move.b[0], c: move.b[1], v: vb },
        ],
        ...(removed.length ? { collapsed: removed.map((row, k) => ({ before: row - k })) } : {}),
      });
      // Keep the cursor on the same logical spot: rows above it that vanished shift it up.
      const shift = removed.filter((row) => row < Math.floor(this.cursor / WIDTH)).length * WIDTH;
      this.cursor -= shift;
    } else {
      this.message = nm.added(r.value.added);
      this.#animate({ addedFrom: before.cells.length });
    }
    this.#sync();
    this.#afterChange();
    return true;
  }

  /** Count a finished game once per attempt and keep the save in step with the session. */
  #afterChange(): void {
    const st = this.status;
    if (st === 'won') {
      if (!this.#wonCounted) {
        this.#wonCounted = true;
        store.update(PROGRESS_ENTRY, (p) => recordResult(p, this.origin, 'won'));
      }
      // A won game is no longer in progress: empty its slot (the other slot stays).
      store.update(SAVE_ENTRY, (s) => withSlot(s, slotOf(this.origin), null));
      return;
    }
    if (st === 'lost' && !this.#lostCounted) {
      this.#lostCounted = true;
      store.update(PROGRESS_ENTRY, (p) => recordResult(p, this.origin, 'lost'));
    }
    this.save();
  }

  save(): void {
    if (this.status === 'won') return;
    const moves = this.#session.steps.map((s) => ('move' in s ? s.move : null)).filter((m) => m !== null) as SavedGame['moves'];
    const game: SavedGame = { origin: this.origin, moves, lostCounted: this.#lostCounted, wonCounted: this.#wonCounted };
    store.update(SAVE_ENTRY, (s) => withSlot(s, slotOf(this.origin), game));
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

  showHint(): void {
    if (this.status !== 'playing') {
      this.message = nm.hintNone;
      return;
    }
    const h = hint(this.state);
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

  restart(): void {
    this.#session.restart();
    this.#lostCounted = false;
    this.#wonCounted = false;
    this.#reset('');
    this.save();
  }

  #reset(message: string): void {
    this.selected = null;
    this.hintCells = [];
    this.fx = null;
    this.message = message;
    this.#sync();
  }

  dispose(): void {
    clearTimeout(this.#fxTimer);
  }
}
