// Rules tests: scoring (CON-18/19), Auf Zeit (CON-13), moves, hints, shuffles, winning, no dead ends.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { connectDef } from './def.ts';
import { SIZES } from './generate.ts';
import { rowsOf } from './notation.ts';
import type { Cell } from './path.ts';
import {
  cardsLeft,
  connectablePairs,
  initialState,
  manualShuffle,
  newRound,
  pairPoints,
  playPair,
  status,
  takeHint,
  timeLeft,
  type ConnectState,
  type Mode,
} from './rules.ts';
import { solveBoard } from './solve.ts';

function load(rows: string[], mode: Mode = 'relaxed', score = 0): ConnectState {
  const r = connectDef.load({ rows, score }, { mode });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function play(s: ConnectState, a: Cell, b: Cell, t?: number): ConnectState {
  const r = playPair(s, a, b, t);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.state;
}

/** Two cells of a symbol letter that connect now. */
function pairOf(s: ConnectState, letter: string): [Cell, Cell] {
  const sym = letter.charCodeAt(0) - 65;
  const p = connectablePairs(s).find(([a]) => s.cells[a[0] * 6 + a[1]] === sym);
  if (!p) throw new Error(`no connectable ${letter}`);
  return p;
}

const EIGHT = (top: string[]): string[] => [...top, ...Array.from({ length: 8 - top.length }, () => '......')];

describe('connect scoring (CON-18, CON-19)', () => {
  it('CON-18 pair values by streak: 10, 12, 14, 16, 18, 20, then 20', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(pairPoints)).toEqual([10, 12, 14, 16, 18, 20, 20, 20]);
  });

  it('CON-19 worked example in Entspannt: 10, 36 after three, 46 after a pause, 44 after a hint, 39 after a shuffle', () => {
    let s = load(EIGHT(['AABBCC', 'DDEEFF']));
    s = play(s, [0, 0], [0, 1], 1000);
    expect(s.score).toBe(10);
    s = play(s, [0, 2], [0, 3], 2200);
    expect(s.score).toBe(22);
    s = play(s, [0, 4], [0, 5], 3000);
    expect(s.score).toBe(36);
    s = play(s, [1, 0], [1, 1], 9000);
    expect(s.score).toBe(46);
    expect(s.streak).toBe(1);
    const h = takeHint(s, 9500);
    expect(h.ok && h.value.state.score).toBe(44);
    s = h.ok ? h.value.state : s;
    const m = manualShuffle(s, 10000);
    expect(m.ok && m.value.state.score).toBe(39);
    expect(s.bestStreak).toBe(3);
  });

  it('CON-19 the same round in Auf Zeit, cleared with 37.4 s on the clock, adds 37 × 2 = 74', () => {
    let s = load(EIGHT(['AABBCC', 'DDEEFF']), 'timed');
    s = play(s, [0, 0], [0, 1], 1000);
    s = play(s, [0, 2], [0, 3], 2200);
    s = play(s, [0, 4], [0, 5], 3000);
    s = play(s, [1, 0], [1, 1], 9000);
    let h = takeHint(s, 9500);
    if (h.ok) s = h.value.state;
    const m = manualShuffle(s, 10000);
    if (m.ok) s = m.value.state;
    expect(s.score).toBe(39);
    expect(timeLeft(s, 10000)).toBe(152_000);
    s = play(s, ...pairOf(s, 'E'), 100_000);
    expect(timeLeft(s, 100_000)).toBe(65_000);
    s = play(s, ...pairOf(s, 'F'), 130_600);
    expect(status(s)).toBe('won');
    expect(s.clockMs).toBe(37_400);
    expect(s.bonus).toBe(74);
    expect(s.score).toBe(39 + 10 + 10 + 74);
    void h;
    h = takeHint(s, 131_000);
    expect(h.ok && h.value.hint).toBe(null);
  });

  it('CON-18 "within 5 s" means at most 5.0 s; 5.001 s breaks the streak', () => {
    let s = load(EIGHT(['AABBCC']));
    s = play(s, [0, 0], [0, 1], 0);
    s = play(s, [0, 2], [0, 3], 5000);
    expect(s.streak).toBe(2);
    s = play(s, [0, 4], [0, 5], 10001);
    expect(s.streak).toBe(1);
    expect(s.score).toBe(10 + 12 + 10);
  });

  it('CON-18 hints and shuffles do not break a streak', () => {
    let s = load(EIGHT(['AABBCC', 'DDEEFF']));
    s = play(s, [0, 0], [0, 1], 0);
    const h = takeHint(s, 1000);
    if (h.ok) s = h.value.state;
    const m = manualShuffle(s, 2000);
    if (m.ok) s = m.value.state;
    const next = connectablePairs(s)[0] as [Cell, Cell];
    s = play(s, next[0], next[1], 4000);
    expect(s.streak).toBe(2);
  });

  it('CON-18 from the sixth linked pair each pair is worth 20', () => {
    let s = load(EIGHT(['AABBCC', 'DDEEFF', 'GGHH..']));
    const letters = 'ABCDEFGH';
    const gained: number[] = [];
    for (const [k, l] of [...letters].entries()) {
      const before = s.score;
      s = play(s, ...pairOf(s, l), k * 1000);
      gained.push(s.score - before);
    }
    expect(gained).toEqual([10, 12, 14, 16, 18, 20, 20, 20]);
  });

  it('CON-18 the score never goes below 0 (hint −2, shuffle −5)', () => {
    let s = load(EIGHT(['AABB..']));
    const h = takeHint(s);
    expect(h.ok && h.value.state.score).toBe(0);
    s = play(s, [0, 0], [0, 1]);
    expect(s.score).toBe(10);
    const m = manualShuffle(s);
    expect(m.ok && m.value.state.score).toBe(5);
    const m2 = m.ok ? manualShuffle(m.value.state) : m;
    expect(m2.ok && m2.value.state.score).toBe(0);
  });

  it('CON-18 without t no streak is counted (the gap is unknown)', () => {
    let s = load(EIGHT(['AABBCC']));
    s = play(s, [0, 0], [0, 1]);
    s = play(s, [0, 2], [0, 3]);
    expect(s.score).toBe(20);
  });
});

describe('connect Auf Zeit (CON-12, CON-13)', () => {
  for (const size of ['a', 'b', 'c'] as const) {
    it(`CON-13 size ${size} starts with ${SIZES[size].startMs / 1000} s and caps at ${SIZES[size].capMs / 1000} s`, () => {
      let s = newRound({ seed: '12345678', size }, 'timed');
      expect(timeLeft(s, 0)).toBe(SIZES[size].startMs);
      // Fast pairs at t = 0: +3 s each until the cap.
      for (let k = 0; k < 30 && status(s) === 'playing'; k++) {
        const p = connectablePairs(s, 1)[0] as [Cell, Cell];
        s = play(s, p[0], p[1], 0);
        expect(timeLeft(s, 0)).toBe(Math.min(SIZES[size].capMs, SIZES[size].startMs + 3000 * (k + 1)));
      }
    });
  }
  it('CON-13 +3 s per pair on top of the time left', () => {
    let s = load(EIGHT(['AABBCC']), 'timed');
    s = play(s, [0, 0], [0, 1], 20_000);
    expect(timeLeft(s, 20_000)).toBe(150_000 - 20_000 + 3000);
    expect(timeLeft(s, 30_000)).toBe(123_000);
  });
  it('CON-13 at 0 the round is over: the move ends it, points and pairs stay', () => {
    let s = load(EIGHT(['AABBCC']), 'timed');
    s = play(s, [0, 0], [0, 1], 1000);
    const r = playPair(s, [0, 2], [0, 3], 1000 + 152_000);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.events).toEqual(['timeout']);
    expect(status(r.value.state)).toBe('over');
    expect(r.value.state.score).toBe(10);
    expect(r.value.state.pairs).toBe(1);
    expect(cardsLeft(r.value.state)).toBe(4);
    const again = playPair(r.value.state, [0, 2], [0, 3], 200_000);
    expect(!again.ok && again.error.code).toBe('illegal');
  });
  it('CON-12 Entspannt has no countdown and never ends by time', () => {
    let s = load(EIGHT(['AABBCC']));
    s = play(s, [0, 0], [0, 1], 10_000_000);
    expect(status(s)).toBe('playing');
    expect(timeLeft(s, 99_999_999)).toBe(0);
  });
  it('CON-13 t may not go backwards', () => {
    const s = play(load(EIGHT(['AABBCC'])), [0, 0], [0, 1], 5000);
    const r = playPair(s, [0, 2], [0, 3], 4000);
    expect(!r.ok && r.error.code).toBe('bad_request');
  });
});

describe('connect moves (CON-4, CON-5, CON-6, CON-14, CON-15, CON-16, CON-24)', () => {
  const failing: Array<{ name: string; rows: string[]; a: Cell; b: Cell; code: string; blocker?: number[] | null }> = [
    { name: 'CON-5 different symbols are not a pair', rows: ['AB....', 'AB....'], a: [0, 0], b: [0, 1], code: 'not_a_pair' },
    { name: 'CON-5 the same card twice is not a pair', rows: ['AA....', '......'], a: [0, 0], b: [0, 0], code: 'not_a_pair' },
    { name: 'CON-5 an empty cell is not a pair', rows: ['AA....', '......'], a: [0, 0], b: [1, 1], code: 'not_a_pair' },
    { name: 'CON-5 a cell outside the board is not a pair', rows: ['AA....', '......'], a: [0, 0], b: [9, 9], code: 'not_a_pair' },
    {
      name: 'CON-5 one card in the way is the blocker',
      rows: ['BBBBBB', 'BACABB', 'BBBBBB', 'C....B'],
      a: [1, 1],
      b: [1, 3],
      code: 'no_path',
      blocker: [1, 2],
    },
    {
      name: 'CON-5 several blockers: blocker null',
      rows: ['CCCCCC', 'CADDDC', 'CDDDDC', 'CDDDAC', 'CCCCCC', 'CCDDDD'],
      a: [1, 1],
      b: [3, 4],
      code: 'no_path',
      blocker: null,
    },
  ];
  for (const tc of failing) {
    it(tc.name, () => {
      const s = load(tc.rows);
      const r = playPair(s, tc.a, tc.b, 100);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe(tc.code);
      if (tc.blocker !== undefined) expect(r.error.data?.['blocker']).toEqual(tc.blocker);
    });
  }
  it('CON-4 a connected pair is removed and the path comes back', () => {
    const s = load(['A....A', 'BB....']);
    const r = playPair(s, [0, 0], [0, 5], 0);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.path).toEqual([
      [0, 0],
      [0, 5],
    ]);
    expect(rowsOf(r.value.state.cells, 2)).toEqual(['......', 'BB....']);
  });
  it('CON-14 the round is won when the board is empty', () => {
    let s = load(['AA....']);
    s = play(s, [0, 0], [0, 1]);
    expect(status(s)).toBe('won');
    expect(connectDef.legalMoves(s)).toEqual([]);
  });
  it('CON-15 CON-24 a dead board shuffles itself for free; it is never a loss', () => {
    // After the AA pair goes, only the crossed BC block is left: no pair can connect.
    const s = load(['BC..AA', 'CB....', '......']);
    const stuck = ['BC....', 'CB....', '......'].flatMap((r) => [...r].map((ch) => (ch === '.' ? -1 : ch.charCodeAt(0) - 65)));
    expect(connectablePairs(initialState(stuck, 3, 'relaxed', null))).toEqual([]);
    const r = playPair(s, [0, 4], [0, 5], 0);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.events).toEqual(['autoshuffle']);
    expect(r.value.state.score).toBe(10);
    expect(r.value.state.autoShuffles).toBe(1);
    expect(status(r.value.state)).toBe('playing');
    expect(connectablePairs(r.value.state).length).toBeGreaterThan(0);
  });
  it('CON-16 hint marks a connectable pair and costs 2; unlimited', () => {
    let s = load(['AABBCC'], 'relaxed', 10);
    for (let k = 1; k <= 6; k++) {
      const h = takeHint(s);
      expect(h.ok).toBe(true);
      if (!h.ok) return;
      expect(h.value.hint).not.toBeNull();
      const [a, b] = h.value.hint as [Cell, Cell];
      expect(playPair(s, a, b).ok).toBe(true);
      s = h.value.state;
      expect(s.hints).toBe(k);
    }
    expect(s.score).toBe(0);
  });
  it('CON-16 a manual shuffle costs 5, keeps the cards on the same cells, and is unlimited', () => {
    let s = newRound({ seed: '55555555', size: 'b' }, 'relaxed');
    s = { ...s, score: 100 };
    for (let k = 1; k <= 4; k++) {
      const m = manualShuffle(s);
      expect(m.ok).toBe(true);
      if (!m.ok) return;
      expect(m.value.state.cells.map((x) => x >= 0)).toEqual(s.cells.map((x) => x >= 0));
      expect([...m.value.state.cells].sort()).toEqual([...s.cells].sort());
      s = m.value.state;
    }
    expect(s.score).toBe(80);
    expect(s.shuffles).toBe(4);
  });
  it('CON-15 CON-14 property: playing any legal pairs never gets stuck; the board is always cleared', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('a', 'b', 'c'),
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.array(fc.nat(), { minLength: 30, maxLength: 30 }),
        (size, n, picks) => {
          let s = newRound({ seed: String(n).padStart(8, '0'), size: size as 'a' | 'b' | 'c' }, 'relaxed');
          for (let k = 0; k < 30 && status(s) === 'playing'; k++) {
            const opts = connectablePairs(s);
            expect(opts.length).toBeGreaterThan(0);
            const [a, b] = opts[(picks[k] as number) % opts.length] as [Cell, Cell];
            s = play(s, a, b, k * 10_000);
          }
          expect(status(s)).toBe('won');
        },
      ),
      { numRuns: 60 },
    );
  });
  it('CON-20 a new round is solvable and starts with a connectable pair', () => {
    const s = newRound({ seed: '41739205', size: 'b' }, 'timed');
    expect(connectablePairs(s).length).toBeGreaterThan(0);
    expect(solveBoard(s.cells, s.height)).not.toBeNull();
  });
});
