// The end of a round on the shared screen: the panel shows at once, or, after a win just played, once
// the last move's animation has landed and the celebration (sound, vibration, burst) is over.

import { tick as flushed } from 'svelte';
import type { Attempt } from '../../core/attempt.ts';
import type { Status } from '../../core/game.ts';
import type { Store } from '../../core/storage.ts';
import { buzz, celebrate, play as playSound } from '../feel.ts';
import type { TracePlayer } from './player.svelte.ts';
import type { EndPanel, Ending } from './spec.ts';

/** The round on screen as the end reads it (the page controller). */
export interface Ended<S, R> {
  readonly spec: { readonly play: { ended(ending: Ending<S, R>): EndPanel } };
  readonly round: R;
  readonly state: S;
  readonly status: Status;
  readonly attempt: Attempt;
  readonly undos: number;
  readonly clock: { readonly elapsed: number; pause(): void };
  readonly saves: { ended(round: R, status: Status): void };
  readonly player: TracePlayer;
  end: EndPanel | null;
}

/**
 * The round ended: the clock stops, the spec records it (`first`: counted for the first time in this
 * attempt) and says how it went, the save is cleared or kept, and the panel shows (`fresh`: the
 * move just played ended it; a win is then celebrated first over `host`).
 */
export function endRound<S, R>(ctl: Ended<S, R>, store: Store, fresh: boolean, host: HTMLElement | null): void {
  ctl.clock.pause();
  const first = ctl.attempt.countOnce(ctl.status);
  const panel = ctl.spec.play.ended({
    round: ctl.round,
    state: ctl.state,
    status: ctl.status,
    attempt: ctl.attempt,
    elapsedMs: ctl.clock.elapsed,
    undos: ctl.undos,
    first,
    store,
  });
  ctl.saves.ended(ctl.round, ctl.status);
  showEnd(panel, {
    celebrate: fresh && ctl.status === 'won',
    host,
    player: ctl.player,
    show: (p) => (ctl.end = p),
    stillWon: () => ctl.status === 'won',
  });
}

export interface Showing {
  /** A win played just now (not a resumed or opened round that had ended): celebrated first. */
  readonly celebrate: boolean;
  /** The board's element the burst is drawn over (null: the page is not mounted, nothing to draw on). */
  readonly host: HTMLElement | null;
  readonly player: TracePlayer;
  /** Put the panel on screen. */
  show(panel: EndPanel): void;
  /** Whether the round is still won when the celebration ends (an undo may have taken the win back). */
  stillWon(): boolean;
}

export function showEnd(panel: EndPanel, o: Showing): void {
  const host = o.host;
  if (!o.celebrate || !host) return o.show(panel);
  // The last move's cards land first (the board starts their animation after this change).
  void flushed()
    .then(() => o.player.idle())
    .then(async () => {
      playSound('win');
      buzz('win');
      await celebrate(host, { kind: 'burst', message: panel.title });
      if (o.stillWon()) o.show(panel);
    });
}
