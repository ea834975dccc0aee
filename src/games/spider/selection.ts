// Pure page helpers for SPI-7: which run a tap picks up, where it may go, and its best target on a second tap.

import type { Card } from '../../core/cards.ts';
import { COLUMN_COUNT, followsInSuit, movableRunLength, type SpiderMove, type SpiderState } from './rules.ts';

/**
 * SPI-7 pick-up: the number of cards that move when the player takes the card at `index` of `column`
 * (it and everything on it), or null when that card is face down or the cards on it do not descend
 * in its suit.
 */
export function movableRunFrom(s: SpiderState, column: number, index: number): number | null {
  const col = s.columns[column];
  if (!col || !Number.isInteger(index) || index < 0 || index >= col.length) return null;
  const k = col.length - index;
  return k <= movableRunLength(col, s.hidden[column] as number) ? k : null;
}

/**
 * The move that puts the run from `index` of `column` onto column `to`, or null when it may not go
 * there. Canonical form: onto a card, no count (the fitting run is implied); into an empty column, a
 * count only when it is less than the whole movable run.
 */
export function moveTo(s: SpiderState, column: number, index: number, to: number): SpiderMove | null {
  const k = movableRunFrom(s, column, index);
  const dst = s.columns[to];
  if (k === null || !dst || to === column) return null;
  const col = s.columns[column] as readonly Card[];
  if (dst.length === 0) {
    return k === movableRunLength(col, s.hidden[column] as number) ? { kind: 'move', from: column, to } : { kind: 'move', from: column, to, count: k };
  }
  return (dst[dst.length - 1] as Card) >> 2 === ((col[index] as Card) >> 2) + 1 ? { kind: 'move', from: column, to } : null;
}

/** The columns the run from `index` of `column` may go to (they light up while it is held), in column order. */
export function targetsOf(s: SpiderState, column: number, index: number): number[] {
  const out: number[] = [];
  for (let to = 0; to < COLUMN_COUNT; to++) if (moveTo(s, column, index, to) !== null) out.push(to);
  return out;
}

/**
 * SPI-7 second tap on the held run: the best target, a card of the run's own suit first, then any
 * card that fits, then an empty column. Within a kind the search starts at the next column to the
 * right and wraps, so the run goes to the nearest such place. Null when it fits nowhere.
 */
export function bestTarget(s: SpiderState, column: number, index: number): SpiderMove | null {
  const col = s.columns[column];
  if (!col || movableRunFrom(s, column, index) === null) return null;
  const card = col[index] as Card;
  let fitting: SpiderMove | null = null;
  let empty: SpiderMove | null = null;
  for (let step = 1; step < COLUMN_COUNT; step++) {
    const to = (column + step) % COLUMN_COUNT;
    const m = moveTo(s, column, index, to);
    if (m === null) continue;
    const dst = s.columns[to] as readonly Card[];
    if (dst.length === 0) empty ??= m;
    else if (followsInSuit(card, dst[dst.length - 1] as Card)) return m;
    else fitting ??= m;
  }
  return fitting ?? empty;
}
