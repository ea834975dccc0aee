// Where each place of the FreeCell table lies, computed from the page's sizes (no DOM measuring),
// and the card motions of a move's trace: the page animates from these.
//
// The table (FreecellPage.svelte) is two grids of 8 tracks of --card-w spread with
// space-between inside a padding of --gap: cells a–d and the foundations H C D S on top, the
// columns below after a margin of 2 × gap + 4 px; a column's cards step down by stepFactor(n) × card width.

import type { Card } from '../../core/cards.ts';
import { CELL_COUNT, COLUMN_COUNT, HOME, isCellPlace, type FreecellState, type FreecellTrace, type Place } from './rules.ts';

/** Foundations left to right, by suit id (C 0, D 1, H 2, S 3): H C D S, colours alternating. */
export const FOUNDATION_SUITS = [2, 0, 1, 3] as const;

export interface TableSize {
  /** The table's inner width plus its padding (clientWidth). */
  readonly width: number;
  readonly cardW: number;
  readonly gap: number;
}

/** How far a column's cards step down, as a fraction of the card width, for a column of n cards. */
export const stepFactor = (n: number): number => (n <= 12 ? 0.42 : Math.max(0.24, (0.42 * 11) / (n - 1)));

/** Top-left corner of a card at `place` (and `index` in its column of `length` cards), relative to the table's padding box. */
export function placeXY(size: TableSize, place: Place, card: Card, index: number, length: number): { x: number; y: number } {
  const { width, cardW, gap } = size;
  const pitch = (width - 2 * gap - 8 * cardW) / 7 + cardW;
  if (place === HOME) return { x: gap + (CELL_COUNT + FOUNDATION_SUITS.indexOf((card & 3) as 0 | 1 | 2 | 3)) * pitch, y: gap };
  if (isCellPlace(place)) return { x: gap + (place - COLUMN_COUNT) * pitch, y: gap };
  const top = gap + cardW * 1.4 + 2 * gap + 4;
  return { x: gap + place * pitch, y: top + index * stepFactor(length) * cardW };
}

export interface Motion {
  readonly card: Card;
  /** From the old place to the new one, in px: the card starts translated by (dx, dy) and slides to 0. */
  readonly dx: number;
  readonly dy: number;
  /** Order in the trace (finish staggers by it). */
  readonly order: number;
}

/**
 * The motions of a trace that led to `after`. Column lengths before each step are rebuilt from the
 * trace itself (the cards a step took from a column lay at its foot), so no earlier state is needed.
 */
export function traceMotions(size: TableSize, trace: FreecellTrace, after: FreecellState): Motion[] {
  const length = after.columns.map((c) => c.length);
  // Walk back from `after` to the lengths before the whole trace.
  for (const step of trace.steps) {
    if (step.to < COLUMN_COUNT) length[step.to] = (length[step.to] ?? 0) - step.cards.length;
    if (step.from < COLUMN_COUNT) length[step.from] = (length[step.from] ?? 0) + step.cards.length;
  }
  const out: Motion[] = [];
  for (const step of trace.steps) {
    const fromLen = step.from < COLUMN_COUNT ? (length[step.from] ?? 0) : 1;
    const toLenBefore = step.to < COLUMN_COUNT ? (length[step.to] ?? 0) : 0;
    const finalTo = step.to < COLUMN_COUNT ? (after.columns[step.to]?.length ?? 0) : 1;
    step.cards.forEach((card, k) => {
      const a = placeXY(size, step.from, card, fromLen - step.cards.length + k, fromLen);
      const b = placeXY(size, step.to, card, toLenBefore + k, finalTo);
      out.push({ card, dx: a.x - b.x, dy: a.y - b.y, order: out.length });
    });
    if (step.from < COLUMN_COUNT) length[step.from] = fromLen - step.cards.length;
    if (step.to < COLUMN_COUNT) length[step.to] = toLenBefore + step.cards.length;
  }
  return out;
}

/** The trace of taking a move back: the same cards, the other way, last step first. */
export function reversedTrace(trace: FreecellTrace): FreecellTrace {
  return { kind: trace.kind, steps: [...trace.steps].reverse().map((s) => ({ cards: s.cards, from: s.to, to: s.from })) };
}
