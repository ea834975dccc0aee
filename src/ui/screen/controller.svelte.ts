// The one page controller every game page uses (Tatham's midend one level up). It composes five
// parts, one job each: the round opener `rounds` (links <-> rounds, resume, replacing a game;
// opener.svelte.ts), the save keeper `saves` (slots, leaving the page, another tab's newer save;
// keeper.svelte.ts), the play `clock` (clock.svelte.ts), the hint quota `hints` (hints.svelte.ts)
// and key dispatch (keys.ts). What is left here is the game on screen: each move and action goes
// through its session once, and the session's result becomes the change record the board and the
// game's view (change.ts) take it from; undo, redo, the status line and the end of a round.

import { Attempt } from '../../core/attempt.ts';
import type { GameActions, Status } from '../../core/game.ts';
import type { RuleError } from '../../core/result.ts';
import type { GameSession } from '../../core/session.ts';
import type { Store } from '../../core/storage.ts';
import { hrefFor } from '../router.svelte.ts';
import { monotonic, type Clock } from '../time.ts';
import type { Change, GameView, Tone } from './change.ts';
import { PlayClock } from './clock.svelte.ts';
import { endRound } from './ending.ts';
import { liveOn } from './lifetime.ts';
import { HintQuota } from './hints.svelte.ts';
import { SaveKeeper } from './keeper.svelte.ts';
import { RoundOpener, type Opening } from './opener.svelte.ts';
import { TracePlayer } from './player.svelte.ts';
import type { EndPanel, PageSpec } from './spec.ts';
import { SCREEN } from './words.de.ts';

export type { Change, GameView, Tone } from './change.ts';
export type { SharedCommand } from './keys.ts';

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

/** H: the hint's answer the board marks (the spec's; null for a game without a hint). */
export class PageController<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>, R, X, H = null> {
  readonly spec: PageSpec<S, M, O, T, E, A, R, X, H>;
  readonly player = new TracePlayer();
  readonly rounds: RoundOpener<S, M, O, T, E, A, R, X, H>;
  readonly saves: SaveKeeper<S, M, O, T, E, A, R, X, H>;
  readonly clock: PlayClock;
  readonly hints: HintQuota<H, X>;

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
  change = $state.raw<Change<S, T, M> | null>(null);
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
  #view: GameView<S, T, M, H, string> | null = null;

  constructor(spec: PageSpec<S, M, O, T, E, A, R, X, H>, store: Store, opts: ControllerOptions = {}) {
    this.spec = spec;
    this.#store = store;
    this.clock = new PlayClock(opts.clock ?? monotonic, () => this.#attempt);
    this.hints = new HintQuota(spec.hint);
    this.saves = new SaveKeeper(
      spec,
      store,
      this.clock,
      {
        session: () => this.#session,
        attempt: () => this.#attempt,
        round: () => this.round,
        status: () => this.status,
        meta: () => spec.saves.metaOf(this.round, this.state, this.undos),
        say: (text, tone) => this.say(text, tone),
        follow: (round) => {
          if (round !== null && this.rounds.resume(round)) this.say(SCREEN.followed, 'info');
          // The other tab finished or cleared it: start this round afresh.
          else this.rounds.start(this.round);
        },
      },
      opts.later,
    );
    this.rounds = new RoundOpener(spec, this, (round, session, attempt, how) => this.#begin(round, session, attempt, how), this.saves, opts);
  }

  get session(): GameSession<S, M, O, T, E, A> {
    if (!this.#session) throw new Error('PageController: no round is open yet');
    return this.#session;
  }
  get attempt(): Attempt {
    return this.#attempt;
  }
  /** A game in progress: moves made and not ended (replacing it asks first). */
  get inProgress(): boolean {
    return this.#session !== null && (this.#session.depth > 0 || this.#carried) && !this.#over;
  }
  /** Whether a step may be taken back now: not once the round ended, unless its panel offers Rückgängig (MIN-5). */
  get mayUndo(): boolean {
    return this.spec.play.undo !== false && this.canUndo && (!this.#over || this.end?.undo === true);
  }
  get mayRedo(): boolean {
    return this.spec.play.undo !== false && this.canRedo && !this.#over;
  }
  get label(): string {
    return this.ready ? this.spec.rounds.label(this.round) : '';
  }
  /** The status line: what was just said, else the game's idle sentence. */
  get statusText(): string {
    if (this.rounds.preparing && this.spec.rounds.prepare) return this.spec.rounds.prepare.text;
    if (this.message) return this.message.text;
    return this.ready ? this.spec.screen.idle(this.state, this.round) : '';
  }
  get legalMoves(): readonly M[] {
    return this.session.legalMoves();
  }
  get #over(): boolean {
    return ENDS.includes(this.status);
  }

  /** The game's view follows every change and hint from now on (the screen hands it over as it mounts). */
  follow(view: GameView<S, T, M, H, string> | null): void {
    this.#view = view;
  }

  /** Keep this tab's game and save it over the other tab's (the conflict's second choice). */
  keepThisGame(): void {
    this.message = null;
    this.clock.start(!this.#over);
    this.saves.keepThisGame();
  }
  /** Start the play clock before the first move, for a game whose clock runs from the moment the board lies complete (CON-12). */
  startClock(): void {
    if (this.#session) this.clock.startEarly(!this.#over);
  }

  // ---------------------------------------------------------------- the game on screen

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
    this.#carried = how.resumed && this.spec.saves.history === 'position';
    this.hints.open(attempt, how.meta);
    // Issue 34: a save of this game that could not be used (set aside or kept unread) is said once, in the shared sentence.
    this.message = how.dropped
      ? { text: SCREEN.badSave, tone: 'warn' }
      : how.resumed && (session.depth > 0 || session.canRedo || this.#carried)
        ? { text: SCREEN.resumed, tone: 'info' }
        : null;
    const c = this.#sync('open', undefined, undefined, session.state, session.state);
    this.ready = true;
    this.rounds.syncAddress();
    if (this.#over) this.#ended(false);
    else if (session.depth > 0 || this.#carried) this.clock.start(true);
    this.#view?.changed?.(c);
  }

  /** Play a move (a tap, a key, a drop); a refused move says why when the game has a sentence for it. */
  play(move: M): boolean {
    if (!this.#session || this.end) return false;
    const r = this.#session.play(move, this.#rulesTime());
    if (!r.ok) {
      this.#refused(r.error, this.state, move);
      return false;
    }
    this.#changed('move', move, r.value.trace, r.value.state);
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
    if (r.value.recorded) this.#changed('action', undefined, r.value.trace, r.value.state);
    return true;
  }

  #refused(error: RuleError<E>, state: S, move?: M): void {
    const text = this.spec.play.refused(error, state, move);
    if (text !== null) this.say(text, 'warn');
  }

  /** The hint: its answer is kept in `hints.shown` for the board to mark and handed to the view; nothing is played. */
  hint(): void {
    const h = this.spec.hint;
    if (!this.#session || !h || this.end) return;
    // A limited hint costs one unless one is showing already (asking again is free).
    const showing = this.hints.shown !== null;
    if (!this.hints.mayAsk) return this.say(h.spent ?? SCREEN.noHintsLeft, 'warn');
    const r = this.#session.command(h.action, this.#rulesTime());
    if (!r.ok) return this.#refused(r.error, this.state);
    // A hint the rules count (Paare verbinden's) is a change of the game like any action.
    if (r.value.recorded) this.#changed('action', undefined, r.value.trace, r.value.state);
    // The spec's hint action is one whose answer is an H (HintAction), so the answer is one.
    const answer = (r.value.answer ?? null) as H | null;
    if (this.hints.answered(answer, showing, this.#attempt)) {
      this.saves.owned = true;
      this.saves.save();
    } else if (answer === null) this.say(SCREEN.noHint, 'info');
    if (answer !== null) this.#view?.hinted?.(answer);
  }

  undo(): void {
    if (!this.#session || !this.mayUndo) return;
    this.player.skip();
    const r = this.#session.undoStep();
    if (r === null) return;
    if (this.spec.play.undoIsPractice) this.#attempt.markPractice();
    this.#changed('undo', r.move, r.trace, r.state);
  }

  redo(): void {
    if (!this.#session || !this.mayRedo) return;
    this.player.skip();
    const r = this.#session.redoStep();
    if (r !== null) this.#changed('redo', r.move, r.trace, r.state);
  }

  /** Say something in the status line until the next change. */
  say(text: string, tone: Tone = 'info'): void {
    this.message = { text, tone };
  }

  #rulesTime(): number | undefined {
    return this.spec.play.timed ? Math.round(this.clock.now()) : undefined;
  }

  /** The session took a step: its result goes on screen, is counted and saved, and the view follows it. */
  #changed(cause: Change<S, T, M>['cause'], move: M | undefined, trace: T | undefined, after: S): void {
    const depth = (this.#session as GameSession<S, M, O, T, E, A>).depth;
    this.message = null;
    this.hints.shown = null;
    const c = this.#sync(cause, move, trace, after, this.state);
    if (!this.saves.owned && depth > 0) this.saves.owned = true;
    if (this.#attempt.countOnce('played')) this.spec.play.played?.(this.round, this.#store);
    if (this.#over) this.#ended(true);
    else {
      this.end = null;
      if (depth > 0) this.clock.start(true);
      this.saves.soon();
    }
    this.#view?.changed?.(c);
  }

  #sync(cause: Change<S, T, M>['cause'], move: M | undefined, trace: T | undefined, after: S, before: S): Change<S, T, M> {
    const s = this.session;
    this.state = after;
    this.status = s.status;
    this.canUndo = s.canUndo;
    this.canRedo = s.canRedo;
    this.undos = this.#undoBase + s.undoCount;
    return (this.change = { seq: ++this.#seq, cause, move, trace, before, after });
  }

  #ended(fresh: boolean): void {
    endRound(this, this.#store, fresh, this.#host);
  }

  // ---------------------------------------------------------------- the page around it

  helpHref(): string {
    return hrefFor([this.spec.id, 'help']);
  }

  /** Wire the page's lifetime (lifetime.ts); the screen calls it on mount with the board's element. Returns the clean-up. */
  attach(host: HTMLElement): () => void {
    this.#host = host;
    const off = liveOn({
      clock: this.clock,
      saves: this.saves,
      player: this.player,
      runs: () => this.inProgress || (this.#session !== null && this.clock.early && !this.#over),
    });
    return () => {
      off();
      this.#host = null;
    };
  }
}
