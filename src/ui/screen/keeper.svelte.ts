// The save keeper of the page controller: the round's slot (SaveSlots), written after every change
// (a move's save after the next paint), on hiding and on leaving the page, never before the first
// move and never over another tab's newer save of the slot, which it offers instead.

import type { Attempt } from '../../core/attempt.ts';
import type { GameActions, Status } from '../../core/game.ts';
import { SaveSlots, type Resumed, type SavedGame } from '../../core/saves.ts';
import type { GameSession } from '../../core/session.ts';
import { KEY_PREFIX, type Store } from '../../core/storage.ts';
import type { Result } from '../../core/result.ts';
import type { PlayClock } from './clock.svelte.ts';
import type { PageSpec } from './spec.ts';
import { SCREEN } from './words.de.ts';

const ENDS: readonly Status[] = ['won', 'lost', 'over'];

/** What the keeper reads of the round on screen (the controller answers). */
export interface KeeperHost<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>, R, X> {
  session(): GameSession<S, M, O, T, E, A> | null;
  attempt(): Attempt;
  round(): R;
  status(): Status;
  /** The save's metadata of the game on screen (the spec's metaOf). */
  meta(): X;
  say(text: string, tone: 'warn'): void;
  /** Follow the other tab's save: continue its round, or start this round afresh when it is gone. */
  follow(round: R | null): void;
}

/**
 * When a move's save is written by default: after the next paint when the page can tell, else at
 * once. A page that is not painting (a tab in the background, a busy frame) writes after 50 ms at
 * the latest, whichever comes first.
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

export class SaveKeeper<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>, R, X, H> {
  /** Another tab saved a newer state of this round's slot: this tab stops saving and offers it. */
  conflict = $state(false);
  /** Whether this round's slot holds (or should hold) this game: set by a resume or the first change. */
  owned = false;
  readonly #spec: PageSpec<S, M, O, T, E, A, R, X, H>;
  readonly #slots: SaveSlots<S, M, O, T, E, A, string, X>;
  readonly #host: KeeperHost<S, M, O, T, E, A, R, X>;
  readonly #clock: PlayClock;
  readonly #later: (write: () => void) => void;
  #pending = false;

  constructor(
    spec: PageSpec<S, M, O, T, E, A, R, X, H>,
    store: Store,
    clock: PlayClock,
    host: KeeperHost<S, M, O, T, E, A, R, X>,
    later?: (write: () => void) => void,
  ) {
    this.#spec = spec;
    this.#clock = clock;
    this.#host = host;
    this.#later = later ?? afterPaint;
    this.#slots = new SaveSlots(store, spec.def, {
      slots: spec.saves.slots,
      meta: spec.saves.meta,
      ...(spec.saves.history ? { history: spec.saves.history } : {}),
      ...(spec.saves.legacy ? { legacy: spec.saves.legacy } : {}),
      ...(spec.saves.check ? { check: spec.saves.check } : {}),
    });
  }

  /**
   * Whether a read found a save it could not use (set aside or kept unread) since this last
   * answered (SaveSlots.takeLost): the round opened next says so once.
   */
  takeLost(): boolean {
    return this.#slots.takeLost();
  }

  /** Whether another tab's newer save holds the slot (then nothing is written over it). */
  foreign(slot: string): boolean {
    return this.#slots.foreign(slot) !== undefined;
  }

  /** The save a slot holds (migrated from an older format when needed). */
  read(slot: string): SavedGame<X> | undefined {
    return this.#slots.read(slot);
  }

  /** The slot's game replayed through the rules (null: none; an error: the rules refuse it). */
  resume(slot: string): Result<Resumed<S, M, O, T, E, A, X> | null> {
    return this.#slots.resume(slot);
  }

  /** Whether the statuses the spec clears the save on include `status`. */
  clears(status: Status): boolean {
    return ENDS.includes(status) && (this.#spec.saves.clearOn ?? ['won']).includes(status);
  }

  /** The round ended: its save is cleared (when the spec says so) or written. */
  ended(round: R, status: Status): void {
    if (this.clears(status)) this.#slots.clear(this.#spec.saves.slotOf(round));
    else this.save();
  }

  /** Write the game to its slot: never before its first move, never over another tab's newer save. */
  save(): void {
    this.#pending = false;
    const h = this.#host;
    const session = h.session();
    if (!session || !this.owned || this.conflict) return;
    this.#clock.settle();
    const slot = this.#spec.saves.slotOf(h.round());
    if (this.#slots.foreign(slot) !== undefined) {
      this.#conflicted();
      return;
    }
    if (this.clears(h.status())) return;
    this.#slots.save(slot, session, h.attempt(), h.meta());
  }

  /** A move's save: written after the next paint (ControllerOptions.later), once however many moves come first. */
  soon(): void {
    if (this.#pending) return;
    this.#pending = true;
    this.#later(() => {
      if (this.#pending) this.save();
    });
  }

  /** The game about to be left is written first when its last move's save is still pending. */
  flush(): void {
    if (this.#pending && this.#host.session()) this.save();
  }

  /** Another tab wrote storage: a newer save of this round's slot stops this tab from saving over it. */
  storageChanged(key: string | null): void {
    if (key !== null && !key.startsWith(`${KEY_PREFIX}${this.#spec.id}/`)) return;
    const h = this.#host;
    const session = h.session();
    if (!session || this.conflict) return;
    const slot = this.#spec.saves.slotOf(h.round());
    if (this.#slots.foreign(slot) === undefined) return;
    // Nothing played here yet: simply follow the other tab's game.
    if (!this.owned && session.depth === 0) return this.followOtherTab();
    if (this.#spec.saves.followSameRound) {
      const round = this.#savedRound(slot);
      if (round !== null && this.#spec.rounds.sameRound(round, h.round())) return this.followOtherTab();
    }
    this.#conflicted();
  }

  /** Continue the newer game another tab saved (the choice the conflict offers). */
  followOtherTab(): void {
    const round = this.#savedRound(this.#spec.saves.slotOf(this.#host.round()));
    this.conflict = false;
    this.#host.follow(round);
  }

  /** Keep this tab's game and save it over the other tab's (an explicit choice). */
  keepThisGame(): void {
    this.#slots.accept(this.#spec.saves.slotOf(this.#host.round()));
    this.conflict = false;
    this.save();
  }

  /** Save on leaving the page and follow other tabs' writes; returns the clean-up. */
  listen(onPageHide: () => void): () => void {
    const onStorage = (e: StorageEvent): void => this.storageChanged(e.key);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('storage', onStorage);
    };
  }

  /** Another tab's newer save was found: this tab stops saving, its clock stands, and the status line says why. */
  #conflicted(): void {
    this.conflict = true;
    this.#clock.pause();
    this.#host.say(SCREEN.otherTab, 'warn');
  }

  #savedRound(slot: string): R | null {
    const saved = this.#slots.read(slot);
    return saved ? this.#spec.saves.roundOf(saved.meta) : null;
  }
}
