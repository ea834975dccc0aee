// The one animation channel: a move's trace becomes timed beats (what to show next, which sound),
// played in order, skipped at once by a tap or key, and instant under reduced motion. Boards add
// the Web Animations they start for a beat with `track`, so a skip finishes those too. No game
// folder sets a timer: delays and beats come from here.

import { play as playSound, type Sound } from '../feel.ts';
import { motionMs } from '../motion.svelte.ts';

export interface Beat {
  /** Milliseconds after the previous beat (scaled to 0 under reduced motion). */
  readonly after: number;
  /** What this beat shows (e.g. the board's next snapshot). */
  readonly run?: () => void;
  readonly sound?: Sound;
  /** The sound's step (a combo's pitch). */
  readonly step?: number;
}

export class TracePlayer {
  /** True while beats are waiting: boards may ignore taps or let them skip. */
  busy = $state(false);
  #queue: Beat[] = [];
  #timer: ReturnType<typeof setTimeout> | null = null;
  #anims: Animation[] = [];
  #done: (() => void) | null = null;

  /** Milliseconds of an animation, 0 under reduced motion. */
  ms(base: number): number {
    return motionMs(base);
  }

  /**
   * Play beats in order; a sequence still running is finished first. Resolves when the last beat
   * ran (also after a skip). Under reduced motion every beat runs now and only the last sound plays.
   */
  play(beats: readonly Beat[]): Promise<void> {
    this.skip();
    if (beats.length === 0) return Promise.resolve();
    this.#queue = [...beats];
    this.busy = true;
    return new Promise<void>((resolve) => {
      this.#done = resolve;
      this.#next();
    });
  }

  /** A Web Animation that belongs to the running beats (a skip finishes it). */
  track(anim: Animation): Animation {
    this.#anims.push(anim);
    void anim.finished.then(
      () => this.#forget(anim),
      () => this.#forget(anim),
    );
    return anim;
  }

  /** Show the end of everything at once: remaining beats run silently, animations jump to their end. */
  skip(): void {
    this.#gen++;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    const rest = this.#queue;
    this.#queue = [];
    for (const b of rest) b.run?.();
    for (const a of [...this.#anims]) {
      try {
        a.finish();
      } catch {
        a.cancel(); // an infinite or detached animation cannot finish: drop it
      }
    }
    this.#anims = [];
    this.#settle();
  }

  /** Resolves once nothing plays (no beats, no tracked animation): at once when idle. Never skips. */
  idle(): Promise<void> {
    if (!this.busy && this.#anims.length === 0 && this.#queue.length === 0) return Promise.resolve();
    return new Promise<void>((resolve) => this.#idle.push(resolve));
  }
  #idle: (() => void)[] = [];

  /**
   * Resolves at the next animation frame, before it is drawn, with whether nothing skipped in the
   * meantime. Boards start a move's Web Animations here rather than in the tap: the tap only changes
   * the DOM, and the first frame still shows each animation's first keyframe (no flash of the end).
   * After a skip (a new move, a tap that skips) the answer is false: the board shows the end as it is.
   */
  frame(): Promise<boolean> {
    const gen = this.#gen;
    if (typeof requestAnimationFrame !== 'function') return Promise.resolve(true);
    return new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(gen === this.#gen)));
  }
  #gen = 0;

  /** Wait `ms` (a pause between two parts of a page's sequence), skippable like any beat. */
  wait(ms: number): Promise<void> {
    return this.play([{ after: ms }]);
  }

  #next(): void {
    this.#timer = null;
    while (this.#queue.length > 0) {
      const beat = this.#queue[0] as Beat;
      const ms = motionMs(beat.after);
      if (ms > 0 && !this.#first) {
        this.#timer = setTimeout(() => {
          this.#first = true;
          this.#next();
        }, ms);
        return;
      }
      this.#first = false;
      this.#queue.shift();
      beat.run?.();
      if (beat.sound && (motionMs(1) > 0 || this.#queue.length === 0)) playSound(beat.sound, beat.step);
    }
    this.#settle();
  }

  /** Set by the timer: the head beat's wait is over. */
  #first = false;

  #settle(): void {
    this.#first = false;
    if (this.#anims.length > 0 || this.#queue.length > 0) return;
    this.busy = false;
    const done = this.#done;
    this.#done = null;
    done?.();
    const idle = this.#idle;
    this.#idle = [];
    for (const f of idle) f();
  }

  #forget(anim: Animation): void {
    const i = this.#anims.indexOf(anim);
    if (i >= 0) this.#anims.splice(i, 1);
    if (this.#queue.length === 0 && this.#timer === null) this.#settle();
  }
}
