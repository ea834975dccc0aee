// Table-driven tests of the Schiebepuzzle's rules (SCH-1 … SCH-6) and the page helpers.

import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.ts';
import { fifteenDef } from './def.ts';
import { encodePosition } from './notation.ts';
import { isSolved, legalMoves, newGame, playMove, statusOf, tileForArrow, tilesMovedBy, type Arrow } from './rules.ts';
import { isSolvable, solve } from './solve.ts';
import { pos, solvedState } from './testing.ts';

const S4 = '1,2,3,4/5,6,7,8/9,10,11,12/13,14,0,15';

describe('fifteen rules', () => {
  it('SCH-1 solved is 1 … n²−1 in reading order with the gap last, for 3, 4 and 5', () => {
    expect(encodePosition(solvedState(3))).toBe('1,2,3/4,5,6/7,8,0');
    expect(encodePosition(solvedState(4))).toBe('1,2,3,4/5,6,7,8/9,10,11,12/13,14,15,0');
    expect(encodePosition(solvedState(5))).toBe('1,2,3,4,5/6,7,8,9,10/11,12,13,14,15/16,17,18,19,20/21,22,23,24,0');
    expect(statusOf(solvedState(4))).toBe('won');
    expect(statusOf(pos(S4))).toBe('playing');
  });

  it('SCH-1 the default size is 4; options choose 3 or 5 and refuse others', () => {
    expect(fifteenDef.parseOptions(undefined)).toEqual({ ok: true, value: { size: 4 } });
    expect(fifteenDef.parseOptions({})).toEqual({ ok: true, value: { size: 4 } });
    expect(fifteenDef.parseOptions({ size: 5 })).toEqual({ ok: true, value: { size: 5 } });
    for (const size of [2, 6, '4', 4.5]) expect(fifteenDef.parseOptions({ size })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });

  it('SCH-2 starts are solvable, never solved, and the same for the same seed', () => {
    for (const size of [3, 4, 5] as const) {
      for (let seed = 0; seed < 300; seed++) {
        const s = newGame(seed, size);
        expect(isSolvable(s.tiles, size)).toBe(true);
        expect(isSolved(s)).toBe(false);
        expect([...s.tiles].sort((a, b) => a - b)).toEqual([...Array(size * size).keys()]);
        if (seed < 5) expect(newGame(seed, size)).toEqual(s);
      }
    }
  });

  it('SCH-2 starts are spread evenly: the gap and tile 1 visit every cell about equally (3×3)', () => {
    const gap = new Array<number>(9).fill(0);
    const one = new Array<number>(9).fill(0);
    const n = 9000;
    for (let seed = 0; seed < n; seed++) {
      const s = newGame(seed, 3);
      gap[s.gap]!++;
      one[s.tiles.indexOf(1)]!++;
    }
    for (const c of [...gap, ...one]) expect(Math.abs(c - n / 9)).toBeLessThan(120);
  });

  it('SCH-2 the parity rule: swapping two tiles makes an arrangement unsolvable', () => {
    expect(isSolvable([1, 2, 3, 4, 5, 6, 8, 7, 0], 3)).toBe(false);
    expect(isSolvable([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0], 4)).toBe(false);
    expect(isSolvable([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15], 4)).toBe(true);
    expect(isSolvable([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 13, 14, 15, 12], 4)).toBe(true);
  });

  it.each([
    ['1,2,3/4,5,6/7,0,8', 8, '1,2,3/4,5,6/7,8,0', 1],
    ['1,2,3/4,5,6/0,7,8', 8, '1,2,3/4,5,6/7,8,0', 2],
    ['0,1,2/3,4,5/6,7,8', 6, '3,1,2/6,4,5/0,7,8', 2],
    ['1,2,3/4,0,5/6,7,8', 7, '1,2,3/4,7,5/6,0,8', 1],
    ['1,2,3/4,0,5/6,7,8', 4, '1,2,3/0,4,5/6,7,8', 1],
  ])('SCH-3 on %s tapping %i gives %s and counts %i moves', (start, tile, after, moves) => {
    const r = playMove(pos(start), tile);
    if (!r.ok) throw new Error(r.error.message);
    expect(encodePosition(r.value.state)).toBe(after);
    expect(r.value.state.moves).toBe(moves);
    expect(r.value.trace.slides).toHaveLength(moves);
  });

  it('SCH-3 a tap outside the gap’s row and column is refused; the trace lists each tile’s step nearest the gap first', () => {
    const s = pos('1,2,3/4,5,6/0,7,8');
    expect(playMove(s, 5)).toMatchObject({ ok: false, error: { code: 'illegal' } });
    expect(playMove(s, 9)).toMatchObject({ ok: false, error: { code: 'illegal' } });
    expect(legalMoves(s)).toEqual([1, 4, 7, 8]);
    const r = playMove(s, 8);
    expect(r.ok && r.value.trace).toEqual({
      tile: 8,
      slides: [
        { tile: 7, from: 7, to: 6 },
        { tile: 8, from: 8, to: 7 },
      ],
      gapFrom: 6,
      gapTo: 8,
    });
    expect(tilesMovedBy(s, 1)).toEqual([4, 1]);
    expect(tilesMovedBy(s, 5)).toEqual([]);
  });

  it.each([
    ['ArrowLeft', 5],
    ['ArrowRight', 4],
    ['ArrowUp', 8],
    ['ArrowDown', 2],
  ] as const)('SCH-3 %s moves tile %i into the centre gap (the arrow names the tile’s way)', (arrow: Arrow, tile: number) => {
    const s = pos('1,2,3/4,0,5/7,8,6');
    expect(tileForArrow(s, arrow)).toBe(tile);
    const r = playMove(s, tile);
    expect(r.ok && r.value.state.gap).toBe(s.tiles.indexOf(tile));
  });

  it('SCH-3 an arrow with no tile on that side moves nothing', () => {
    const s = pos('1,2,3/4,5,6/7,8,0');
    expect(tileForArrow(s, 'ArrowLeft')).toBeNull();
    expect(tileForArrow(s, 'ArrowUp')).toBeNull();
    expect(tileForArrow(s, 'ArrowRight')).toBe(8);
    expect(tileForArrow(s, 'ArrowDown')).toBe(6);
  });

  it('SCH-4 the last move wins; a solved puzzle takes no more moves; undo takes the counter back', () => {
    const s = pos(S4);
    const session = new GameSession(fifteenDef, { size: 4 }, { position: S4 }, s);
    const r = session.play(15);
    expect(r.ok && r.value.status).toBe('won');
    expect(session.legalMoves()).toEqual([]);
    expect(session.play(12)).toMatchObject({ ok: false, error: { code: 'illegal' } });
    expect(session.state.moves).toBe(1);
    session.undo();
    expect(session.state.moves).toBe(0);
  });

  it('SCH-5 there is no hint (solve is only asked for after a win, SCH-6)', () => {
    expect(Object.keys(fifteenDef.actions)).toEqual(['solve']);
  });

  it.each([
    ['8,6,7/2,5,4/3,0,1', 31],
    ['6,4,7/8,5,0/3,2,1', 31],
    ['1,2,3/4,5,6/7,0,8', 1],
    ['1,2,3/4,5,6/7,8,0', 0],
    [S4, 1],
    ['1,2,3,4/5,6,7,8/9,10,11,12/13,14,15,0', 0],
  ])('SCH-6 the solver finds the fewest moves: %s in %i', (text, length) => {
    const s = pos(text);
    const r = solve(s.tiles, s.size, 1e7);
    if (r.kind !== 'solved') throw new Error(r.kind);
    expect(r.tiles).toHaveLength(length);
  });

  it('SCH-6 the solver answers unknown when its node budget runs out, and impossible for an unsolvable arrangement', () => {
    const s = newGame(1, 4);
    expect(solve(s.tiles, 4, 50).kind).toBe('unknown');
    expect(solve([1, 2, 3, 4, 5, 6, 8, 7, 0], 3).kind).toBe('impossible');
    expect(solve(newGame(1, 5).tiles, 5, 10_000).kind).toBe('unknown');
  });
});
