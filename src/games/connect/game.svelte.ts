// View state of the connect page: the round as a typed GameSession (every pair, hint, shuffle and the
// clock's end go through it; the page animates from the traces), selection, clock, effects, bests.

import { startSession, type SessionOf } from '../../core/session.ts';
import type { Store } from '../../core/storage.ts';
import { motionMs, reducedMotion } from '../../ui/motion.svelte.ts';
import { buzz, play } from '../../ui/feel.ts';
import { con } from './strings.de.ts';
import { connectDef } from './def.ts';
import { formatCode, parseCode, type BoardCode, type SizeId } from './generate.ts';
import { WIDTH, type Cell } from './path.ts';
import { cardAt, newRound, status, timeLeft, type ConnectState, type Mode } from './rules.ts';
import type { TracedCard } from './def.ts';
import { Attempt } from '../../core/attempt.ts';
import { ROUND_SLOT, connectSlots, type ConnectSlots } from './saves.ts';
import { BESTS_ENTRY, bestKey, mergeBest, newBests, type BestRecord, type RoundResult } from './view.ts';

/** Timings (ms) of the effects. With reduced motion the deal is skipped and movement is cut (CSS), while
 * information (line, blocker outline, glow) still stands for a moment, without animation. */
export const DEAL_STEP_MS = 22;
export const DEAL_CARD_MS = 380;
export const LINE_DRAW_MS = 180;
export const LINE_HOLD_MS = 260;
export const BURST_MS = 420;
/** How long the line stands, without animation, when motion is reduced. */
export const REDUCED_HOLD_MS = 400;
export const SHAKE_MS = 420;
export const BLOCKER_MS = 600;
export const GLOW_MS = 900;

export interface ClearEffect {
  readonly id: number;
  readonly path: readonly Cell[];
  /** Points the pair earned, shown floating up from the line. */
  readonly points: number;
  readonly cards: readonly TracedCard[];
}

export interface Finished {
  readonly result: RoundResult;
  readonly pairs: number;
  readonly bonus: number;
  readonly before: BestRecord | undefined;
  readonly beats: ReturnType<typeof newBests>;
  readonly status: 'won' | 'over';
}

const idx = ([r, c]: Cell): number => r * WIDTH + c;

type Session = SessionOf<typeof connectDef>;

export class ConnectGame {
  state: ConnectState = $state.raw(newRound({ seed: '00000000', size: 'b' }, 'relaxed'));
  code: BoardCode = $state.raw({ seed: '00000000', size: 'b' });
  mode: Mode = $state('relaxed');
  selected: Cell | null = $state.raw(null);
  cursor: Cell = $state.raw([0, 0]);
  dealing = $state(true);
  /** Increases with every new deal so the deal animation restarts. */
  dealId = $state(0);
  /** performance.now() when the clock started (board complete), null while dealing. */
  startedAt: number | null = null;
  now = $state(0);
  message = $state('');
  effects: ClearEffect[] = $state([]);
  shaking: readonly number[] = $state.raw([]);
  shakeId = $state(0);
  blocker: number | null = $state(null);
  glowing: readonly number[] = $state.raw([]);
  hinted: readonly number[] = $state.raw([]);
  reshuffled = $state(0);
  finished: Finished | null = $state.raw(null);
  glowOn = $state(false);
  /** The board is drawn on its side (the page's layout): names and messages then count rows and columns as seen. */
  turned = $state(false);

  readonly #store: Store;
  readonly #slots: ConnectSlots;
  #session: Session | null = null;
  // Timer handles are bookkeeping, not state anything draws: a plain Set (not SvelteSet) is right.
  #timers = new Set<ReturnType<typeof setTimeout>>(); // eslint-disable-line svelte/prefer-svelte-reactivity -- private timer handles, never read by a template or effect
  #effectId = 0;
  #finishedAt: number | null = null;
  /** performance.now() when the page was hidden, null while visible: the round's clock stands still meanwhile. */
  #pausedAt: number | null = null;

  /** The store keeps the bests (the shell hands it in; tests give a MemoryStorage one). */
  constructor(store: Store) {
    this.#store = store;
    this.#slots = connectSlots(store);
  }

  /** Whether the slot holds (or may now hold) this round: resumed, or played at least once. */
  #owned = false;

  /** Start a round on a code. */
  start(code: BoardCode, mode: Mode, note = '', chosen = true): void {
    const started = startSession(connectDef, { seed: formatCode(code), options: { mode } });
    if (!started.ok) return; // a BoardCode always deals
    // A round the player chose (Neues Spiel, a size, a typed code) replaces the saved one at once; a
    // board a link opened replaces it only once it is played (issue 26: a link, or a bad link's
    // fallback, writes nothing until the first pair).
    if (chosen) this.#slots.clear(ROUND_SLOT);
    this.#owned = false;
    this.#take(code, mode, started.value);
    this.dealing = true;
    this.message = note;
    play('deal');
    const total = motionMs(DEAL_CARD_MS + DEAL_STEP_MS * this.state.cells.length);
    if (total === 0) this.finishDeal();
    else this.#later(() => this.finishDeal(), total);
  }

  /** The saved round in progress (board and mode), or null; the page compares it with what a link names. */
  savedRound(): { code: BoardCode; mode: Mode } | null {
    const saved = this.#slots.read(ROUND_SLOT);
    const code = saved ? parseCode(saved.meta.code) : null;
    return saved && code?.ok ? { code: code.value, mode: saved.meta.mode } : null;
  }

  /**
   * Go on with the saved round (issue 12): the same board, score, streak and clock, as the page left it.
   * The clock goes on from the time saved (it stood still while the round was away). False when there is none.
   */
  resume(): boolean {
    const r = this.#slots.resume(ROUND_SLOT);
    if (!r.ok) this.#slots.clear(ROUND_SLOT);
    if (!r.ok || r.value === null) return false;
    const code = parseCode(r.value.meta.code);
    if (!code.ok) return false;
    this.#take(code.value, r.value.meta.mode, r.value.session);
    this.#owned = true;
    this.dealing = false;
    this.startedAt = this.#clockNow() - r.value.attempt.elapsedMs;
    this.now = performance.now();
    this.message = con.status.resumed;
    return true;
  }

  /** Keep the round in progress on the device (after each action and when the page is left); a finished round is not kept. */
  save(): void {
    if (!this.#session || this.dealing || this.finished || this.status !== 'playing') return;
    if (!this.#owned && this.#session.toLog().steps.length === 0) return;
    this.#owned = true;
    this.#slots.save(ROUND_SLOT, this.#session, new Attempt({ elapsedMs: this.t() }), { code: this.codeText, mode: this.mode });
  }

  /** Whether a round is under way: at least one action taken, not finished (a new round then asks first). */
  get inProgress(): boolean {
    return !this.dealing && this.finished === null && this.status === 'playing' && (this.#session?.toLog().steps.length ?? 0) > 0;
  }

  #take(code: BoardCode, mode: Mode, session: Session): void {
    this.#clearTimers();
    this.code = code;
    this.mode = mode;
    this.#session = session;
    this.state = session.state;
    this.selected = null;
    this.cursor = [0, 0];
    this.effects = [];
    this.shaking = [];
    this.blocker = null;
    this.glowing = [];
    this.hinted = [];
    this.reshuffled = 0;
    this.finished = null;
    this.#finishedAt = null;
    this.startedAt = null;
    this.dealId++;
  }

  /** CON-1/CON-12: the deal is over (or skipped); the board lies complete and the clock starts. */
  finishDeal(): void {
    if (!this.dealing) return;
    this.dealing = false;
    this.startedAt = performance.now();
    this.now = this.startedAt;
    // Dealt while hidden: the clock starts standing still and runs from the moment the page shows again.
    if (this.#pausedAt !== null) this.#pausedAt = this.startedAt;
    if (!this.message) this.message = con.status.start;
    this.save();
  }

  /** Row and column of a cell as the player sees them (0-based): on a turned board the rules' row is the screen column. */
  seen([r, c]: Cell): [number, number] {
    return this.turned ? [c, r] : [r, c];
  }

  get codeText(): string {
    return formatCode(this.code);
  }
  get status() {
    return status(this.state);
  }

  /** The page's time for the clock: it does not move on while the page is hidden. */
  #clockNow(): number {
    return this.#pausedAt ?? performance.now();
  }

  /**
   * The page was hidden (another tab or app) or shows again. While hidden the round's clock stands
   * still in both modes; on return the start moves forward by the hidden span, so `t` goes on from
   * where it stood (the rules only ever see `t`).
   */
  setHidden(hidden: boolean): void {
    if (hidden) {
      if (this.#pausedAt === null) this.#pausedAt = performance.now();
      return;
    }
    if (this.#pausedAt === null) return;
    if (this.startedAt !== null && this.#finishedAt === null) this.startedAt += performance.now() - this.#pausedAt;
    this.#pausedAt = null;
    this.now = performance.now();
  }

  /** ms since the round's clock started (t of the rules). */
  t(): number {
    if (this.startedAt === null) return 0;
    const end = this.#finishedAt ?? this.#clockNow();
    return Math.max(this.state.lastT, Math.round(end - this.startedAt));
  }

  /** Displayed clock: elapsed (Entspannt) or remaining (Auf Zeit) ms. */
  clockMs(): number {
    void this.now;
    const t = this.t();
    return this.mode === 'timed' ? timeLeft(this.state, t) : t;
  }

  /** Called by the page's ticker: refresh the clock and end a timed round at 0 (the `tick` action). */
  tick(): void {
    this.now = performance.now();
    if (this.dealing || this.finished || this.mode !== 'timed' || !this.#session) return;
    const t = this.t();
    if (timeLeft(this.state, t) > 0) return;
    const r = this.#session.act('tick', t);
    this.state = this.#session.state;
    if (r.ok && r.value.trace?.kind === 'timeout') this.#finish();
  }

  /** The round's replay log (replay(connectDef, log) rebuilds it). */
  get log() {
    return this.#session?.toLog() ?? null;
  }

  tap(cell: Cell): void {
    if (this.dealing) {
      this.finishDeal();
      return;
    }
    if (this.status !== 'playing') return;
    this.cursor = cell;
    const sym = cardAt(this.state, cell);
    if (sym < 0) return;
    const sel = this.selected;
    if (sel === null) return this.#select(cell, sym);
    if (sel[0] === cell[0] && sel[1] === cell[1]) {
      this.selected = null;
      this.message = con.status.deselected;
      return;
    }
    if (cardAt(this.state, sel) !== sym) {
      this.#select(cell, sym, true);
      return;
    }
    this.#tryPair(sel, cell, sym);
  }

  #select(cell: Cell, sym: number, switched = false): void {
    this.selected = cell;
    this.message = switched ? con.status.switched(sym) : con.status.selected(sym);
    if (this.glowOn) {
      const twins: number[] = [];
      this.state.cells.forEach((x, i) => {
        if (x === sym && i !== idx(cell)) twins.push(i);
      });
      this.glowing = twins;
      this.#later(() => (this.glowing = []), GLOW_MS);
    }
  }

  #tryPair(a: Cell, b: Cell, sym: number): void {
    if (!this.#session) return;
    const r = this.#session.play([a, b], this.t());
    if (!r.ok) {
      if (r.error.code === 'no_path') {
        const bl = r.error.data?.blocker;
        this.shaking = [idx(a), idx(b)];
        this.shakeId++;
        this.#later(() => (this.shaking = []), motionMs(SHAKE_MS) || 1);
        if (bl) {
          this.blocker = idx(bl);
          this.#later(() => (this.blocker = null), BLOCKER_MS);
          this.message = con.status.blocked(cardAt(this.state, bl), ...this.seen(bl));
        } else {
          this.message = con.status.noPath;
        }
      }
      return; // the first card stays selected (CON-5)
    }
    const trace = r.value.trace;
    this.state = r.value.state;
    this.selected = null;
    this.hinted = [];
    if (trace.kind !== 'pair' || trace.path === null) {
      this.#finish(); // the clock had run out: nothing was cleared
      return;
    }
    const effect: ClearEffect = { id: ++this.#effectId, path: trace.path, points: trace.points, cards: trace.cards };
    this.effects = [...this.effects, effect];
    // With reduced motion the line still stands for a moment, only without movement.
    const life = reducedMotion() ? REDUCED_HOLD_MS + 20 : LINE_DRAW_MS + LINE_HOLD_MS + BURST_MS;
    this.#later(() => (this.effects = this.effects.filter((e) => e.id !== effect.id)), life);
    this.message = con.status.cleared(sym, trace.points, trace.streak);
    // A pair sounds; a streak climbs in pitch with each step.
    if (trace.streak > 1) play('combo', trace.streak - 1);
    else play('match');
    buzz('match');
    if (trace.autoShuffle) {
      this.message = con.status.autoshuffle;
      this.reshuffled++;
    }
    if (this.status !== 'playing') this.#finish();
    else this.save();
  }

  hint(): void {
    if (this.dealing) return this.finishDeal();
    if (this.status !== 'playing' || !this.#session) return;
    const r = this.#session.act('hint', this.t());
    if (!r.ok) return;
    this.state = r.value.state;
    if (r.value.trace?.kind === 'timeout') return this.#finish();
    const pair = r.value.answer;
    if (!pair) return;
    const [a, b] = pair;
    this.hinted = [idx(a), idx(b)];
    this.message = con.status.hint(cardAt(this.state, a), ...this.seen(a), ...this.seen(b));
    this.save();
  }

  shuffle(): void {
    if (this.dealing) return this.finishDeal();
    if (this.status !== 'playing' || !this.#session) return;
    const r = this.#session.act('shuffle', this.t());
    if (!r.ok) return;
    this.state = r.value.state;
    if (r.value.trace?.kind === 'timeout') return this.#finish();
    this.selected = null;
    this.hinted = [];
    this.reshuffled++;
    this.message = con.status.shuffled;
    this.save();
  }

  #finish(): void {
    if (this.finished) return;
    this.#finishedAt = this.#clockNow();
    this.#slots.clear(ROUND_SLOT);
    const st = this.status;
    if (st !== 'won' && st !== 'over') return;
    const s = this.state;
    const result: RoundResult = {
      won: st === 'won',
      // Auf Zeit: the clock after the last pair's +3 s, which the time bonus used (CON-18).
      timeMs: this.mode === 'timed' ? (st === 'won' ? s.clockMs : 0) : this.t(),
      mode: this.mode,
      score: s.score,
      streak: s.bestStreak,
      hints: s.hints,
      shuffles: s.shuffles,
    };
    const key = bestKey(this.code.size, this.mode);
    const before = this.#store.read(BESTS_ENTRY)?.[key];
    this.#store.update(BESTS_ENTRY, (all) => ({ ...(all ?? {}), [key]: mergeBest(all?.[key], result) }));
    this.message = st === 'won' ? con.status.won : con.status.over;
    if (st === 'won') {
      play('win');
      buzz('win');
    }
    this.finished = { result, pairs: s.pairs, bonus: s.bonus, before, beats: newBests(before, result), status: st };
  }

  static randomCode(size: SizeId): BoardCode {
    const buf = new Uint32Array(1);
    crypto.getRandomValues(buf);
    return { seed: String((buf[0] ?? 0) % 100_000_000).padStart(8, '0'), size };
  }

  #later(f: () => void, ms: number): void {
    const id = setTimeout(() => {
      this.#timers.delete(id);
      f();
    }, ms);
    this.#timers.add(id);
  }

  #clearTimers(): void {
    for (const id of this.#timers) clearTimeout(id);
    this.#timers.clear();
  }

  dispose(): void {
    this.#clearTimers();
  }
}
