// KLO-11 "Tipp": the resolved order, one table per rule, and what the hint must never do.

import { describe, expect, it } from 'vitest';
import { hint, hintFor, visibleTable } from './hint.ts';
import { formatMove } from './notation.ts';
import { legalMoves, type KlondikeState } from './rules.ts';
import { table, type TableSpec } from './testing.ts';

const VEGAS_1 = { draw: 1, scoring: 'vegas', carry: 0 } as const;
const hinted = (s: KlondikeState): string | null => {
  const h = hint(s);
  return h === null ? null : formatMove(h);
};

/** No card can move and no stock is left: the queens lie face down under the kings, the tens under the jacks. */
const quiet: TableSpec = {
  foundations: 'H-8 C-9 D-9 S-8',
  waste: '9H 9S JD',
  columns: ['QH | KC', 'QD | KS', 'QC | KH', 'QS | KD', 'TC | JH', 'TD | JS', 'TH TS | JC'],
};

describe('KLO-11 hint', () => {
  it('KLO-11 (1) first a move that uncovers a face-down card, from the column with the most face-down cards', () => {
    const s = table({ columns: ['4C | 9S', 'TD', '5C 6C 7C | 9C', 'TH', '', '', ''], waste: 'AH' });
    expect(hinted(s)).toBe('32');
    // A single face-up card over face-down ones that goes home uncovers too.
    expect(hinted(table({ columns: ['4C | 9S', 'TD', '5C 6C 7C | AH', 'TH', '', '', ''] }))).toBe('3h');
  });

  it('KLO-11 (2) then a foundation move no column card can still need (rank ≤ 2 + lowest foundation of the other colour)', () => {
    const s = table({ foundations: 'H-A C-A D-A S-A', columns: ['2H', '', 'TD', '', '', '', ''], waste: '9C' });
    expect(hinted(s)).toBe('1h');
    // 5H with the black foundations at ace is still needed: the waste card to a column comes first (3).
    const t = table({ foundations: 'H-4 C-A D-A S-A', columns: ['5H', '', 'TD', '', '', '', ''], waste: '9C' });
    expect(hinted(t)).toBe('w3');
  });

  it('KLO-11 (3) then the waste card onto a column', () => {
    expect(hinted(table({ columns: ['KC', 'TD', '', '', '', '', ''], waste: '9C' }))).toBe('w2');
  });

  it('KLO-11 (4) then a king from the waste into an empty column', () => {
    expect(hinted(table({ columns: ['QC', 'TD', '', '', '', '', ''], waste: 'KH' }))).toBe('w3');
  });

  it('KLO-11 (5) then any other foundation move, (6) then the stock', () => {
    const t = table({ foundations: 'H-4 C-A D-A S-A', columns: ['5H', '', '', '', '', '', ''], waste: '9C' });
    expect(hinted(t)).toBe('1h');
    expect(hinted(table({ columns: ['QC', 'TD', '', '', '', '', ''] }))).toBe('s');
  });

  it('KLO-11 when nothing helps the hint says so (null); a new pass is suggested only when it shows other cards', () => {
    expect(hinted(table(quiet, VEGAS_1))).toBeNull();
    expect(hinted(table(quiet))).toBe('s');
    // Ziehen 3 with three waste cards: a new pass would show the same top again.
    expect(hinted(table(quiet, { draw: 3, scoring: 'standard', carry: 0 }))).toBeNull();
  });

  it('KLO-11 shuttling a run between two columns to an equal position is never a hint', () => {
    // 9H can move between TS and TC and back; nothing else is possible.
    const s = table(
      {
        foundations: 'H-7 C-8 D-8 S-7',
        waste: 'JC',
        columns: ['QH | KC', 'QD | KS', 'QC | KH', 'QS | KD', 'TS 9H', 'JH | TC', '8H 8S 9S 9C 9D JD JS TD | TH'],
      },
      VEGAS_1,
    );
    expect(legalMoves(s).map(formatMove)).toContain('56');
    expect(hinted(s)).toBeNull();
  });

  it('KLO-11 the hint reads only the visible table', () => {
    const s = table({ columns: ['4C | 9S', 'TD', '5C 6C 7C | 9C', 'TH', '', '', ''] });
    const v = visibleTable(s);
    expect(Object.keys(v).sort()).toEqual(['columns', 'down', 'draw', 'foundations', 'passLeft', 'stockCount', 'wasteCount', 'wasteTop']);
    expect(v.columns.flat()).toHaveLength(4);
    expect(hintFor(v)).toBe(hint(s));
  });
});
