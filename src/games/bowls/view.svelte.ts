// View state of the Farbschalen page: the typed GameSession (every move, undo, redo, restart),
// selection, keyboard cursor, the playback of the last move's trace (as GameSession.play returns
// it), the attempt's marks (practice, recorded) and saving.
//
// Game state lives in the GameSession; the practice mark (BOW-29, from the session's first-undo
// event), the selection and the playback are attempt/UI data. Every change of the session is
// saved as a replay log (records.ts).

import type { Store } from '../../core/storage.ts';
import { reducedMotion } from '../../ui/motion.svelte.ts';
import { bw } from './strings.de.ts';
import { beatsOf, type Beat } from './anim.ts';
import { cueOf, cuesOfMove, type Cue } from './sfx.ts';
import {
  RECORDS_ENTRY,
  SAVE_ENTRIES,
  recordDaily,
  recordEndless,
  recordPuzzle,
  replaySave,
  sessionOf,
  toSave,
  type BowlsOrigin,
  type BowlsRecords,
  type BowlsSession,
  type PuzzleSource,
} from './records.ts';
import { canChoose, goalProgress, previewSow, sowDirection } from './rules.ts';
import { noteProgress } from './rewards.svelte.ts'; // issue 11: feats and unlock notices
import type { BowlsState, BowlsTrace, Mode, SowPreview } from './types.ts';

export type Tone = 'info' | 'warn' | 'good';

export interface AttemptSpec {
  readonly mode: Mode;
  /** Endless: a fresh random seed for a new attempt. Daily: the day's seed YYYYMMDD. Puzzle: its number. */
  readonly seed: number;
  /** Daily: the UTC day key the attempt belongs to. */
  readonly day?: string;
}

/** What the page needs to draw while a move plays: the current beat and the move's summary. */
export interface Playback {
  readonly id: number;
  readonly before: BowlsState;
  readonly trace: BowlsTrace;
  readonly beats: readonly Beat[];
  readonly index: number;
}

const originOf = (a: AttemptSpec): BowlsOrigin => ({ seed: a.seed, options: { mode: a.mode } });

export class BowlsView {
  readonly mode: Mode;
  state = $state.raw<BowlsState>(undefined as unknown as BowlsState);
  selected = $state<number | null>(null);
  cursor = $state(0);
  message = $state<string>(bw.status.start);
  tone = $state<Tone>('info');
  canUndo = $state(false);
  canRedo = $state(false);
  /** BOW-29: undone at least once (endless, daily). */
  practice = $state(false);
  /** The attempt's result was recorded (it ended once). */
  recorded = $state(false);
  /** Endless: the player ended the attempt with "Versuch beenden". */
  ended = $state(false);
  paused = $state(false);
  /** Daily: the day key the attempt belongs to. */
  day = $state<string | undefined>(undefined);
  seed = $state(0);
  playback = $state.raw<Playback | null>(null);
  /** The records as they stood after the last recorded result (for best values on screen). */
  records = $state.raw<BowlsRecords | undefined>(undefined);
  /** Whether the last finished attempt set a new record. */
  newBest = $state(false);
  /** Bumped on every new state, so the page can react. */
  version = $state(0);

  #session!: BowlsSession;
  #unlisten: (() => void) | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #playId = 0;

  readonly status = $derived(this.state.status);
  readonly over = $derived(this.state.status !== 'playing' || this.ended);
  readonly progress = $derived(goalProgress(this.state));
  readonly animating = $derived(this.playback !== null);

  readonly #puzzles: PuzzleSource | undefined;
  readonly #store: Store;
  /** Where the sounds of a move go (the page passes sfx.ts `cue`; silent by default, e.g. in tests). */
  onCue: (c: Cue) => void = () => {};
  #bursts = 0;

  /** `store` is the platform's (usePlatform() in the page; a MemoryStorage-backed one in tests). */
  constructor(store: Store, mode: Mode, puzzles?: PuzzleSource) {
    this.#store = store;
    this.mode = mode;
    this.#puzzles = puzzles;
    this.records = store.read(RECORDS_ENTRY);
  }

  // ------------------------------------------------------------ attempts and saves

  /** Start a fresh attempt (and drop whatever was saved in this mode's slot). */
  start(a: AttemptSpec, message: string = bw.status.start): void {
    const started = sessionOf(originOf(a), this.#puzzles);
    if (!started.ok) return;
    this.#use(started.value);
    this.seed = a.seed;
    this.day = a.day;
    this.practice = false;
    this.recorded = false;
    this.ended = false;
    this.paused = false;
    this.newBest = false;
    this.#stopPlayback();
    this.#sync();
    this.cursor = 0;
    this.#say(message);
    this.save();
  }

  /**
   * Resume the saved attempt of this mode when `accept` agrees with it. Returns 'none' without
   * a save, 'other' when the save belongs to another attempt (kept), 'corrupt' when it did not
   * replay (set aside by the store's usual notice path: the caller starts fresh).
   */
  resume(accept: (origin: BowlsOrigin, day: string | undefined) => boolean): 'resumed' | 'none' | 'other' | 'corrupt' {
    const save = this.#store.read(SAVE_ENTRIES[this.mode]);
    if (!save) return 'none';
    if (!accept(save.log.origin, save.day)) return 'other';
    const r = replaySave(save.log, this.#puzzles);
    if (!r.ok) return 'corrupt';
    this.#use(r.value);
    this.seed = save.log.origin.seed;
    this.day = save.day;
    this.practice = save.practice;
    this.recorded = save.recorded;
    this.ended = false;
    this.paused = false;
    this.#sync();
    this.#say(bw.status.resumed);
    return 'resumed';
  }

  /** Keep the save in step: an attempt in progress is saved, a finished one leaves its slot. */
  save(): void {
    const entry = SAVE_ENTRIES[this.mode];
    if (this.over) {
      this.#store.remove(entry.name);
      return;
    }
    this.#store.write(entry, toSave(this.#session, { practice: this.practice, recorded: this.recorded, ...(this.day ? { day: this.day } : {}) }));
  }

  /** Take over a session; its first undo sets the practice mark (BOW-29, endless and daily). */
  #use(session: BowlsSession): void {
    this.#unlisten?.();
    this.#session = session;
    this.#unlisten = session.on('undo', (e) => {
      if (e.first && this.mode !== 'puzzle') this.practice = true;
    });
  }

  #sync(): void {
    this.state = this.#session.state;
    this.canUndo = this.#session.canUndo;
    this.canRedo = this.#session.canRedo;
    if (this.selected !== null && canChoose(this.state, this.selected) !== null) this.selected = null;
    this.version++;
  }

  #say(text: string, tone: Tone = 'info'): void {
    this.message = text;
    this.tone = tone;
  }

  // ------------------------------------------------------------ selecting and playing

  /** BOW-6 preview of the selected bowl (the page shows it only when the setting is on). */
  preview(): SowPreview | null {
    return this.selected === null ? null : previewSow(this.state, this.selected);
  }

  /** A tap (or Enter) on a bowl: select it; on the selected bowl, play it. */
  tap(i: number): void {
    this.cursor = i;
    if (this.playback) {
      this.skip();
      return;
    }
    if (this.over || this.paused) {
      this.#say(bw.status.gameOver, 'warn');
      return;
    }
    if (this.selected === i) {
      this.confirm();
      return;
    }
    const why = canChoose(this.state, i);
    if (why === 'empty') this.#say(bw.status.empty(i), 'warn');
    else if (why === 'frozen') this.#say(bw.status.frozen(i), 'warn');
    else if (why === null) {
      this.selected = i;
      const b = this.state.bowls[i];
      this.#say(bw.status.selected(i, b?.queue.length ?? 0, b ? sowDirection(b) : 1));
    }
  }

  clearSelection(): void {
    if (this.selected === null) return;
    this.selected = null;
    this.#say(bw.status.deselected);
  }

  /** BOW-4: play the selected bowl. */
  confirm(): void {
    if (this.playback) this.skip();
    const i = this.selected;
    if (i === null) {
      this.#say(bw.status.nothingSelected, 'warn');
      return;
    }
    if (this.over || this.paused) return;
    const before = this.state;
    const r = this.#session.play(i);
    if (!r.ok) {
      // The rules' rejection, re-asked in its typed form (the session's error is the generic RuleError).
      const reason = canChoose(before, i);
      this.#say(reason === 'frozen' ? bw.status.frozen(i) : reason === 'empty' ? bw.status.empty(i) : bw.status.gameOver, 'warn');
      return;
    }
    this.selected = null;
    this.#sync();
    this.#announce(i, r.value.trace);
    this.#afterChange();
    noteProgress(this.#store, r.value.trace, this.state.status !== 'playing'); // issue 11
    this.#startPlayback(before, r.value.trace);
  }

  #announce(i: number, t: BowlsTrace): void {
    const parts: string[] = [bw.status.played(i, t.gained, t.combo)];
    if (t.player.perfectClear) parts.push(bw.status.perfect);
    const fell = bw.status.refill(t.refill.length + t.special.filter((s) => 'stone' in s).length);
    if (fell) parts.push(fell);
    if (t.special.length > 0) parts.push(bw.status.special);
    let tone: Tone = t.gained > 0 ? 'good' : 'info';
    const st = this.state;
    if (st.end === 'overflow') {
      const over = t.refillPhase?.overflow.length ? t.refillPhase.overflow : t.player.overflow;
      const b = over[0] ?? 0;
      parts.splice(0, parts.length, bw.status.overflow(b, this.#overflowCount(t, b)));
      tone = 'warn';
    } else if (st.status === 'won') parts.push(bw.status.won);
    else if (st.end === 'dailyDone') parts.push(bw.status.dailyDone);
    else if (st.end === 'noMovesLeft') {
      parts.push(bw.status.lostMoves);
      tone = 'warn';
    } else if (st.end === 'noSource') {
      parts.push(bw.status.noSource);
      tone = 'warn';
    }
    this.#say(parts.join(' '), tone);
  }

  /** Stones in an overflowing bowl, as the new state holds them. */
  #overflowCount(_t: BowlsTrace, bowl: number): number {
    return this.state.bowls[bowl]?.queue.length ?? 8;
  }

  /** Count a finished attempt once and keep the save in step. */
  #afterChange(): void {
    const st = this.state;
    if (st.status !== 'playing' && !this.recorded) this.#record();
    this.save();
  }

  #record(): void {
    const st = this.state;
    const before = this.#store.read(RECORDS_ENTRY);
    let next: BowlsRecords;
    this.newBest = false;
    if (this.mode === 'endless') {
      const old = before?.endless.best ?? null;
      next = recordEndless(before, { score: st.score, moves: st.moves, practice: this.practice });
      this.newBest = !this.practice && (old === null || st.score > old) && st.score > 0;
    } else if (this.mode === 'daily') {
      const day = this.day ?? '';
      const old = before?.daily[day]?.best ?? null;
      next = recordDaily(before, day, { score: st.score, practice: this.practice });
      this.newBest = !this.practice && old !== null && st.score > old;
    } else {
      next = recordPuzzle(before, this.seed, { won: st.status === 'won', moves: st.moves });
    }
    // Puzzles: a win counts every time it is reached; a loss once per attempt.
    this.recorded = this.mode !== 'puzzle' || st.status !== 'won';
    this.#store.write(RECORDS_ENTRY, next);
    this.records = next;
  }

  /** Endless: "Versuch beenden" records the result now (BOW-25). */
  endAttempt(): void {
    if (this.mode !== 'endless' || this.over) return;
    this.skip();
    if (!this.recorded) this.#record();
    noteProgress(this.#store, undefined, true); // issue 11
    this.ended = true;
    this.selected = null;
    this.paused = false;
    this.save();
    this.#say(bw.end.endedTitle);
  }

  setPaused(p: boolean): void {
    if (this.over) return;
    this.skip();
    this.paused = p;
    this.selected = null;
    this.save();
    this.#say(p ? bw.status.paused : bw.status.resumed);
  }

  /** BOW-28: back to the state before the whole last move. BOW-29: marks endless/daily as practice. */
  undo(): void {
    this.skip();
    if (this.paused) return;
    const wasPractice = this.practice;
    if (!this.#session.undo()) {
      this.#say(bw.status.nothingToUndo, 'warn');
      return;
    }
    // The session's 'undo' event set the practice mark (BOW-29) if this was the first undo.
    const first = this.mode !== 'puzzle' && !wasPractice && this.practice;
    this.ended = false;
    // Puzzles: undo is an ordinary aid; the next end (a win after a loss) counts again.
    if (this.mode === 'puzzle') this.recorded = false;
    this.selected = null;
    this.#sync();
    this.save();
    this.#say(first ? bw.status.undonePractice : bw.status.undone);
  }

  redo(): void {
    this.skip();
    if (this.paused || this.ended) return;
    if (!this.#session.redo()) {
      this.#say(bw.status.nothingToRedo, 'warn');
      return;
    }
    this.selected = null;
    this.#sync();
    this.#afterChange();
    noteProgress(this.#store, undefined, this.state.status !== 'playing'); // issue 11
    this.#say(bw.status.redone);
  }

  // ------------------------------------------------------------ playback

  #startPlayback(before: BowlsState, trace: BowlsTrace): void {
    this.#stopPlayback();
    const beats = reducedMotion() ? [] : beatsOf(before, trace);
    if (beats.length === 0) {
      for (const c of cuesOfMove(trace)) this.onCue(c);
      return;
    }
    const id = ++this.#playId;
    this.#bursts = 0;
    this.playback = { id, before, trace, beats, index: 0 };
    this.#schedule();
  }

  /** The sound of a beat as it starts (a skipped animation stays quiet from there on). */
  #cueBeat(beat: Beat): void {
    const c = cueOf(beat, this.#bursts);
    if (beat.kind === 'burst') this.#bursts++;
    if (c) this.onCue(c);
  }

  #schedule(): void {
    const p = this.playback;
    if (!p) return;
    const beat = p.beats[p.index];
    if (!beat) {
      this.playback = null;
      return;
    }
    this.#cueBeat(beat);
    this.#timer = setTimeout(() => {
      const cur = this.playback;
      if (!cur || cur.id !== p.id) return;
      if (cur.index + 1 >= cur.beats.length) this.playback = null;
      else {
        this.playback = { ...cur, index: cur.index + 1 };
        this.#schedule();
      }
    }, beat.ms);
  }

  #stopPlayback(): void {
    clearTimeout(this.#timer);
    this.playback = null;
  }

  /** A tap or a key skips the rest of the animation: the board shows the new state at once. */
  skip(): void {
    if (this.playback) this.#stopPlayback();
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#unlisten?.();
  }

  // ------------------------------------------------------------ keyboard

  /** Arrow keys walk around the circle: +1 clockwise, -1 counter-clockwise. */
  step(delta: number): void {
    this.cursor = (((this.cursor + delta) % 12) + 12) % 12;
  }
}
