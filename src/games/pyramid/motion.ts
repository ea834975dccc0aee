// The board's animations, played from a move's trace through the screen's trace player (ctl.player):
// the deal card by card, removed cards shrinking away, a drawn card sliding from the stock to the
// waste, and the combo's pop. Every animation is tracked, so a tap or key finishes it at once; under
// reduced motion the player's durations are 0 and nothing is started.

import { play } from '../../ui/feel.ts';
import type { TracePlayer } from '../../ui/screen/player.svelte.ts';
import type { PyramidLayout } from './layout.ts';

/** Milliseconds between two cards of the deal, and one card's flight: 28 cards in about 0.8 s. */
export const DEAL_STEP = 22;
export const DEAL_FLIGHT = 200;

/**
 * The deal: cards fly in from below one after another, the piles fade in. Resolves when it is over
 * (or skipped); null when motion is reduced (nothing to wait for).
 */
export function dealIn(host: HTMLElement, player: TracePlayer, geo: PyramidLayout): Promise<void> | null {
  const flight = player.ms(DEAL_FLIGHT);
  if (flight === 0) return null;
  play('deal');
  // The beat holds the deal open (a tap skips it); the cards' animations belong to it.
  const done = player.play([{ after: 28 * DEAL_STEP + flight + 40 }]);
  const slots = host.querySelectorAll<HTMLElement>('button.slot');
  slots.forEach((el, i) => {
    player.track(
      el.animate(
        [
          { opacity: 0, transform: `translateY(${geo.h * 2.2}px) scale(0.6) rotate(-8deg)` },
          { opacity: 1, transform: 'none' },
        ],
        {
          duration: flight,
          delay: i * DEAL_STEP,
          easing: 'cubic-bezier(0.2, 0.8, 0.3, 1)',
          fill: 'backwards',
        },
      ),
    );
  });
  for (const el of host.querySelectorAll<HTMLElement>('[data-pile]'))
    player.track(el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 300, delay: 28 * DEAL_STEP, fill: 'backwards' }));
  return done;
}

/** Removed cards (drawn as ghosts where they lay) shrink and fade; resolves when they are gone. */
export function vanish(ghosts: readonly HTMLElement[], player: TracePlayer): Promise<void> {
  const ms = player.ms(240);
  const runs = ghosts.map(
    (el) =>
      player.track(
        el.animate(
          [
            { opacity: 1, transform: 'none' },
            { opacity: 0, transform: 'scale(0.55) rotate(8deg)' },
          ],
          { duration: ms, easing: 'ease-in', fill: 'forwards' },
        ),
      ).finished,
  );
  return Promise.allSettled(runs).then(() => undefined);
}

/** A drawn card slides from the stock onto the waste. */
export function slideFromStock(card: HTMLElement, player: TracePlayer, geo: PyramidLayout): void {
  const ms = player.ms(180);
  if (ms === 0) return;
  const dx = geo.stock.x - geo.waste.x;
  const dy = geo.stock.y - geo.waste.y;
  player.track(
    card.animate(
      [
        { transform: `translate(${dx}px, ${dy}px)`, opacity: 0.4 },
        { transform: 'none', opacity: 1 },
      ],
      { duration: ms, easing: 'ease-out' },
    ),
  );
}

/** The combo's pop over the table; resolves when it has faded. */
export function popCombo(el: HTMLElement, player: TracePlayer): Promise<void> {
  const a = player.track(
    el.animate(
      [
        { opacity: 0, transform: 'translate(-50%, -50%) scale(0.5)' },
        { opacity: 1, transform: 'translate(-50%, -50%) scale(1.18)', offset: 0.2 },
        { opacity: 1, transform: 'translate(-50%, -50%) scale(1)', offset: 0.4 },
        { opacity: 1, transform: 'translate(-50%, -60%)', offset: 0.75 },
        { opacity: 0, transform: 'translate(-50%, -110%)' },
      ],
      { duration: player.ms(900), easing: 'ease-out', fill: 'forwards' },
    ),
  );
  return a.finished.then(
    () => undefined,
    () => undefined,
  );
}
