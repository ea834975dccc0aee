// A whole deck: the check a position of a one-deck card game (FreeCell, Klondike) passes when it
// is loaded. Apart from cards.ts so the games that never load a whole deck's position (Spider,
// Pyramid) do not carry it in their page's JavaScript.

import { cardToString, type Card } from './cards.ts';

/**
 * Why `cards` are not one whole deck (each of the 52 exactly once), as the sentence of a position
 * error naming the first card met twice or the count; null when they are. `game` names the game.
 */
export function wholeDeckProblem(cards: readonly Card[], game: string): string | null {
  const seen = new Set<Card>();
  for (const c of cards) {
    if (seen.has(c)) return `The card ${cardToString(c)} appears twice.`;
    seen.add(c);
  }
  return cards.length === 52 ? null : `A ${game} position holds 52 cards, this one ${cards.length}.`;
}
