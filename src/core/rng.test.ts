// kb-rng-1 is pinned forever: these outputs must never change (HUB-3).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RNG_VERSION, createRng, hashString, rngFromState, sample, shuffled } from './rng.ts';

const first4 = (seed: number | string): number[] => {
  const r = createRng(seed);
  return [r.nextUint32(), r.nextUint32(), r.nextUint32(), r.nextUint32()];
};

describe('HUB-3 seeded generator kb-rng-1', () => {
  it('HUB-3 has a version name', () => {
    expect(RNG_VERSION).toBe('kb-rng-1');
  });

  it.each([
    [0, [1503538231, 3441357507, 2648520388, 529926166]],
    [1, [639251767, 609617727, 4024220937, 3507697143]],
    [42, [77834210, 280188460, 2594694323, 3750228234]],
    [20261202, [2192556042, 1583764069, 585929760, 3259661510]],
    [2 ** 40 + 7, [3024478378, 4122235376, 2929198610, 2095727330]],
    ['abc', [920077346, 3141970702, 720170968, 3270851800]],
  ] as const)('HUB-3 seed %j gives fixed outputs', (seed, expected) => {
    expect(first4(seed)).toEqual(expected);
  });

  it('HUB-3 shuffles and bounded ints are fixed too', () => {
    expect(shuffled([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], createRng(7))).toEqual([7, 4, 5, 1, 0, 6, 3, 9, 8, 2]);
    const r = createRng(99);
    expect([r.nextInt(6), r.nextInt(6), r.nextInt(100)]).toEqual([3, 0, 25]);
    expect(r.nextFloat()).toBeCloseTo(0.2530070645734668, 15);
  });

  it('hashes strings with FNV-1a', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('abc')).toBe(0x1a47e90b);
  });

  it('rejects seeds that are not safe non-negative integers', () => {
    expect(() => createRng(-1)).toThrow(RangeError);
    expect(() => createRng(1.5)).toThrow(RangeError);
    expect(() => createRng(2 ** 53)).toThrow(RangeError);
  });

  it('resumes from a saved state', () => {
    const a = createRng(123);
    a.nextUint32();
    const b = rngFromState(a.getState());
    expect([b.nextUint32(), b.nextUint32()]).toEqual([a.nextUint32(), a.nextUint32()]);
  });

  it('property: shuffles are permutations of their input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.nat(), (items, seed) => {
        const out = shuffled(items, createRng(seed));
        expect([...out].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
    );
  });

  it('property: nextInt stays in range and nextFloat in [0, 1)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const r = createRng(seed);
        for (let i = 0; i < 20; i++) {
          const x = r.nextInt(n);
          expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
          const f = r.nextFloat();
          expect(f >= 0 && f < 1).toBe(true);
        }
      }),
    );
  });

  it('property: sample gives k distinct items', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { minLength: 1 }), fc.nat(), (items, seed) => {
        const k = seed % (items.length + 1);
        const s = sample(items, k, createRng(seed));
        expect(new Set(s).size).toBe(k);
        for (const x of s) expect(items).toContain(x);
      }),
    );
  });

  it('is roughly uniform (chi-square over 6 buckets)', () => {
    const r = createRng(2026);
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[r.nextInt(6)]!++;
    const chi = counts.reduce((s, c) => s + (c - n / 6) ** 2 / (n / 6), 0);
    expect(chi).toBeLessThan(20.5); // p ≈ 0.001 for 5 degrees of freedom
  });
});
