// Microsoft FreeCell deal numbers: the classic generator that turns a deal number into a table.
//
// Algorithm (Windows FreeCell, as documented by many independent implementations):
//   - the deck is the 52 cards in id order (A♣ A♦ A♥ A♠ 2♣ …), i.e. id = (rank − 1) × 4 + suit
//     with suits C D H S — exactly src/core/cards.ts's ids;
//   - the generator is the Microsoft C runtime's LCG: seed = deal number, and each call does
//     seed = (seed × 214013 + 2531011) mod 2^32, returning (seed >> 16) & 0x7fff;
//   - for i = 52 down to 1: j = rand() mod i; deal deck[j]; move the last card deck[i − 1]
//     into place j;
//   - card n (0-based) of the dealing order goes to column n mod 8, so columns 1–4 get 7 cards
//     and 5–8 get 6, the first card dealt lying deepest.
// Deals 1 … 2^31 − 1 are accepted (the range this formula reproduces; Windows itself offers
// 1 … 1,000,000). Deal 1 begins JD 2D 9H JC 5D 7H 7C 5H across the first row.

import type { Card } from '../../core/cards.ts';

export const MIN_DEAL = 1;
export const MAX_DEAL = 0x7fffffff;

export const isDealNumber = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= MIN_DEAL && n <= MAX_DEAL;

/** The 8 columns of a deal, deepest card first. `deal` must satisfy isDealNumber. */
export function dealColumns(deal: number): Card[][] {
  let seed = deal >>> 0;
  const rand = (): number => {
    seed = (Math.imul(seed, 214013) + 2531011) >>> 0;
    return (seed >>> 16) & 0x7fff;
  };
  const deck: Card[] = Array.from({ length: 52 }, (_, i) => i);
  const columns: Card[][] = Array.from({ length: 8 }, () => []);
  for (let left = 52, n = 0; left > 0; left--, n++) {
    const j = rand() % left;
    const card = deck[j] as Card;
    deck[j] = deck[left - 1] as Card;
    (columns[n % 8] as Card[]).push(card);
  }
  return columns;
}
