// The one page controller every game page uses (Tatham's midend one level up): it opens the round
// a link asks for, resumes saves, restarts and replaces games (asking first while one is in
// progress), saves on every change and on leaving, counts each attempt once, runs the play clock,
// notices another tab's newer save, dispatches keys and copies links. A game hands it a PageSpec
// (spec.ts) and draws; it never handles any of this itself.

import { tick as flushed } from 'svelte';
import { Attempt } from '../../core/attempt.ts';
import type { DayKey } from '../../core/dates.ts';
import type { GameActions, Status } from '../../core/game.ts';
import type { RuleError } from '../../core/result.ts';
import { SaveSlots } from '../../core/saves.ts';
import { GameSession, startSession } from '../../core/session.ts';
import { KEY_PREFIX, type Store } from '../../core/storage.ts';
import { copyText } from '../copy-link.ts';
import { buzz, celebrate, confirmReplace, play as playSound } from '../feel.ts';
import { commandFor, inTextField, type KeyEntry } from '../keymap.ts';
import { absoluteLink, hrefFor, navigate, syncQuery } from '../router.svelte.ts';
import { randomSeed, today as todayOf } from '../seeds.ts';
import { monotonic, type Clock } from '../time.ts';
import { SCREEN } from './words.de.ts';
import { TracePlayer } from './player.svelte.ts';
import type { EndPanel, PageSpec, Target } from './spec.ts';

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

/** The shared commands every key table may name. */
export type SharedCommand = 'undo' | 'redo' | 'hint' | 'newGame' | 'restart' | 'help' | 'menu';

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

/**
 * After the next paint when the page can tell, else at once. A page that is not painting (a tab in
 * the background, a busy frame) writes after 50 ms at the latest, whichever comes first.
 */
const afterPaint = (write: () => void): void => {
  if (typeof requestAnimationFrame !== 'function' || typeof setTimeout !== 'function') return write();
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    write();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 50);
};

export class PageController<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>, R, X> {
  readonly spec: PageSpec<S, M, O, T, E, A, R, X>;
  readonly player = new TracePlayer();

  state = $state.raw<S>(undefined as S);
  round = $state.raw<R>(undefined as R);
  status = $state<Status>('playing');
  canUndo = $state(false);
  canRedo = $state(false);
  /** The status line's sentence (null: the game's idle sentence shows). */
  message = $state.raw<{ readonly text: string; readonly tone: Tone } | null>(null);
  /** The panel over the board once the round ended (after the celebration). */
  end = $state.raw<EndPanel | null>(null);
  /** Another tab saved a newer state of this round's slot: this tab stops saving and offers it. */
  conflict = $state(false);
  /** Undos in this attempt, across reloads when the spec keeps them in its save meta (undosOf). */
  undos = $state(0);
  /** Play time in ms, refreshed every second while the clock runs. */
  elapsed = $state(0);
  change = $state.raw<Change<S, T> | null>(null);
  /** The hint action's last answer (cleared by the next change). */
  hinted = $state.raw<unknown>(null);
  /** Hints left in this attempt when the spec limits them (null: unlimited). */
  hintsLeft = $state<number | null>(null);
  menuOpen = $state(false);
  /** False until the first round is open. */
  ready = $state(false);
  /** A fresh round is being prepared (spec.prepare): the status line says so. */
  preparing = $state(false);

  readonly #store: Store;
  readonly #slots: SaveSlots<S, M, O, T, E, A, string, X>;
  readonly #clock: Clock;
  readonly #opts: ControllerOptions;
  #session: GameSession<S, M, O, T, E, A> | null = null;
  #attempt = new Attempt();
  #runningSince: number | null = null;
  #seq = 0;
  /** Undos made before this session (read from the save): the attempt's count is this plus the session's. */
  #undoBase = 0;
  /** Whether this round's slot holds (or should hold) this game: set by a resume or the first change. */
  #owned = false;
  #host: HTMLElement | null = null;
  /** A game resumed from a position-only save: in progress although its session has no steps. */
  #carried = false;
  #today: DayKey;
  /** A save just failed to replay (said once when the next round opens). */
  /** Grows with every round opened: a preparation that finishes after another round opened is dropped. */
  #opened = 0;
  /** A bad link's sentence that names the round it opened instead, said once that round is open. */
  #sayOnOpen: (() => string) | null = null;

  constructor(spec: PageSpec<S, M, O, T, E, A, R, X>, store: Store, opts: ControllerOptions = {}) {
    this.spec = spec;
    this.#store = store;
    this.#opts = opts;
    this.#clock = opts.clock ?? monotonic;
    this.#today = todayOf(spec.dayZone ?? 'local');
    this.#slots = new SaveSlots(store, spec.def, {
      slots: spec.slots,
      meta: spec.meta,
      ...(spec.history ? { history: spec.history } : {}),
      ...(spec.legacy ? { legacy: spec.legacy } : {}),
      ...(spec.check ? { check: spec.check } : {}),
    });
  }

  get session(): GameSession<S, M, O, T, E, A> {
    if (!this.#session) throw new Error('PageController: no round is open yet');
    return this.#session;
  }
  get today(): DayKey {
    return this.#today;
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

  // ---------------------------------------------------------------- rounds

  /**
   * Open what a link asks for. A bad value opens nothing new: the game on screen (or the saved
   * one) stays, the status line says why, the address is corrected, and nothing stored changes.
   */
  route(query: URLSearchParams): void {
    this.#today = todayOf(this.spec.dayZone ?? 'local');
    const read = this.spec.readQuery(query, this.#today);
    if (!read.ok) {
      const kept = this.ready;
      if (kept) this.#syncAddress();
      else this.#openTarget(read.fallback, false);
      // Say which round is on screen now: the one kept, or the one opened instead (once it is
      // open: a fallback that is still being prepared has no round to name yet, issue 34).
      const m = read.message;
      const sentence = (): string =>
        typeof m === 'string'
          ? `${m} ${kept ? SCREEN.keptRound(this.label) : SCREEN.openedInstead(this.label)}`
          : m({ label: this.spec.label(this.round), stayed: kept || this.#owned });
      if (this.ready) this.say(sentence(), 'warn');
      else this.#sayOnOpen = sentence;
      return;
    }
    if (read.round === 'resume') {
      if (!this.ready) this.#openTarget('resume', false);
      else this.#syncAddress();
      return;
    }
    const target = read.round;
    if (typeof target === 'object' && target !== null && 'like' in target) {
      if (!this.ready) this.#openTarget(target, false);
      else if (!this.spec.sameVariant(target.like, this.round))
        void this.#replace(() => this.spec.fresh(this.#seed(), target.like), SCREEN.newGame(this.spec), true);
      else this.#syncAddress();
      return;
    }
    if (this.ready && this.spec.sameRound(target, this.round)) return this.#syncAddress();
    this.#openTarget(target, false);
  }

  #openTarget(target: Target<R>, fresh: boolean): void {
    this.#flushSave();
    if (typeof target === 'object' && target !== null && 'like' in target) {
      const like = target.like;
      const saved = this.#slots.read(this.spec.resumeSlot);
      const round = saved ? this.spec.roundOf(saved.meta) : null;
      if (round !== null && this.spec.sameVariant(round, like)) {
        this.#prepared(round, (r) => this.#resume(r) || this.#startFresh(this.spec.fresh(this.#seed(), like)));
        return;
      }
      this.#startFresh(this.spec.fresh(this.#seed(), like));
      return;
    }
    if (target === 'resume') {
      const saved = this.#slots.read(this.spec.resumeSlot);
      const round = saved ? this.spec.roundOf(saved.meta) : null;
      if (round !== null) {
        this.#prepared(round, (r) => this.#resume(r) || this.#startFresh(this.spec.fresh(this.#seed(), null)));
        return;
      }
      this.#startFresh(this.spec.fresh(this.#seed(), null));
      return;
    }
    if (fresh) return this.#start(target);
    this.#prepared(target, (r) => this.#resume(r) || this.#start(r));
  }

  /**
   * Open a round that was not freshly drawn (a link, the daily, a saved game) after the spec's
   * preparation for such a round, when it asks for one (`prepare.run(round, true)`); at once otherwise.
   */
  #prepared(round: R, open: (r: R) => unknown): void {
    const job = this.spec.prepare?.run(round, true) ?? null;
    if (job === null) {
      open(round);
      return;
    }
    this.#waitFor(job, round, open);
  }

  /** Show the preparing line until `job` answers, then open its round (or `round` if it failed), unless another round opened meanwhile. */
  #waitFor(job: Promise<R>, round: R, open: (r: R) => unknown): void {
    const ticket = ++this.#opened;
    this.preparing = true;
    const go = (r: R): void => {
      if (ticket !== this.#opened) return;
      this.preparing = false;
      open(r);
    };
    job.then(go, () => go(round));
  }

  #seed(): number {
    return randomSeed(this.spec.seedRange[0], this.spec.seedRange[1]);
  }

  /** Continue the slot's game when it holds this very round and has not ended. */
  #resume(round: R): boolean {
    const slot = this.spec.slotOf(round);
    const r = this.#slots.resume(slot);
    // A save the rules cannot replay is not trusted: the round starts afresh and the status line says
    // so (the slots note it as lost, #begin reports it).
    if (!r.ok) return false;
    if (r.value === null) return false;
    const { session, attempt, meta } = r.value;
    const savedRound = this.spec.roundOf(meta);
    if (savedRound === null || !this.spec.sameRound(savedRound, round)) return false;
    if (ENDS.includes(session.status) && (this.spec.clearOn ?? ['won']).includes(session.status)) return false;
    let s = session;
    if (this.spec.restore) {
      const state = this.spec.restore(session.state, meta);
      s = new GameSession(this.spec.def, session.options, session.origin, state);
    }
    // Hints an older save kept in its metadata move into the attempt (where they are counted now).
    const used = this.spec.hint?.usedOf?.(meta) ?? 0;
    for (let k = 1; k <= used; k++) attempt.countOnce(`hint-${k}`);
    this.#begin(savedRound, s, attempt, true, this.spec.undosOf?.(meta) ?? 0);
    return true;
  }

  /** Deal a freshly drawn round, after the spec's preparation when it needs one (never blocking the page). */
  #startFresh(round: R): void {
    this.#flushSave();
    const job = this.spec.prepare?.run(round, false) ?? null;
    if (job === null) return this.#start(round);
    this.#waitFor(job, round, (r) => this.#start(r));
  }

  /** Deal a round afresh: a new attempt; nothing is written until the first move. */
  #start(round: R): void {
    this.#flushSave();
    const started = startSession(this.spec.def, this.spec.originOf(round));
    if (!started.ok) {
      // A round the rules refuse (a link's seed out of range got past readQuery): say so, keep what is open.
      this.say(SCREEN.cannotOpen, 'warn');
      if (!this.ready) throw new Error(`${this.spec.id}: the rules refuse the first round: ${started.error.message}`);
      return;
    }
    // Random play (issue 34): after "the same round again" the slot still held the attempt given up,
    // of this very round, and a reload brought it back. A fresh start of the round its slot holds
    // takes its place at once (never over another tab's newer save); another round's save stays
    // until the first move. (Read before the round opens, so a save found unusable is said now.)
    const slot = this.spec.slotOf(round);
    const saved = this.#slots.foreign(slot) === undefined ? this.#slots.read(slot) : undefined;
    const held = saved ? this.spec.roundOf(saved.meta) : null;
    const day = this.spec.dayOf?.(round);
    this.#begin(round, started.value, day === undefined ? new Attempt() : Attempt.daily(day), false);
    if (held !== null && this.spec.sameRound(held, round)) {
      this.#owned = true;
      this.save();
    }
  }

  #begin(round: R, session: GameSession<S, M, O, T, E, A>, attempt: Attempt, resumed: boolean, undoBase = 0): void {
    this.#opened++;
    this.preparing = false;
    this.#pauseClock();
    this.#undoBase = undoBase;
    this.#early = false;
    this.player.skip();
    this.#session = session;
    this.#attempt = attempt;
    this.#owned = resumed;
    this.round = round;
    this.conflict = false;
    this.end = null;
    this.hinted = null;
    // A position-only save (FC-12) has no steps: it was written after a move all the same.
    this.#carried = resumed && this.spec.history === 'position';
    this.#countHints();
    // Issue 34: a save of this game that could not be used (set aside or kept unread) is said once, in the shared sentence.
    this.message = this.#slots.takeLost()
      ? { text: SCREEN.badSave, tone: 'warn' }
      : resumed && (session.depth > 0 || session.canRedo || this.#carried)
        ? { text: SCREEN.resumed, tone: 'info' }
        : null;
    const said = this.#sayOnOpen;
    this.#sayOnOpen = null;
    this.elapsed = attempt.elapsedMs;
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
    if (said) this.say(said(), 'warn');
    this.#syncAddress();
    if (ENDS.includes(this.status)) this.#ended(false);
    else if (session.depth > 0 || this.#carried) this.#startClock();
  }

  #syncAddress(): void {
    if (!this.#opts.detached) syncQuery(this.spec.queryOf(this.round, this.#today));
  }

  /** Replace the game on screen, asking first while one is in progress. */
  async #replace(round: () => R, yes: string, fresh = false): Promise<boolean> {
    this.menuOpen = false;
    this.#sayOnOpen = null;
    if (this.inProgress) {
      const ask = this.#opts.confirm ?? ((title, body, y) => confirmReplace({ title, body, yes: y }));
      if (!(await ask(SCREEN.confirmTitle, SCREEN.confirmBody, yes))) return false;
    }
    // The game left is saved first (its slot may be another one).
    this.save();
    if (fresh) this.#startFresh(round());
    else this.#start(round());
    return true;
  }

  // Issue 34: until the first round is open (a daily still being proven) `round` and `state` do
  // not exist. The commands below never read them then: a new game or the daily need no round to
  // be like, the others wait for one.

  /** The round on screen, or null before the first one is open. */
  get #shown(): R | null {
    return this.ready ? this.round : null;
  }

  newGame(): Promise<boolean> {
    return this.#replace(() => this.spec.fresh(this.#seed(), this.#shown), SCREEN.newGame(this.spec), true);
  }

  /** The same round again from its start (a new attempt). */
  restart(): Promise<boolean> {
    if (!this.ready) return Promise.resolve(false);
    return this.#replace(() => this.round, SCREEN.sameRound(this.spec));
  }

  daily(): Promise<boolean> {
    const daily = this.spec.daily;
    if (!daily) return Promise.resolve(false);
    const shown = this.#shown;
    const round = daily(this.#today, shown);
    if (shown !== null && this.spec.sameRound(round, shown)) {
      this.menuOpen = false;
      return Promise.resolve(true);
    }
    this.menuOpen = false;
    // The daily has its own slot: open it (resuming it when started), the free game stays saved.
    this.save();
    this.#openTarget(round, false);
    return Promise.resolve(true);
  }

  /** A menu choice (size, mode): a new round with that setting. */
  choose(id: string, value: string): Promise<boolean> {
    const c = this.spec.choices?.find((x) => x.id === id);
    if (!c || !this.ready || c.value(this.round) === value) return Promise.resolve(false);
    return this.#replace(() => c.pick(this.round, value, this.#seed()), SCREEN.newGame(this.spec), true);
  }

  /** A menu text field (deal number): opens its round, or says why not (returns the sentence). */
  async input(id: string, text: string): Promise<string | null> {
    const f = this.spec.inputs?.find((x) => x.id === id);
    if (!f) return null;
    // Before the first round is open the field waits for it: the status line says what is being prepared.
    if (!this.ready) return this.statusText;
    const r = f.read(text, this.round, this.#seed());
    if (!r.ok) return r.message;
    await this.#replace(() => r.round, SCREEN.open);
    return null;
  }

  // ---------------------------------------------------------------- play

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
    const showing = this.hinted !== null;
    if (!showing && this.hintsLeft === 0) return this.say(h.spent ?? SCREEN.noHintsLeft, 'warn');
    const r = this.#session.command(h.action, this.#rulesTime());
    if (!r.ok) return this.#refused(r.error, this.state);
    this.hinted = r.value.answer ?? null;
    if (this.hinted === null) this.say(SCREEN.noHint, 'info');
    else if (!showing && this.hintsLeft !== null) {
      this.#attempt.countOnce(`hint-${(h.limit ?? 0) - this.hintsLeft + 1}`);
      this.#countHints();
      this.#owned = true;
      this.save();
    }
  }

  #countHints(): void {
    const limit = this.spec.hint?.limit;
    if (limit === undefined) {
      this.hintsLeft = null;
      return;
    }
    let used = 0;
    while (used < limit && this.#attempt.hasCounted(`hint-${used + 1}`)) used++;
    this.hintsLeft = limit - used;
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
    return this.spec.timed ? Math.round(this.#elapsedNow()) : undefined;
  }

  /** The cause and trace of the step the session is taking (its own event comes just before `change`). */
  #pending: { cause: Change<S, T>['cause']; trace: T | undefined } | null = null;

  #afterChange(): void {
    const s = this.session;
    const { cause, trace } = this.#pending ?? { cause: 'move' as const, trace: undefined };
    this.#pending = null;
    const before = this.state;
    this.message = null;
    this.hinted = null;
    this.#sync(cause, trace, s.state, before);
    if (!this.#owned && s.depth > 0) this.#owned = true;
    if (this.#attempt.countOnce('played')) this.spec.played?.(this.round, this.#store);
    if (ENDS.includes(this.status)) {
      this.#ended(true);
      return;
    }
    this.end = null;
    if (s.depth > 0) this.#startClock();
    this.#saveSoon();
  }

  #savePending = false;

  /** The game about to be left is written first when its last move's save is still pending. */
  #flushSave(): void {
    if (this.#savePending && this.#session) this.save();
  }

  /** A move's save: written after the next paint (see ControllerOptions.later), once however many moves come first. */
  #saveSoon(): void {
    if (this.#savePending) return;
    this.#savePending = true;
    (this.#opts.later ?? afterPaint)(() => {
      if (this.#savePending) this.save();
    });
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

  #ended(fresh: boolean): void {
    this.#pauseClock();
    const first = this.#attempt.countOnce(this.status);
    const panel = this.spec.ended({
      round: this.round,
      state: this.state,
      status: this.status,
      attempt: this.#attempt,
      elapsedMs: this.elapsed,
      undos: this.undos,
      first,
      store: this.#store,
    });
    if ((this.spec.clearOn ?? ['won']).includes(this.status)) this.#slots.clear(this.spec.slotOf(this.round));
    else this.save();
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

  // ---------------------------------------------------------------- clock

  #elapsedNow(): number {
    return this.#attempt.elapsedMs + (this.#runningSince === null ? 0 : this.#clock() - this.#runningSince);
  }

  #startClock(): void {
    if (this.#runningSince === null && !ENDS.includes(this.status) && this.#visible) this.#runningSince = this.#clock();
  }

  #pauseClock(): void {
    if (this.#runningSince === null) return;
    this.#attempt.addTime(this.#clock() - this.#runningSince);
    this.#runningSince = null;
    this.elapsed = this.#attempt.elapsedMs;
  }

  #visible = true;
  /** The game started the clock before the first move (startClock). */
  #early = false;

  /**
   * Start the play clock before the first move, for a game whose clock runs from the moment the
   * board lies complete (Paare verbinden, CON-12: when the deal ends or is skipped).
   */
  startClock(): void {
    if (!this.#session) return;
    this.#early = true;
    this.#startClock();
  }

  /** Refresh the shown play time (the screen calls it once a second). */
  tick(): void {
    this.elapsed = this.#elapsedNow();
  }

  // ---------------------------------------------------------------- saving and other tabs

  /** Write the game to its slot: never before its first move, never over another tab's newer save. */
  save(): void {
    this.#savePending = false;
    if (!this.#session || !this.#owned || this.conflict) return;
    if (this.#runningSince !== null) {
      const now = this.#clock();
      this.#attempt.addTime(now - this.#runningSince);
      this.#runningSince = now;
    }
    const slot = this.spec.slotOf(this.round);
    if (this.#slots.foreign(slot) !== undefined) {
      this.#conflicted();
      return;
    }
    if (ENDS.includes(this.status) && (this.spec.clearOn ?? ['won']).includes(this.status)) return;
    this.#slots.save(slot, this.#session, this.#attempt, this.spec.metaOf(this.round, this.state, this.undos));
  }

  #conflicted(): void {
    this.conflict = true;
    this.#pauseClock();
    this.say(SCREEN.otherTab, 'warn');
  }

  /** Another tab wrote storage: a newer save of this round's slot stops this tab from saving over it. */
  storageChanged(key: string | null): void {
    if (key !== null && !key.startsWith(`${KEY_PREFIX}${this.spec.id}/`)) return;
    if (!this.#session || this.conflict) return;
    const slot = this.spec.slotOf(this.round);
    if (this.#slots.foreign(slot) === undefined) return;
    if (!this.#owned && this.#session.depth === 0) {
      // Nothing played here yet: simply follow the other tab's game.
      this.followOtherTab();
      return;
    }
    if (this.spec.followSameRound) {
      const saved = this.#slots.read(slot);
      const round = saved ? this.spec.roundOf(saved.meta) : null;
      if (round !== null && this.spec.sameRound(round, this.round)) return this.followOtherTab();
    }
    this.#conflicted();
  }

  /** Continue the newer game another tab saved (the choice the conflict offers). */
  followOtherTab(): void {
    const slot = this.spec.slotOf(this.round);
    const saved = this.#slots.read(slot);
    const round = saved ? this.spec.roundOf(saved.meta) : null;
    this.conflict = false;
    if (round !== null && this.#resume(round)) {
      this.say(SCREEN.followed, 'info');
      return;
    }
    // The other tab finished or cleared it: start this round afresh.
    this.#start(this.round);
  }

  /** Keep this tab's game and save it over the other tab's (an explicit choice). */
  keepThisGame(): void {
    this.#slots.accept(this.spec.slotOf(this.round));
    this.conflict = false;
    this.message = null;
    this.#startClock();
    this.save();
  }

  // ---------------------------------------------------------------- the page around it

  /** The link of the round on screen, copied; the status line says whether it worked. */
  async copyLink(): Promise<void> {
    this.menuOpen = false;
    if (!this.ready) return;
    const url = absoluteLink([this.spec.id], this.spec.queryOf(this.round, this.#today));
    const done = await copyText(url);
    this.say(done ? SCREEN.copied : SCREEN.copyFailed(url), done ? 'good' : 'warn');
  }

  helpHref(): string {
    return hrefFor([this.spec.id, 'help']);
  }

  /**
   * One key handler for every game: the shared keys first, then the game's own table. Returns
   * whether the key was used (then the screen prevents the browser's default).
   */
  key<C extends string>(e: KeyboardEvent, table: readonly KeyEntry<C | SharedCommand>[], command: (c: C, index: number) => boolean | void): boolean {
    if (inTextField(e.target) || this.menuOpen) return false;
    const hit = commandFor(table, e);
    if (!hit) return false;
    // Before the first round is open only the keys that need none work (the game's own read its state).
    if (!this.ready && !['help', 'menu', 'newGame'].includes(hit.command)) return false;
    if (this.player.busy) this.player.skip();
    switch (hit.command) {
      case 'undo':
        this.undo();
        return true;
      case 'redo':
        this.redo();
        return true;
      case 'hint':
        this.hint();
        return true;
      case 'newGame':
        void this.newGame();
        return true;
      case 'restart':
        void this.restart();
        return true;
      case 'help':
        navigate([this.spec.id, 'help']);
        return true;
      case 'menu':
        this.menuOpen = true;
        return true;
      default:
        return command(hit.command as C, hit.index) !== false;
    }
  }

  /**
   * Wire the page's lifetime (the screen calls it on mount with the board's element): save on
   * leaving and hiding, pause the clock while hidden, follow storage events, tick the clock.
   * Returns the clean-up.
   */
  attach(host: HTMLElement): () => void {
    this.#host = host;
    const onVisibility = (): void => {
      this.#visible = document.visibilityState !== 'hidden';
      if (!this.#visible) {
        this.#pauseClock();
        this.save();
      } else if (this.#session && (this.#session.depth > 0 || this.#carried || this.#early)) this.#startClock();
    };
    const onPageHide = (): void => {
      this.#pauseClock();
      this.save();
    };
    const onStorage = (e: StorageEvent): void => this.storageChanged(e.key);
    const ticker = setInterval(() => this.tick(), 1000);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('storage', onStorage);
    return () => {
      clearInterval(ticker);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('storage', onStorage);
      this.player.skip();
      this.#pauseClock();
      this.save();
      this.#host = null;
    };
  }
}
