// Klondike position text and move notation: ENGINE.md examples, leniency, refusals and junk.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import { FOUNDATION, HOME, STOCK_MOVE, WASTE, moveOf, newDeal } from './rules.ts';
import { STANDARD_1, tableText } from './testing.ts';

const VEGAS_3 = { draw: 3, scoring: 'vegas', carry: 0 } as const;

describe('notation', () => {
  it.each([
    ['73', moveOf(6, 2)],
    ['w3', moveOf(WASTE, 2)],
    ['wh', moveOf(WASTE, HOME)],
    ['3h', moveOf(2, HOME)],
    ['hD3', moveOf(FOUNDATION + 1, 2)],
    ['s', STOCK_MOVE],
  ])('ENGINE move %s parses and prints back', (text, move) => {
    const r = parseMove(text);
    expect(r.ok && r.value).toBe(move);
    expect(formatMove(move)).toBe(text);
  });

  it.each(['', '8', '18', '0h', 'h3', 'hX3', 'ww', 'sh', 'w', 'hDh', 'x', 12, null, {}, ['73'], 'a'.repeat(10_000)])(
    'ENGINE junk move %j is a bad_request',
    (raw) => {
      const r = parseMove(raw);
      if (raw === 'hDh') return; // well formed, refused by the rules as illegal
      expect(r.ok ? 'parsed' : r.error.code).toBe('bad_request');
    },
  );

  it('KLO-1 a position with "|" after the last face-down card; Score and Moves only when not the default', () => {
    const text = tableText({ foundations: 'H-0 C-0 D-0 S-0', columns: ['4C 8H | 9S', '', 'KH'], pass: 2, moves: 7, score: 40 });
    const r = decodePosition(text, STANDARD_1);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.down.slice(0, 3)).toEqual([2, 0, 0]);
    expect(r.value).toMatchObject({ pass: 2, moves: 7, score: 40, deal: null });
    expect(encodePosition(r.value)).toBe(text);
    const plain = encodePosition(newDeal(9));
    expect(plain.split('\n')).toHaveLength(11);
    expect(encodePosition(newDeal(9, VEGAS_3)).split('\n')).toHaveLength(11); // −52 is Vegas's default
  });

  it('KLO-10 a missing Score is 0, Vegas −52; a Standard score below 0 is refused', () => {
    const text = tableText({ columns: ['KH'] });
    expect(decodePosition(text, STANDARD_1)).toMatchObject({ ok: true, value: { score: 0, moves: 0, pass: 1 } });
    expect(decodePosition(text, VEGAS_3)).toMatchObject({ ok: true, value: { score: -52 } });
    expect(decodePosition(`${text}\nScore: -5`, STANDARD_1)).toMatchObject({ ok: false });
    expect(decodePosition(`${text}\nScore: -5`, VEGAS_3)).toMatchObject({ ok: true, value: { score: -5 } });
  });

  it.each([
    ['a missing card', (t: string) => t.replace(/ KH$/m, '')],
    ['a duplicate card', (t: string) => t.replace('Waste:', 'Waste: KH')],
    ['a face-down last card', (t: string) => t.replace(': KH', ': KH |')],
    ['an eighth column', (t: string) => `${t}\n:`],
    ['an unknown symbol', (t: string) => t.replace(': KH', ': KX')],
    ['two bars', (t: string) => t.replace(': KH', ': | | KH')],
    ['a bad pass', (t: string) => t.replace('Pass: 1', 'Pass: 0')],
    ['a huge count', (t: string) => `${t}\nMoves: 99999999999`],
    ['a fractional count', (t: string) => `${t}\nMoves: 1.5`],
    ['a repeated line', (t: string) => `${t}\nPass: 1`],
    ['a stray line', (t: string) => `${t}\nhello`],
  ])('ENGINE load refuses %s with bad_position', (_name, edit) => {
    const text = tableText({ columns: ['', '', 'KH'] });
    expect(decodePosition(text, STANDARD_1).ok).toBe(true);
    const r = decodePosition(edit(text), STANDARD_1);
    expect(r.ok ? 'loaded' : r.error.code).toBe('bad_position');
  });

  it('ENGINE junk positions never throw', () => {
    const base = encodePosition(newDeal(4));
    const mutated = fc
      .tuple(fc.nat({ max: base.length }), fc.string({ maxLength: 6 }), fc.nat({ max: 4 }))
      .map(([at, ins, del]) => base.slice(0, at) + ins + base.slice(at + del));
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string({ maxLength: 400 }), mutated), (raw) => {
        const r = decodePosition(raw, STANDARD_1);
        if (!r.ok) expect(r.error.code).toBe('bad_position');
        const m = parseMove(raw);
        if (!m.ok) expect(m.error.code).toBe('bad_request');
      }),
      { numRuns: 400 },
    );
    expect(decodePosition('x'.repeat(10_000), STANDARD_1).ok).toBe(false);
  });
});
