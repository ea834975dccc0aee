// The round opener of the page controller: links <-> rounds (a bad link changes nothing stored, says
// why and corrects the address), resuming a slot's game, the spec's preparation of a round, and
// replacing the game on screen (new game, same round, daily, a menu choice or field), asking first
// while one is in progress.

import { Attempt } from '../../core/attempt.ts';
import type { DayKey } from '../../core/dates.ts';
import type { GameActions } from '../../core/game.ts';
import { GameSession, startSession } from '../../core/session.ts';
import { confirmReplace } from '../feel.ts';
import { copyText } from '../copy-link.ts';
import { absoluteLink, syncQuery } from '../router.svelte.ts';
import { randomSeed, today as todayOf } from '../seeds.ts';
import type { SaveKeeper } from './keeper.svelte.ts';
import type { PageSpec, Target } from './spec.ts';
import { SCREEN } from './words.de.ts';

/** How a session came to be opened (the controller's `begin` sets the round up from it). */
export interface Opening<X> {
  /** Continued from its slot (then it owns the slot at once). */
  readonly resumed: boolean;
  /** The save's metadata it was resumed from. */
  readonly meta?: X;
  /** Undos made before this session (the save's count). */
  readonly undoBase: number;
  /** A save just failed to replay: the status line says so. */
  readonly dropped: boolean;
}

/** What the opener reads of the controller (the round on screen). */
export interface OpenerHost<R> {
  readonly ready: boolean;
  readonly round: R;
  readonly inProgress: boolean;
  /** The header's label of the round on screen ('' before one is open). */
  readonly label: string;
  /** The status line (before the first round: what is being prepared). */
  readonly statusText: string;
  menuOpen: boolean;
  say(text: string, tone: 'info' | 'warn' | 'good'): void;
}

/** Put a session on screen (the controller's). */
export type Begin<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>, R, X> = (
  round: R,
  session: GameSession<S, M, O, T, E, A>,
  attempt: Attempt,
  how: Opening<X>,
) => void;

export interface OpenerOptions {
  readonly detached?: boolean;
  readonly confirm?: (title: string, body: string, yes: string) => Promise<boolean>;
}

export class RoundOpener<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>, R, X, H> {
  /** A fresh round is being prepared (spec.rounds.prepare): the status line says so. */
  preparing = $state(false);
  readonly #spec: PageSpec<S, M, O, T, E, A, R, X, H>;
  readonly #host: OpenerHost<R>;
  readonly #begin: Begin<S, M, O, T, E, A, R, X>;
  readonly #saves: SaveKeeper<S, M, O, T, E, A, R, X, H>;
  readonly #opts: OpenerOptions;
  #today: DayKey;
  /** Grows with every round opened: a preparation that finishes after another round opened is dropped. */
  #opened = 0;
  /** A bad link's sentence that names the round it opened instead, said once that round is open. */
  #sayOnOpen: (() => string) | null = null;

  constructor(
    spec: PageSpec<S, M, O, T, E, A, R, X, H>,
    host: OpenerHost<R>,
    begin: Begin<S, M, O, T, E, A, R, X>,
    saves: SaveKeeper<S, M, O, T, E, A, R, X, H>,
    opts: OpenerOptions,
  ) {
    this.#spec = spec;
    this.#host = host;
    this.#begin = begin;
    this.#saves = saves;
    this.#opts = opts;
    this.#today = todayOf(spec.rounds.dayZone ?? 'local');
  }

  get today(): DayKey {
    return this.#today;
  }

  /**
   * Open what a link asks for. A bad value opens nothing new: the game on screen (or the saved
   * one) stays, the status line says why, the address is corrected, and nothing stored changes.
   */
  route(query: URLSearchParams): void {
    const spec = this.#spec;
    const h = this.#host;
    this.#today = todayOf(spec.rounds.dayZone ?? 'local');
    const read = spec.rounds.readQuery(query, this.#today);
    if (!read.ok) {
      const kept = h.ready;
      if (kept) this.syncAddress();
      else this.#openTarget(read.fallback);
      // Say which round is on screen now: the one kept, or the one opened instead (once it is
      // open: a fallback that is still being prepared has no round to name yet, issue 34).
      const m = read.message;
      const sentence = (): string =>
        typeof m === 'string'
          ? `${m} ${kept ? SCREEN.keptRound(h.label) : SCREEN.openedInstead(h.label)}`
          : m({ label: spec.rounds.label(h.round), stayed: kept || this.#saves.owned });
      if (h.ready) h.say(sentence(), 'warn');
      else this.#sayOnOpen = sentence;
      return;
    }
    if (read.round === 'resume') {
      if (!h.ready) this.#openTarget('resume');
      else this.syncAddress();
      return;
    }
    const target = read.round;
    if (typeof target === 'object' && target !== null && 'like' in target) {
      if (!h.ready) this.#openTarget(target);
      else if (!spec.rounds.sameVariant(target.like, h.round))
        void this.#replace(() => spec.rounds.fresh(this.#seed(), target.like), SCREEN.newGame(spec.screen), true);
      else this.syncAddress();
      return;
    }
    if (h.ready && spec.rounds.sameRound(target, h.round)) return this.syncAddress();
    this.#openTarget(target);
  }

  /** The address names the round on screen (unless detached: tests and previews). */
  syncAddress(): void {
    if (!this.#opts.detached) syncQuery(this.#spec.rounds.queryOf(this.#host.round, this.#today));
  }

  /** The link of the round on screen, copied; the status line says whether it worked. */
  async copyLink(): Promise<void> {
    this.#host.menuOpen = false;
    if (!this.#host.ready) return;
    const url = absoluteLink([this.#spec.id], this.#spec.rounds.queryOf(this.#host.round, this.#today));
    const done = await copyText(url);
    this.#host.say(done ? SCREEN.copied : SCREEN.copyFailed(url), done ? 'good' : 'warn');
  }

  // Issue 34: until the first round is open (a daily still being proven) `round` and `state` do
  // not exist. The commands below never read them then: a new game or the daily need no round to
  // be like, the others wait for one.

  /** The round on screen, or null before the first one is open. */
  get #shown(): R | null {
    return this.#host.ready ? this.#host.round : null;
  }

  newGame(): Promise<boolean> {
    return this.#replace(() => this.#spec.rounds.fresh(this.#seed(), this.#shown), SCREEN.newGame(this.#spec.screen), true);
  }

  /** The same round again from its start (a new attempt). */
  restart(): Promise<boolean> {
    if (!this.#host.ready) return Promise.resolve(false);
    return this.#replace(() => this.#host.round, SCREEN.sameRound(this.#spec.screen));
  }

  daily(): Promise<boolean> {
    const daily = this.#spec.rounds.daily;
    if (!daily) return Promise.resolve(false);
    const shown = this.#shown;
    const round = daily(this.#today, shown);
    this.#host.menuOpen = false;
    if (shown !== null && this.#spec.rounds.sameRound(round, shown)) return Promise.resolve(true);
    // The daily has its own slot: open it (resuming it when started), the free game stays saved.
    this.#saves.save();
    this.#openTarget(round);
    return Promise.resolve(true);
  }

  /** A menu choice (size, mode): a new round with that setting. */
  choose(id: string, value: string): Promise<boolean> {
    const c = this.#spec.menu?.choices?.find((x) => x.id === id);
    if (!c || !this.#host.ready || c.value(this.#host.round) === value) return Promise.resolve(false);
    return this.#replace(() => c.pick(this.#host.round, value, this.#seed()), SCREEN.newGame(this.#spec.screen), true);
  }

  /** A menu text field (deal number): opens its round, or says why not (returns the sentence). */
  async input(id: string, text: string): Promise<string | null> {
    const f = this.#spec.menu?.inputs?.find((x) => x.id === id);
    if (!f) return null;
    // Before the first round is open the field waits for it: the status line says what is being prepared.
    if (!this.#host.ready) return this.#host.statusText;
    const r = f.read(text, this.#host.round, this.#seed());
    if (!r.ok) return r.message;
    await this.#replace(() => r.round, SCREEN.open);
    return null;
  }

  /** Continue the slot's game when it holds this very round and has not ended. */
  resume(round: R): boolean {
    const spec = this.#spec;
    const r = this.#saves.resume(spec.saves.slotOf(round));
    // A save the rules cannot replay is not trusted: the round starts afresh and the status line says
    // so (the slots note it as lost, #open reports it).
    if (!r.ok) return false;
    if (r.value === null) return false;
    const { session, attempt, meta } = r.value;
    const savedRound = spec.saves.roundOf(meta);
    if (savedRound === null || !spec.rounds.sameRound(savedRound, round)) return false;
    if (this.#saves.clears(session.status)) return false;
    const s = spec.saves.restore ? new GameSession(spec.def, session.options, session.origin, spec.saves.restore(session.state, meta)) : session;
    this.#open(savedRound, s, attempt, { resumed: true, meta, undoBase: spec.saves.undosOf?.(meta) ?? 0 });
    return true;
  }

  /** Deal a round afresh: a new attempt; nothing is written until the first move. */
  start(round: R): void {
    this.#saves.flush();
    const spec = this.#spec;
    const started = startSession(spec.def, spec.rounds.originOf(round));
    if (!started.ok) {
      // A round the rules refuse (a link's seed out of range got past readQuery): say so, keep what is open.
      this.#host.say(SCREEN.cannotOpen, 'warn');
      if (!this.#host.ready) throw new Error(`${spec.id}: the rules refuse the first round: ${started.error.message}`);
      return;
    }
    // Random play (issue 34): after "the same round again" the slot still held the attempt given up,
    // of this very round, and a reload brought it back. A fresh start of the round its slot holds
    // takes its place at once (never over another tab's newer save); another round's save stays
    // until the first move. (Read before the round opens, so a save found unusable is said now.)
    const slot = spec.saves.slotOf(round);
    const saved = this.#saves.foreign(slot) ? undefined : this.#saves.read(slot);
    const held = saved ? spec.saves.roundOf(saved.meta) : null;
    const day = spec.rounds.dayOf?.(round);
    this.#open(round, started.value, day === undefined ? new Attempt() : Attempt.daily(day), { resumed: false, undoBase: 0 });
    if (held !== null && spec.rounds.sameRound(held, round)) {
      this.#saves.owned = true;
      this.#saves.save();
    }
  }

  #open(round: R, session: GameSession<S, M, O, T, E, A>, attempt: Attempt, how: Omit<Opening<X>, 'dropped'>): void {
    this.#opened++;
    this.preparing = false;
    // Issue 34: a save of this game that could not be used (set aside or kept unread) is said once.
    const dropped = this.#saves.takeLost();
    const said = this.#sayOnOpen;
    this.#sayOnOpen = null;
    this.#begin(round, session, attempt, { ...how, dropped });
    if (said) this.#host.say(said(), 'warn');
  }

  #openTarget(target: Target<R>): void {
    this.#saves.flush();
    const spec = this.#spec;
    if (typeof target === 'object' && target !== null && 'like' in target) {
      const like = target.like;
      const round = this.#savedRound(spec.saves.resumeSlot);
      if (round !== null && spec.rounds.sameVariant(round, like)) {
        this.#prepared(round, (r) => this.resume(r) || this.#startFresh(spec.rounds.fresh(this.#seed(), like)));
        return;
      }
      this.#startFresh(spec.rounds.fresh(this.#seed(), like));
      return;
    }
    if (target === 'resume') {
      const round = this.#savedRound(spec.saves.resumeSlot);
      if (round !== null) {
        this.#prepared(round, (r) => this.resume(r) || this.#startFresh(spec.rounds.fresh(this.#seed(), null)));
        return;
      }
      this.#startFresh(spec.rounds.fresh(this.#seed(), null));
      return;
    }
    this.#prepared(target, (r) => this.resume(r) || this.start(r));
  }

  #savedRound(slot: string): R | null {
    const saved = this.#saves.read(slot);
    return saved ? this.#spec.saves.roundOf(saved.meta) : null;
  }

  /**
   * Open a round that was not freshly drawn (a link, the daily, a saved game) after the spec's
   * preparation for such a round, when it asks for one (`prepare.run(round, true)`); at once otherwise.
   */
  #prepared(round: R, open: (r: R) => unknown): void {
    const job = this.#spec.rounds.prepare?.run(round, true) ?? null;
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

  /** Deal a freshly drawn round, after the spec's preparation when it needs one (never blocking the page). */
  #startFresh(round: R): void {
    this.#saves.flush();
    const job = this.#spec.rounds.prepare?.run(round, false) ?? null;
    if (job === null) return this.start(round);
    this.#waitFor(job, round, (r) => this.start(r));
  }

  #seed(): number {
    return randomSeed(this.#spec.rounds.seedRange[0], this.#spec.rounds.seedRange[1]);
  }

  /** Replace the game on screen, asking first while one is in progress. */
  async #replace(round: () => R, yes: string, fresh = false): Promise<boolean> {
    this.#host.menuOpen = false;
    this.#sayOnOpen = null;
    if (this.#host.inProgress) {
      const ask = this.#opts.confirm ?? ((title, body, y) => confirmReplace({ title, body, yes: y }));
      if (!(await ask(SCREEN.confirmTitle, SCREEN.confirmBody, yes))) return false;
    }
    // The game left is saved first (its slot may be another one).
    this.#saves.save();
    if (fresh) this.#startFresh(round());
    else this.start(round());
    return true;
  }
}
