// fast-check properties of the Schiebepuzzle: starts, load refusals, solver replays and optimality, undo/redo, round trip, move lists.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.ts';
import { fifteenDef } from './def.ts';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import { isSolved, legalMoves, newGame, playMove, type FifteenState, type Size } from './rules.ts';
import { isSolvable, solve } from './solve.ts';
import { bfs3, key3, replayTaps, scrambled } from './testing.ts';

const size = fc.constantFrom<Size>(3, 4, 5);
const walk = fc.record({ seed: fc.nat({ max: 1_000_000 }), size, picks: fc.array(fc.nat(), { minLength: 1, maxLength: 80 }) });

function* playWalk(seed: number, n: Size, picks: readonly number[]): Generator<FifteenState> {
  let s = newGame(seed, n);
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

describe('fifteen properties', () => {
  it('SCH-2 every start is solvable and not solved', () => {
    fc.assert(
      fc.property(fc.nat(), size, (seed, n) => {
        const s = newGame(seed, n);
        expect(isSolvable(s.tiles, n)).toBe(true);
        expect(isSolved(s)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('SCH-2 load refuses every arrangement with two tiles traded (unsolvable)', () => {
    fc.assert(
      fc.property(fc.nat(), size, fc.nat(), fc.nat(), (seed, n, i, j) => {
        const s = newGame(seed, n);
        const tiles = [...s.tiles];
        const a = tiles.indexOf(1 + (i % (n * n - 1)));
        const b = tiles.indexOf(1 + ((i + 1 + (j % (n * n - 2))) % (n * n - 1)));
        [tiles[a], tiles[b]] = [tiles[b]!, tiles[a]!];
        const text = encodePosition({ ...s, tiles: Uint8Array.from(tiles) });
        expect(decodePosition(text)).toMatchObject({ ok: false, error: { code: 'bad_position' } });
      }),
      { numRuns: 200 },
    );
  });

  it('SCH-3 load(encode(s)) gives back s (the counter starts again at 0) and the move list agrees with what play accepts', () => {
    fc.assert(
      fc.property(walk, ({ seed, size: n, picks }) => {
        for (const s of playWalk(seed, n, picks)) {
          const back = decodePosition(encodePosition(s));
          expect(back.ok && back.value).toEqual({ ...s, moves: 0 });
          const legal = legalMoves(s);
          for (let t = 1; t < n * n; t++) expect(playMove(s, t).ok).toBe(legal.includes(t));
          for (const m of legal) expect(parseMove(formatMove(m))).toEqual({ ok: true, value: m });
        }
      }),
      { numRuns: 40 },
    );
  });

  it('SCH-4 undo then redo is the identity, and undo takes the counter back', () => {
    fc.assert(
      fc.property(walk, fc.nat({ max: 80 }), ({ seed, size: n, picks }, back) => {
        const session = new GameSession(fifteenDef, { size: n }, { seed }, newGame(seed, n));
        const counts = [0];
        for (const p of picks) {
          const moves = session.legalMoves();
          if (moves.length === 0) break;
          expect(session.play(moves[p % moves.length]!).ok).toBe(true);
          counts.push(session.state.moves);
        }
        const end = session.state;
        const k = Math.min(back, session.depth);
        for (let i = 0; i < k; i++) session.undo();
        expect(session.state.moves).toBe(counts[counts.length - 1 - k]);
        for (let i = 0; i < k; i++) session.redo();
        expect(session.state).toEqual(end);
      }),
      { numRuns: 40 },
    );
  });

  it('SCH-6 3×3: the solution replays to solved and is exactly as long as breadth-first search says', () => {
    const dist = bfs3();
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const s = newGame(seed, 3);
        const r = solve(s.tiles, 3);
        if (r.kind !== 'solved') throw new Error(r.kind);
        expect(isSolved(replayTaps(s, r.tiles))).toBe(true);
        expect(r.tiles.length).toBe(dist.get(key3(s.tiles)));
      }),
      { numRuns: 40 },
    );
  });

  it('SCH-6 4×4 and 5×5: the solution of a short scramble replays to solved and is no longer than the scramble (every move it made)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom<Size>(4, 5), fc.integer({ min: 1, max: 24 }), (seed, n, steps) => {
        const { state: s, moves } = scrambled(n, steps, seed);
        const r = solve(s.tiles, n, 5_000_000);
        if (r.kind !== 'solved') throw new Error(r.kind);
        expect(r.tiles.length).toBeLessThanOrEqual(moves);
        expect(isSolved(replayTaps(s, r.tiles))).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
