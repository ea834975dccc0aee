// SCH-6 against the literature: the solver's lengths for Korf's instances equal the published optima.
// Only the cheap ones run here (each needs under 15,000 nodes); `npx tsx src/games/fifteen/measure.ts --korf`
// solves all 100 and times them.

import { describe, expect, it } from 'vitest';
import { KORF100 } from './korf.ts';
import { isSolved } from './rules.ts';
import { solve } from './solve.ts';
import { pos, replayTaps } from './testing.ts';

/** The instances the pattern search answers fastest (nodes: 1,746 … 12,047). */
const CHEAP = [12, 47, 55, 71, 30, 42, 79, 9, 19, 94, 46, 97, 93, 95];
/** Of those, the ones the walking-distance search also answers in under 40,000 nodes. */
const CHEAP_WITHOUT_PATTERNS = [12, 47, 55, 79, 9, 94];

describe("Korf's 100 instances", () => {
  it('the data: 100 distinct solvable positions, numbered 1 … 100, lengths 41 … 66', () => {
    expect(KORF100.map((k) => k.instance)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(new Set(KORF100.map((k) => k.position)).size).toBe(100);
    for (const k of KORF100) {
      expect(pos(k.position).size).toBe(4);
      expect(k.optimal).toBeGreaterThanOrEqual(41);
      expect(k.optimal).toBeLessThanOrEqual(66);
    }
    expect(KORF100[0]).toEqual({ instance: 1, position: '13,6,8,12/15,14,0,10/11,7,4,5/9,1,3,2', optimal: 57 });
  });

  it.each(CHEAP)('SCH-6 instance %i: the pattern search finds the published optimum, and its taps solve the board', (n) => {
    const k = KORF100[n - 1]!;
    const s = pos(k.position);
    const r = solve(s.tiles, 4, 100_000);
    if (r.kind !== 'solved') throw new Error(r.kind);
    expect(r.tiles).toHaveLength(k.optimal);
    expect(isSolved(replayTaps(s, r.tiles))).toBe(true);
  });

  it.each(CHEAP_WITHOUT_PATTERNS)('SCH-6 instance %i: the walking-distance search agrees', (n) => {
    const k = KORF100[n - 1]!;
    const s = pos(k.position);
    const r = solve(s.tiles, 4, 100_000, { patterns: false });
    if (r.kind !== 'solved') throw new Error(r.kind);
    expect(r.tiles).toHaveLength(k.optimal);
  });
});
