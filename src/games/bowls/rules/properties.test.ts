// fast-check properties of bowls: stone conservation, undo/redo identity, position round trips, robustness, refill independence.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../../core/rng.ts';
import { startSession } from '../../../core/session.ts';
import { bowlsDef } from '../def.ts';
import { decodePosition, encodePosition } from '../notation.ts';
import { PUZZLES, puzzleGame } from '../puzzles/puzzles.ts';
import { legalMoves, newGame, playMove } from '../rules.ts';
import { randomPlay } from './testing.ts';
import { BOWL_CAPACITY, EFFECTS, STONES, type BowlsState, type BowlsTrace, type Effect } from './types.ts';

const picks = fc.array(fc.nat({ max: 1000 }), { minLength: 0, maxLength: 40 });

/** Any loadable puzzle position: 12 bowls of up to 7 stones of every kind, with random effects. */
const bowlArb = fc.record({
  q: fc.array(fc.constantFrom(...STONES), { maxLength: BOWL_CAPACITY }).map((a) => a.join('')),
  fx: fc.subarray([...EFFECTS] as Effect[]),
});
const puzzlePositionArb = fc.record({
  bowls: fc.array(bowlArb, { minLength: 12, maxLength: 12 }),
  score: fc.nat({ max: 5000 }),
  mode: fc.constant('puzzle'),
  movesLeft: fc.integer({ min: 1, max: 12 }),
  goal: fc.oneof(
    fc.record({ kind: fc.constant('clear') }),
    fc.record({ kind: fc.constant('points'), n: fc.integer({ min: 1, max: 2000 }) }),
    fc.record({ kind: fc.constant('collect'), color: fc.constantFrom('R', 'G', 'B', 'Y', 'P'), n: fc.integer({ min: 1, max: 20 }) }),
    fc.record({ kind: fc.constant('removeColor'), color: fc.constantFrom('R', 'G', 'B', 'Y', 'P') }),
    fc.record({ kind: fc.constant('combo'), n: fc.integer({ min: 1, max: 6 }) }),
    fc.record({ kind: fc.constant('leaveAtMost'), n: fc.integer({ min: 0, max: 30 }) }),
  ),
});
const puzzleStateArb = puzzlePositionArb.map((p) => {
  const r = decodePosition(p);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
});
const startArb: fc.Arbitrary<BowlsState> = fc.oneof(
  fc.nat({ max: 1_000_000 }).map((seed) => newGame('endless', seed)),
  fc.integer({ min: 20250101, max: 20251228 }).map((seed) => newGame('daily', seed)),
  fc.integer({ min: 1, max: PUZZLES.length }).map((n) => {
    const r = puzzleGame(n);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }),
  puzzleStateArb,
);

const count = (s: BowlsState): number => s.bowls.reduce((n, b) => n + b.queue.length, 0);

/** Stones that left the board in the trace: group stones, jokers and cleared blockers. */
function vanished(t: BowlsTrace): number {
  let n = 0;
  for (const step of t.steps) {
    if (step.kind === 'groups') for (const b of step.bowls) for (const g of b.groups) n += g.stones.length + g.jokers.length;
    if (step.kind === 'blockers') for (const b of step.bowls) n += b.stones.length;
  }
  return n;
}

describe('bowls properties', () => {
  it('BOW-7 BOW-10 BOW-24 stones are conserved: before + refill + specials = after + vanished', () => {
    fc.assert(
      fc.property(startArb, picks, (start, p) => {
        const { states, results } = randomPlay(start, p);
        results.forEach((r, i) => {
          const before = count(states[i] as BowlsState);
          const placed = r.trace.steps.filter((x) => x.kind === 'place').length;
          expect(placed).toBe(r.trace.refill.length + r.trace.special.filter((e) => 'stone' in e).length);
          expect(before + placed).toBe(count(r.state) + vanished(r.trace));
        });
      }),
      { numRuns: 150 },
    );
  });

  it('BOW-16 BOW-19 the score grows by exactly the points of the trace, never down', () => {
    fc.assert(
      fc.property(startArb, picks, (start, p) => {
        const { states, results } = randomPlay(start, p);
        results.forEach((r, i) => {
          const prev = states[i] as BowlsState;
          const pts = r.trace.steps.filter((x) => x.kind === 'score').reduce((a, x) => a + (x.kind === 'score' ? x.points : 0), 0);
          expect(r.state.score - prev.score).toBe(pts);
          expect(r.trace.gained).toBe(pts);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('BOW-1 BOW-14 between moves of a game still playing every bowl holds at most 7 stones', () => {
    fc.assert(
      fc.property(startArb, picks, (start, p) => {
        for (const s of randomPlay(start, p).states) {
          if (s.status === 'lost') continue;
          for (const b of s.bowls) expect(b.queue.length).toBeLessThanOrEqual(BOWL_CAPACITY);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('BOW-28 undo restores the state before the whole move, redo and replaying the move give the same state (session)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.constantFrom('endless', 'daily'), picks, (seed, mode, p) => {
        const started = startSession(bowlsDef, { seed: mode === 'daily' ? 20260000 + 101 + (seed % 28) : seed, options: { mode } });
        if (!started.ok) throw new Error(started.error.message);
        const session = started.value;
        for (const pick of p) {
          const moves = legalMoves(session.state);
          if (moves.length === 0) break;
          const m = moves[pick % moves.length] as number;
          const before = session.state;
          expect(session.play(m).ok).toBe(true);
          const after = session.state;
          expect(session.undo()).toBe(true);
          expect(session.state).toBe(before);
          expect(session.redo()).toBe(true);
          expect(session.state).toEqual(after);
          session.undo();
          // BOW-28: the random sequence is not re-rolled: the same move gives the same refill.
          expect(session.play(m).ok).toBe(true);
          expect(session.state).toEqual(after);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('load(encode(s)) gives back an equal state in every mode, also after the end', () => {
    fc.assert(
      fc.property(startArb, picks, (start, p) => {
        for (const s of randomPlay(start, p).states) {
          const back = decodePosition(JSON.parse(JSON.stringify(encodePosition(s))));
          expect(back.ok).toBe(true);
          if (back.ok) expect(back.value).toEqual(s);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('BOW-24 BOW-28 the refill and events after a move depend only on the seed and the move count', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), picks, (seed, p) => {
        const s = randomPlay(newGame('endless', seed), p).states.at(-1) as BowlsState;
        if (s.status !== 'playing') return;
        const outs = legalMoves(s)
          .map((m) => playMove(s, m))
          .flatMap((r) => (r.ok && r.value.trace.player.overflow.length === 0 ? [r.value.trace] : []));
        for (const t of outs) {
          expect(t.refill).toEqual(outs[0]?.refill);
          expect(t.special.filter((e) => 'stone' in e)).toEqual(outs[0]?.special.filter((e) => 'stone' in e));
        }
      }),
      { numRuns: 80 },
    );
  });

  it('100,000 random actions (legal or not) never throw; every refusal names a known reason', () => {
    const pick = createRng(42);
    const reasons = new Set<string>();
    let s: BowlsState = newGame('endless', 1);
    let games = 1;
    let played = 0;
    for (let i = 0; i < 100_000; i++) {
      const r = playMove(s, pick.nextInt(14) - 1);
      if (r.ok) {
        s = r.value.state;
        played++;
      } else reasons.add(r.error.reason);
      if (s.status !== 'playing') {
        games++;
        s = games % 3 === 0 ? newGame('daily', 20260101 + (games % 28)) : newGame('endless', games + i);
      }
    }
    expect([...reasons].every((x) => ['notABowl', 'empty', 'frozen', 'gameOver'].includes(x))).toBe(true);
    expect(reasons.has('notABowl')).toBe(true);
    expect(played).toBeGreaterThan(50_000);
    expect(games).toBeGreaterThan(10);
  });
});
