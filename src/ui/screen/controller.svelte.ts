// The one page controller every game page uses (Tatham's midend one level up). It composes five
// parts, one job each: the round opener (links <-> rounds, resume, replacing a game; opener.svelte.ts),
// the save keeper (slots, leaving the page, another tab's newer save; keeper.svelte.ts), the play
// clock (clock.svelte.ts), the hint quota (hints.svelte.ts) and key dispatch (keys.ts). What is left
// here is the game on screen: moves and actions through its session, undo and redo, what changed
// last (for the board), the status line and the end of a round. A game hands it a PageSpec
// (spec.ts) and draws; it never handles any of this itself.

import { tick as flushed } from 'svelte';
import { Attempt } from '../../core/attempt.ts';
import type { DayKey } from '../../core/dates.ts';
import type { GameActions, Status } from '../../core/game.ts';
import type { RuleError } from '../../core/result.ts';
import type { GameSession } from '../../core/session.ts';
import type { Store } from '../../core/storage.ts';
import { copyText } from '../copy-link.ts';
import { buzz, celebrate, play as playSound } from '../feel.ts';
import type { KeyEntry } from '../keymap.ts';
import { absoluteLink, hrefFor } from '../router.svelte.ts';
import { monotonic, type Clock } from '../time.ts';
import { PlayClock } from './clock.svelte.ts';
import { HintQuota } from './hints.svelte.ts';
import { SaveKeeper } from './keeper.svelte.ts';
import { dispatchKey, type SharedCommand } from './keys.ts';
import { RoundOpener, type Opening } from './opener.svelte.ts';
import { TracePlayer } from './player.svelte.ts';
import type { EndPanel, PageSpec } from './spec.ts';
import { SCREEN } from './words.de.ts';

export type { SharedCommand } from './keys.ts';

/** What changed last, for the board to animate from (`seq` grows with every change). */
export interface Change<S, T> {
  readonly seq: number;
  readonly cause: 'open' | 'move' | 'action' | 'undo' | 'redo' | 'restart' | 'follow';
  /** The trace of the move or action; for an undo, the trace of the step taken back (play it reversed). */
  readonly trace: T | undefined;
  readonly before: S;
  readonly after: S;
}

export type Tone = 'info' | 'warn' | 'good';

const ENDS: readonly Status[] = ['won', 'lost', 'over'];

export interface ControllerOptions {
  readonly clock?: Clock;
  /** Tests and previews: never touch the address bar. */
  readonly detached?: boolean;
  /** Ask before replacing a game in progress (tests answer for the player). */
  readonly confirm?: (title: string, body: string, yes: string) => Promise<boolean>;
  /**
   * When a move's save is written (default in a browser: after the next frame is painted, so the
   * tap's handler never waits for storage; elsewhere at once). Leaving, hiding and every other
   * save write at once and take a pending one with them.
   */
  readonly later?: (write: () => void) => void;
}

export class PageController<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>, R, X> {
  readonly spec: PageSpec<S, M, O, T, E, A, R, X>;
  readonly player = new TracePlayer();
  readonly rounds: RoundOpener<S, M, O, T, E, A, R, X>;
  readonly saves: SaveKeeper<S, M, O, T, E, A, R, X>;
  readonly clock: PlayClock;
  readonly hints: HintQuota<unknown, X>;

  state = $state.raw<S>(undefined as S);
  round = $state.raw<R>(undefined as R);
  status = $state<Status>('playing');
  canUndo = $state(false);
  canRedo = $state(false);
  /** The status line's sentence (null: the game's idle sentence shows). */
  message = $state.raw<{ readonly text: string; readonly tone: Tone } | null>(null);
  /** The panel over the board once the round ended (after the celebration). */
  end = $state.raw<EndPanel | null>(null);
  /** Undos in this attempt, across reloads when the spec keeps them in its save meta (undosOf). */
  undos = $state(0);
  change = $state.raw<Change<S, T> | null>(null);
  menuOpen = $state(false);
  /** False until the first round is open. */
  ready = $state(false);

  readonly #store: Store;
  #session: GameSession<S, M, O, T, E, A> | null = null;
  #attempt = new Attempt();
  #seq = 0;
  /** Undos made before this session (read from the save): the attempt's count is this plus the session's. */
  #undoBase = 0;
  #host: HTMLElement | null = null;
  /** A game resumed from a position-only save: in progress although its session has no steps. */
  #carried = false;

  constructor(spec: PageSpec<S, M, O, T, E, A, R, X>, store: Store, opts: ControllerOptions = {}) {
    this.spec = spec;
    this.#store = store;
    this.clock = new PlayClock(opts.clock ?? monotonic, () => this.#attempt);
    this.hints = new HintQuota(spec.hint);
    this.saves = new SaveKeeper(
      spec,
      store,
      {
        session: () => this.#session,
        attempt: () => this.#attempt,
        round: () => this.round,
        status: () => this.status,
        meta: () => spec.metaOf(this.round, this.state, this.undos),
        settleClock: () => this.clock.settle(),
        conflicted: () => {
          this.saves.conflict = true;
          this.clock.pause();
          this.say(SCREEN.otherTab, 'warn');
        },
        follow: (round) => {
          if (round !== null && this.rounds.resume(round)) this.say(SCREEN.followed, 'info');
          // The other tab finished or cleared it: start this round afresh.
          else this.rounds.start(this.round);
        },
      },
      opts.later,
    );
    this.rounds = new RoundOpener(
      spec,
      {
        ready: () => this.ready,
        round: () => this.round,
        inProgress: () => this.inProgress,
        label: () => this.label,
        say: (text, tone) => this.say(text, tone),
        closeMenu: () => (this.menuOpen = false),
        begin: (round, session, attempt, how) => this.#begin(round, session, attempt, how),
      },
      this.saves,
      opts,
    );
  }

  get session(): GameSession<S, M, O, T, E, A> {
    if (!this.#session) throw new Error('PageController: no round is open yet');
    return this.#session;
  }
  get today(): DayKey {
    return this.rounds.today;
  }
  get attempt(): Attempt {
    return this.#attempt;
  }
  /** A game in progress: moves made and not ended (replacing it asks first). */
  get inProgress(): boolean {
    return this.#session !== null && (this.#session.depth > 0 || this.#carried) && !ENDS.includes(this.status);
  }
  /** Whether a step may be taken back now: not once the round ended, unless its panel offers Rückgängig (MIN-5). */
  get mayUndo(): boolean {
    return this.spec.undo !== false && this.canUndo && (!ENDS.includes(this.status) || this.end?.undo === true);
  }
  get mayRedo(): boolean {
    return this.spec.undo !== false && this.canRedo && !ENDS.includes(this.status);
  }
  get label(): string {
    return this.ready ? this.spec.label(this.round) : '';
  }
  /** The status line: what was just said, else the game's idle sentence. */
  get statusText(): string {
    if (this.preparing && this.spec.prepare) return this.spec.prepare.text;
    if (this.message) return this.message.text;
    return this.ready ? this.spec.idle(this.state, this.round) : '';
  }
  get legalMoves(): readonly M[] {
    return this.session.legalMoves();
  }

  // ---------------------------------------------------------------- the parts, as the screen reads them

  /** A fresh round is being prepared (spec.prepare): the status line says so. */
  get preparing(): boolean {
    return this.rounds.preparing;
  }
  /** Another tab saved a newer state of this round's slot: this tab stops saving and offers it. */
  get conflict(): boolean {
    return this.saves.conflict;
  }
  /** Play time in ms, refreshed every second while the clock runs. */
  get elapsed(): number {
    return this.clock.elapsed;
  }
  /** The hint action's last answer (cleared by the next change). */
  get hinted(): unknown {
    return this.hints.shown;
  }
  /** Hints left in this attempt when the spec limits them (null: unlimited). */
  get hintsLeft(): number | null {
    return this.hints.left;
  }
  route(query: URLSearchParams): void {
    this.rounds.route(query);
  }
  newGame(): Promise<boolean> {
    return this.rounds.newGame();
  }
  restart(): Promise<boolean> {
    return this.rounds.restart();
  }
  daily(): Promise<boolean> {
    return this.rounds.daily();
  }
  choose(id: string, value: string): Promise<boolean> {
    return this.rounds.choose(id, value);
  }
  input(id: string, text: string): Promise<string | null> {
    return this.rounds.input(id, text);
  }
  save(): void {
    this.saves.save();
  }
  storageChanged(key: string | null): void {
    this.saves.storageChanged(key);
  }
  followOtherTab(): void {
    this.saves.followOtherTab();
  }
  /** Keep this tab's game and save it over the other tab's (an explicit choice). */
  keepThisGame(): void {
    this.message = null;
    this.clock.start(!ENDS.includes(this.status));
    this.saves.keepThisGame();
  }
  /** Start the play clock before the first move, for a game whose clock runs from the moment the board lies complete (CON-12). */
  startClock(): void {
    if (this.#session) this.clock.startEarly(!ENDS.includes(this.status));
  }
  tick(): void {
    this.clock.tick();
  }
  openMenu(): void {
    this.menuOpen = true;
  }
  /** One key handler for every game (keys.ts): returns whether the key was used. */
  key<C extends string>(e: KeyboardEvent, table: readonly KeyEntry<C | SharedCommand>[], command: (c: C, index: number) => boolean | void): boolean {
    return dispatchKey(this, e, table, command);
  }

  // ---------------------------------------------------------------- the round on screen

  #begin(round: R, session: GameSession<S, M, O, T, E, A>, attempt: Attempt, how: Opening<X>): void {
    // The time of the game left goes to its attempt before the new one is on screen.
    this.clock.pause();
    this.#undoBase = how.undoBase;
    this.player.skip();
    this.#session = session;
    this.#attempt = attempt;
    this.clock.reset();
    this.saves.owned = how.resumed;
    this.saves.conflict = false;
    this.round = round;
    this.end = null;
    // A position-only save (FC-12) has no steps: it was written after a move all the same.
    this.#carried = how.resumed && this.spec.history === 'position';
    this.hints.open(attempt, how.meta);
    this.message = how.dropped
      ? { text: SCREEN.badSave, tone: 'warn' }
      : how.resumed && (session.depth > 0 || this.#carried)
        ? { text: SCREEN.resumed, tone: 'info' }
        : null;
    if (this.spec.undoIsPractice) attempt.markPracticeOnUndo(session);
    const pending = (cause: Change<S, T>['cause'], trace: T | undefined): void => {
      this.#pending = { cause, trace };
    };
    session.on('move', (e) => pending('move', e.trace));
    session.on('action', (e) => pending('action', e.trace));
    session.on('undo', (e) => pending('undo', e.trace));
    session.on('redo', (e) => pending('redo', e.trace));
    session.on('restart', () => pending('restart', undefined));
    session.on('change', () => this.#afterChange());
    this.#sync('open', undefined, session.state);
    this.ready = true;
    this.rounds.syncAddress();
    if (ENDS.includes(this.status)) this.#ended(false);
    else if (session.depth > 0 || this.#carried) this.clock.start(true);
  }

  /** Play a move (a tap, a key, a drop); a refused move says why when the game has a sentence for it. */
  play(move: M): boolean {
    if (!this.#session || this.end) return false;
    const before = this.state;
    const r = this.#session.play(move, this.#rulesTime());
    if (!r.ok) {
      this.#refused(r.error, before, move);
      return false;
    }
    return true;
  }

  /** Run a game action (finish, shuffle, deal …). */
  act(name: keyof A & string): boolean {
    if (!this.#session || this.end) return false;
    const r = this.#session.command(name, this.#rulesTime());
    if (!r.ok) {
      this.#refused(r.error, this.state);
      return false;
    }
    return true;
  }

  #refused(error: RuleError<E>, state: S, move?: M): void {
    const text = this.spec.refused(error, state, move);
    if (text !== null) this.say(text, 'warn');
  }

  /** The hint: its answer is kept in `hinted` for the board to mark; nothing is played. */
  hint(): void {
    const h = this.spec.hint;
    if (!this.#session || !h || this.end) return;
    // A limited hint costs one unless one is showing already (asking again is free).
    const showing = this.hints.shown !== null;
    if (!this.hints.mayAsk) return this.say(h.spent ?? SCREEN.noHintsLeft, 'warn');
    const r = this.#session.command(h.action, this.#rulesTime());
    if (!r.ok) return this.#refused(r.error, this.state);
    const answer = r.value.answer ?? null;
    if (this.hints.answered(answer, showing, this.#attempt)) {
      this.saves.owned = true;
      this.saves.save();
    } else if (answer === null) this.say(SCREEN.noHint, 'info');
  }

  undo(): void {
    if (!this.#session || !this.mayUndo) return;
    this.player.skip();
    this.#session.undo();
  }

  redo(): void {
    if (!this.#session || !this.mayRedo) return;
    this.player.skip();
    this.#session.redo();
  }

  /** Say something in the status line until the next change. */
  say(text: string, tone: Tone = 'info'): void {
    this.message = { text, tone };
  }

  #rulesTime(): number | undefined {
    return this.spec.timed ? Math.round(this.clock.now()) : undefined;
  }

  /** The cause and trace of the step the session is taking (its own event comes just before `change`). */
  #pending: { cause: Change<S, T>['cause']; trace: T | undefined } | null = null;

  #afterChange(): void {
    const s = this.session;
    const { cause, trace } = this.#pending ?? { cause: 'move' as const, trace: undefined };
    this.#pending = null;
    const before = this.state;
    this.message = null;
    this.hints.shown = null;
    this.#sync(cause, trace, s.state, before);
    if (!this.saves.owned && s.depth > 0) this.saves.owned = true;
    if (this.#attempt.countOnce('played')) this.spec.played?.(this.round, this.#store);
    if (ENDS.includes(this.status)) {
      this.#ended(true);
      return;
    }
    this.end = null;
    if (s.depth > 0) this.clock.start(true);
    this.saves.soon();
  }

  #sync(cause: Change<S, T>['cause'], trace: T | undefined, after: S, before: S = after): void {
    const s = this.session;
    this.state = after;
    this.status = s.status;
    this.canUndo = s.canUndo;
    this.canRedo = s.canRedo;
    this.undos = this.#undoBase + s.undoCount;
    this.change = { seq: ++this.#seq, cause, trace, before, after };
  }

  /** The round ended: the spec records it and says how it went; a fresh win is celebrated first. */
  #ended(fresh: boolean): void {
    this.clock.pause();
    const first = this.#attempt.countOnce(this.status);
    const panel = this.spec.ended({
      round: this.round,
      state: this.state,
      status: this.status,
      attempt: this.#attempt,
      elapsedMs: this.clock.elapsed,
      undos: this.undos,
      first,
      store: this.#store,
    });
    this.saves.ended(this.round, this.status);
    if (!fresh || this.status !== 'won' || !this.#host) {
      this.end = panel;
      return;
    }
    const host = this.#host;
    // The last move's cards land first (the board starts their animation after this change).
    void flushed()
      .then(() => this.player.idle())
      .then(async () => {
        playSound('win');
        buzz('win');
        await celebrate(host, { kind: 'burst', message: panel.title });
        if (this.status === 'won') this.end = panel;
      });
  }

  // ---------------------------------------------------------------- the page around it

  /** The link of the round on screen, copied; the status line says whether it worked. */
  async copyLink(): Promise<void> {
    this.menuOpen = false;
    const url = absoluteLink([this.spec.id], this.spec.queryOf(this.round, this.today));
    const done = await copyText(url);
    this.say(done ? SCREEN.copied : SCREEN.copyFailed(url), done ? 'good' : 'warn');
  }

  helpHref(): string {
    return hrefFor([this.spec.id, 'help']);
  }

  /**
   * Wire the page's lifetime (the screen calls it on mount with the board's element): save on
   * leaving and hiding, pause the clock while hidden, follow storage events, tick the clock.
   * Returns the clean-up.
   */
  attach(host: HTMLElement): () => void {
    this.#host = host;
    const onVisibility = (): void => {
      const visible = document.visibilityState !== 'hidden';
      const s = this.#session;
      this.clock.shown(visible, s !== null && (s.depth > 0 || this.#carried || this.clock.early) && !ENDS.includes(this.status));
      if (!visible) this.saves.save();
    };
    const unlisten = this.saves.listen(() => {
      this.clock.pause();
      this.saves.save();
    });
    const ticker = setInterval(() => this.tick(), 1000);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(ticker);
      document.removeEventListener('visibilitychange', onVisibility);
      unlisten();
      this.player.skip();
      this.clock.pause();
      this.saves.save();
      this.#host = null;
    };
  }
}
