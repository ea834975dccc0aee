// Schiebepuzzle notation: the ENGINE.md position text, seeds, moves, and junk that must be refused without a throw.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fifteenDef } from './def.ts';
import { decodePosition, encodePosition, parseMove, parseSeed } from './notation.ts';

describe('fifteen notation', () => {
  it('SCH-1 the ENGINE.md example loads and encodes back; spaces are read but never written', () => {
    const text = '1,2,3,4/5,6,7,8/9,10,11,12/13,14,0,15';
    const r = decodePosition(text);
    expect(r.ok && encodePosition(r.value)).toBe(text);
    const spaced = decodePosition(' 1, 2, 3/4,5,6/7,0,8 ');
    expect(spaced.ok && encodePosition(spaced.value)).toBe('1,2,3/4,5,6/7,0,8');
  });

  it('moves are tile numbers as text (a JSON number is taken too); seeds are whole numbers', () => {
    expect(parseMove('7')).toEqual({ ok: true, value: 7 });
    expect(parseMove(7)).toEqual({ ok: true, value: 7 });
    for (const m of ['0', '25', '-1', '7.5', 'a', '', null, [7]]) expect(parseMove(m)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(parseSeed('12')).toBe(12);
    expect(parseSeed(-1)).toBeNull();
    expect(parseSeed(2 ** 53)).toBeNull();
  });

  it('junk positions, moves, seeds and options never throw', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.string({ maxLength: 80 }), (v, text) => {
        for (const x of [v, text, `${text}/${text}/${text}`, '1,2,3/4,5,6/7,8,0'.replace('5', text)]) {
          const r = decodePosition(x);
          if (!r.ok) expect(r.error.code).toBe('bad_position');
          const m = parseMove(x);
          if (!m.ok) expect(m.error.code).toBe('bad_request');
          const o = fifteenDef.parseOptions(x);
          if (!o.ok) expect(o.error.code).toBe('bad_request');
          const c = fifteenDef.create(x, { size: 3 });
          if (!c.ok) expect(c.error.code).toBe('bad_request');
        }
      }),
      { numRuns: 300 },
    );
    expect(decodePosition('1,'.repeat(5000))).toMatchObject({ ok: false, error: { code: 'bad_position' } });
  });
});
