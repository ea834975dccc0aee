// Pyramid solitaire rules (SPEC PYR-1 … PYR-10): deal, free cards, moves, score, combo, hint, status.
//
// The pyramid is 28 slots numbered row by row: row r (0 = apex … 6 = base) holds r + 1 slots,
// slot (r, c) has index r(r+1)/2 + c and lies on (r+1, c) and (r+1, c+1). A removed card
// leaves `null`. Stock and waste are listed bottom to top; the last entry is the top card.
//
// Deal mapping (pinned by tests, never change it): deck = shuffled(fullDeck(), createRng(seed));
// deck[0 … 27] fill the pyramid row by row, left to right; deck[28 … 51] stay in the stock in
// dealing order, so the first draw turns up deck[28], the next deck[29], and so on
// (stock bottom to top is deck[51] … deck[28]).
//
// Score (PYR-5): two pyramid cards 2, a pyramid card with the waste card 1, a pyramid king 1,
// a waste king 0; capped at 28. Combo (PYR-6): the number of removals since the last draw
// (0 at the start and right after a draw); it is shown, it does not change the score.

import { MAX_COUNT, capAt } from '../../core/bounds.ts';
import { rankOf, type Card } from '../../core/cards.ts';
import { createRng, shuffled } from '../../core/rng.ts';
import { fullDeck } from '../../core/cards.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import type { Status } from '../../core/game.ts';

export const ROWS = 7;
export const PYRAMID_SIZE = 28;
export const STOCK_SIZE = 24;
export const MAX_SCORE = 28;
export const PAIR_SUM = 13;

export interface PyramidState {
  /** 28 slots row by row; null = removed. */
  readonly pyramid: readonly (Card | null)[];
  /** Bottom to top; the last entry is drawn next. */
  readonly stock: readonly Card[];
  /** Bottom to top; the last entry is the usable waste card. */
  readonly waste: readonly Card[];
  readonly score: number;
  readonly combo: number;
}

export type PyramidMove =
  { readonly kind: 'draw' } | { readonly kind: 'king'; readonly card: Card } | { readonly kind: 'pair'; readonly a: Card; readonly b: Card };

/** Where a usable card lies: a pyramid slot or the top of the waste. */
export type Place = { readonly kind: 'slot'; readonly index: number } | { readonly kind: 'waste' };

export const slotIndex = (row: number, col: number): number => (row * (row + 1)) / 2 + col;

/** Row and column of a slot index. */
export function slotRowCol(index: number): { row: number; col: number } {
  let row = 0;
  while (slotIndex(row + 1, 0) <= index) row++;
  return { row, col: index - slotIndex(row, 0) };
}

/** The (up to two) slots lying on a slot; empty for the base row. */
export function coveringSlots(index: number): number[] {
  const { row, col } = slotRowCol(index);
  return row === ROWS - 1 ? [] : [slotIndex(row + 1, col), slotIndex(row + 1, col + 1)];
}

/** A deal numbered by `seed` (see the mapping at the top of this file). */
export function deal(seed: number): PyramidState {
  const deck = shuffled(fullDeck(), createRng(seed));
  return {
    pyramid: deck.slice(0, PYRAMID_SIZE),
    stock: deck.slice(PYRAMID_SIZE).reverse(),
    waste: [],
    score: 0,
    combo: 0,
  };
}

/** PYR-3: a pyramid card is free when no card lies on it. */
export function isFree(state: PyramidState, index: number): boolean {
  if (state.pyramid[index] == null) return false;
  return coveringSlots(index).every((i) => state.pyramid[i] == null);
}

/** The cards still lying on a slot (for "why can't I take this card"). */
export function cardsOnTop(state: PyramidState, index: number): Card[] {
  return coveringSlots(index)
    .map((i) => state.pyramid[i])
    .filter((c): c is Card => c != null);
}

export const wasteTop = (state: PyramidState): Card | null => state.waste[state.waste.length - 1] ?? null;
export const stockTop = (state: PyramidState): Card | null => state.stock[state.stock.length - 1] ?? null;
export const pyramidLeft = (state: PyramidState): number => state.pyramid.reduce<number>((n, c) => (c == null ? n : n + 1), 0);

/** Where a card is usable now, or null when it is not a usable card (PYR-3). */
export function usablePlace(state: PyramidState, card: Card): Place | null {
  const index = state.pyramid.indexOf(card);
  if (index >= 0) return isFree(state, index) ? { kind: 'slot', index } : null;
  return wasteTop(state) === card ? { kind: 'waste' } : null;
}

/** Usable cards in PYR-7 board order: pyramid top row to bottom, left to right, then the waste card. */
export function usableInBoardOrder(state: PyramidState): { card: Card; place: Place }[] {
  const out: { card: Card; place: Place }[] = [];
  for (let i = 0; i < PYRAMID_SIZE; i++) {
    const card = state.pyramid[i];
    if (card != null && isFree(state, i)) out.push({ card, place: { kind: 'slot', index: i } });
  }
  const top = wasteTop(state);
  if (top !== null) out.push({ card: top, place: { kind: 'waste' } });
  return out;
}

export const isKing = (card: Card): boolean => rankOf(card) === 13;
export const makesThirteen = (a: Card, b: Card): boolean => rankOf(a) + rankOf(b) === PAIR_SUM;

/** PYR-7: the first usable card in board order that is a king or has a partner, with its first partner; else draw; else null. */
export function hint(state: PyramidState): PyramidMove | null {
  if (status(state) !== 'playing') return null;
  const usable = usableInBoardOrder(state);
  for (const u of usable) {
    if (isKing(u.card)) return { kind: 'king', card: u.card };
    const partner = usable.find((p) => p.card !== u.card && makesThirteen(u.card, p.card));
    if (partner) return { kind: 'pair', a: u.card, b: partner.card };
  }
  return state.stock.length > 0 ? { kind: 'draw' } : null;
}

/** Every removal possible now (kings, then pairs), in board order; no draw. */
export function removals(state: PyramidState): PyramidMove[] {
  const usable = usableInBoardOrder(state);
  const out: PyramidMove[] = [];
  for (const [i, u] of usable.entries()) {
    if (isKing(u.card)) {
      out.push({ kind: 'king', card: u.card });
      continue;
    }
    for (const p of usable.slice(i + 1)) if (makesThirteen(u.card, p.card)) out.push({ kind: 'pair', a: u.card, b: p.card });
  }
  return out;
}

/** Every legal move now: removals in board order, then "draw" while the stock has cards. */
export function legalMoves(state: PyramidState): PyramidMove[] {
  if (pyramidLeft(state) === 0) return [];
  const out = removals(state);
  if (state.stock.length > 0) out.push({ kind: 'draw' });
  return out;
}

/** PYR-10: an empty pyramid wins; an empty stock with no removal left loses. */
export function status(state: PyramidState): Status {
  if (pyramidLeft(state) === 0) return 'won';
  if (state.stock.length === 0 && removals(state).length === 0) return 'lost';
  return 'playing';
}

function removeFrom(state: PyramidState, places: readonly Place[], points: number): PyramidState {
  const pyramid = state.pyramid.slice();
  let waste = state.waste;
  for (const p of places) {
    if (p.kind === 'slot') pyramid[p.index] = null;
    else waste = waste.slice(0, -1);
  }
  return {
    pyramid,
    stock: state.stock,
    waste,
    score: Math.min(MAX_SCORE, state.score + points),
    combo: capAt(state.combo + 1, MAX_COUNT),
  };
}

const pointsFor = (places: readonly Place[]): number => places.filter((p) => p.kind === 'slot').length;

/** Apply a move: a new state, or an `illegal` error that leaves everything as it was. */
export function applyMove(state: PyramidState, move: PyramidMove): Result<PyramidState> {
  if (pyramidLeft(state) === 0) return fail('illegal', 'The pyramid is already cleared; the game is won.');
  switch (move.kind) {
    case 'draw': {
      const top = stockTop(state);
      if (top === null) return fail('illegal', 'The stock is empty; it is not dealt again.');
      return ok({ ...state, stock: state.stock.slice(0, -1), waste: [...state.waste, top], combo: 0 });
    }
    case 'king': {
      if (!isKing(move.card)) return fail('illegal', 'Only a king is removed alone; other cards need a partner summing to 13.');
      const place = usablePlace(state, move.card);
      if (!place) return fail('illegal', 'That king is not free: it is covered, in the stock, or under the top waste card.');
      return ok(removeFrom(state, [place], pointsFor([place])));
    }
    case 'pair': {
      if (move.a === move.b) return fail('illegal', 'A pair needs two different cards.');
      if (!makesThirteen(move.a, move.b)) return fail('illegal', 'The two cards do not sum to 13.');
      const pa = usablePlace(state, move.a);
      const pb = usablePlace(state, move.b);
      if (!pa || !pb) return fail('illegal', 'Both cards must be free pyramid cards or the top waste card.');
      return ok(removeFrom(state, [pa, pb], pointsFor([pa, pb])));
    }
  }
}

/**
 * What a move did (pages animate from it): a draw turns up one card; a removal takes one or two
 * cards from their places (pyramid slots or the waste top), scores `points` and leaves the combo at `combo`.
 */
export type PyramidTrace =
  | { readonly kind: 'draw'; readonly card: Card }
  | { readonly kind: 'remove'; readonly removed: readonly { readonly card: Card; readonly place: Place }[]; readonly points: number; readonly combo: number };

/** applyMove with its trace. */
export function playMove(state: PyramidState, move: PyramidMove): Result<{ state: PyramidState; trace: PyramidTrace }> {
  const r = applyMove(state, move);
  if (!r.ok) return r;
  const next = r.value;
  if (move.kind === 'draw') return ok({ state: next, trace: { kind: 'draw', card: wasteTop(next) as Card } });
  const cards = move.kind === 'king' ? [move.card] : [move.a, move.b];
  // The places are where the cards lay before the move (usablePlace of a played move never fails).
  const removed = cards.map((card) => ({ card, place: usablePlace(state, card) as Place }));
  return ok({ state: next, trace: { kind: 'remove', removed, points: next.score - state.score, combo: next.combo } });
}
