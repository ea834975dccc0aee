// fast-check properties of Number Match: digit bookkeeping, adds, round-trips, pair listing oracle (undo/redo: conformance.test.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../core/rng.ts';
import { numbermatchDef } from './def.ts';
import { decodePosition, encodePosition } from './notation.ts';
import { GAP, checkPair, digitCounts, legalMoves, legalPairIndices, play, refOf, type NumberMatchMove, type NumberMatchState } from './rules.ts';
import { hint } from './hint.ts';

/** A random reachable state: a random board, then `steps` random legal moves. */
const reachable = fc
  .record({
    cells: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 60 }),
    adds: fc.integer({ min: 0, max: 3 }),
    seed: fc.nat(),
    steps: fc.nat({ max: 40 }),
  })
  .map(({ cells, adds, seed, steps }) => {
    const rng = createRng(seed);
    let s: NumberMatchState = { cells, adds };
    for (let i = 0; i < steps; i++) {
      const moves = legalMoves(s);
      const m = moves[rng.nextInt(Math.max(1, moves.length))];
      if (!m) break;
      const r = play(s, m);
      if (!r.ok) break;
      s = r.value.state;
    }
    return s;
  });

describe('properties', () => {
  it('NUM-1 NUM-3 random legal play changes the digits only by removing the pair (or by adding)', () => {
    fc.assert(
      fc.property(reachable, fc.nat(), (s, pick) => {
        const moves = legalMoves(s);
        if (moves.length === 0) return;
        const m = moves[pick % moves.length] as NumberMatchMove;
        const r = play(s, m);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const before = digitCounts(s.cells);
        const afterCounts = digitCounts(r.value.state.cells);
        if (m.kind === 'pair') {
          const va = s.cells[m.a[0] * 9 + m.a[1]] as number;
          const vb = s.cells[m.b[0] * 9 + m.b[1]] as number;
          before[va] = (before[va] as number) - 1;
          before[vb] = (before[vb] as number) - 1;
          expect(afterCounts).toEqual(before);
        } else {
          expect(afterCounts).toEqual(before.map((c) => c * 2));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('NUM-6 an add doubles the active numbers exactly: the old cells stay, the copies follow in order', () => {
    fc.assert(
      fc.property(reachable, (s) => {
        if (s.cells.length === 0) return;
        const r = play({ ...s, adds: 1 }, { kind: 'add' });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const cells = r.value.state.cells;
        const active = s.cells.filter((v) => v !== GAP);
        expect(cells.slice(0, s.cells.length)).toEqual(s.cells);
        expect(cells.slice(s.cells.length)).toEqual(active);
        expect(r.value.state.adds).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  // The round-trip promise of every GameDef (issue 9 item 7), in the same form as the other games'
  // oracles.test.ts: a Number Match position carries the whole state (cells and adds).
  it('NUM-4 NUM-5 property: the GameDef gives back every reachable state, load(encode(s)) = s', () => {
    fc.assert(
      fc.property(reachable, (s) => {
        const back = numbermatchDef.load(JSON.stringify(numbermatchDef.encode(s)), { start: 'random', adds: 5 });
        expect(back.ok && back.value).toEqual(s);
        expect(Object.keys(s).sort()).toEqual(['adds', 'cells']);
      }),
      { numRuns: 300 },
    );
  });

  it('NUM-4 NUM-5 every reachable position round-trips and keeps its shape', () => {
    fc.assert(
      fc.property(reachable, (s) => {
        const pos = encodePosition(s);
        const back = decodePosition(JSON.parse(JSON.stringify(pos)));
        expect(back.ok && back.value).toEqual(s);
        pos.rows.forEach((row, i) => {
          if (i < pos.rows.length - 1) expect(row).toHaveLength(9);
          expect(row).toMatch(/[1-9]/);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('NUM-2 the pair listing equals checking every two cells one by one', () => {
    fc.assert(
      fc.property(reachable, (s) => {
        const brute: Array<[number, number]> = [];
        for (let a = 0; a < s.cells.length; a++) for (let b = a + 1; b < s.cells.length; b++) if (checkPair(s, refOf(a), refOf(b)).ok) brute.push([a, b]);
        expect(legalPairIndices(s.cells)).toEqual(brute);
      }),
      { numRuns: 300 },
    );
  });

  it('NUM-9 a hint is always a legal move', () => {
    fc.assert(
      fc.property(reachable, (s) => {
        const h = hint(s);
        if (h === null) expect(legalMoves(s).filter((m) => m.kind === 'pair')).toEqual([]);
        else expect(play(s, h).ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
