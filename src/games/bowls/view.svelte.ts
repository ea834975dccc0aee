// Farbschalen's view on the shared screen: where a tap on a bowl (forwarded by the board) or a key
// of its table becomes a selection or a move for ctl.play, with the UI state that needs (the
// selected bowl, the keyboard cursor, the pause card) and the playback of each move's beats
// (motion.ts) through the screen's trace player. The rules' state lives in the controller's session.

import type { Store } from '../../core/storage.ts';
import type { Change, GameView, PageController, Tone } from '../../ui/screen/controller.svelte.ts';
import type { Beat as PlayerBeat } from '../../ui/screen/player.svelte.ts';
import { beatsOf, type Beat, type BoardView, type Playback } from './motion.ts';
import type { bowlsGameDef } from './rules/page-def.ts';
import { STEP_DELTAS, type BowlsCommand } from './keys.ts';
import { noteProgress, rewards } from './rewards/rewards.svelte.ts';
import type { BowlsMeta } from './saves.ts';
import type { BowlsRound } from './routes.ts';
import { canChoose, previewSow, sowDirection } from './rules.ts';
import { cue, cueOf, cuesOfMove } from './sfx.ts';
import { bw } from './strings.de.ts';
import type { BowlsState, BowlsTrace, SowPreview } from './rules/types.ts';

export type BowlsController = PageController<
  BowlsState,
  number,
  { mode: BowlsState['mode'] },
  BowlsTrace,
  object,
  (typeof bowlsGameDef)['actions'],
  BowlsRound,
  BowlsMeta
>;

export type { Playback } from './motion.ts';

/** The status sentence after a move: points, refill, events, and how the attempt ended. */
export function announce(bowl: number, t: BowlsTrace, st: BowlsState): { text: string; tone: Tone } {
  if (st.end === 'overflow') {
    const i = st.bowls.findIndex((b) => b.queue.length > 7);
    return { text: bw.status.overflow(i, st.bowls[i]?.queue.length ?? 8), tone: 'warn' };
  }
  const parts: string[] = [bw.status.played(bowl, t.gained, t.combo)];
  if (t.player.perfectClear) parts.push(bw.status.perfect);
  const fell = bw.status.refill(t.refill.length + t.special.filter((s) => 'stone' in s).length);
  if (fell) parts.push(fell);
  if (t.special.length > 0) parts.push(bw.status.special);
  let tone: Tone = t.gained > 0 ? 'good' : 'info';
  if (st.status === 'won') parts.push(bw.status.won);
  else if (st.end === 'dailyDone') parts.push(bw.status.dailyDone);
  else if (st.end === 'noMovesLeft' || st.end === 'noSource') {
    parts.push(st.end === 'noSource' ? bw.status.noSource : bw.status.lostMoves);
    tone = 'warn';
  }
  return { text: parts.join(' '), tone };
}

/** The player's beats of a move: each anim beat shows for its `ms`, then the board shows the new state. */
export function playerBeats(beats: readonly Beat[], show: (index: number | null) => void): PlayerBeat[] {
  let bursts = 0;
  const out: PlayerBeat[] = beats.map((b, k) => {
    const c = cueOf(b, bursts);
    if (b.kind === 'burst') bursts++;
    return { after: k === 0 ? 0 : (beats[k - 1]?.ms ?? 0), run: () => show(k), ...(c ? { sound: c.sound, ...(c.step ? { step: c.step } : {}) } : {}) };
  });
  out.push({ after: beats[beats.length - 1]?.ms ?? 0, run: () => show(null) });
  return out;
}

export class BowlsView implements GameView<BowlsState, BowlsTrace, number, null, BowlsCommand>, BoardView {
  readonly ctl: BowlsController;
  selected = $state<number | null>(null);
  cursor = $state(0);
  paused = $state(false);
  playback = $state.raw<Playback | null>(null);
  readonly #store: Store;
  #opener: HTMLElement | null = null;

  constructor(ctl: BowlsController, store: Store) {
    this.ctl = ctl;
    this.#store = store;
  }

  get state(): BowlsState {
    return this.ctl.state;
  }

  /** BOW-6 preview of the selected bowl (the board shows it only when the setting is on). */
  preview(): SowPreview | null {
    return this.selected === null ? null : previewSow(this.state, this.selected);
  }

  /** A tap (or Enter) on a bowl: select it; on the selected bowl, play it (BOW-3, BOW-4). */
  tap(i: number): void {
    this.cursor = i;
    if (this.ctl.player.busy) return this.ctl.player.skip();
    if (this.ctl.status !== 'playing' || this.paused) return this.ctl.say(bw.status.gameOver, 'warn');
    if (this.selected === i) return this.confirm();
    const why = canChoose(this.state, i);
    if (why === 'empty') this.ctl.say(bw.status.empty(i), 'warn');
    else if (why === 'frozen') this.ctl.say(bw.status.frozen(i), 'warn');
    else if (why === null) {
      this.selected = i;
      const b = this.state.bowls[i];
      this.ctl.say(bw.status.selected(i, b?.queue.length ?? 0, b ? sowDirection(b) : 1));
    }
  }

  /** Esc: close the pause card, or drop the selection. */
  escape(): boolean {
    if (this.paused) return (this.setPaused(false), true);
    if (this.selected === null) return false;
    this.selected = null;
    this.ctl.say(bw.status.deselected);
    return true;
  }

  /** The game left the screen (a rewards screen shows): a selection made before does not carry over. */
  leave(): void {
    this.selected = null;
  }

  confirm(): void {
    this.ctl.player.skip();
    const i = this.selected;
    if (i === null) return this.ctl.say(bw.status.nothingSelected, 'warn');
    if (this.paused) return;
    this.ctl.play(i);
  }

  setPaused(p: boolean): void {
    if (this.ctl.status !== 'playing') return;
    this.ctl.player.skip();
    // The card gives the focus back to what opened it (issue 21: every overlay closes with Esc and returns focus).
    if (p && !this.paused) this.#opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    else if (!p && this.paused) queueMicrotask(() => this.#opener?.focus());
    this.paused = p;
    this.selected = null;
    this.ctl.saves.save();
    this.ctl.say(p ? bw.status.paused : bw.status.resumed);
  }

  /** Arrow keys walk around the circle: +1 clockwise, -1 counter-clockwise. */
  step(delta: number): void {
    this.cursor = (((this.cursor + delta) % 12) + 12) % 12;
  }

  /**
   * A command of the key table: the arrows and Pos1 walk the cursor while the board has the focus
   * (or nothing has), Esc closes the pause card or drops the selection, P pauses an endless attempt.
   */
  key(c: BowlsCommand, index: number): boolean {
    if (c === 'step' || c === 'first') {
      const at = document.activeElement;
      if (at !== document.body && at?.closest('[data-board]') === null) return false;
      if (c === 'step') this.step(STEP_DELTAS[index] ?? 1);
      else this.cursor = 0;
      document.querySelector<HTMLElement>(`[data-bowl="${this.cursor}"]`)?.focus();
      return true;
    }
    if (c === 'clear') return this.escape();
    if (c === 'pause') {
      if (this.ctl.round.kind !== 'endless') return false;
      this.setPaused(!this.paused);
      return true;
    }
    return false;
  }

  /**
   * Each change, as the controller took it in and before the board draws it (issue 21: a move's
   * first beat replaces the selection in the same update): say what happened, note the rewards'
   * progress and play the move's beats.
   */
  changed(c: Change<BowlsState, BowlsTrace, number>): void {
    this.selected = null;
    this.playback = null;
    if (c.cause === 'open') this.paused = false;
    if (c.cause === 'move' || c.cause === 'open') rewards.notice = '';
    if (c.cause === 'move' && c.trace && c.after.status === 'playing') void noteProgress(this.#store, c.trace, false);
    if (c.cause === 'undo')
      this.ctl.say(this.ctl.attempt.practice && this.ctl.undos === 1 && this.ctl.round.kind !== 'puzzle' ? bw.status.undonePractice : bw.status.undone);
    if (c.cause === 'redo') this.ctl.say(bw.status.redone);
    if (c.cause !== 'move' || c.trace === undefined || c.move === undefined) return;
    const said = announce(c.move, c.trace, c.after);
    this.ctl.say(said.text, said.tone);
    const beats = this.ctl.player.ms(1) === 0 ? [] : beatsOf(c.before, c.trace);
    if (beats.length === 0) {
      // Reduced motion: one short summary of the move's sounds, all of them (the player would keep only the last).
      for (const q of cuesOfMove(c.trace)) cue(q);
      return;
    }
    const before = c.before;
    void this.ctl.player.play(playerBeats(beats, (index) => (this.playback = index === null ? null : { before, beats, index })));
  }
}
