// Playing cards: ids, ENGINE.md notation, colours and German names.
import { describe, expect, it } from 'vitest';
import { cardNameDe, cardOf, cardToString, colorOf, fullDeck, parseCard, rankOf, suitOf } from './cards.ts';
import { wholeDeckProblem } from './deck.ts';

describe('cards', () => {
  it('has 52 distinct cards whose notation round-trips', () => {
    const deck = fullDeck();
    expect(deck).toHaveLength(52);
    const names = deck.map(cardToString);
    expect(new Set(names).size).toBe(52);
    for (const c of deck) {
      const p = parseCard(cardToString(c));
      expect(p.ok && p.value).toBe(c);
    }
  });

  it.each([
    ['AS', 1, 'S', 'black', 'Pik Ass'],
    ['TH', 10, 'H', 'red', 'Herz Zehn'],
    ['7H', 7, 'H', 'red', 'Herz Sieben'],
    ['QD', 12, 'D', 'red', 'Karo Dame'],
    ['JC', 11, 'C', 'black', 'Kreuz Bube'],
    ['KS', 13, 'S', 'black', 'Pik König'],
  ] as const)('%s is rank %i of suit %s, %s, named %s', (text, rank, suit, color, name) => {
    const p = parseCard(text);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(rankOf(p.value)).toBe(rank);
    expect(suitOf(p.value)).toBe(suit);
    expect(colorOf(p.value)).toBe(color);
    expect(cardNameDe(p.value)).toBe(name);
    expect(cardOf(rank, suit)).toBe(p.value);
  });

  it('uses the Microsoft deck order (clubs, diamonds, hearts, spades by rank)', () => {
    expect(fullDeck().slice(0, 5).map(cardToString)).toEqual(['AC', 'AD', 'AH', 'AS', '2C']);
  });

  it('accepts 10 and lower case, rejects garbage', () => {
    expect(parseCard('10h')).toEqual({ ok: true, value: cardOf(10, 'H') });
    for (const bad of ['', 'X', '1H', 'AX', 'KHH', '11S']) expect(parseCard(bad).ok).toBe(false);
  });

  it('a whole deck has each card once; otherwise the first card met twice, or the count, is named', () => {
    expect(wholeDeckProblem(fullDeck().reverse(), 'FreeCell')).toBeNull();
    expect(wholeDeckProblem([...fullDeck(), cardOf(10, 'H')], 'FreeCell')).toBe('The card TH appears twice.');
    expect(wholeDeckProblem([cardOf(1, 'S'), cardOf(2, 'S'), cardOf(1, 'S'), cardOf(2, 'S')], 'Klondike')).toBe('The card AS appears twice.');
    expect(wholeDeckProblem(fullDeck().slice(1), 'Klondike')).toBe('A Klondike position holds 52 cards, this one 51.');
  });
});
