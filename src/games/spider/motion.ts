// Spider's animation plan from a move's trace (pure): which cards glide in from where (a move, a
// deal from the stock), which cards turn over (SPI-5), and the completed runs flying home (SPI-4),
// each with its delay, so the board plays them in the trace's order through the shared player.

import type { Card } from '../../core/cards.ts';
import { columnYs, nextDealX, type Geometry } from './layout.ts';
import type { SpiderState, SpiderTrace } from './rules.ts';

/** A card now at (col, index) that glides in from (x, y) of the table. */
export interface Glide {
  readonly col: number;
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly delay: number;
}

/** A card now at (col, index) that turns face up. */
export interface Turn {
  readonly col: number;
  readonly index: number;
  readonly delay: number;
}

/** A card of a completed run, drawn on its own, flying from (x0, y0) to its place in the strip. */
export interface Ghost {
  readonly id: number;
  readonly card: Card;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly delay: number;
}

export interface Plan {
  readonly glides: Glide[];
  readonly turns: Turn[];
  readonly ghosts: Ghost[];
  /** When the last thing ends (ms from the start), at base speed. */
  readonly total: number;
}

/** Base durations in ms (the board scales them with the player: 0 under reduced motion). */
export const MS = { move: 170, deal: 200, dealStagger: 45, turn: 200, home: 260, homeStagger: 28 } as const;

/**
 * The plan for `trace`, played from `before` (drawn with `gb`) to the state drawn with `ga`. Positions
 * are in table px; a move's cards glide from where they lay, a deal's from the stock's top pile.
 */
export function plan(before: SpiderState, trace: SpiderTrace, gb: Geometry, ga: Geometry): Plan {
  const glides: Glide[] = [];
  const turns: Turn[] = [];
  const ghosts: Ghost[] = [];
  const lens = before.columns.map((c) => c.length);
  const hid = before.hidden.slice();
  let homes = before.foundations.length;
  let t = 0;
  let id = 0;
  for (const step of trace.steps) {
    if (step.kind === 'move') {
      const k = step.cards.length;
      const base = (lens[step.from] as number) - k;
      for (let j = 0; j < k; j++) {
        glides.push({
          col: step.to,
          index: (lens[step.to] as number) + j,
          x: gb.colX[step.from] as number,
          y: gb.top + (gb.ys[step.from]?.[base + j] ?? 0),
          delay: t,
        });
      }
      lens[step.from] = base;
      lens[step.to] = (lens[step.to] as number) + k;
      t += MS.move;
    } else if (step.kind === 'deal') {
      // The next deal is the stock's innermost pile.
      const sx = nextDealX(gb, before.stock.length / 10);
      step.cards.forEach((_, i) => {
        glides.push({ col: i, index: lens[i] as number, x: sx, y: gb.gap, delay: t + i * MS.dealStagger });
        lens[i] = (lens[i] as number) + 1;
      });
      t += MS.deal + 9 * MS.dealStagger;
    } else if (step.kind === 'turn') {
      turns.push({ col: step.column, index: (lens[step.column] as number) - 1, delay: t });
      hid[step.column] = Math.max(0, (hid[step.column] as number) - 1);
      t += MS.turn / 2;
    } else {
      const col = step.column;
      const len = lens[col] as number;
      const ys = columnYs({ length: len, hidden: hid[col] as number }, ga.cw, ga.ch, ga.height - ga.top);
      const x1 = ga.homeX[homes] ?? ga.homeX[7] ?? 0;
      step.cards.forEach((card, j) => {
        // The ace leaves first, the king last, and lands on top of the pile.
        const order = step.cards.length - 1 - j;
        ghosts.push({
          id: id++,
          card,
          x0: ga.colX[col] as number,
          y0: ga.top + (ys[len - step.cards.length + j] ?? 0),
          x1,
          y1: ga.gap,
          delay: t + order * MS.homeStagger,
        });
      });
      lens[col] = len - step.cards.length;
      homes++;
      t += MS.home + (step.cards.length - 1) * MS.homeStagger;
    }
  }
  return { glides, turns, ghosts, total: t + MS.turn };
}
