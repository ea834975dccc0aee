// Oracles for connect (issue 9 item 7): every listed partner agrees with an independent path search,
// and a position round-trips the whole round (load(encode(s)) = s but for the board code).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { connectDef } from './def.ts';
import { decodePosition, type PairMove } from './notation.ts';
import { PW, gridFrom, partnersOf, padIndex, WIDTH } from './path.ts';
import {
  connectablePairs,
  initialState,
  manualShuffle,
  newRound,
  playPair,
  positionOf,
  stateFromPosition,
  status,
  takeHint,
  type ConnectState,
  type Mode,
} from './rules.ts';
import { bfsConnected, bfsReach } from './solve.ts';

const key = (i: number, j: number): string => `${Math.min(i, j)}-${Math.max(i, j)}`;
const idx = (c: readonly [number, number]): number => c[0] * WIDTH + c[1];

/** Random boards: 1–9 rows, each cell empty or one of `symbols` symbols (counts need not be even). */
const boardArb = fc.integer({ min: 1, max: 9 }).chain((height) =>
  fc.record({
    height: fc.constant(height),
    cells: fc.array(fc.oneof({ weight: 2, arbitrary: fc.constant(-1) }, { weight: 3, arbitrary: fc.integer({ min: 0, max: 5 }) }), {
      minLength: height * WIDTH,
      maxLength: height * WIDTH,
    }),
  }),
);

describe('connect partners agree with the path search (oracle)', () => {
  it('CON-6 CON-7 property: the move list is exactly the same-symbol pairs the independent BFS connects', () => {
    fc.assert(
      fc.property(boardArb, ({ height, cells }) => {
        const s = initialState(cells, height, 'relaxed', null);
        const listed = connectablePairs(s).map(([a, b]) => key(idx(a), idx(b)));
        expect(new Set(listed).size).toBe(listed.length);
        const oracle: string[] = [];
        cells.forEach((x, i) => {
          if (x < 0) return;
          for (const j of bfsReach(cells, height, i)) if (j > i && cells[j] === x) oracle.push(key(i, j));
        });
        expect(new Set(listed)).toEqual(new Set(oracle));
        // Every listed pair is one the rules accept, with a line from cell to cell.
        for (const [a, b] of connectablePairs(s)) {
          const r = playPair(s, a, b);
          expect(r.ok).toBe(true);
          if (r.ok) expect([r.value.path?.[0], r.value.path?.at(-1)]).toEqual([a, b]);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('CON-20 property: the generator partner sweep marks exactly the cards the BFS reaches', () => {
    fc.assert(
      fc.property(boardArb, fc.nat(), ({ height, cells }, pick) => {
        const occupied = cells.flatMap((x, i) => (x >= 0 ? [i] : []));
        fc.pre(occupied.length > 0);
        const start = occupied[pick % occupied.length] as number;
        const size = (height + 2) * PW;
        const out = new Uint8Array(size);
        partnersOf(gridFrom(cells, height), padIndex(Math.floor(start / WIDTH), start % WIDTH), out, new Uint8Array(size), new Uint8Array(size));
        const swept = occupied.filter((j) => out[padIndex(Math.floor(j / WIDTH), j % WIDTH)] === 1);
        expect(swept).toEqual(bfsReach(cells, height, start));
        for (const j of occupied) if (j !== start) expect(swept.includes(j)).toBe(bfsConnected(cells, height, start, j));
      }),
      { numRuns: 400 },
    );
  });

  it('CON-6 pinned: the board of code 41739205-b lists 9 connectable pairs, all confirmed by the BFS', () => {
    const s = newRound({ seed: '41739205', size: 'b' }, 'relaxed');
    const pairs = connectablePairs(s);
    expect(pairs.length).toBe(9);
    for (const [a, b] of pairs) expect(bfsConnected(s.cells, s.height, idx(a), idx(b))).toBe(true);
  });
});

type Step = { kind: 'pair' | 'hint' | 'shuffle'; pick: number; gap: number };
const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.oneof({ weight: 6, arbitrary: fc.constant('pair' as const) }, fc.constant('hint' as const), fc.constant('shuffle' as const)),
  pick: fc.nat(),
  gap: fc.oneof(fc.integer({ min: 0, max: 6000 }), fc.integer({ min: 0, max: 60_000 })),
});

/** Every state of a random round: pairs, hints and shuffles at random times, timeouts included. */
function walk(code: string, mode: Mode, steps: readonly Step[], withT: boolean): ConnectState[] {
  let s = newRound({ seed: code.slice(0, 8), size: code.slice(9) as 'a' | 'b' | 'c' }, mode);
  const seen = [s];
  let t = 0;
  for (const step of steps) {
    if (status(s) !== 'playing') break;
    t += step.gap;
    const at = withT ? t : undefined;
    if (step.kind === 'pair') {
      const moves = connectablePairs(s);
      const m = moves[step.pick % moves.length] as PairMove;
      const r = playPair(s, m[0], m[1], at);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    } else if (step.kind === 'hint') {
      const r = takeHint(s, at);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    } else {
      const r = manualShuffle(s, at);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    seen.push(s);
  }
  return seen;
}

const roundArb = fc.record({
  code: fc.tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.constantFrom('a', 'b', 'c')).map(([n, z]) => `${String(n).padStart(8, '0')}-${z}`),
  mode: fc.constantFrom<Mode>('relaxed', 'timed'),
  steps: fc.array(stepArb, { maxLength: 40 }),
  withT: fc.boolean(),
});

/** The GameDef's load(encode(s)) through the JSON text, as the engine and a saved position see it. */
function reload(s: ConnectState): ConnectState {
  const back = connectDef.load(JSON.stringify(connectDef.encode(s)), { mode: s.mode });
  if (!back.ok) throw new Error(back.error.message);
  // The def is rules.ts's positionOf / stateFromPosition (nothing else in between).
  const p = decodePosition(JSON.stringify(positionOf(s)));
  if (!p.ok) throw new Error(p.error.message);
  expect(stateFromPosition(p.value, s.mode)).toEqual(back.value);
  return back.value;
}

describe('connect positions round-trip the round (issue 9 item 7)', () => {
  it('CON-21 property: every reachable state comes back equal, but for the board code', () => {
    fc.assert(
      fc.property(roundArb, ({ code, mode, steps, withT }) => {
        for (const s of walk(code, mode, steps, withT)) {
          const back = reload(s);
          expect(back).toEqual({ ...s, code: null });
          expect(positionOf(back)).toEqual(positionOf(s));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('CON-21 a fresh board encodes as exactly rows and score; played rounds add named fields', () => {
    const s = newRound({ seed: '41739205', size: 'b' }, 'timed');
    expect(Object.keys(positionOf(s))).toEqual(['rows', 'score']);
    const [a, b] = connectablePairs(s)[0] as PairMove;
    const r = playPair(s, a, b, 2000);
    if (!r.ok) throw new Error(r.error.message);
    expect(positionOf(r.value.state)).toEqual({
      rows: expect.any(Array),
      score: 10,
      streak: 1,
      bestStreak: 1,
      lastClearT: 2000,
      lastT: 2000,
      clockMs: 148_000 + 3000,
      pairs: 1,
    });
  });

  it('CON-21 added fields with a wrong type or an impossible combination are a bad_position', () => {
    for (const extra of [{ streak: -1 }, { over: 'yes' }, { lastClearT: 'x' }, { streak: 3, bestStreak: 2 }, { lastClearT: 500, lastT: 100 }, { hints: 1.5 }]) {
      const r = decodePosition({ rows: ['AA....'], score: 0, ...extra });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('bad_position');
    }
  });

  it('CON-13 Entspannt has no clock: a loaded clock or "over" is ignored there', () => {
    const p = decodePosition({ rows: ['AA....'], score: 0, clockMs: 5000, over: true });
    if (!p.ok) throw new Error(p.error.message);
    expect(status(stateFromPosition(p.value, 'relaxed'))).toBe('playing');
    expect(stateFromPosition(p.value, 'relaxed').clockMs).toBe(0);
    expect(status(stateFromPosition(p.value, 'timed'))).toBe('over');
  });

  it('CON-15 CON-24 a loaded board with no connectable pair is shuffled at once, as after a move', () => {
    const stuck = ['BC....', 'CB....', '......'];
    expect(connectablePairs(initialState(decodeCells(stuck), 3, 'relaxed', null))).toEqual([]);
    const p = decodePosition({ rows: stuck, score: 4 });
    if (!p.ok) throw new Error(p.error.message);
    const s = stateFromPosition(p.value, 'relaxed');
    expect(status(s)).toBe('playing');
    expect(connectablePairs(s).length).toBeGreaterThan(0);
    expect(s.autoShuffles).toBe(1);
    expect(s.score).toBe(4);
    expect([...s.cells].sort()).toEqual([...decodeCells(stuck)].sort());
    // Its position says so, and loads back to the very same shuffled board.
    expect(positionOf(s)).toMatchObject({ autoShuffles: 1 });
    expect(reload(s)).toEqual(s);
  });
});

function decodeCells(rows: string[]): number[] {
  return rows.flatMap((r) => [...r].map((ch) => (ch === '.' ? -1 : ch.charCodeAt(0) - 65)));
}
