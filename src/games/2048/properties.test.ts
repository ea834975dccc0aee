// fast-check properties of 2048: value kept, refusals agree with the move list, undo/redo identity, round trip, random play.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.ts';
import { def2048 } from './def.ts';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import { DIRECTIONS, MAX_EXP, MAX_SUM, legalMoves, newGame, playMove, type State2048 } from './rules.ts';
import { total } from './testing.ts';

const walk = fc.record({
  seed: fc.nat({ max: 1_000_000 }),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 300 }),
});

function* playWalk(seed: number, picks: readonly number[]): Generator<State2048> {
  let s = newGame(seed);
  yield s;
  for (const p of picks) {
    const moves = legalMoves(s);
    if (moves.length === 0) return;
    const r = playMove(s, moves[p % moves.length]!);
    if (!r.ok) throw new Error(`legal move refused: ${r.error.message}`);
    s = r.value.state;
    yield s;
  }
}

describe('2048 properties', () => {
  it('ZWK-2 no value is lost or invented: the sum grows by the new tile only', () => {
    fc.assert(
      fc.property(walk, ({ seed, picks }) => {
        let prev: State2048 | null = null;
        for (const s of playWalk(seed, picks)) {
          if (prev) {
            const grew = total(s) - total(prev);
            expect([2, 4]).toContain(grew);
            expect(s.score).toBeGreaterThanOrEqual(prev.score);
          }
          prev = s;
        }
      }),
      { numRuns: 60 },
    );
  });

  it('ZWK-2 a move is accepted exactly when it is in the move list (unchanged grids are refused)', () => {
    fc.assert(
      fc.property(walk, ({ seed, picks }) => {
        for (const s of playWalk(seed, picks)) {
          const legal = legalMoves(s);
          for (const d of DIRECTIONS) {
            const r = playMove(s, d);
            expect(r.ok).toBe(legal.includes(d));
            if (!r.ok) expect(r.error.code).toBe('illegal');
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('ZWK-4 undo then redo is the identity', () => {
    fc.assert(
      fc.property(walk, fc.nat({ max: 300 }), ({ seed, picks }, back) => {
        const session = new GameSession(def2048, {}, { seed }, newGame(seed));
        for (const p of picks) {
          const moves = session.legalMoves();
          if (moves.length === 0) break;
          expect(session.play(moves[p % moves.length]!).ok).toBe(true);
        }
        const end = session.state;
        const n = Math.min(back, session.depth);
        for (let i = 0; i < n; i++) session.undo();
        expect(session.state.moves).toBe(end.moves - n);
        for (let i = 0; i < n; i++) session.redo();
        expect(session.state).toEqual(end);
      }),
      { numRuns: 40 },
    );
  });

  it('ZWK-1 load(encode(s)) gives back s and continues with the same tiles', () => {
    fc.assert(
      fc.property(walk, ({ seed, picks }) => {
        for (const s of playWalk(seed, picks)) {
          const back = decodePosition(JSON.parse(JSON.stringify(encodePosition(s))));
          expect(back.ok && back.value).toEqual(s);
          if (!back.ok) continue;
          for (const d of legalMoves(s)) {
            const a = playMove(s, d);
            const b = playMove(back.value, d);
            expect(a.ok && b.ok && a.value.state).toEqual(b.ok && b.value.state);
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('issue 32: from any grid load accepts, play keeps the sum below 2^18, so no tile passes 131072 and every state loads back', () => {
    // Random exponents, biased to big tiles; the largest drop out until load's bound holds.
    const grids = fc
      .array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 17 }), fc.integer({ min: 12, max: 17 })), { minLength: 16, maxLength: 16 })
      .map((exps) => {
        const cells = [...exps];
        const sum = () => cells.reduce((a, e) => a + (e === 0 ? 0 : 2 ** e), 0);
        while (sum() >= MAX_SUM) cells[cells.indexOf(Math.max(...cells))] = 0;
        return [0, 1, 2, 3].map((r) => cells.slice(r * 4, r * 4 + 4).map((e) => (e === 0 ? 0 : 2 ** e)));
      });
    fc.assert(
      fc.property(grids, fc.nat({ max: 1000 }), fc.array(fc.nat(), { maxLength: 200 }), (grid, seed, picks) => {
        const loaded = decodePosition({ grid, rng: `kb-rng-1/2048/${seed}` });
        if (!loaded.ok) throw new Error(loaded.error.message);
        let s = loaded.value;
        for (const p of picks) {
          const moves = legalMoves(s);
          if (moves.length === 0) break;
          const r = playMove(s, moves[p % moves.length]!);
          if (!r.ok) throw new Error(r.error.message);
          s = r.value.state;
          expect(total(s)).toBeLessThan(MAX_SUM);
          expect(Math.max(...s.cells)).toBeLessThanOrEqual(MAX_EXP);
          expect(decodePosition(encodePosition(s)).ok).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('every legal move formats and parses back to itself', () => {
    for (const d of DIRECTIONS) expect(parseMove(formatMove(d))).toEqual({ ok: true, value: d });
  });

  it('random play to the end never throws and ends "over"', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (seed) => {
        let s = newGame(seed);
        let n = 0;
        for (;;) {
          const moves = legalMoves(s);
          if (moves.length === 0) break;
          const r = playMove(s, moves[(n * 31 + seed) % moves.length]!);
          expect(r.ok).toBe(true);
          if (r.ok) s = r.value.state;
          n++;
        }
        expect(def2048.status(s)).toBe('over');
      }),
      { numRuns: 30 },
    );
  });
});
