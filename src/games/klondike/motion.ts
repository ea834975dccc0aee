// Card motion from a change (the controller's `change`): every card that lies elsewhere after the
// change glides from its old spot to its new one, a card turned face up turns over, and "Spiel
// beenden" sends the cards home one after another in the trace's order. All through the screen's
// trace player (skippable, instant under reduced motion).

import type { Card } from '../../core/cards.ts';
import type { Change } from '../../ui/screen/controller.svelte.ts';
import type { TracePlayer } from '../../ui/screen/player.svelte.ts';
import { spotsOf, type CardSpot, type TableLayout } from './layout.ts';
import type { KlondikeState, KlondikeTrace } from './rules.ts';

/** The cards that move in a change, each with its start delay (ms) and whether it turns face up. */
export interface Motion {
  readonly card: Card;
  readonly from: CardSpot;
  readonly to: CardSpot;
  readonly delay: number;
  readonly turn: boolean;
}

/** What moves between two tables, and when (a finish sends its cards home `stagger` ms apart). */
export function motionsOf(change: Change<KlondikeState, KlondikeTrace>, l: TableLayout, stagger: number): Motion[] {
  const before = new Map(spotsOf(change.before, l).map((s) => [s.card, s]));
  const order = new Map<Card, number>();
  if (change.trace?.kind === 'finish' && change.cause !== 'undo')
    change.trace.steps.forEach((st) => {
      if (st.kind === 'move') for (const c of st.cards) order.set(c, order.size);
    });
  const out: Motion[] = [];
  for (const to of spotsOf(change.after, l)) {
    const from = before.get(to.card);
    if (!from) continue;
    const moved = Math.abs(from.x - to.x) > 0.5 || Math.abs(from.y - to.y) > 0.5;
    const turn = !from.faceUp && to.faceUp && from.place === to.place;
    if (!moved && !turn && from.faceUp === to.faceUp) continue;
    out.push({ card: to.card, from, to, delay: (order.get(to.card) ?? 0) * stagger, turn });
  }
  return out;
}

/** Play the motions on the board's card elements (`[data-card]`). */
export function animate(host: HTMLElement, motions: readonly Motion[], player: TracePlayer): void {
  const ms = player.ms(170);
  if (ms === 0) return;
  for (const m of motions) {
    const el = host.querySelector<HTMLElement>(`[data-card="${m.card}"]`);
    if (!el) continue;
    const dx = m.from.x - m.to.x;
    const dy = m.from.y - m.to.y;
    const far = Math.hypot(dx, dy);
    if (m.turn) {
      player.track(
        el.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
          duration: ms * 0.8,
          delay: m.delay + ms * 0.6,
          easing: 'ease-out',
          fill: 'backwards',
        }),
      );
      continue;
    }
    if (far < 0.5) continue;
    const flips = m.from.faceUp !== m.to.faceUp;
    const duration = Math.min(ms * 1.8, ms + far * 0.15);
    player.track(
      el.animate(
        [
          { transform: `translate(${dx}px, ${dy}px)${flips ? ' scaleX(0.2)' : ''}`, zIndex: 600 },
          { transform: 'none', zIndex: 600 },
        ],
        { duration, delay: m.delay, easing: 'cubic-bezier(.2,.7,.3,1)', fill: 'backwards' },
      ),
    );
  }
}
