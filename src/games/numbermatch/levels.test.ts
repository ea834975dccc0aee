// Shipped content (NUM-8): level shape, growth in difficulty, and a proof that every stage is clearable.
import { describe, expect, it } from 'vitest';
import { LEVELS } from './levels.ts';
import { SOLUTIONS } from './solutions.ts';
import { decodePosition, textToMoves } from './notation.ts';
import { play, status, type NumberMatchState } from './rules.ts';
import { solve } from './solve.ts';

const stages = LEVELS.flatMap((l) => l.stages.map((s) => ({ level: l.number, ...s })));
const startOf = (rows: readonly string[], adds: number): NumberMatchState => {
  const r = decodePosition({ rows: [...rows], adds });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('NUM-8 levels and stages', () => {
  it('NUM-8 at least 12 levels of 3 to 5 stages with unique ids', () => {
    expect(LEVELS.length).toBeGreaterThanOrEqual(12);
    LEVELS.forEach((l, i) => {
      expect(l.number).toBe(i + 1);
      expect(l.stages.length).toBeGreaterThanOrEqual(3);
      expect(l.stages.length).toBeLessThanOrEqual(5);
      l.stages.forEach((s, j) => expect(s.id).toBe(`${i + 1}-${j + 1}`));
    });
    expect(new Set(stages.map((s) => s.id)).size).toBe(stages.length);
  });

  it('NUM-8 levels grow in difficulty: bigger boards and no more adds on average', () => {
    const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
    const size = LEVELS.map((l) => mean(l.stages.map((s) => s.rows.join('').length)));
    const adds = LEVELS.map((l) => mean(l.stages.map((s) => s.adds)));
    for (let i = 1; i < LEVELS.length; i++) expect(size[i]).toBeGreaterThan(size[i - 1] as number);
    expect(adds[LEVELS.length - 1]).toBeLessThan(adds[0] as number);
  });

  it.each(stages.map((s) => [s.id, s] as const))('NUM-8 stage %s: the shipped solution clears the board within the add budget', (_id, st) => {
    const moves = textToMoves(SOLUTIONS[st.id] ?? '');
    expect(moves.ok).toBe(true);
    if (!moves.ok) return;
    let s = startOf(st.rows, st.adds);
    expect(status(s)).toBe('playing');
    for (const m of moves.value) {
      const r = play(s, m);
      expect(r.ok, JSON.stringify(m)).toBe(true);
      if (!r.ok) return;
      s = r.value.state;
    }
    expect(status(s)).toBe('won');
  });

  it('NUM-8 the solver re-derives a solution for every shipped stage within a small budget', () => {
    const started = performance.now();
    for (const st of stages) {
      const r = solve(startOf(st.rows, st.adds), { maxNodes: 5000 });
      expect(r.solution, st.id).not.toBeNull();
      let s = startOf(st.rows, st.adds);
      for (const m of r.solution ?? []) {
        const p = play(s, m);
        expect(p.ok).toBe(true);
        if (p.ok) s = p.value.state;
      }
      expect(status(s), st.id).toBe('won');
    }
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('NUM-8 the solver proves a stuck board lost and finds nothing for an unclearable one', () => {
    const stuck = solve(startOf(['12'], 0));
    expect(stuck).toMatchObject({ solution: null, complete: true });
    const odd = solve(startOf(['19'], 0));
    expect(odd.solution).toHaveLength(1);
    const oddClass = solve(startOf(['1919.1'], 0));
    expect(oddClass).toMatchObject({ solution: null, complete: true });
  });
});
