// Table-driven FreeCell rules tests, one SPEC ID per title (FC-1 … FC-11, FC-14).

import { describe, expect, it } from 'vitest';
import { cardToString } from '../../core/cards.ts';
import { dealColumns } from './deal.ts';
import { decodePosition } from './notation.ts';
import { formatMove, parseMove } from './notation.ts';
import { HOME, allCards, applyMove, canFinish, finish, hasLegalMove, legalMoves, newDeal, statusOf, supermoveCapacity, type FreecellState } from './rules.ts';
import { table } from './testing.ts';

const rows = (deal: number): string[] => {
  const cols = dealColumns(deal);
  return Array.from({ length: 7 }, (_, r) =>
    cols
      .map((c) => (c[r] === undefined ? '' : cardToString(c[r] as number)))
      .join(' ')
      .trim(),
  );
};

const play = (s: FreecellState, move: string) => {
  const m = parseMove(move);
  if (!m.ok) throw new Error(m.error.message);
  return applyMove(s, m.value);
};
const mustPlay = (s: FreecellState, move: string): FreecellState => {
  const r = play(s, move);
  if (!r.ok) throw new Error(`${move}: ${r.error.message}`);
  return r.value;
};

describe('deals', () => {
  it('FC-1 every deal has 7,7,7,7,6,6,6,6 cards, all 52 once, nothing on cells or foundations', () => {
    for (const deal of [1, 2, 617, 11982, 1_000_000, 2_147_483_647]) {
      const s = newDeal(deal);
      expect(s.columns.map((c) => c.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
      expect(new Set(allCards(s)).size).toBe(52);
      expect(s.cells).toEqual([null, null, null, null]);
      expect(s.foundations).toEqual([0, 0, 0, 0]);
    }
  });

  it.each([
    // Layouts as printed by the classic generator's many independent reimplementations
    // (rows across the 8 columns), and Freecell Solver's deal 24 test board.
    [
      1,
      [
        'JD 2D 9H JC 5D 7H 7C 5H',
        'KD KC 9S 5S AD QC KH 3H',
        '2S KS 9D QD JS AS AH 3C',
        '4C 5C TS QH 4H AC 4D 7S',
        '3S TD 4S TH 8H 2C JH 7D',
        '6D 8S 8D QS 6C 3D 8C TC',
        '6S 9C 2H 6H',
      ],
    ],
    [
      617,
      [
        '7D AD 5C 3S 5S 8C 2D AH',
        'TD 7S QD AC 6D 8H AS KH',
        'TH QC 3H 9D 6S 8D 3D TC',
        'KD 5H 9S 3C 8S 7H 4D JS',
        '4C QS 9C 9H 7C 6H 2C 2S',
        '4S TS 2H 5D JC 6C JH QH',
        'JD KS KC 4H',
      ],
    ],
    [
      11982,
      [
        'AH AS 4H AC 2D 6S TS JS',
        '3D 3H QS QC 8S 7H AD KS',
        'KD 6H 5S 4D 9H JH 9S 3C',
        'JC 5D 5C 8C 9D TD KH 7C',
        '6C 2C TH QH 6D TC 4S 7S',
        'JD 7D 8H 9C 2H QD 4C 5H',
        'KC 8D 2S 3S',
      ],
    ],
  ] as const)('FC-14 Microsoft deal %i has its well-known layout', (deal, expected) => {
    expect(rows(deal)).toEqual(expected);
  });

  it('FC-14 deal 24 matches the board in Freecell Solver’s own tests (column by column)', () => {
    const cols = dealColumns(24).map((c) => c.map(cardToString).join(' '));
    expect(cols).toEqual([
      '4C 2C 9C 8C QS 4S 2H',
      '5H QH 3C AC 3H 4H QD',
      'QC 9S 6H 9H 3S KS 3D',
      '5D 2S JC 5C JH 6D AS',
      '2D KD TH TC TD 8D',
      '7H JS KH TS KC 7C',
      'AH 5S 6S AD 8H JD',
      '7S 6C 7D 4D 8S 9D',
    ]);
  });

  it('FC-11 the same deal number always gives the same table; another number another table', () => {
    expect(newDeal(617)).toEqual(newDeal(617));
    expect(newDeal(617)).not.toEqual(newDeal(618));
  });
});

describe('moves', () => {
  // Column 1 ends in the run 8S 7H 6S; column 2 ends in 9H, column 3 in 7D, column 4 in 6D.
  const base = table({
    columns: { 0: '8S 7H 6S', 1: '9H', 2: '7D', 3: '6D', 4: 'AH', 5: '2H' },
    fill: [0, 1, 2, 3, 5, 6, 7],
  });

  it.each([
    ['FC-5 onto a card one rank higher of the other colour', '12', true],
    ['FC-6 only the part of the run that fits is carried', '13', true],
    ['FC-5 same colour does not fit', '43', false],
    ['FC-5 into the free cell that was tapped', '1c', true],
    ['FC-5 a card goes home only from its ace upwards', '6h', false],
    ['FC-5 an ace goes home', '5h', true],
    ['FC-5 nothing moves onto itself', '11', false],
  ])('%s (%s)', (_title, move, legal) => {
    expect(play(base, move).ok).toBe(legal);
  });

  it('FC-5 a free cell holds one card and cards never move cell to cell', () => {
    const s = mustPlay(base, '3a');
    expect(play(s, '1a').ok).toBe(false);
    expect(play(s, 'ab').ok).toBe(false);
  });

  it('FC-5 cards never come back from a foundation: "h" is no source', () => {
    expect(parseMove('h1').ok).toBe(false);
    const s = mustPlay(base, '5h');
    expect(s.foundations[2]).toBe(1);
    expect(legalMoves(s).some((m) => m.from === HOME)).toBe(false);
  });

  it('FC-5 an empty column takes any card', () => {
    const s = mustPlay(mustPlay(base, '5h'), '65');
    expect(s.columns[4]?.map(cardToString)).toEqual(['2H']);
    const back = mustPlay(base, '5h');
    expect(play(back, '35').ok).toBe(true);
    expect(play(back, '15v3').ok).toBe(true);
  });

  it('FC-6 a carried run keeps its order and counts as one move', () => {
    const s = mustPlay(base, '12');
    expect(s.columns[1]?.slice(-4).map(cardToString)).toEqual(['9H', '8S', '7H', '6S']);
    expect(s.moves).toBe(1);
    const t = mustPlay(base, '13');
    expect(t.columns[2]?.slice(-2).map(cardToString)).toEqual(['7D', '6S']);
    expect(t.columns[0]?.slice(-2).map(cardToString)).toEqual(['8S', '7H']);
  });
});

describe('supermove capacity', () => {
  // A 10-card run QS…3H on column 1, the red king KH on column 2, column 8 empty, cells empty.
  const run10 = 'QS JH TS 9H 8S 7H 6S 5H 4S 3H';
  const tenRun = table({ columns: { 0: run10, 1: 'KH' }, fill: [2, 3, 4, 5, 6] });

  it('FC-7 four empty cells and one empty column: 10 cards onto a card', () => {
    expect(supermoveCapacity(tenRun, false)).toBe(10);
    const r = play(tenRun, '12');
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.columns[1]?.length).toBe(11);
  });

  it('FC-7 …but only 5 into the empty column itself', () => {
    expect(supermoveCapacity(tenRun, true)).toBe(5);
    expect(play(tenRun, '18v5').ok).toBe(true);
    expect(play(tenRun, '18v6').ok).toBe(false);
  });

  it.each([
    // [cells used, empty columns, run length, legal onto a card]
    [0, 1, 10, true],
    [1, 1, 9, false], // (1+3)×2 = 8
    [1, 1, 8, true],
    [4, 1, 3, false], // (1+0)×2 = 2
    [4, 1, 2, true],
  ])('FC-7 with %i cells used and %i empty column a run of %i fits: %s', (used, _cols, len, legal) => {
    const runCards = run10
      .split(' ')
      .slice(10 - len)
      .join(' ');
    const target = ['KH', 'QD', 'JD', 'TH', '9D', '8H', '7D', '6H', '5D', '4H'][10 - len] as string;
    const cellCards = ['2C', '2D', '2H', '2S'].slice(0, used);
    const s = table({
      columns: { 0: runCards, 1: target },
      cells: [...cellCards, ...Array(4 - used).fill(null)],
      fill: [2, 3, 4, 5, 6],
    });
    expect(play(s, '12').ok).toBe(legal);
  });

  it('FC-7 a run too long is not among the legal moves; after freeing a cell it is', () => {
    const s = table({ columns: { 0: 'QS JH TS', 1: 'KD' }, cells: ['2C', '2D', '2H', null], fill: [2, 3, 4, 5, 6, 7] });
    expect(legalMoves(s).map(formatMove)).not.toContain('12');
    const freed = table({ columns: { 0: 'QS JH TS', 1: 'KD' }, cells: ['2C', '2D', null, null], fill: [2, 3, 4, 5, 6, 7] });
    expect(legalMoves(freed).map(formatMove)).toContain('12');
  });
});

describe('status, finishing', () => {
  it('FC-2 all four foundations to the king is a win', () => {
    const s = table({ foundations: 'H-K C-K D-K S-Q', columns: { 0: 'KS' } });
    expect(statusOf(s)).toBe('playing');
    const won = mustPlay(s, '1h');
    expect(statusOf(won)).toBe('won');
  });

  it('FC-8 no legal move at all is a dead end ("stuck")', () => {
    // Cells full of kings, every exposed card a 5 or a 9: nothing fits anywhere.
    const s = table({
      cells: ['KS', 'KH', 'KD', 'KC'],
      columns: { 0: '5C', 1: '5D', 2: '5H', 3: '5S', 4: '9C', 5: '9D', 6: '9H', 7: '9S' },
      fill: [0, 1, 2, 3, 4, 5, 6, 7],
    });
    // The filler must not expose anything: it lies under the given cards.
    expect(legalMoves(s)).toEqual([]);
    expect(hasLegalMove(s)).toBe(false);
    expect(statusOf(s)).toBe('stuck');
  });

  it('FC-8 one free cell is enough to be not stuck', () => {
    const s = table({
      cells: ['KS', 'KH', 'KD', null],
      columns: { 0: '5C', 1: '5D', 2: '5H', 3: '5S', 4: '9C', 5: '9D', 6: '9H', 7: '9S' },
      fill: [0, 1, 2, 3, 4, 5, 6, 7],
    });
    expect(statusOf(s)).toBe('playing');
  });

  const sorted = table({
    columns: {
      0: 'KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC',
      1: 'KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D',
      2: 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH',
      3: 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS',
    },
    cells: ['AD', null, null, null],
  });

  it('FC-10 canFinish when the rest goes home by foundation moves alone', () => {
    expect(canFinish(sorted)).toBe(true);
    expect(canFinish(newDeal(1))).toBe(false);
  });

  it('FC-10 a card buried above a lower one of its suit blocks finishing', () => {
    const s = table({
      columns: {
        0: 'KC QC JC TC 9C 8C 7C 6C 5C 4C 3C AC 2C',
        1: 'KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD',
        2: 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH',
        3: 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS',
      },
    });
    expect(canFinish(s)).toBe(false);
    expect(finish(s).ok).toBe(false);
  });

  it('FC-10 finish plays every card home and each card counts as a move', () => {
    const r = finish({ ...sorted, moves: 7 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(statusOf(r.value)).toBe('won');
    expect(r.value.moves).toBe(7 + 52);
    expect(canFinish(r.value)).toBe(false);
  });

  it('FC-9 FC-17 every move adds exactly one to the counter', () => {
    let s = newDeal(1);
    for (const m of ['8a', '8b', '86'].map((x) => x)) {
      const before = s.moves;
      const r = play(s, m);
      if (!r.ok) continue;
      s = r.value;
      expect(s.moves).toBe(before + 1);
    }
    expect(s.moves).toBeGreaterThan(0);
  });

  it('FC-5 an illegal move changes nothing and is a typed error', () => {
    const s = newDeal(1);
    const r = play(s, '12');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('illegal');
    expect(s).toEqual(newDeal(1));
  });

  it('FC-14 load accepts a loaded deal text and gives the same table', () => {
    const r = decodePosition(
      'JD KD 2S 4C 3S 6D 6S\n2D KC KS 5C TD 8S 9C\n9H 9S 9D TS 4S 8D 2H\nJC 5S QD QH TH QS 6H\n5D AD JS 4H 8H 6C\n7H QC AS AC 2C 3D\n7C KH AH 4D JH 8C\n5H 3H 3C 7S 7D TC',
    );
    expect(r.ok && r.value).toEqual(newDeal(1));
  });
});
