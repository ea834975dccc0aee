// The table's motion from a change's trace (through the screen's trace player, instant under reduced
// motion): a move's cards slide together, "Spiel beenden" sends them home one after another, an undo
// slides them back, and a fresh deal is dealt card by card (FC-1 order). Positions come from
// layout.ts, never from measuring.

import type { Change } from '../../ui/screen/controller.svelte.ts';
import type { TracePlayer } from '../../ui/screen/player.svelte.ts';
import { play as playSound } from '../../ui/feel.ts';
import { reversedTrace, stepOf, traceMotions, type TableLayout } from './layout.ts';
import type { FreecellState, FreecellTrace } from './rules.ts';

const EASE = 'cubic-bezier(0.2, 0.7, 0.3, 1)';

/** A table as dealt: nothing moved yet (a resumed or followed game is not dealt again). */
export const isFreshDeal = (s: FreecellState): boolean => s.moves === 0 && s.foundations.every((f) => f === 0) && s.cells.every((c) => c === null);

/** What a change shows: the deal, the trace to play (an undo's reversed), or nothing. */
export function motionOf(
  c: Change<FreecellState, FreecellTrace>,
): { readonly kind: 'deal' } | { readonly kind: 'trace'; readonly trace: FreecellTrace } | null {
  if (c.cause === 'open' || c.cause === 'restart') return isFreshDeal(c.after) ? { kind: 'deal' } : null;
  if (c.trace === undefined || c.cause === 'follow') return null;
  return { kind: 'trace', trace: c.cause === 'undo' ? reversedTrace(c.trace) : c.trace };
}

const cardEl = (host: HTMLElement, card: number): HTMLElement | null => host.querySelector<HTMLElement>(`[data-card="${card}"]`);

export function animateChange(host: HTMLElement | undefined, l: TableLayout, c: Change<FreecellState, FreecellTrace>, player: TracePlayer): void {
  const m = motionOf(c);
  if (m === null) return;
  if (m.kind === 'deal') return dealIn(host, l, c.after, player);
  const oneByOne = m.trace.kind === 'finish';
  const ms = player.ms(oneByOne ? 170 : 200);
  if (ms === 0 || !oneByOne) playSound('place');
  if (ms === 0 || !host) return;
  for (const mv of traceMotions(l, m.trace, c.after)) {
    if (Math.abs(mv.dx) < 1 && Math.abs(mv.dy) < 1) continue;
    const el = cardEl(host, mv.card);
    if (!el) continue;
    // Waiting cards keep their place in the column's stacking; a moving card flies above all.
    const flying = 300 + mv.order;
    const anim = el.animate(
      [
        { transform: `translate(${mv.dx}px, ${mv.dy}px)`, zIndex: 100 + mv.fromIndex, offset: 0 },
        { transform: `translate(${mv.dx}px, ${mv.dy}px)`, zIndex: flying, offset: 0.01 },
        { transform: 'translate(0, 0)', zIndex: flying, offset: 1 },
      ],
      { duration: ms, easing: EASE, delay: (oneByOne ? 75 : 0) * mv.order, fill: 'backwards' },
    );
    // "Spiel beenden": each card taps down as it lands.
    if (oneByOne) anim.onfinish = () => playSound('place');
    player.track(anim);
  }
}

/** Deal the table card by card, across the columns row by row; a tap or key finishes it (player.skip). */
function dealIn(host: HTMLElement | undefined, l: TableLayout, s: FreecellState, player: TracePlayer): void {
  playSound('deal');
  const ms = player.ms(220);
  if (ms === 0 || !host) return;
  const from = { x: l.width / 2 - l.cardW / 2, y: l.height - l.cardH - l.gap };
  let k = 0;
  for (let row = 0; row < 7; row++)
    for (let c = 0; c < 8; c++) {
      const col = s.columns[c] ?? [];
      const card = col[row];
      if (card === undefined) continue;
      const el = cardEl(host, card);
      const x = l.columnX[c] ?? 0;
      const y = l.columnTop + row * stepOf(l, col.length);
      if (el)
        player.track(
          el.animate(
            [
              { transform: `translate(${from.x - x}px, ${from.y - y}px)`, opacity: 0.4 },
              { transform: 'translate(0, 0)', opacity: 1 },
            ],
            { duration: ms, delay: k * 16, easing: EASE, fill: 'backwards' },
          ),
        );
      k++;
    }
}
