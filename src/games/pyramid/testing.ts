// Test helpers for pyramid: build positions from short text and play hint-following games.

import { cardOf, cardToString, fullDeck, type Card, type Suit } from '../../core/cards.ts';
import { decodePosition } from './notation.ts';
import { applyMove, hint, type PyramidMove, type PyramidState } from './rules.ts';

/** Shorthand card: "QH" → Card. Throws on a typo (test code only). */
export function c(text: string): Card {
  const rank = 'A23456789TJQK'.indexOf(text[0] ?? '?') + 1;
  if (rank < 1 || !'CDHS'.includes(text[1] ?? '?')) throw new Error(`bad test card ${text}`);
  return cardOf(rank, text[1] as Suit);
}

/** A position from ENGINE.md JSON parts; throws when the test wrote a bad one. */
export function pos(rows: (string | null)[][], stock: string[] = [], waste: string[] = [], score?: number, combo?: number): PyramidState {
  const r = decodePosition({ rows, stock, waste, ...(score === undefined ? {} : { score }), ...(combo === undefined ? {} : { combo }) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Cards that never pair with each other (every sum is 14 … 16): padding for test base rows. */
export const INERT = ['7S', '7H', '7D', '7C', '8S', '8H', '8D'];

/**
 * A full pyramid whose base row (all seven cards free) is `base` padded with INERT cards;
 * rows 0 … 5 are filled with the lowest unused cards, all covered.
 */
export function withBase(base: string[], stock: string[] = [], waste: string[] = [], score?: number, combo?: number): PyramidState {
  const row = [...base, ...INERT.filter((x) => !base.includes(x))].slice(0, 7);
  const used = new Set([...row, ...stock, ...waste]);
  const filler = fullDeck()
    .map(cardToString)
    .filter((x) => !used.has(x));
  const rows: (string | null)[][] = [];
  let k = 0;
  for (let r = 0; r < 6; r++) rows.push(Array.from({ length: r + 1 }, () => filler[k++] ?? null));
  rows.push(row);
  return pos(rows, stock, waste, score, combo);
}

/** Only the top rows given; every other slot removed. */
export function topRows(top: (string | null)[][], stock: string[] = [], waste: string[] = []): PyramidState {
  const rows = Array.from({ length: 7 }, (_, r) => top[r] ?? Array.from({ length: r + 1 }, () => null));
  return pos(rows, stock, waste);
}

/** Follow PYR-7 hints until none is left; returns the moves and the final state. */
export function playHints(start: PyramidState): { moves: PyramidMove[]; end: PyramidState } {
  let state = start;
  const moves: PyramidMove[] = [];
  for (let h = hint(state); h !== null; h = hint(state)) {
    const r = applyMove(state, h);
    if (!r.ok) throw new Error(r.error.message);
    moves.push(h);
    state = r.value;
  }
  return { moves, end: state };
}
