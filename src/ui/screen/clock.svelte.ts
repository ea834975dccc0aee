// The play clock of the page controller: it runs from the first move (or from when the game says the
// board lies complete), pauses while the page is hidden and once the round ended, and adds what it
// measured to the attempt, so a save carries the play time. The rules only ever get its reading.

import type { Attempt } from '../../core/attempt.ts';
import type { Clock } from '../time.ts';

export class PlayClock {
  /** Play time in ms, refreshed every second while the clock runs (the header reads it). */
  elapsed = $state(0);
  readonly #now: Clock;
  readonly #attempt: () => Attempt;
  #runningSince: number | null = null;
  #visible = true;
  /** The game started the clock before the first move (startEarly). */
  #early = false;

  /** `attempt`: the attempt of the round on screen, which keeps the time measured so far. */
  constructor(now: Clock, attempt: () => Attempt) {
    this.#now = now;
    this.#attempt = attempt;
  }

  /** Whether the page is shown (a hidden page's clock stands). */
  get visible(): boolean {
    return this.#visible;
  }

  /** Whether the game started the clock before its first move. */
  get early(): boolean {
    return this.#early;
  }

  /** A new round: the clock stands and shows what its attempt measured before. */
  reset(): void {
    this.pause();
    this.#early = false;
    this.elapsed = this.#attempt().elapsedMs;
  }

  /** Play time now, in ms (the attempt's plus what runs since the clock started). */
  now(): number {
    return this.#attempt().elapsedMs + (this.#runningSince === null ? 0 : this.#now() - this.#runningSince);
  }

  /** Start the clock (when it may run: the round is on and the page is shown). */
  start(may: boolean): void {
    if (this.#runningSince === null && may && this.#visible) this.#runningSince = this.#now();
  }

  /** Start before the first move (Paare verbinden, CON-12: when the deal ends or is skipped). */
  startEarly(may: boolean): void {
    this.#early = true;
    this.start(may);
  }

  pause(): void {
    if (this.#runningSince === null) return;
    this.#attempt().addTime(this.#now() - this.#runningSince);
    this.#runningSince = null;
    this.elapsed = this.#attempt().elapsedMs;
  }

  /** Hand the time measured so far to the attempt without stopping (a save is about to be written). */
  settle(): void {
    if (this.#runningSince === null) return;
    const now = this.#now();
    this.#attempt().addTime(now - this.#runningSince);
    this.#runningSince = now;
  }

  /** The page was hidden or shown again: a hidden page pauses; shown again, `resume` says whether to run on. */
  shown(visible: boolean, resume: boolean): void {
    this.#visible = visible;
    if (!visible) this.pause();
    else if (resume) this.start(true);
  }

  /** Refresh the shown play time (the screen calls it once a second). */
  tick(): void {
    this.elapsed = this.now();
  }
}
