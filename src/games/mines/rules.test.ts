// Table-driven tests of Minesweeper's rules, one SPEC ID (MIN-1 … MIN-8) or more in every title.

import { describe, expect, it } from 'vitest';
import { geometry, isValidSize, maxMines, SIZES } from './board.ts';
import { parseMinesOptions } from './def.ts';
import { generateMines } from './generate.ts';
import {
  CELL_EXPLODED,
  CELL_FLAGGED,
  CELL_REVEALED,
  dailyGame,
  deduceState,
  legalMoves,
  minesLeft,
  newGame,
  playMove,
  statusOf,
  type MinesMove,
  type MinesState,
} from './rules.ts';
import { idx, playByDeduction, position } from './testing.ts';

const play = (s: MinesState, kind: MinesMove['kind'], x: number, y: number) => {
  const r = playMove(s, { kind, x, y });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

// Mines at (0,0) and (4,0); (2,0) covered and provably safe (the 1 at (0,1) sees only (0,0)).
const LESSON = ['*1.1*', '11011', '00000', '00000', '00000'];

describe('MIN-1 sizes', () => {
  it.each([
    ['beginner', 9, 9, 10],
    ['intermediate', 16, 16, 40],
    ['expert', 30, 16, 99],
  ] as const)('MIN-1 %s is %i×%i with %i mines', (size, width, height, mines) => {
    expect(parseMinesOptions({ size })).toEqual({ ok: true, value: { width, height, mines } });
  });

  it('MIN-1 the default size is beginner', () => {
    expect(parseMinesOptions(undefined)).toEqual({ ok: true, value: SIZES.beginner });
    expect(parseMinesOptions({})).toEqual({ ok: true, value: SIZES.beginner });
  });

  it.each([
    [5, 5, 6, true],
    [40, 40, 400, true],
    [5, 40, 50, true],
    [5, 5, 7, false],
    [4, 9, 3, false],
    [41, 9, 3, false],
    [9, 9, 0, false],
    [9.5, 9, 3, false],
    ['9', 9, 3, false],
  ] as const)('MIN-1 a custom board %s×%s with %s mines is valid: %s', (width, height, mines, valid) => {
    expect(isValidSize(width, height, mines)).toBe(valid);
    expect(parseMinesOptions({ width, height, mines }).ok).toBe(valid);
  });

  it('MIN-1 MIN-2 the 25 % bound always leaves room for the first cell and its neighbours', () => {
    for (let w = 5; w <= 40; w++) for (let h = 5; h <= 40; h++) expect(w * h - maxMines(w * h)).toBeGreaterThanOrEqual(9);
  });

  it('MIN-1 an unknown size name is a bad_request', () => {
    expect(parseMinesOptions({ size: 'huge' })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(parseMinesOptions([])).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });
});

describe('MIN-2 the first reveal', () => {
  it('MIN-2 before the first reveal no mine is placed and the seed is kept', () => {
    const s = newGame(SIZES.expert, 77);
    expect(s.seed).toBe(77);
    expect(s.mine.every((m) => m === 0)).toBe(true);
    expect(statusOf(s)).toBe('playing');
    expect(minesLeft(s)).toBe(99);
  });

  it.each([
    [0, 0],
    [4, 4],
    [8, 0],
    [3, 8],
  ])('MIN-2 the first reveal at (%i, %i) places the mines away from it and opens an area', (x, y) => {
    for (let seed = 0; seed < 10; seed++) {
      const { state, trace } = play(newGame(SIZES.beginner, seed), 'reveal', x, y);
      expect(trace.placed).toBe(true);
      expect(state.seed).toBeNull();
      expect(state.mine.reduce((a, b) => a + b, 0)).toBe(10);
      const g = geometry(9, 9);
      const i = idx(state, x, y);
      expect(state.mine[i]).toBe(0);
      for (let k = g.start[i]!; k < g.start[i + 1]!; k++) expect(state.mine[g.nb[k]!]).toBe(0);
      expect(state.count[i]).toBe(0);
      expect(trace.opened[0]).toBe(i);
      expect(trace.opened.length).toBeGreaterThan(g.start[i + 1]! - g.start[i]!);
    }
  });

  it('MIN-2 flags and chords wait for the first reveal', () => {
    const s = newGame(SIZES.beginner, 1);
    expect(playMove(s, { kind: 'flag', x: 0, y: 0 })).toMatchObject({ ok: false, error: { code: 'illegal' } });
    expect(playMove(s, { kind: 'chord', x: 0, y: 0 })).toMatchObject({ ok: false, error: { code: 'illegal' } });
    expect(legalMoves(s).every((m) => m.kind === 'reveal')).toBe(true);
    expect(legalMoves(s)).toHaveLength(81);
  });
});

describe('MIN-3 no guessing', () => {
  it('MIN-3 the board depends only on the seed, the size and the first cell', () => {
    const a = generateMines(16, 16, 40, 123, 3, 5);
    expect(generateMines(16, 16, 40, 123, 3, 5)).toEqual(a);
    expect(generateMines(16, 16, 40, 124, 3, 5)).not.toEqual(a);
    expect(generateMines(16, 16, 40, 123, 4, 5)).not.toEqual(a);
  });

  it('MIN-3 pinned boards: the same seed gives the same board on every machine', () => {
    const rows = (mine: Uint8Array, w: number) => Array.from({ length: mine.length / w }, (_, y) => Array.from(mine.slice(y * w, (y + 1) * w)).join(''));
    expect(rows(generateMines(9, 9, 10, 1, 4, 4), 9)).toMatchInlineSnapshot(`
      [
        "000000000",
        "000110000",
        "000001000",
        "000000000",
        "000000100",
        "100000000",
        "100000000",
        "110000010",
        "010000000",
      ]
    `);
  });

  it.each([
    ['beginner', 12],
    ['intermediate', 8],
    ['expert', 4],
  ] as const)('MIN-3 deduce-only play clears every sampled %s board', (size, count) => {
    const { width, height } = SIZES[size];
    for (let seed = 1000; seed < 1000 + count; seed++) {
      const { state } = play(newGame(SIZES[size], seed), 'reveal', (seed * 7) % width, (seed * 3) % height);
      expect(statusOf(playByDeduction(state))).toBe('won');
    }
  });

  it.each([
    [5, 5, 6],
    [6, 5, 7],
    [40, 5, 50],
    [12, 12, 36],
  ])('MIN-3 extreme custom board %i×%i with %i mines is cleared by deduction', (width, height, mines) => {
    for (let seed = 0; seed < 4; seed++) {
      const { state } = play(newGame({ width, height, mines }, seed), 'reveal', seed % width, 0);
      expect(statusOf(playByDeduction(state))).toBe('won');
    }
  });
});

describe('MIN-4 reveal, flag and chord', () => {
  it('MIN-4 a 0 opens its neighbours, repeatedly, in flood order; flags stop the flood', () => {
    const s = position(['*1...', '11...', '.....', '.....', '.....']);
    const { state, trace } = play(s, 'reveal', 4, 4);
    expect(trace.opened[0]).toBe(idx(s, 4, 4));
    expect(trace.opened).toHaveLength(21);
    expect(statusOf(state)).toBe('won');
    const flagged = play(s, 'flag', 2, 2).state;
    const r = play(flagged, 'reveal', 4, 4);
    expect(r.trace.opened).not.toContain(idx(s, 2, 2));
    expect(r.state.cell[idx(s, 2, 2)]).toBe(CELL_FLAGGED);
  });

  it('MIN-4 a number opens only itself', () => {
    const s = position(['*....', '.....', '.....', '.....', '.....']);
    const { trace } = play(s, 'reveal', 1, 1);
    expect(trace.opened).toEqual([idx(s, 1, 1)]);
  });

  it('MIN-4 MIN-6 a flag toggles, only marks, and moves the counter (below 0 too)', () => {
    let s = position(LESSON);
    s = play(s, 'flag', 2, 0).state;
    expect(minesLeft(s)).toBe(1);
    expect(playMove(s, { kind: 'reveal', x: 2, y: 0 })).toMatchObject({ ok: false, error: { code: 'illegal' } });
    s = play(s, 'flag', 0, 0).state;
    s = play(s, 'flag', 4, 0).state;
    expect(minesLeft(s)).toBe(-1);
    const r = play(s, 'flag', 4, 0);
    expect(r.trace.unflagged).toEqual([4]);
    expect(minesLeft(r.state)).toBe(0);
    expect(playMove(s, { kind: 'flag', x: 1, y: 0 })).toMatchObject({ ok: false, error: { code: 'illegal' } });
  });

  it('MIN-4 a chord reveals the other neighbours of a number whose flags equal it', () => {
    let s = position(LESSON);
    expect(playMove(s, { kind: 'chord', x: 1, y: 0 })).toMatchObject({ ok: false, error: { code: 'illegal' } });
    s = play(s, 'flag', 0, 0).state;
    expect(legalMoves(s)).toContainEqual({ kind: 'chord', x: 1, y: 0 });
    const { state, trace } = play(s, 'chord', 1, 0);
    expect(trace.opened).toEqual([2]);
    expect(state.cell[2]).toBe(CELL_REVEALED);
  });

  it('MIN-4 MIN-5 a chord on a wrong flag reveals the mine and loses', () => {
    let s = position(LESSON);
    s = play(s, 'flag', 2, 0).state;
    const { state, trace } = play(s, 'chord', 1, 1);
    expect(trace.exploded).toBe(0);
    expect(statusOf(state)).toBe('lost');
  });

  it.each([
    ['r 9 0', { kind: 'reveal', x: 5, y: 0 }],
    ['r revealed', { kind: 'reveal', x: 1, y: 0 }],
    ['c covered', { kind: 'chord', x: 2, y: 0 }],
  ] as const)('MIN-4 %s is illegal', (_name, move) => {
    expect(playMove(position(LESSON), move)).toMatchObject({ ok: false, error: { code: 'illegal' } });
  });
});

describe('MIN-5 loss', () => {
  it('MIN-5 revealing a mine loses; the exploded mine is marked and the lesson cell is one logic proved safe', () => {
    const s = position(LESSON);
    const { state, trace } = play(s, 'reveal', 4, 0);
    expect(statusOf(state)).toBe('lost');
    expect(trace.exploded).toBe(4);
    expect(state.cell[4]).toBe(CELL_EXPLODED);
    expect(state.exploded).toBe(4);
    expect(trace.lesson).toBe(2);
    expect(deduceState(s).safe).toContain(trace.lesson);
    expect(legalMoves(state)).toEqual([]);
    expect(playMove(state, { kind: 'reveal', x: 2, y: 0 })).toMatchObject({ ok: false, error: { code: 'illegal' } });
  });

  it('MIN-5 the lesson cell is -1 when nothing was provable', () => {
    // (0,0) and (1,0) hold one mine and every number sees both: a true 50:50.
    const s = position(['*.*20', '13*20', '01110', '00000', '00000']);
    expect(deduceState(s)).toEqual({ safe: [], mines: [2, 7] });
    const { trace } = play(s, 'reveal', 0, 0);
    expect(trace.lesson).toBe(-1);
  });

  it('MIN-5 on a generated board the lesson is the proven safe cell nearest to the mine', () => {
    const first = play(newGame(SIZES.intermediate, 5), 'reveal', 8, 8).state;
    const safe = deduceState(first).safe;
    const mine = first.mine.findIndex((m, i) => m === 1 && first.cell[i] !== CELL_REVEALED);
    const { trace } = play(first, 'reveal', mine % 16, Math.floor(mine / 16));
    expect(safe).toContain(trace.lesson);
    const d = (c: number) => ((c % 16) - (mine % 16)) ** 2 + (Math.floor(c / 16) - Math.floor(mine / 16)) ** 2;
    for (const c of safe) expect(d(c)).toBeGreaterThanOrEqual(d(trace.lesson));
  });
});

describe('MIN-6 win', () => {
  it('MIN-6 revealing the last safe cell wins and flags the remaining mines', () => {
    const s = position(['*1000', '11000', '00000', '00000', '0000.']);
    const { state, trace } = play(s, 'reveal', 4, 4);
    expect(statusOf(state)).toBe('won');
    expect(trace.autoFlagged).toEqual([0]);
    expect(state.cell[0]).toBe(CELL_FLAGGED);
    expect(minesLeft(state)).toBe(0);
    expect(legalMoves(state)).toEqual([]);
  });

  it('MIN-6 a flagged safe cell keeps the game going until it is revealed', () => {
    let s = position(['*1000', '11000', '00000', '00000', '0000.']);
    s = play(s, 'flag', 4, 4).state;
    expect(statusOf(s)).toBe('playing');
    s = play(s, 'flag', 4, 4).state;
    expect(statusOf(play(s, 'reveal', 4, 4).state)).toBe('won');
  });
});

describe('MIN-7 MIN-8', () => {
  it('MIN-7 there is no hint command, only the deduce question', async () => {
    const { minesDef } = await import('./def.ts');
    expect(Object.keys(minesDef.actions)).toEqual(['deduce']);
  });

  it.each(['beginner', 'intermediate', 'expert'] as const)('MIN-8 the daily %s board opens at the centre and is the same every time', (size) => {
    const a = dailyGame(SIZES[size], 20261202);
    const b = dailyGame(SIZES[size], 20261202);
    const { width, height } = SIZES[size];
    expect(a.state).toEqual(b.state);
    expect(a.trace.opened[0]).toBe((height >> 1) * width + (width >> 1));
    expect(statusOf(playByDeduction(a.state))).toBe('won');
    expect(dailyGame(SIZES[size], 20261203).state.mine).not.toEqual(a.state.mine);
  });
});
