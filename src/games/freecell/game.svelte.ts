// FreeCell view state: the Session (undo), the held selection, the clock, saves and statistics.

import { Session } from '../../core/session.ts';
import type { DayKey } from '../../core/dates.ts';
import { MAX_PLAY_MS } from '../../core/bounds.ts';
import { store } from '../../app/store.ts';
import { freecellDef } from './def.ts';
import { encodePosition } from './notation.ts';
import {
  SAVE_ENTRIES,
  STATS_ENTRY,
  countPlayed,
  recordWin,
  restoreSave,
  type FreecellSave,
  type SlotKind,
} from './records.ts';
import { canFinish, finish, newDeal, statusOf, type FreecellMove, type FreecellState, type FreecellStatus } from './rules.ts';
import { growSelection, isValidSelection, shrinkSelection, tapOutcome, targetsOf, type Selection, type Tap } from './selection.ts';

export interface GameKey {
  readonly kind: SlotKind;
  readonly deal: number;
  /** The daily challenge's day (daily only). */
  readonly day?: DayKey;
}

/** A save as comparable text ('' for none). */
const saveText = (s: FreecellSave | undefined): string =>
  s === undefined ? '' : JSON.stringify([s.deal, s.day ?? null, s.position, s.moves, s.elapsedMs, s.counted]);

export interface WinResult {
  readonly moves: number;
  readonly timeMs: number;
}

/** A monotonic clock in ms; the page passes performance.now, tests a fake. */
export type Clock = () => number;

export class FreecellGame {
  key = $state<GameKey>({ kind: 'free', deal: 1 });
  state = $state.raw<FreecellState>(newDeal(1));
  selection = $state<Selection | null>(null);
  canUndo = $state(false);
  result = $state<WinResult | null>(null);
  /** Incremented on every table change, so the page can animate. */
  version = $state(0);
  /** Another tab saved a different game into this slot: shown, never overwritten silently. */
  conflict = $state.raw<FreecellSave | null>(null);

  readonly status: FreecellStatus = $derived(statusOf(this.state));
  readonly finishable: boolean = $derived(canFinish(this.state));
  readonly targets: number[] = $derived(targetsOf(this.state, this.selection));

  #session: Session<FreecellState>;
  /** Whether this attempt has already been counted as played (FC-19). */
  #counted = false;
  #elapsedBase = 0;
  #runningSince: number | null = null;
  /** Per slot, the save as this tab last read or wrote it ('' = empty): a different one was written elsewhere. */
  readonly #seen = new Map<SlotKind, string>();

  constructor(private readonly clock: Clock) {
    this.#session = new Session<FreecellState>('freecell', this.state, { seed: 1 });
  }

  /** Elapsed play time in ms (runs while the page is visible and the deal is not won). */
  elapsedMs(): number {
    return this.#elapsedBase + (this.#runningSince === null ? 0 : this.clock() - this.#runningSince);
  }

  pauseClock(): void {
    if (this.#runningSince !== null) {
      this.#elapsedBase += this.clock() - this.#runningSince;
      this.#runningSince = null;
    }
  }

  resumeClock(): void {
    if (this.#runningSince === null && this.result === null) this.#runningSince = this.clock();
  }

  /** Read a slot and remember what this tab saw there. */
  readSlot(kind: SlotKind): FreecellSave | undefined {
    const save = store.read(SAVE_ENTRIES[kind]);
    this.#seen.set(kind, saveText(save));
    return save;
  }

  /**
   * Another tab wrote this game's slot. The same game: follow its newer save ("followed").
   * Another game: keep this one, stop saving it and offer the choice ("conflict").
   */
  otherTabSaved(): 'followed' | 'conflict' | 'none' {
    const kind = this.key.kind;
    const save = store.read(SAVE_ENTRIES[kind]);
    const text = saveText(save);
    if (text === this.#seen.get(kind)) return 'none';
    if (save === undefined || this.result) {
      this.#seen.set(kind, text);
      return 'none';
    }
    if (save.deal === this.key.deal && save.day === this.key.day && this.restore(this.key, save)) return 'followed';
    this.conflict = save;
    return 'conflict';
  }

  /** The player keeps this tab's game: it is saved over the other tab's (an explicit choice). */
  keepThisGame(): void {
    this.conflict = null;
    this.#seen.set(this.key.kind, saveText(store.read(SAVE_ENTRIES[this.key.kind])));
    this.save();
  }

  /** Deal `key` afresh (FC-11): the same deal again, or another one. */
  start(key: GameKey): void {
    this.#begin(key, newDeal(key.deal), 0, false);
    this.save();
  }

  /** Continue a saved game (FC-12): the table and counter, no undo history. Returns false for a bad save. */
  restore(key: GameKey, save: FreecellSave): boolean {
    const r = restoreSave(save);
    if (!r.ok) return false;
    this.#begin(key, r.value, save.elapsedMs, save.counted);
    this.#seen.set(key.kind, saveText(save));
    return true;
  }

  #begin(key: GameKey, state: FreecellState, elapsedMs: number, counted: boolean): void {
    this.key = key;
    this.conflict = null;
    this.#session = new Session<FreecellState>('freecell', state, { seed: key.deal });
    this.#counted = counted;
    this.#elapsedBase = elapsedMs;
    this.#runningSince = null;
    this.result = null;
    this.selection = null;
    this.#sync();
    this.resumeClock();
  }

  #sync(): void {
    this.state = this.#session.state;
    this.canUndo = this.#session.canUndo;
    this.version++;
  }

  /** FC-3/FC-4: one tap on the table. */
  tap(t: Tap): void {
    if (this.result) return;
    const out = tapOutcome(this.state, this.selection, t);
    if (out.kind === 'move') this.play(out.move);
    else this.selection = out.selection;
  }

  /** Keyboard: press a column key — the held card itself when it is that column's, else a tap on the column. */
  pressColumn(column: number): void {
    const col = this.state.columns[column] ?? [];
    const sel = this.selection;
    const index = sel && sel.from === column ? col.length - sel.count : col.length - 1;
    this.tap({ kind: 'column', column, index });
  }

  growSelection(): void {
    if (this.selection) this.selection = growSelection(this.state, this.selection);
  }

  shrinkSelection(): void {
    if (this.selection) this.selection = shrinkSelection(this.selection);
  }

  clearSelection(): void {
    this.selection = null;
  }

  play(move: FreecellMove): boolean {
    const r = freecellDef.play(this.state, move, undefined, {});
    if (!r.ok) return false;
    this.#session.record(r.value.state, { move: freecellDef.formatMove(move) });
    this.#afterChange();
    return true;
  }

  /** FC-10: "Spiel beenden" — every card home, each one a move; one undo step. */
  finish(): boolean {
    if (this.result) return false;
    const r = finish(this.state);
    if (!r.ok) return false;
    this.#session.record(r.value, { cmd: 'finish' });
    this.#afterChange();
    return true;
  }

  /** FC-9: unlimited undo; the counter goes back with the table. */
  undo(): void {
    if (this.result || !this.#session.undo()) return;
    this.selection = null;
    this.#sync();
    this.save();
  }

  #afterChange(): void {
    this.selection = null;
    if (!this.#counted) {
      this.#counted = true;
      store.update(STATS_ENTRY, countPlayed);
    }
    this.#sync();
    if (statusOf(this.state) === 'won') {
      this.pauseClock();
      const timeMs = this.elapsedMs();
      this.result = { moves: this.state.moves, timeMs };
      const day = this.key.kind === 'daily' ? this.key.day : undefined;
      store.update(STATS_ENTRY, (s) => recordWin(s, day === undefined ? { timeMs, moves: this.state.moves } : { timeMs, moves: this.state.moves, day }));
      store.remove(SAVE_ENTRIES[this.key.kind].name);
      this.#seen.set(this.key.kind, '');
    } else {
      this.save();
    }
  }

  /** FC-12/FC-18: write the game to its slot (nothing once it is won, nothing over another tab's game). */
  save(): void {
    if (this.result || this.conflict) return;
    const kind = this.key.kind;
    const stored = store.read(SAVE_ENTRIES[kind]);
    const seen = this.#seen.get(kind);
    if (stored !== undefined && seen !== undefined && saveText(stored) !== seen) {
      // Written by another tab since this tab last looked: never replace it without asking.
      this.conflict = stored;
      return;
    }
    const data: FreecellSave = {
      deal: this.key.deal,
      ...(this.key.day === undefined ? {} : { day: this.key.day }),
      position: encodePosition(this.state),
      moves: this.state.moves,
      elapsedMs: Math.min(MAX_PLAY_MS, Math.round(this.elapsedMs())),
      counted: this.#counted,
    };
    const w = store.write(SAVE_ENTRIES[kind], data);
    // A full storage keeps the value in memory and reads it back: this tab's save all the same.
    if (w.ok || w.error.code !== 'invalid') this.#seen.set(kind, saveText(data));
  }

  /** Whether the held selection is still valid (after undo the page re-checks). */
  get hasSelection(): boolean {
    return this.selection !== null && isValidSelection(this.state, this.selection);
  }
}
