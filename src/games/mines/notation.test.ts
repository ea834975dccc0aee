// Minesweeper's position JSON and move notation (ENGINE.md): symbols, the seed before the first reveal, checks on load, junk.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIZES } from './board.ts';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import { newGame, playMove } from './rules.ts';
import { position } from './testing.ts';

describe('notation', () => {
  it('MIN-2 before the first reveal every cell is ? and the position carries the seed', () => {
    expect(encodePosition(newGame(SIZES.beginner, 42))).toEqual({ width: 9, height: 9, mines: 10, rows: Array(9).fill('?????????'), seed: 42 });
    expect(decodePosition({ width: 9, height: 9, mines: 10, rows: Array(9).fill('?????????'), seed: 42 })).toEqual({
      ok: true,
      value: newGame(SIZES.beginner, 42),
    });
  });

  it('MIN-4 MIN-5 every symbol round-trips: . * f F 0-8 X', () => {
    const rows = ['*1.1*', '11011', '00000', '00000', '00000'];
    let s = position(rows);
    s = (playMove(s, { kind: 'flag', x: 0, y: 0 }) as { ok: true; value: { state: typeof s } }).value.state;
    s = (playMove(s, { kind: 'flag', x: 2, y: 0 }) as { ok: true; value: { state: typeof s } }).value.state;
    expect(encodePosition(s).rows[0]).toBe('F1f1*');
    const lost = (playMove(s, { kind: 'reveal', x: 4, y: 0 }) as { ok: true; value: { state: typeof s } }).value.state;
    expect(encodePosition(lost).rows[0]).toBe('F1f1X');
    expect(decodePosition(JSON.stringify(encodePosition(lost)))).toEqual({ ok: true, value: lost });
  });

  it.each([
    ['not JSON', '{'],
    ['an array', []],
    ['a number', 7],
    ['a wrong number', { width: 5, height: 5, mines: 1, rows: ['*2000', '11000', '00000', '00000', '00000'] }],
    ['a wrong mine count', { width: 5, height: 5, mines: 2, rows: ['*1000', '11000', '00000', '00000', '00000'] }],
    ['two X', { width: 5, height: 5, mines: 2, rows: ['X1X00', '11100', '00000', '00000', '00000'] }],
    ['an unknown symbol', { width: 5, height: 5, mines: 1, rows: ['*1000', '11000', '00000', '00000', '0000Z'] }],
    ['a 9', { width: 5, height: 5, mines: 1, rows: ['*1000', '11000', '00000', '00000', '00009'] }],
    ['a short row', { width: 5, height: 5, mines: 1, rows: ['*1000', '1100', '00000', '00000', '00000'] }],
    ['too few rows', { width: 5, height: 5, mines: 1, rows: ['*1000', '11000', '00000', '00000'] }],
    ['? mixed in', { width: 5, height: 5, mines: 1, rows: ['*1000', '11000', '00000', '00000', '0000?'] }],
    ['? without seed', { width: 5, height: 5, mines: 1, rows: Array(5).fill('?????') }],
    ['? with a negative seed', { width: 5, height: 5, mines: 1, rows: Array(5).fill('?????'), seed: -1 }],
    ['? with a NaN seed', { width: 5, height: 5, mines: 1, rows: Array(5).fill('?????'), seed: NaN }],
    ['too many mines', { width: 5, height: 5, mines: 7, rows: Array(5).fill('?????'), seed: 1 }],
    ['width 41', { width: 41, height: 5, mines: 1, rows: Array(5).fill('?'.repeat(41)), seed: 1 }],
    ['width as text', { width: '5', height: 5, mines: 1, rows: Array(5).fill('?????'), seed: 1 }],
    ['a 10 KB string', 'x'.repeat(10_000)],
    ['a 30 KB string', '{"rows":"' + 'x'.repeat(30_000) + '"}'],
  ])('MIN-1 load refuses %s with bad_position', (_name, raw) => {
    expect(decodePosition(raw)).toMatchObject({ ok: false, error: { code: 'bad_position' } });
  });

  it('MIN-4 moves are "r x y", "f x y", "c x y"', () => {
    expect(parseMove('r 3 7')).toEqual({ ok: true, value: { kind: 'reveal', x: 3, y: 7 } });
    expect(parseMove('f 0 0')).toEqual({ ok: true, value: { kind: 'flag', x: 0, y: 0 } });
    expect(parseMove('c 39 12')).toEqual({ ok: true, value: { kind: 'chord', x: 39, y: 12 } });
    expect(formatMove({ kind: 'chord', x: 39, y: 12 })).toBe('c 39 12');
    for (const junk of ['', 'r', 'r 1', 'x 1 2', 'r -1 2', 'r 1.5 2', 'r 1 2 3', 7, null, {}, ['r', 1, 2], 'r 1234 2']) {
      expect(parseMove(junk)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    }
  });

  it('MIN-1 junk positions and moves never throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.jsonValue(), fc.anything()), (raw) => {
        expect(() => decodePosition(raw)).not.toThrow();
        expect(() => parseMove(raw)).not.toThrow();
      }),
      { numRuns: 400 },
    );
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[.*fF0-9X?]{5}$/), { minLength: 5, maxLength: 5 }), fc.integer({ min: -2, max: 8 }), (rows, mines) => {
        expect(() => decodePosition({ width: 5, height: 5, mines, rows, seed: 3 })).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
