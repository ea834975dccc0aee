// Save slots as replay logs: one store entry per (game, slot), replayed through the rules on resume.
//
// A save is `{log, attempt, meta, redo?}`: the session's replay log (src/core/log.ts), the attempt
// (src/core/attempt.ts), a game's own small metadata (a stage id, …, checked by its schema) and,
// when steps were taken back and not replaced, the redo list (issue 34: a reload brings back both
// lists). The log stays exactly the engine's replay log of the position; saves written before the
// redo list simply have none. A redo list the rules refuse is dropped and the game resumed without it.
// Where a rule says the undo history does not survive a reload (FreeCell FC-12) the slot is made
// with `history: 'position'`: the log then starts at the current position with no steps.
//
// Migration hook: a game whose players already have saves in an older format passes `legacy`
// per slot. When the slot's entry is missing, `legacy.read(store)` turns the old entry into a
// SavedGame; it is written as the new entry and `legacy.remove(store)` takes out what it migrated
// (only that: an old entry holding two slots keeps the other). A legacy save that cannot be read
// stays where it is (the store's set-aside rules apply to it).
//
// A save that passes its schema but does not replay through the rules is set aside on resume the
// same way (the store keeps its text under an aside key and reports it).
//
// Sanity: `check` refuses a save that passes the schema but that play cannot have written (a
// position that does not load, a table its deal cannot lead to): the store sets it aside and
// reports it like any broken entry, so it is never resumed and never silently dealt over.
//
// Two tabs: each SaveSlots remembers, per slot, the save as it last read or wrote it. `foreign`
// returns the stored save when another writer (another tab) has changed the slot since, so a game
// can follow it or ask before saving over it.

import * as v from 'valibot';
import { Attempt, attemptSchema, type AttemptData } from './attempt.ts';
import type { GameActions, GameDef } from './game.ts';
import { replayLogSchema, stepSchema, type ReplayLog, type Step } from './log.ts';
import { fail, ok, type Result } from './result.ts';
import { replay, type GameSession } from './session.ts';
import type { EntrySpec, Store } from './storage.ts';

export interface SavedGame<X> {
  readonly log: ReplayLog;
  readonly attempt: AttemptData;
  readonly meta: X;
  /** The steps taken back and not replaced, in redo order (absent: none, and every save before issue 34). */
  readonly redo?: readonly Step[];
}

/** How a game reads one slot from a save format of before this layer. */
export interface LegacySave<X> {
  read(store: Store): SavedGame<X> | undefined;
  remove(store: Store): void;
}

export interface SaveSlotsOptions<Slot extends string, X> {
  readonly slots: readonly Slot[];
  /** Schema of the game's own metadata (use v.null() for none). */
  readonly meta: v.GenericSchema<unknown, X>;
  /** 'steps' (default): the whole history survives; 'position': only the position does (FC-12). */
  readonly history?: 'steps' | 'position';
  readonly legacy?: Partial<Record<Slot, LegacySave<X>>>;
  /** Whether a schema-valid save can come from play at all; a refused one is set aside (see above). */
  readonly check?: (saved: SavedGame<X>) => boolean;
}

export interface Resumed<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>, X> {
  readonly session: GameSession<S, M, O, T, E, A>;
  readonly attempt: Attempt;
  readonly meta: X;
}

/** The store entry of one slot: "<game>/slot/<slot>". */
export function slotEntry<X>(game: string, slot: string, meta: v.GenericSchema<unknown, X>, check?: (saved: SavedGame<X>) => boolean): EntrySpec<SavedGame<X>> {
  const base = v.object({
    log: replayLogSchema,
    attempt: attemptSchema,
    meta,
    redo: v.optional(v.pipe(v.array(stepSchema), v.maxLength(100_000))),
  }) as v.GenericSchema<unknown, SavedGame<X>>;
  const schema = check ? v.pipe(base, v.check(check, 'a save that play cannot produce')) : base;
  return { name: `${game}/slot/${slot}`, version: 1, schema };
}

/** A save as comparable text ('' for none). */
const savedText = (s: SavedGame<unknown> | undefined): string => (s === undefined ? '' : JSON.stringify(s));
/**
 * The game a save holds without its play time: a tab that only looked at a round writes it back
 * with more time on leaving, which is no newer game (nothing was played) and must not stop the
 * tab that plays it from saving.
 */
const gameText = (text: string): string => {
  if (text === '') return '';
  const s = JSON.parse(text) as SavedGame<unknown>;
  return JSON.stringify({ ...s, attempt: { ...s.attempt, elapsedMs: 0 } });
};

export class SaveSlots<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>, Slot extends string, X> {
  readonly #store: Store;
  readonly #def: GameDef<S, M, O, T, E, A>;
  readonly #options: SaveSlotsOptions<Slot, X>;
  readonly #entries: Map<Slot, EntrySpec<SavedGame<X>>>;
  /** Per slot, the save as this instance last read or wrote it ('' = empty). */
  readonly #seen = new Map<Slot, string>();
  /** A read found a save it could not use since takeLost last answered (see takeLost). */
  #lost = false;

  constructor(store: Store, def: GameDef<S, M, O, T, E, A>, options: SaveSlotsOptions<Slot, X>) {
    this.#store = store;
    this.#def = def;
    this.#options = options;
    this.#entries = new Map(options.slots.map((s) => [s, slotEntry(def.id, s, options.meta, options.check)]));
  }

  #entry(slot: Slot): EntrySpec<SavedGame<X>> {
    const e = this.#entries.get(slot);
    if (!e) throw new Error(`Unknown save slot ${slot} for ${this.#def.id}`);
    return e;
  }

  /** The slot's save as stored (after a legacy migration when needed), or undefined. */
  read(slot: Slot): SavedGame<X> | undefined {
    const saved = this.#readStored(slot);
    this.#seen.set(slot, savedText(saved));
    return saved;
  }

  /**
   * Whether a read since the last call found a save it could not use — set aside (broken, refused
   * by `check`, not replaying) or kept unread (from a newer version) — so the page can say so once.
   */
  takeLost(): boolean {
    const lost = this.#lost;
    this.#lost = false;
    return lost;
  }

  #readStored(slot: Slot): SavedGame<X> | undefined {
    const entry = this.#entry(slot);
    const reported = this.#store.reports.length;
    const current = this.#lostUnless(reported, this.#store.read(entry));
    if (current !== undefined) return current;
    const legacy = this.#options.legacy?.[slot];
    if (!legacy) return undefined;
    const old = this.#lostUnless(reported, legacy.read(this.#store));
    if (old === undefined) return undefined;
    if (this.#store.write(entry, old).ok) legacy.remove(this.#store);
    return this.#store.read(entry) ?? old;
  }

  /** Notes a lost save when nothing was read and the store reported an entry it could not use meanwhile. */
  #lostUnless<V>(reported: number, value: V | undefined): V | undefined {
    if (value === undefined && this.#store.reports.slice(reported).some((r) => r.kind === 'corrupt' || r.kind === 'invalid' || r.kind === 'newer'))
      this.#lost = true;
    return value;
  }

  /**
   * The slot's save when someone else (another tab) wrote it after this instance last read or
   * wrote it; else undefined. Emptied slots do not count (nothing there to lose). The save is
   * not taken as seen: `read` (to follow it) or `accept` (to save over it) does that.
   */
  foreign(slot: Slot): SavedGame<X> | undefined {
    const seen = this.#seen.get(slot);
    if (seen === undefined) return undefined;
    const stored = this.#store.read(this.#entry(slot));
    if (stored === undefined) return undefined;
    const text = savedText(stored);
    if (text === seen) return undefined;
    // Only the play time differs: the same game (see gameText); take it as seen, the next save replaces it.
    if (gameText(text) === gameText(seen)) {
      this.#seen.set(slot, text);
      return undefined;
    }
    return stored;
  }

  /** Take the slot's current save as seen: the next save replaces it (an explicit choice). */
  accept(slot: Slot): void {
    this.#seen.set(slot, savedText(this.#store.read(this.#entry(slot))));
  }

  /** Write the session (and its attempt) into the slot. */
  save(slot: Slot, session: GameSession<S, M, O, T, E, A>, attempt: Attempt, meta: X): Result<void> {
    const position = this.#options.history === 'position';
    const log: ReplayLog = position
      ? { game: this.#def.id, origin: { position: this.#def.encode(session.state), options: session.origin.options }, steps: [] }
      : session.toLog();
    const redo = position ? [] : session.undone;
    const entry = this.#entry(slot);
    const w = this.#store.write(entry, { log, attempt: attempt.toJSON(), meta, ...(redo.length > 0 ? { redo } : {}) });
    // A full storage keeps the value in memory and reads it back: this instance's save all the same.
    if (w.ok || w.error.code !== 'invalid') this.#seen.set(slot, savedText(this.#store.read(entry)));
    return w;
  }

  /**
   * The slot's game, replayed through the rules. Nothing saved: ok(null). A save the rules reject
   * is an error (code bad_log) and is set aside by the store like any broken entry (kept under an
   * aside key and reported), so it is never resumed and never silently saved over.
   */
  resume(slot: Slot): Result<Resumed<S, M, O, T, E, A, X> | null> {
    const saved = this.read(slot);
    if (saved === undefined) return ok(null);
    const withRedo = saved.redo === undefined ? null : replay(this.#def, saved.log, saved.redo);
    const session = withRedo?.ok ? withRedo : replay(this.#def, saved.log);
    if (!session.ok) {
      this.#store.setAside(this.#entry(slot).name, `the save does not replay: ${session.error.message}`);
      this.#seen.set(slot, '');
      this.#lost = true;
      return fail('bad_log', session.error.message);
    }
    return ok({ session: session.value, attempt: new Attempt(saved.attempt), meta: saved.meta });
  }

  clear(slot: Slot): void {
    this.#seen.set(slot, '');
    this.#store.remove(this.#entry(slot).name);
  }
}
