// FreeCell view state: the typed GameSession (every move, finish and undo goes through it), the held
// selection, the silent clock, the save slots (replay logs of the position, FC-12) and statistics
// counted once per attempt.

import { Attempt } from '../../core/attempt.ts';
import { GameSession, type ReplayLog, type SessionOf } from '../../core/session.ts';
import type { Store } from '../../core/storage.ts';
import { freecellDef } from './def.ts';
import { reversedTrace } from './layout.ts';
import { STATS_ENTRY, countPlayed, freecellSlots, recordWin, type FreecellSaveMeta } from './records.ts';
import { canFinish, newDeal, statusOf, type FreecellMove, type FreecellState, type FreecellStatus, type FreecellTrace } from './rules.ts';
import type { GameKey } from './routes.ts';
import { growSelection, isValidSelection, shrinkSelection, tapOutcome, targetsOf, type Selection, type Tap } from './selection.ts';

export type { GameKey } from './routes.ts';

export interface WinResult {
  readonly moves: number;
  readonly timeMs: number;
}

/** A monotonic clock in ms; the page passes performance.now, tests a fake. */
export type Clock = () => number;

type FreecellSession = SessionOf<typeof freecellDef>;

/** A session that starts at `state` (a dealt table, or a saved table with its move counter). */
const sessionAt = (state: FreecellState, origin: FreecellSession['origin']): FreecellSession => new GameSession(freecellDef, {}, origin, state);

export class FreecellGame {
  key = $state<GameKey>({ kind: 'free', deal: 1 });
  state = $state.raw<FreecellState>(newDeal(1));
  selection = $state<Selection | null>(null);
  canUndo = $state(false);
  canRedo = $state(false);
  result = $state<WinResult | null>(null);
  /** Incremented on every table change, so the page can animate. */
  version = $state(0);
  /** What the last move, finish or undo did, step by step (null after a new deal): the page animates from it. */
  lastTrace = $state.raw<FreecellTrace | null>(null);
  /** Another tab saved a different game into this slot: shown, never overwritten silently. */
  conflict = $state.raw<FreecellSaveMeta | null>(null);
  /** Whether the last `open` continued the slot's game (rather than dealing afresh). */
  resumed = false;

  readonly status: FreecellStatus = $derived(statusOf(this.state));
  readonly finishable: boolean = $derived(canFinish(this.state));
  readonly targets: number[] = $derived(targetsOf(this.state, this.selection));

  #session: FreecellSession = sessionAt(newDeal(1), { seed: 1 });
  #attempt = new Attempt();
  readonly #slots: ReturnType<typeof freecellSlots>;
  #runningSince: number | null = null;
  #opened = false;

  /** The clock and the store are handed in (the page passes performance.now and the shell's Store; tests fakes). */
  constructor(
    private readonly clock: Clock,
    private readonly store: Store,
  ) {
    this.#slots = freecellSlots(store);
  }

  /** Elapsed play time in ms (runs while the page is visible and the deal is not won). */
  elapsedMs(): number {
    return this.#attempt.elapsedMs + (this.#runningSince === null ? 0 : this.clock() - this.#runningSince);
  }

  /** Move the running time into the attempt (it is saved with it). */
  #flushClock(): void {
    if (this.#runningSince === null) return;
    const now = this.clock();
    this.#attempt.addTime(now - this.#runningSince);
    this.#runningSince = now;
  }

  pauseClock(): void {
    this.#flushClock();
    this.#runningSince = null;
  }

  resumeClock(): void {
    if (this.#runningSince === null && this.result === null) this.#runningSince = this.clock();
  }

  /**
   * Open a round (FC-12, FC-18): the game left now is saved first; the slot's game continues when
   * it holds this very deal (unless `fresh`), else the deal is dealt afresh. True when a game in
   * progress came back (the page says so).
   */
  open(key: GameKey, fresh: boolean): boolean {
    if (this.#opened) {
      this.pauseClock();
      this.save();
    }
    this.#opened = true;
    this.resumed = !fresh && this.#resume(key);
    if (this.resumed) return this.state.moves > 0;
    this.start(key);
    return false;
  }

  /**
   * Another tab wrote this game's slot. The same game: follow its newer save ("followed").
   * Another game: keep this one, stop saving it and offer the choice ("conflict").
   */
  otherTabSaved(): 'followed' | 'conflict' | 'none' {
    const kind = this.key.kind;
    const other = this.#slots.foreign(kind);
    if (other === undefined) return 'none';
    if (this.result) {
      this.#slots.accept(kind);
      return 'none';
    }
    if (other.meta.deal === this.key.deal && other.meta.day === this.key.day && this.#resume(this.key)) return 'followed';
    this.conflict = other.meta;
    return 'conflict';
  }

  /** The player keeps this tab's game: it is saved over the other tab's (an explicit choice). */
  keepThisGame(): void {
    this.conflict = null;
    this.#slots.accept(this.key.kind);
    this.save();
  }

  /** Continue the slot's game when it is this deal's and still open; false otherwise (a bad save is dealt over). */
  #resume(key: GameKey): boolean {
    const r = this.#slots.resume(key.kind);
    if (!r.ok || r.value === null) return false;
    const { session, attempt, meta } = r.value;
    if (meta.deal !== key.deal || meta.day !== key.day || statusOf(session.state) === 'won') return false;
    // The board text has no move counter (freecellDef.encode): the save keeps it in its metadata.
    this.#begin(key, sessionAt({ ...session.state, moves: meta.moves }, session.origin), attempt);
    return true;
  }

  /** The deal of the free game in progress, if one is saved (a link without a deal resumes it). */
  savedFreeDeal(): number | undefined {
    return this.#slots.read('free')?.meta.deal;
  }

  /** Deal `key` afresh (FC-11): the same deal again, or another one; a new attempt. */
  start(key: GameKey): void {
    const attempt = key.kind === 'daily' && key.day !== undefined ? Attempt.daily(key.day) : new Attempt();
    this.#begin(key, sessionAt(newDeal(key.deal), { seed: key.deal }), attempt);
    this.save();
  }

  #begin(key: GameKey, session: FreecellSession, attempt: Attempt): void {
    this.key = key;
    this.conflict = null;
    this.#session = session;
    this.#attempt = attempt;
    this.#runningSince = null;
    this.result = null;
    this.selection = null;
    this.#sync(null);
    this.resumeClock();
  }

  /** The session's replay log (for tests: it replays through replay(freecellDef, log)). */
  log(): ReplayLog {
    return this.#session.toLog();
  }

  #sync(trace: FreecellTrace | null): void {
    this.lastTrace = trace;
    this.state = this.#session.state;
    this.canUndo = this.#session.canUndo;
    this.canRedo = this.#session.canRedo;
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
    if (this.result) return false;
    const r = this.#session.play(move);
    if (!r.ok) return false;
    this.#afterChange(r.value.trace);
    return true;
  }

  /** FC-10: "Spiel beenden" — every card home, each one a move; one undo step. */
  finish(): boolean {
    if (this.result) return false;
    const r = this.#session.act('finish');
    if (!r.ok) return false;
    this.#afterChange(r.value.trace ?? null);
    return true;
  }

  /** FC-9: unlimited undo; the counter goes back with the table. */
  undo(): void {
    if (this.result) return;
    let undone: FreecellTrace | undefined;
    const stop = this.#session.on('undo', (e) => {
      undone = e.trace;
    });
    const did = this.#session.undo();
    stop();
    if (!did) return;
    this.selection = null;
    // The page slides the cards back: the undone move's trace, the other way round.
    this.#sync(undone === undefined ? null : reversedTrace(undone));
    this.save();
  }

  /** Redo (issue 13): the move taken back last is played again, with its trace (a new move drops the redo branch). */
  redo(): void {
    if (this.result) return;
    let redone: FreecellTrace | undefined;
    const stop = this.#session.on('redo', (e) => {
      redone = e.trace;
    });
    const did = this.#session.redo();
    stop();
    if (did) this.#afterChange(redone ?? null);
  }

  /** Whether a game is in progress: at least one move made and not won (a new deal then asks first). */
  get inProgress(): boolean {
    return this.result === null && this.state.moves > 0;
  }

  /** FC-19: a deal counts as played from its first move and won once, per attempt (also after undo and reload). */
  #afterChange(trace: FreecellTrace | null): void {
    this.selection = null;
    if (this.#attempt.countOnce('played')) this.store.update(STATS_ENTRY, countPlayed);
    this.#sync(trace);
    if (statusOf(this.state) !== 'won') {
      this.save();
      return;
    }
    this.pauseClock();
    const timeMs = this.elapsedMs();
    const moves = this.state.moves;
    this.result = { moves, timeMs };
    const day = this.key.kind === 'daily' ? this.key.day : undefined;
    if (this.#attempt.countOnce('won')) this.store.update(STATS_ENTRY, (s) => recordWin(s, day === undefined ? { timeMs, moves } : { timeMs, moves, day }));
    this.#slots.clear(this.key.kind);
  }

  /** FC-12/FC-18: write the game to its slot (nothing once it is won, nothing over another tab's game). */
  save(): void {
    if (this.result || this.conflict) return;
    this.#flushClock();
    const other = this.#slots.foreign(this.key.kind);
    if (other !== undefined) {
      // Written by another tab since this tab last looked: never replace it without asking.
      this.conflict = other.meta;
      return;
    }
    const meta: FreecellSaveMeta = { deal: this.key.deal, ...(this.key.day === undefined ? {} : { day: this.key.day }), moves: this.state.moves };
    this.#slots.save(this.key.kind, this.#session, this.#attempt, meta);
  }

  /** Whether the held selection is still valid (after undo the page re-checks). */
  get hasSelection(): boolean {
    return this.selection !== null && isValidSelection(this.state, this.selection);
  }
}
