// The 100 shipped puzzles (SPEC BOW-20 … BOW-22): every proof replays through the rules, the set
// keeps its difficulty constraints, and the solver agrees on a sample.

import { describe, expect, it } from 'vitest';
import { decodePosition } from '../notation.ts';
import { findGroups, legalMoves, playMove } from '../rules.ts';
import { ratingKey } from '../../../../tools/bowls/rating.ts';
import { RATINGS } from '../../../../tools/bowls/ratings.data.ts';
import { PUZZLE_COUNT, loadPuzzle, puzzleState } from './puzzle-book.ts';
import { PUZZLE_INDEX } from '../rewards/puzzle-index.ts';
import { PUZZLE_DATA, PUZZLES as SHIPPED, puzzleGame } from './puzzles.ts';
import { replaySolution, solve } from '../rules/solve.ts';
import type { BowlsState, GoalKind } from '../rules/types.ts';
import { position } from '../rules/testing.ts';

/** The shipped puzzles with their measured ratings (tools/bowls/ratings.data.ts, not shipped). */
const PUZZLES = SHIPPED.map((p, i) => ({ ...p, rating: RATINGS[i]! }));

const start = (n: number): BowlsState => {
  const s = puzzleGame(n);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};
const limitOf = (n: number): number => PUZZLES[n - 1]!.position.movesLeft ?? 0;
const numbers = PUZZLES.map((_, i) => i + 1);

/** Whether some line of at most `depth` moves wins (exhaustive, no dedupe: depth ≤ 2). */
function winsWithin(s: BowlsState, depth: number): boolean {
  if (depth === 0) return false;
  for (const m of legalMoves(s)) {
    const r = playMove(s, m);
    if (!r.ok) continue;
    if (r.value.state.status === 'won') return true;
    if (r.value.state.status === 'playing' && winsWithin(r.value.state, depth - 1)) return true;
  }
  return false;
}

describe('shipped puzzles', () => {
  it('BOW-20 there are 100, each a valid puzzle position without ready groups at the start', () => {
    expect(PUZZLES).toHaveLength(100);
    for (const p of PUZZLES) {
      const s = decodePosition(p.position);
      expect(s.ok).toBe(true);
      if (s.ok) for (const b of s.value.bowls) expect(findGroups(b.queue)).toBeNull();
      expect(new Set(p.position.bowls.map((b) => b.q)).size).toBeGreaterThan(1);
    }
  });

  it('BOW-22 every proof replays through the rules: each move legal, no earlier end, the goal on the last move within the limit', () => {
    for (const n of numbers) {
      const p = PUZZLES[n - 1]!;
      let s = start(n);
      expect(s).toMatchObject({ mode: 'puzzle', puzzle: n, status: 'playing', movesLeft: limitOf(n) });
      expect(p.solution.length, `#${n}`).toBeLessThanOrEqual(limitOf(n));
      expect(p.solution.length, `#${n} proof is the shortest win`).toBe(p.rating.shortest);
      p.solution.forEach((m, k) => {
        const r = playMove(s, m);
        expect(r.ok, `#${n} move ${k + 1}`).toBe(true);
        if (!r.ok) return;
        expect(r.value.trace.player.overflow, `#${n} move ${k + 1}`).toEqual([]);
        expect(r.value.state.status, `#${n} move ${k + 1}`).toBe(k === p.solution.length - 1 ? 'won' : 'playing');
        s = r.value.state;
      });
      expect(s.end).toBe('goal');
    }
  });

  it('BOW-22 the solver confirms a sample: the proof is the shortest win (none within one move fewer)', () => {
    // From every decade the puzzle with the smallest search tree (keeps the test fast).
    const sample = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => {
      const ns = numbers.slice(d * 10, d * 10 + 10);
      return ns.reduce((a, b) => (PUZZLES[b - 1]!.rating.positions < PUZZLES[a - 1]!.rating.positions ? b : a));
    });
    for (const n of sample) {
      const d = PUZZLES[n - 1]!.rating.shortest;
      const s = start(n);
      const shorter = solve(s, d - 1);
      expect(shorter, `#${n}`).toMatchObject({ solution: null, complete: true });
      const found = solve(s);
      expect(found.complete).toBe(true);
      expect(found.solution?.length, `#${n}`).toBe(d);
      expect(replaySolution(s, found.solution ?? [])).not.toBeNull();
    }
  });

  it('BOW-20 difficulty: from 21 on nothing wins in one move, from 51 on nothing within two (recomputed with the rules)', () => {
    for (const n of numbers.slice(20)) {
      expect(PUZZLES[n - 1]!.rating.shortest, `#${n}`).toBeGreaterThanOrEqual(n > 50 ? 3 : 2);
      expect(winsWithin(start(n), n > 50 ? 2 : 1), `#${n}`).toBe(false);
    }
  });

  it('BOW-20 difficulty: the last twenty need the whole limit or one move less; 9 … 100 are ordered by their rating', () => {
    for (const n of numbers.slice(80)) expect(limitOf(n) - PUZZLES[n - 1]!.rating.shortest, `#${n}`).toBeLessThanOrEqual(1);
    const keys = PUZZLES.slice(8).map((p) => ratingKey(p.rating, p.position.movesLeft ?? 0));
    for (let i = 1; i < keys.length; i++) expect(keys[i]!, `#${i + 9}`).toBeGreaterThanOrEqual(keys[i - 1]!);
    for (const p of PUZZLES) {
      const r = p.rating;
      expect(r.winningFirstMoves).toBeGreaterThan(0);
      expect(r.winningFirstMoves).toBeLessThanOrEqual(r.firstMoves);
      expect(r.deadEnds).toBeLessThanOrEqual(r.positions);
    }
  });

  it('BOW-21 every goal kind appears at least five times; effects, jokers and blockers are well represented', () => {
    const kinds = new Map<GoalKind, number>();
    for (const p of PUZZLES) kinds.set(p.position.goal!.kind, (kinds.get(p.position.goal!.kind) ?? 0) + 1);
    expect([...kinds.keys()].sort()).toEqual(['clear', 'collect', 'combo', 'leaveAtMost', 'points', 'removeColor']);
    for (const n of kinds.values()) expect(n).toBeGreaterThanOrEqual(5);
    const withFx = PUZZLES.filter((p) => p.position.bowls.some((b) => b.fx.length > 0)).length;
    const withStone = (c: string): number => PUZZLES.filter((p) => p.position.bowls.some((b) => b.q.includes(c))).length;
    expect(withFx).toBeGreaterThanOrEqual(20);
    for (const fx of ['frozen', 'reverse', 'volcano'] as const) {
      expect(PUZZLES.filter((p) => p.position.bowls.some((b) => b.fx.includes(fx))).length, fx).toBeGreaterThanOrEqual(10);
    }
    expect(withStone('J')).toBeGreaterThanOrEqual(15);
    expect(withStone('X')).toBeGreaterThanOrEqual(15);
  });

  it('every puzzle has its own German title and a one-line idea', () => {
    expect(new Set(PUZZLES.map((p) => p.title)).size).toBe(PUZZLES.length);
    expect(new Set(PUZZLES.map((p) => p.position.bowls.map((b) => b.q).join('|'))).size).toBe(PUZZLES.length);
    for (const p of PUZZLES) {
      expect(p.title.length).toBeGreaterThan(2);
      expect(p.idea).toMatch(/^[A-ZÄÖÜ].{10,}[.!]$/);
      expect(p.idea).not.toContain('\n');
    }
  });

  it('BOW-20 the page reads the same puzzles: the index (title, goal, limit) and the lazily loaded chapters', async () => {
    expect(PUZZLE_COUNT).toBe(PUZZLES.length);
    expect(RATINGS).toHaveLength(PUZZLES.length);
    expect(PUZZLE_INDEX).toEqual(PUZZLE_DATA.map(({ title, goal, limit }) => ({ title, goal, limit })));
    for (let n = 1; n <= PUZZLE_COUNT; n++) {
      const loaded = await loadPuzzle(n);
      expect(loaded, `#${n}`).toEqual(PUZZLE_DATA[n - 1]);
      const s = puzzleState(n, loaded);
      expect(s.ok && s.value, `#${n}`).toEqual(start(n));
    }
    for (const bad of [0, 101, 1.5, NaN]) expect(await loadPuzzle(bad)).toBeNull();
    expect(puzzleState(3, null)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });

  it('puzzleGame refuses numbers outside the shipped set', () => {
    expect(puzzleGame(0)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(puzzleGame(101)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(puzzleGame(100).ok).toBe(true);
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
