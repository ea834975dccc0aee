// Table-driven rules tests for Spider, one block per SPEC ID (SPI-1 … SPI-9).

import { describe, expect, it } from 'vitest';
import { cardToString } from '../../core/cards.ts';
import { spiderDef } from './def.ts';
import { hint, hintClass, hints } from './hint.ts';
import { encodePosition, formatMove } from './notation.ts';
import {
  DEAL,
  MAX_MOVES,
  MAX_SCORE,
  MIN_SCORE,
  allCards,
  changesTable,
  legalMoves,
  newDeal,
  playMove,
  scoreWithUndos,
  spiderDeck,
  statusOf,
  visibleView,
  type SpiderState,
} from './rules.ts';
import { bestTarget, movableRunFrom, moveTo, targetsOf } from './selection.ts';
import { cards, mv, play, table } from './testing.ts';

const names = (s: SpiderState): string[] => legalMoves(s).map(formatMove);
const col = (s: SpiderState, i: number): string => s.columns[i]!.map(cardToString).join(' ');
const FULL_SPADES = 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S';

describe('SPI-1 the deal', () => {
  it.each([
    [1, 8, ['S']],
    [2, 4, ['H', 'S']],
    [4, 2, ['C', 'D', 'H', 'S']],
  ] as const)('SPI-1 %i suit(s): 104 cards, each %i times, suits %j', (suits, copies, suitLetters) => {
    const deck = spiderDeck(suits);
    expect(deck).toHaveLength(104);
    const counts = new Map<number, number>();
    for (const c of deck) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === copies)).toBe(true);
    expect([...new Set(deck.map((c) => cardToString(c).charAt(1)))].sort()).toEqual([...suitLetters]);
    const s = newDeal(7, suits);
    expect(allCards(s).sort((a, b) => a - b)).toEqual(deck.slice().sort((a, b) => a - b));
  });

  it('SPI-1 columns 1–4 get 6 cards, 5–10 get 5, only the last face up; 50 in the stock', () => {
    for (const suits of [1, 2, 4] as const) {
      const s = newDeal(123, suits);
      expect(s.columns.map((c) => c.length)).toEqual([6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
      expect(s.hidden).toEqual([5, 5, 5, 5, 4, 4, 4, 4, 4, 4]);
      expect(s.stock).toHaveLength(50);
      expect(s.foundations).toEqual([]);
      expect(s).toMatchObject({ score: 500, moves: 0, suits });
    }
  });

  it('SPI-1 seed 1 (kb-rng-1) is pinned for 1, 2 and 4 suits: columns, the stock and the first deal', () => {
    const one = newDeal(1, 1);
    expect(encodePosition(one).split('\n').slice(2, 4)).toEqual([': TS KS 9S 9S 3S | KS', ': 2S 5S TS 4S AS | 3S']);
    expect(one.stock.slice(-10).map(cardToString).join(' ')).toBe('6S JS 4S TS AS 3S 5S 7S 9S QS');
    expect(encodePosition(newDeal(1, 2)).split('\n').slice(2, 4)).toEqual([': QH KS JS 5H 8S | KS', ': AS 3H 5S 2S AH | 2H']);
    expect(encodePosition(newDeal(1, 4)).split('\n').slice(2, 4)).toEqual([': 6H KS 6D 3C JD | 7D', ': 7S 2C 9S AS 7H | 8C']);
    // The first deal takes the stock's last ten, the last card to column 10.
    const dealt = play(one, DEAL).state;
    expect(dealt.columns.map((c) => cardToString(c.at(-1)!)).join(' ')).toBe('6S JS 4S TS AS 3S 5S 7S 9S QS');
  });

  it('SPI-1 the same seed gives the same deal; other seeds and suit counts differ', () => {
    expect(newDeal(99, 2)).toEqual(newDeal(99, 2));
    expect(encodePosition(newDeal(99, 2))).not.toBe(encodePosition(newDeal(100, 2)));
    expect(encodePosition(newDeal(99, 4))).not.toBe(encodePosition(newDeal(99, 2)));
  });
});

describe('SPI-2 moves', () => {
  const s = table({
    columns: {
      0: 'AS | 9H 8S 7S',
      1: '9S',
      2: 'KH | 8H',
      3: '2S | 8S',
      4: 'QS JH TH 9H',
      5: '',
      6: '3H',
      7: '3H',
      8: '3H',
      9: '3H',
    },
  });

  it.each([
    ['nothing fits on 3H but a 2', '17', false],
    ['a run of one suit moves onto any suit one higher (8S 7S onto 9S)', '12', true],
    ['the card onto one higher of another suit (8H onto 9S)', '32', true],
    ['a mixed-suit sequence moves only its one-suit end: 9H 8S 7S cannot go as three', '16v3', false],
    ['the one-suit end of it into an empty column', '16v2', true],
    ['the whole movable run into an empty column without a count', '16', true],
    ['a part of the run into an empty column with v', '16v1', true],
    ['more than the movable run into an empty column is refused', '56v4', false],
    ['onto a card that is not one higher', '53', false],
    ['from an empty column', '61', false],
    ['onto itself', '11', false],
    ['onto a card with a count that is not the fitting run', '12v1', false],
  ])('SPI-2 %s: %s', (_why, move, legal) => {
    const m = spiderDef.parseMove(move);
    if (!m.ok) throw new Error(m.error.message);
    const r = playMove(s, m.value);
    expect(r.ok).toBe(legal);
    if (!r.ok) expect(r.error.code).toBe('illegal');
    // Every listed move is accepted; `16v2` (the whole run, written with its count) is accepted but listed as `16`.
    if (!legal) expect(names(s)).not.toContain(move);
  });

  it('SPI-2 the legal moves of a table, in order', () => {
    expect(names(s)).toEqual(['12', '13', '14', '15', '16', '16v1', '26', '32', '35', '36', '42', '45', '46', '56', '56v1', '56v2', '76', '86', '96', '06']);
  });

  it('SPI-2 a run that fits partly moves from the card that fits (6S 5S 4S: only 4S onto 5H)', () => {
    const t = table({ columns: { 0: '6S 5S 4S', 1: '5H' } });
    const r = play(t, mv(0, 1));
    expect(col(r.state, 0)).toBe('6S 5S');
    expect(col(r.state, 1)).toBe('5H 4S');
    expect(r.trace.steps).toEqual([{ kind: 'move', from: 0, to: 1, cards: cards('4S') }]);
  });

  it('SPI-2 a face-down card never moves, and a king goes only into an empty column', () => {
    const t = table({ columns: { 0: '5S | KS', 1: 'QS', 2: 'AS', 3: '3H', 4: '3H', 5: '3H', 6: '3H', 7: '3H', 8: '3H', 9: '3H' } });
    expect(names(t)).toEqual(['21']);
    expect(playMove(t, mv(0, 1)).ok).toBe(false);
  });
});

describe('SPI-3 deals', () => {
  const ten = 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS';

  it('SPI-3 a deal puts one card face up on each column, the stock’s last card on column 10', () => {
    const t = table({ columns: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, 'KS'])), stock: `JS JS JS JS JS JS JS JS JS JS ${ten}` });
    const r = play(t, DEAL);
    expect(r.state.columns.map((c) => cardToString(c.at(-1)!))).toEqual(ten.split(' '));
    expect(r.state.stock).toHaveLength(10);
    expect(r.trace.steps[0]).toEqual({ kind: 'deal', cards: cards(ten) });
    expect(r.state.moves).toBe(1);
  });

  it('SPI-3 a deal is refused with empty_column while a column is empty, and with illegal when the stock is empty', () => {
    const gap = table({ columns: { 0: 'KS', 1: 'KS' }, stock: ten });
    const r = playMove(gap, DEAL);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('empty_column');
      expect(r.error.message).toMatch(/column 3/);
    }
    expect(names(gap)).not.toContain('s');
    const full = table({ columns: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, 'KS'])) });
    const e = playMove(full, DEAL);
    expect(!e.ok && e.error.code).toBe('illegal');
  });
});

describe('SPI-4 runs go home', () => {
  it('SPI-4 a move that completes king … ace in one suit sends the run home in the same move', () => {
    const t = table({ columns: { 0: `3H | ${FULL_SPADES}`, 1: '5H | AS', 2: '4D' } });
    const r = play(t, mv(1, 0));
    expect(r.state.foundations).toEqual(['S']);
    expect(col(r.state, 0)).toBe('3H');
    expect(r.state.hidden[0]).toBe(0);
    expect(r.trace.steps.map((x) => x.kind)).toEqual(['move', 'turn', 'home', 'turn']);
    expect(r.trace.steps[2]).toMatchObject({ kind: 'home', column: 0, suit: 'S' });
    expect(r.state.score).toBe(500 - 1 + 100);
  });

  it('SPI-4 a mixed-suit king … ace does not go home', () => {
    const t = table({ columns: { 0: 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2H', 1: 'AS' } });
    const r = play(t, mv(1, 0));
    expect(r.state.foundations).toEqual([]);
  });

  it('SPI-4 a deal can complete several runs at once, each goes home', () => {
    const columns: Record<number, string> = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, 'KH']));
    columns[2] = FULL_SPADES;
    columns[7] = `5H | ${FULL_SPADES}`;
    const t = table({ columns, stock: 'QH QH AS QH QH QH QH AS QH QH' });
    const r = play(t, DEAL);
    expect(r.state.foundations).toEqual(['S', 'S']);
    expect(r.trace.steps.filter((x) => x.kind === 'home').map((x) => (x.kind === 'home' ? x.column : -1))).toEqual([2, 7]);
    expect(r.trace.steps.filter((x) => x.kind === 'turn')).toEqual([{ kind: 'turn', column: 7, card: cards('5H')[0] }]);
    expect(r.state.columns[2]).toEqual([]);
    expect(r.state.score).toBe(500 - 1 + 200);
  });

  it('SPI-4 the eighth run wins', () => {
    const t = table({ columns: { 0: FULL_SPADES, 1: 'AS' }, foundations: 'S S S S S S S' });
    expect(statusOf(t)).toBe('playing');
    const r = play(t, mv(1, 0));
    expect(r.state.foundations).toHaveLength(8);
    expect(statusOf(r.state)).toBe('won');
    expect(spiderDef.engineFields(r.trace, r.state)).toEqual({ events: ['won'], extras: { turned: [], home: ['S'] } });
  });
});

describe('SPI-5 turning over', () => {
  it('SPI-5 the face-down card that becomes the last of its column turns over in the same move', () => {
    const t = table({ columns: { 0: 'KS 9H | 4S', 1: '5H' } });
    const r = play(t, mv(0, 1));
    expect(r.state.hidden[0]).toBe(1);
    expect(r.trace.steps[1]).toEqual({ kind: 'turn', column: 0, card: cards('9H')[0] });
    expect(spiderDef.engineFields(r.trace, r.state).extras).toEqual({ turned: ['9H'], home: [] });
    expect(encodePosition(r.state).split('\n')[2]).toBe(': KS | 9H');
  });
});

describe('SPI-6 score', () => {
  it('SPI-6 500 at the start, −1 per move, a deal is a move, +100 per run', () => {
    const s = newDeal(5, 1);
    const m = legalMoves(s)[0]!;
    const a = play(s, m).state;
    expect([a.score, a.moves]).toEqual([499, 1]);
    const b = play(a, DEAL).state;
    expect([b.score, b.moves]).toEqual([498, 2]);
  });

  it('SPI-6 an undo costs 1 and does not give back the undone move’s point: the page shows score − 2 per undo', () => {
    expect(scoreWithUndos(500, 1)).toBe(498);
    expect(scoreWithUndos(499, 0)).toBe(499);
    expect(scoreWithUndos(MIN_SCORE, 3)).toBe(MIN_SCORE);
  });

  it('SPI-6 score and move counter saturate at their bounds', () => {
    const t = table({ columns: { 0: FULL_SPADES, 1: 'AS', 2: 'KH' }, score: MAX_SCORE, moves: MAX_MOVES });
    const r = play(t, mv(1, 0)).state;
    expect([r.score, r.moves]).toEqual([MAX_SCORE, MAX_MOVES]);
    const low = play(table({ columns: { 0: '2S', 1: 'AS' }, score: MIN_SCORE }), mv(1, 0)).state;
    expect(low.score).toBe(MIN_SCORE);
  });
});

describe('status', () => {
  it('SPI-3 stuck when no move and no deal can change the table', () => {
    // Only shuttles: 5H may go between two equal 6S columns; the stock is empty.
    const t = table({ columns: { 0: '6S', 1: '6S 5H', 2: 'AS', 3: 'AS', 4: 'AS', 5: 'AS', 6: 'AS', 7: 'AS', 8: 'AS', 9: 'AS' } });
    expect(names(t)).toEqual(['21']);
    expect(changesTable(t, mv(1, 0))).toBe(false);
    expect(statusOf(t)).toBe('stuck');
    expect(spiderDef.status(t)).toBe('stuck');
    // The same with different cards under the 6S: that move does change the table.
    const u = table({ columns: { 0: 'QH | 6S', 1: 'JH | 6S 5H', 2: 'AS', 3: 'AS', 4: 'AS', 5: 'AS', 6: 'AS', 7: 'AS', 8: 'AS', 9: 'AS' } });
    expect(statusOf(u)).toBe('stuck'); // face-down cards are not compared: the player sees two equal columns
    const v = table({ columns: { 0: '7H 6S', 1: '7D 6S 5H', 2: 'AS', 3: 'AS', 4: 'AS', 5: 'AS', 6: 'AS', 7: 'AS', 8: 'AS', 9: 'AS' } });
    expect(statusOf(v)).toBe('playing');
    // A deal is always a change.
    expect(statusOf({ ...t, stock: cards('AS AS AS AS AS AS AS AS AS AS') })).toBe('playing');
  });
});

describe('SPI-7 page helpers', () => {
  const s = table({ columns: { 0: 'KS | 9H 8S 7S', 1: '9S', 2: '8H', 3: '', 4: '8S', 5: '8D', 6: 'QS', 7: 'AS', 8: 'AS', 9: 'AS' } });

  it('SPI-7 a tap picks up the movable run from the tapped card, or nothing', () => {
    expect(movableRunFrom(s, 0, 2)).toBe(2);
    expect(movableRunFrom(s, 0, 3)).toBe(1);
    expect(movableRunFrom(s, 0, 1)).toBeNull(); // 9H 8S 7S is not one suit
    expect(movableRunFrom(s, 0, 0)).toBeNull(); // face down
    expect(movableRunFrom(s, 3, 0)).toBeNull();
    expect(movableRunFrom(s, 0, 9)).toBeNull();
  });

  it('SPI-7 legal targets light up', () => {
    expect(targetsOf(s, 0, 2)).toEqual([1, 3]);
    expect(targetsOf(s, 0, 3)).toEqual([2, 3, 4, 5]);
    expect(targetsOf(s, 0, 0)).toEqual([]);
    expect(moveTo(s, 0, 3, 3)).toEqual(mv(0, 3, 1));
    expect(moveTo(s, 0, 2, 3)).toEqual(mv(0, 3));
  });

  it('SPI-7 tapping the held run again: a same-suit card first, then any fitting card, then an empty column', () => {
    expect(bestTarget(s, 0, 3)).toEqual(mv(0, 4)); // 7S onto 8S
    expect(bestTarget(s, 0, 2)).toEqual(mv(0, 1)); // 8S 7S onto 9S
    const t = table({ columns: { 0: '9H 7S', 1: '', 2: '8H', 5: '8D' } });
    expect(bestTarget(t, 0, 1)).toEqual(mv(0, 2)); // the nearest fitting card to the right
    const u = table({ columns: { 0: '9H 7S', 1: '', 2: '8H' } });
    expect(bestTarget(u, 2, 0)).toEqual(mv(2, 3)); // nothing fits: the first empty column to the right
    expect(bestTarget(u, 0, 0)).toBeNull();
  });
});

describe('SPI-8 hint', () => {
  const filler = { 2: 'AS', 3: 'AS', 4: 'AS', 5: 'AS', 6: 'AS', 7: 'AS', 8: 'AS', 9: 'AS' };

  it('SPI-8 order: in suit and uncovering, then uncovering (deepest column first), then in suit, then emptying', () => {
    const t = table({
      columns: { 0: 'KH | 5S', 1: 'KH KH | 5H', 2: '6S', 3: '6D', 4: 'QH 5D', 5: '7H 6H', 6: '9D | 4C', 7: 'AH', 8: '2D', 9: 'TD' },
    });
    const list = hints(t).map(formatMove);
    // In suit and uncovering (column 2 has more face-down cards first), uncovering, in suit, emptying, the rest.
    expect(list).toEqual(['26', '13', '23', '24', '14', '16', '71', '72', '75', '54', '89', '53', '56']);
    expect(hintClass(visibleView(t), mv(4, 2))).toBe(5);
    expect(hint(t)).toEqual(mv(1, 5));
    expect(spiderDef.actions.hint.respond(hint(t))).toEqual({ hint: '26' });
  });

  it('SPI-8 a move that only swaps which of two equal columns holds a run is never a hint; then the stock; else null', () => {
    const t = table({ columns: { 0: '6S', 1: '6S 5H', ...filler } });
    expect(hints(t)).toEqual([]);
    expect(hint(t)).toBeNull();
    const withStock = { ...t, stock: cards('AS AS AS AS AS AS AS AS AS AS') };
    expect(hints(withStock)).toEqual([DEAL]);
  });

  it('SPI-8 the stock is not hinted while a column is empty; only the first empty column is offered', () => {
    const t = table({
      columns: { 0: 'KS | 5H', 1: '', 3: '3S', 4: '3S', 5: '3S', 6: '3S', 7: '3S', 8: '3S', 9: '3S' },
      stock: 'AS AS AS AS AS AS AS AS AS AS',
    });
    expect(hints(t).map(formatMove)).toEqual(['12']);
  });

  it('SPI-8 taking a run off a card of its suit onto another of its suit is not "in suit" progress', () => {
    const t = table({ columns: { 0: '7H 6S 5S', 1: '7D 6S', ...filler } });
    expect(hintClass(visibleView(t), mv(0, 1))).toBe(5);
  });
});

describe('SPI-9 deals from the seed', () => {
  it.each([[0], [1], ['42'], [2 ** 53 - 1]])('SPI-9 seed %s is a deal number', (seed) => {
    const r = spiderDef.create(seed, {});
    expect(r.ok).toBe(true);
  });
  it.each([[-1], [1.5], ['x'], [null], [2 ** 53], [{}], [NaN]])('SPI-9 seed %s is refused', (seed) => {
    const r = spiderDef.create(seed, {});
    expect(!r.ok && r.error.code).toBe('bad_request');
  });
  it('SPI-9 the suit option picks the deck, default 1', () => {
    const a = spiderDef.create(3, {});
    const b = spiderDef.create(3, { suits: 2 });
    expect(a.ok && a.value.suits).toBe(1);
    expect(b.ok && b.value.suits).toBe(2);
    expect(spiderDef.parseOptions({ suits: 3 }).ok).toBe(false);
    expect(spiderDef.parseOptions({ suits: 4 })).toEqual({ ok: true, value: { suits: 4 } });
    expect(spiderDef.parseOptions([]).ok).toBe(false);
  });
});
