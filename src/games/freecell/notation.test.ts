// Board text and standard notation (ENGINE.md "Game freecell"): formats, lenient load, bad input.

import { describe, expect, it } from 'vitest';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import { HOME, cellPlace, newDeal } from './rules.ts';

describe('position text', () => {
  it('FC-1 a fresh deal prints Foundations, Freecells and 8 column lines, deepest card first', () => {
    expect(encodePosition(newDeal(1)).split('\n')).toEqual([
      'Foundations: H-0 C-0 D-0 S-0',
      'Freecells: - - - -',
      ': JD KD 2S 4C 3S 6D 6S',
      ': 2D KC KS 5C TD 8S 9C',
      ': 9H 9S 9D TS 4S 8D 2H',
      ': JC 5S QD QH TH QS 6H',
      ': 5D AD JS 4H 8H 6C',
      ': 7H QC AS AC 2C 3D',
      ': 7C KH AH 4D JH 8C',
      ': 5H 3H 3C 7S 7D TC',
    ]);
  });

  const sample = [
    'Foundations: H-2 C-A D-0 S-0',
    'Freecells: 8H - TS -',
    ': JD KD 2S 4C 3S 6D 6S',
    ': 2D KC KS 5C TD 8S 9C',
    ': 9H 9S 9D 4S 8D',
    ': JC 5S QD QH TH QS 6H',
    ': 5D AD JS 4H 6C',
    ': 7H QC AS 2C 3D',
    ':',
    ': 5H 3H 3C 7S 7D TC 7C KH 4D JH 8C',
  ].join('\n');

  it('FC-14 the board text round-trips exactly', () => {
    const r = decodePosition(sample);
    expect(r.ok).toBe(true);
    if (r.ok) expect(encodePosition(r.value)).toBe(sample);
  });

  it.each([
    ['lines without the leading ": "', sample.replace(/^: ?/gm, '')],
    ['foundations in another order, an empty one left out', sample.replace('H-2 C-A D-0 S-0', 'S-0 C-A H-2')],
    ['Freecell Solver spacing and fewer cell entries', sample.replace('Freecells: 8H - TS -', 'Freecells:  8H  -   TS')],
    ['CRLF line ends and a trailing newline', `${sample.replace(/\n/g, '\r\n')}\r\n`],
    ['a blank spacer line after the header', sample.replace('Freecells: 8H - TS -\n', 'Freecells: 8H - TS -\n\n')],
  ])('ENGINE load accepts %s', (_t, text) => {
    const a = decodePosition(sample);
    const b = decodePosition(text);
    expect(b.ok).toBe(true);
    if (a.ok && b.ok) expect(b.value).toEqual(a.value);
  });

  it('ENGINE load: missing Foundations and Freecells lines mean empty', () => {
    const r = decodePosition(encodePosition(newDeal(5)).split('\n').slice(2).join('\n'));
    expect(r.ok && r.value).toEqual(newDeal(5));
  });

  it.each([
    ['a missing card', sample.replace(' TC', '')],
    ['a duplicate card', sample.replace('TC', 'JD')],
    ['an unknown symbol', sample.replace('TC', 'XC')],
    ['nine columns', `${sample}\n:`],
    ['five free cells', sample.replace('Freecells: 8H - TS -', 'Freecells: 8H - TS - -')],
    ['a bad foundation entry', sample.replace('H-2', 'H-Z')],
    ['a foundation given twice', sample.replace('D-0', 'H-3')],
    ['not a string', 42],
  ])('ENGINE load rejects %s as bad_position', (_t, text) => {
    const r = decodePosition(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('bad_position');
  });
});

describe('standard notation', () => {
  it.each([
    ['37', { from: 2, to: 6 }],
    ['3a', { from: 2, to: cellPlace(0) }],
    ['d8', { from: cellPlace(3), to: 7 }],
    ['ah', { from: cellPlace(0), to: HOME }],
    ['1h', { from: 0, to: HOME }],
    ['37v3', { from: 2, to: 6, count: 3 }],
    ['15va', { from: 0, to: 4, count: 10 }],
  ])('ENGINE move %s parses and prints back', (text, move) => {
    const r = parseMove(text);
    expect(r.ok && r.value).toEqual(move);
    expect(formatMove(move)).toBe(text);
  });

  it.each(['', '9a', 'h1', 'ae', '3', '37v0', '37vz', 'xx', 37, null])('ENGINE move %s is a bad_request', (bad) => {
    const r = parseMove(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('bad_request');
  });
});
