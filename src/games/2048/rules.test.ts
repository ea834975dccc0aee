// Table-driven tests of 2048's rules (ZWK-1 … ZWK-5).

import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.ts';
import { def2048 } from './def.ts';
import { CELLS, legalMoves, newGame, playMove, slides, spawnFor, statusOf, type Direction } from './rules.ts';
import { grid, total, values } from './testing.ts';

/** The row after a move, without the new tile: the grid's one row, moved, with the spawn taken out. */
function slideRow(row: number[], direction: Direction): { row: number[]; gained: number } {
  const s = grid([row, [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
  const r = playMove(s, direction);
  if (!r.ok) return { row, gained: -1 };
  const cells = r.value.state.cells.slice();
  cells[r.value.trace.spawn.cell] = 0;
  return { row: [...cells.subarray(0, 4)].map((e) => (e === 0 ? 0 : 2 ** e)), gained: r.value.trace.gained };
}

describe('2048 rules', () => {
  it('ZWK-1 a new game has exactly two tiles, each 2 or 4, the same for the same seed', () => {
    for (let seed = 0; seed < 200; seed++) {
      const s = newGame(seed);
      const tiles = [...s.cells].filter((e) => e !== 0);
      expect(tiles).toHaveLength(2);
      for (const e of tiles) expect([1, 2]).toContain(e);
      expect(newGame(seed)).toEqual(s);
    }
    expect(newGame(1).cells).not.toEqual(newGame(2).cells);
  });

  it('ZWK-1 after a changing move one tile appears on a cell that was empty after the slide', () => {
    let s = newGame(5);
    for (let i = 0; i < 50; i++) {
      const m = legalMoves(s)[i % legalMoves(s).length] as Direction;
      const r = playMove(s, m);
      if (!r.ok) throw new Error(r.error.message);
      const { spawn } = r.value.trace;
      expect([2, 4]).toContain(spawn.value);
      expect([...r.value.trace.to]).not.toContain(spawn.cell);
      s = r.value.state;
    }
  });

  it('ZWK-1 the new tile depends only on seed and move number (undo never re-rolls)', () => {
    const s = grid(
      [
        [2, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      { seed: 9, moves: 4 },
    );
    const a = playMove(s, 'right');
    const b = playMove(s, 'right');
    expect(a.ok && b.ok && a.value.trace.spawn).toEqual(b.ok && b.value.trace.spawn);
    if (!a.ok) return;
    const cells = a.value.state.cells.slice();
    cells[a.value.trace.spawn.cell] = 0;
    expect(spawnFor(cells, 9, 5)).toEqual(a.value.trace.spawn);
  });

  it('ZWK-1 the new tile is a 2 about 90 % of the time and picks every empty cell about equally', () => {
    const empty = new Uint8Array(CELLS);
    const cellCount = new Array<number>(CELLS).fill(0);
    let twos = 0;
    const n = 16_000;
    for (let k = 1; k <= n; k++) {
      const sp = spawnFor(empty, 3, k);
      if (!sp) throw new Error('no spawn');
      if (sp.value === 2) twos++;
      cellCount[sp.cell]!++;
    }
    expect(twos / n).toBeGreaterThan(0.88);
    expect(twos / n).toBeLessThan(0.92);
    for (const c of cellCount) expect(Math.abs(c - n / 16)).toBeLessThan(150);
  });

  it.each([
    [[2, 2, 2, 0], 'left', [4, 2, 0, 0], 4],
    [[2, 2, 2, 2], 'left', [4, 4, 0, 0], 8],
    [[4, 4, 8, 0], 'left', [8, 8, 0, 0], 8],
    [[2, 2, 2, 0], 'right', [0, 0, 2, 4], 4],
    [[0, 2, 2, 2], 'right', [0, 0, 2, 4], 4],
    [[2, 2, 2, 2], 'right', [0, 0, 4, 4], 8],
    [[8, 0, 4, 4], 'right', [0, 0, 8, 8], 8],
    [[0, 0, 0, 2], 'left', [2, 0, 0, 0], 0],
    [[2, 0, 2, 0], 'left', [4, 0, 0, 0], 4],
    [[2, 4, 2, 4], 'right', [2, 4, 2, 4], -1],
    [[4, 2, 2, 0], 'left', [4, 4, 0, 0], 4],
    [[32768, 32768, 0, 0], 'left', [65536, 0, 0, 0], 65536],
    [[65536, 65536, 2, 2], 'left', [131072, 4, 0, 0], 131072 + 4],
    [[131072, 32768, 32768, 0], 'left', [131072, 65536, 0, 0], 65536],
  ] as const)('ZWK-2 row %j moved %s gives %j (+%i points; −1: refused)', (row, direction, after, gained) => {
    const r = slideRow([...row], direction);
    expect(r.row).toEqual(after);
    expect(r.gained).toBe(gained);
  });

  it('ZWK-2 columns slide the same way up and down', () => {
    const s = grid([
      [2, 0, 0, 0],
      [2, 0, 0, 0],
      [2, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    const up = playMove(s, 'up');
    const down = playMove(s, 'down');
    if (!up.ok || !down.ok) throw new Error('refused');
    expect(values(up.value.state).map((r) => r[0])).toEqual(expect.arrayContaining([4]));
    expect(up.value.state.cells[0]).toBe(2);
    expect(up.value.state.cells[4]).toBe(1);
    expect(down.value.state.cells[12]).toBe(2);
    expect(down.value.state.cells[8]).toBe(1);
  });

  it('ZWK-2 a move that changes nothing is refused: no tile, not counted', () => {
    const s = grid([
      [2, 4, 8, 16],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(playMove(s, 'up')).toMatchObject({ ok: false, error: { code: 'illegal' } });
    expect(playMove(s, 'left')).toMatchObject({ ok: false, error: { code: 'illegal' } });
    expect(legalMoves(s)).toEqual(['down']);
  });

  it('ZWK-2 the trace says where every tile went and where tiles merged', () => {
    const s = grid([
      [2, 2, 4, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 8],
    ]);
    const r = playMove(s, 'left');
    if (!r.ok) throw new Error(r.error.message);
    expect(slides(s, r.value.trace)).toEqual([
      { from: 0, to: 0, value: 2 },
      { from: 1, to: 0, value: 2 },
      { from: 2, to: 1, value: 4 },
      { from: 15, to: 12, value: 8 },
    ]);
    expect(r.value.trace.merges).toEqual([{ cell: 0, value: 4 }]);
  });

  it('ZWK-3 the score grows by every merged value', () => {
    const s = grid(
      [
        [2, 2, 4, 4],
        [8, 8, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      { score: 100 },
    );
    const r = playMove(s, 'left');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.score).toBe(100 + 4 + 8 + 16);
    expect(r.value.trace.merges.map((m) => m.value)).toEqual([4, 8, 16]);
    expect(r.value.state.moves).toBe(1);
  });

  it('ZWK-3 reaching 2048 is reported once, and play goes on', () => {
    const s = grid([
      [1024, 1024, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    const r = playMove(s, 'left');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.trace.reached2048).toBe(true);
    expect(r.value.state.reached).toBe(true);
    expect(statusOf(r.value.state)).toBe('playing');
    const again = playMove(r.value.state, 'right');
    expect(again.ok && again.value.trace.reached2048).toBe(false);
  });

  it('ZWK-3 a full grid without equal neighbours is over', () => {
    const s = grid([
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [2, 4, 2, 4],
      [4, 2, 4, 2],
    ]);
    expect(legalMoves(s)).toEqual([]);
    expect(statusOf(s)).toBe('over');
    expect(
      statusOf(
        grid([
          [2, 2, 4, 8],
          [4, 8, 16, 32],
          [8, 16, 32, 64],
          [16, 32, 64, 128],
        ]),
      ),
    ).toBe('playing');
  });

  it('ZWK-3 bounds: a move that would pass 10^9 points or moves is not made', () => {
    const s = grid(
      [
        [2, 2, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      { score: 999_999_998 },
    );
    expect(legalMoves(s)).toEqual(['down']);
    expect(playMove(s, 'left')).toMatchObject({ ok: false, error: { code: 'illegal' } });
    expect(
      legalMoves(
        grid(
          [
            [2, 0, 0, 0],
            [0, 0, 0, 0],
            [0, 0, 0, 0],
            [0, 0, 0, 0],
          ],
          { moves: 1_000_000_000 },
        ),
      ),
    ).toEqual([]);
  });

  it('ZWK-4 there is no hint; undo is unlimited and gives back the start', () => {
    expect(Object.keys(def2048.actions)).toEqual([]);
    const session = new GameSession(def2048, {}, { seed: 4 }, newGame(4));
    for (let i = 0; i < 60 && session.legalMoves().length > 0; i++) session.play(session.legalMoves()[i % session.legalMoves().length] as Direction);
    while (session.undo());
    expect(session.state).toEqual(newGame(4));
  });

  it('ZWK-5 the best extra is the largest tile; score and moves show', () => {
    const s = grid(
      [
        [2, 0, 0, 0],
        [0, 512, 0, 0],
        [0, 0, 4, 0],
        [0, 0, 0, 0],
      ],
      { score: 40, moves: 12 },
    );
    expect(def2048.extras(s)).toEqual({ score: 40, moves: 12, best: 512 });
    expect(
      def2048.extras(
        grid([
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ]),
      ),
    ).toMatchObject({ best: 0 });
  });

  it('ZWK-2 value is kept: the grid sum grows only by the new tile', () => {
    let s = newGame(11);
    for (let i = 0; i < 200 && legalMoves(s).length > 0; i++) {
      const moves = legalMoves(s);
      const r = playMove(s, moves[(i * 7) % moves.length] as Direction);
      if (!r.ok) throw new Error(r.error.message);
      expect(total(r.value.state)).toBe(total(s) + r.value.trace.spawn.value);
      s = r.value.state;
    }
  });
});
