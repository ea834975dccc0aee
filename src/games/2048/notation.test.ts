// 2048 notation: the ENGINE.md position JSON, its bounds, and junk that must be refused without a throw.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { def2048 } from './def.ts';
import { decodePosition, encodePosition, parseMove, parseSeed } from './notation.ts';
import { newGame } from './rules.ts';

const P = {
  grid: [
    [2, 0, 0, 2],
    [0, 0, 0, 0],
    [0, 4, 0, 0],
    [0, 0, 0, 0],
  ],
  score: 0,
  moves: 0,
  rng: 'kb-rng-1/2048/7',
};

describe('2048 notation', () => {
  it('ZWK-1 the ENGINE.md example position loads and encodes back', () => {
    const r = decodePosition(P);
    expect(r.ok && encodePosition(r.value)).toEqual(P);
    expect(decodePosition(JSON.stringify(P)).ok).toBe(true);
  });

  it('ZWK-1 a position without rng uses seed 0; without score and moves they are 0', () => {
    const r = decodePosition({ grid: P.grid });
    expect(r.ok && r.value).toMatchObject({ seed: 0, score: 0, moves: 0 });
    expect(r.ok && encodePosition(r.value).rng).toBe('kb-rng-1/2048/0');
  });

  it('ZWK-1 a new game encodes its seed in rng', () => {
    expect(encodePosition(newGame(123)).rng).toBe('kb-rng-1/2048/123');
    expect(def2048.create(2 ** 53, {}).ok).toBe(false);
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed(-1)).toBeNull();
    expect(parseSeed(1.5)).toBeNull();
  });

  it.each([
    [
      {
        ...P,
        grid: [
          [3, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ],
      },
      'not a power of two',
    ],
    [
      {
        ...P,
        grid: [
          [1, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ],
      },
      '1 is no tile',
    ],
    [
      {
        ...P,
        grid: [
          [262144, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ],
      },
      'above 2^17',
    ],
    [
      {
        ...P,
        grid: [
          [2, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ],
      },
      'short row',
    ],
    [
      {
        ...P,
        grid: [
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ],
      },
      'three rows',
    ],
    [
      {
        ...P,
        grid: [
          [NaN, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ],
      },
      'NaN',
    ],
    [
      {
        ...P,
        grid: [
          ['2', 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ],
      },
      'a string tile',
    ],
    [{ ...P, score: -1 }, 'negative score'],
    [{ ...P, score: 1e9 + 1 }, 'score above 10^9'],
    [{ ...P, moves: 1.5 }, 'fractional moves'],
    [{ ...P, rng: 'kb-rng-1/some-other-game/3' }, 'another game’s rng'],
    [{ ...P, rng: 'kb-rng-1/2048/99999999999999999' }, 'seed above 2^53'],
    [{ ...P, rng: 'kb-rng-1/2048/01' }, 'leading zero'],
    [{ ...P, rng: 5 }, 'rng not a string'],
    [null, 'null'],
    [[1, 2], 'an array'],
    ['{"grid":', 'broken JSON'],
    ['x'.repeat(20_000), 'a huge string'],
  ])('ZWK-1 %j is refused (%s)', (position: unknown, _why: string) => {
    expect(decodePosition(position)).toMatchObject({ ok: false, error: { code: 'bad_position' } });
  });

  it('issue 32: tiles adding up to 2^18 or more are refused (no game reaches them); just below loads', () => {
    const row = (r: number[]) => ({ grid: [r, [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]] });
    for (const r of [
      [131072, 131072, 0, 0],
      [131072, 0, 0, 131072],
      [131072, 65536, 65536, 0],
    ]) {
      const out = decodePosition(row(r));
      expect(out).toMatchObject({ ok: false, error: { code: 'bad_position' } });
      expect(!out.ok && out.error.message).toMatch(/262144/);
    }
    // 2^18 − 4: the sixteen tiles 4 … 131072, all different, is the fullest grid a game can hold.
    const fullest = [0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => 2 ** (2 + r * 4 + (r % 2 === 0 ? c : 3 - c))));
    const ok = decodePosition({ grid: fullest });
    expect(ok.ok && def2048.status(ok.value)).toBe('over');
  });

  it('moves are exactly up, down, left and right', () => {
    for (const m of ['Up', 'w', '', null, 1, ['up']]) expect(parseMove(m)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });

  it('junk positions, moves and seeds never throw', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.string({ maxLength: 60 }), (v, text) => {
        for (const x of [v, text, { grid: v }, { grid: [v, v, v, v] }, { ...P, score: v }, { ...P, rng: v }]) {
          const r = decodePosition(x);
          if (!r.ok) expect(r.error.code).toBe('bad_position');
          expect(parseMove(x).ok).toBe(typeof x === 'string' && ['up', 'down', 'left', 'right'].includes(x));
          const c = def2048.create(x, {});
          if (!c.ok) expect(c.error.code).toBe('bad_request');
        }
      }),
      { numRuns: 300 },
    );
  });
});
