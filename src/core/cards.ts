// The 52 playing cards: compact numeric ids, ENGINE.md notation, colours and German names.
//
// A card is an integer 0 … 51: (rank − 1) × 4 + suit, with suits in the order
// clubs, diamonds, hearts, spades (the order of the classic Microsoft FreeCell deck,
// so its generator can use the ids directly). Ranks run 1 (ace) … 13 (king).

import { fail, ok, type Result } from './result.ts';

export type Card = number;
export type Suit = 'C' | 'D' | 'H' | 'S';
export type Color = 'red' | 'black';

export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];
export const RANK_CHARS = 'A23456789TJQK';

export const cardOf = (rank: number, suit: Suit): Card => (rank - 1) * 4 + SUITS.indexOf(suit);
export const rankOf = (card: Card): number => (card >> 2) + 1;
export const suitOf = (card: Card): Suit => SUITS[card & 3] as Suit;
/** Diamonds and hearts are red. */
export const isRed = (card: Card): boolean => (card & 3) === 1 || (card & 3) === 2;
export const colorOf = (card: Card): Color => (isRed(card) ? 'red' : 'black');

/** The full deck in id order (A♣ A♦ A♥ A♠ 2♣ …). */
export const fullDeck = (): Card[] => Array.from({ length: 52 }, (_, i) => i);

/** ENGINE.md notation: rank `A 2 … 9 T J Q K` + suit `H C D S`, e.g. `TH`, `AS`. */
export function cardToString(card: Card): string {
  return RANK_CHARS.charAt(card >> 2) + suitOf(card);
}

/** Parse `AS`, `TH`, `10H` (accepted for convenience), case-insensitive. */
export function parseCard(text: string): Result<Card> {
  const t = text.trim().toUpperCase();
  const m = /^(10|[A2-9TJQK])([HCDS])$/.exec(t);
  if (!m) return fail('bad_card', `Not a card: "${text}"`);
  const rankChar = m[1] === '10' ? 'T' : (m[1] as string);
  return ok(cardOf(RANK_CHARS.indexOf(rankChar) + 1, m[2] as Suit));
}

export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };

// German card names are player-facing; they live here so that every game and the engine
// share one spelling. The app's string catalog re-exports them.
export const SUIT_NAMES_DE: Readonly<Record<Suit, string>> = { C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik' };
export const RANK_NAMES_DE: readonly string[] = ['Ass', 'Zwei', 'Drei', 'Vier', 'Fünf', 'Sechs', 'Sieben', 'Acht', 'Neun', 'Zehn', 'Bube', 'Dame', 'König'];
/** Short rank labels as printed in a card's corner. */
export const RANK_LABELS: readonly string[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'B', 'D', 'K'];

/** German name, e.g. "Herz Zehn", "Pik Ass". */
export function cardNameDe(card: Card): string {
  return `${SUIT_NAMES_DE[suitOf(card)]} ${RANK_NAMES_DE[card >> 2]}`;
}
