// The shipped sample puzzles (SPEC BOW-20 … BOW-22): every proof replays to a win, the solver confirms each within its limit.

import { describe, expect, it } from 'vitest';
import { decodePosition } from './notation.ts';
import { findGroups } from './rules.ts';
import { PUZZLES, puzzleGame } from './puzzles.ts';
import { replaySolution, solve } from './solve.ts';
import type { GoalKind } from './types.ts';
import { position } from './testkit.ts';

describe('sample puzzles', () => {
  it.each(PUZZLES.map((p, i) => [i + 1, p.title] as const))('BOW-22 puzzle %d "%s": the proof wins within the limit and the solver agrees', (n) => {
    const p = PUZZLES[n - 1]!;
    const start = puzzleGame(n);
    expect(start.ok).toBe(true);
    if (!start.ok) return;
    expect(start.value).toMatchObject({ mode: 'puzzle', puzzle: n, status: 'playing', movesLeft: p.position.movesLeft });
    expect(p.solution.length).toBeLessThanOrEqual(p.position.movesLeft ?? 0);
    const end = replaySolution(start.value, p.solution);
    expect(end?.status).toBe('won');
    const found = solve(start.value);
    expect(found.complete).toBe(true);
    expect(found.solution).not.toBeNull();
    expect(replaySolution(start.value, found.solution ?? [])).not.toBeNull();
  });

  it('BOW-21 the samples cover all six goal kinds; titles are German and distinct', () => {
    const kinds = new Set<GoalKind>(PUZZLES.map((p) => p.position.goal!.kind));
    expect([...kinds].sort()).toEqual(['clear', 'collect', 'combo', 'leaveAtMost', 'points', 'removeColor']);
    expect(new Set(PUZZLES.map((p) => p.title)).size).toBe(PUZZLES.length);
    expect(PUZZLES.length).toBeGreaterThanOrEqual(5);
  });

  it('BOW-20 every sample is a valid puzzle position without ready groups at the start', () => {
    for (const p of PUZZLES) {
      const s = decodePosition(p.position);
      expect(s.ok).toBe(true);
      if (s.ok) for (const b of s.value.bowls) expect(findGroups(b.queue)).toBeNull();
    }
  });

  it('puzzleGame refuses numbers outside the shipped set', () => {
    expect(puzzleGame(0)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(puzzleGame(PUZZLES.length + 1)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });

  it('BOW-22 the solver reports a position without a win within the limit as complete and unsolved', () => {
    const s = position({ 0: 'R', 5: 'G' }, { goal: { kind: 'clear' }, movesLeft: 3 });
    expect(solve(s)).toMatchObject({ solution: null, complete: true });
  });

  it('BOW-22 the solver finds the shortest win', () => {
    const s = position({ 0: 'R', 1: 'RR', 3: 'G', 4: 'GG' }, { goal: { kind: 'clear' }, movesLeft: 5 });
    expect(solve(s).solution?.length).toBe(2);
  });
});
