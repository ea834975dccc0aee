// __NAME__'s rules and notation, table by table, a property over seeds, and the conformance kit
// (legal moves, round trips, replays, undo/redo and the engine's answers over seeded playouts).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conformance } from '../../testing/conformance.ts';
import { def } from './def.ts';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import { CELLS, isDark, newGame, play, type State } from './rules.ts';

const at = (text: string): State => {
  const r = decodePosition(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const cell = (name: string): number => {
  const r = parseMove(name);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('rules', () => {
  it.each([
    ['a corner switches itself and two neighbours', '00000/00000/00000/00000/00001', 'a1', '11000/10000/00000/00000/00001'],
    ['an edge switches itself and three', '00000/00000/00000/00000/00001', 'c1', '01110/00100/00000/00000/00001'],
    ['the middle switches itself and four', '00000/00000/00000/00000/00001', 'c3', '00000/00100/01110/00100/00001'],
    ['lit lights go out', '00000/00100/01110/00100/00001', 'c3', '00000/00000/00000/00000/00001'],
  ])('%s', (_what, from, move, to) => {
    const r = play(at(from), cell(move));
    expect(r.ok && encodePosition(r.value.state)).toBe(to);
  });

  it('the last light out wins; then no light can be pressed', () => {
    const r = play(at('00000/00000/00000/10000/11000'), cell('a5'));
    expect(r.ok && encodePosition(r.value.state)).toBe('00000/00000/00000/00000/00000');
    expect(r.ok && def.status(r.value.state)).toBe('won');
    expect(def.legalMoves(at('00000/00000/00000/00000/00000'))).toEqual([]);
    expect(play(at('00000/00000/00000/00000/00000'), 0)).toMatchObject({ ok: false, error: { code: 'illegal' } });
  });

  it('a seed always gives the same start, and a start is never dark', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (seed) => {
        expect(newGame(seed)).toEqual(newGame(seed));
        expect(isDark(newGame(seed))).toBe(false);
      }),
    );
  });
});

describe('notation', () => {
  it('names the cells a1 … e5, row by row from the top left', () => {
    expect(Array.from({ length: CELLS }, (_, i) => formatMove(i)).join(' ')).toMatch(/^a1 b1 c1 d1 e1 a2 .* e5$/);
    expect(cell('b2')).toBe(6);
  });

  it.each(['f1', 'a6', 'a0', 'A1', '', 'a1 ', 3, null])('refuses the move %j', (raw) => {
    expect(parseMove(raw)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });

  it.each(['0000/00000/00000/00000/00000', '00000/00000/00000/00000/0000x', '00000/00000/00000/00000', 31, ''])('refuses the position %j', (raw) => {
    expect(decodePosition(raw)).toMatchObject({ ok: false, error: { code: 'bad_position' } });
  });
});

conformance(def, { seeds: [1, 2, 99, 999_999_999] });
