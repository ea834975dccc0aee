// Issue 26 item 3: every number a position, save or link carries has a documented bound
// (src/core/bounds.ts) checked on load. Positions past a bound are refused with bad_position;
// saves past a bound are set aside by the store; at the bound the game plays on and
// load(encode(s)) still holds (the rules stop scores and counters there).

import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_COUNT, MAX_MOVES, MAX_PLAY_MS, MAX_SCORE } from '../core/bounds.ts';
import { attemptSchema } from '../core/attempt.ts';
import { replayLogSchema } from '../core/log.ts';
import { MemoryStorage, Store } from '../core/storage.ts';
import { RECORDS_ENTRY } from '../games/bowls/records.ts';
import { FEATS_ENTRY } from '../games/bowls/feats.ts';
import { GAME_DEFS } from '../games/defs.ts';
import { Engine } from './engine.ts';

type Json = Record<string, unknown>;
const send = (e: Engine, req: Json): Json => JSON.parse(e.handleLine(JSON.stringify(req))) as Json;

function started(game: string, seed: unknown, options: Json = {}): { e: Engine; position: Json } {
  const e = new Engine(GAME_DEFS);
  const r = send(e, { cmd: 'new', game, seed, options });
  expect(r['ok']).toBe(true);
  return { e, position: r['position'] as Json };
}
const load = (game: string, position: unknown, options: Json = {}): Json => send(new Engine(GAME_DEFS), { cmd: 'load', game, position, options });

/** A number past `max`: just past it, far past it, past the safe integers, negative or a fraction. */
const pastBound = (max: number): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: max + 1, max: max + 1000 }),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 53, 1e300, -1),
    fc.double({ min: 0.5, max: max - 0.5, noInteger: true, noNaN: true }),
  );

const bowlsPuzzle = (): Json => ({
  bowls: [{ q: 'R' }, { q: 'RR' }, { q: 'G' }, { q: 'GG' }, ...Array.from({ length: 8 }, () => ({ q: '' }))],
  mode: 'puzzle',
  movesLeft: 3,
  goal: { kind: 'points', n: 10 },
});

/** [game, a fresh position, field, its bound]: one row per number a position carries. */
const FIELDS: readonly [string, () => Json, string, number][] = [
  ['connect', () => started('connect', '41739205-b').position, 'score', MAX_SCORE],
  ['connect', () => started('connect', '41739205-b').position, 'bonus', MAX_SCORE],
  ['connect', () => ({ ...started('connect', '41739205-b').position, bestStreak: MAX_COUNT }), 'streak', MAX_COUNT],
  ['connect', () => started('connect', '41739205-b').position, 'pairs', MAX_COUNT],
  ['connect', () => started('connect', '41739205-b').position, 'hints', MAX_COUNT],
  ['connect', () => started('connect', '41739205-b').position, 'shuffles', MAX_COUNT],
  ['connect', () => started('connect', '41739205-b').position, 'autoShuffles', MAX_COUNT],
  ['bowls', () => started('bowls', 7).position, 'score', MAX_SCORE],
  ['bowls', () => started('bowls', 7).position, 'moves', MAX_MOVES],
  ['bowls', bowlsPuzzle, 'movesLeft', MAX_MOVES],
  ['pyramid', () => started('pyramid', 134).position, 'combo', MAX_COUNT],
  ['pyramid', () => started('pyramid', 134).position, 'score', 28],
  ['numbermatch', () => started('numbermatch', 5).position, 'adds', 99],
];

describe('issue 26: bounded numbers in positions', () => {
  it.each(FIELDS)('issue 26: %s refuses a "%s" past its bound with bad_position', (game, fresh, field, max) => {
    const base = fresh();
    fc.assert(
      fc.property(pastBound(max), (n) => {
        expect(load(game, { ...base, [field]: n })).toMatchObject({ ok: false, code: 'bad_position' });
      }),
      { numRuns: 40 },
    );
  });

  it('issue 26: times past 100 days, goal numbers and collected counts past their bounds are refused', () => {
    const c = started('connect', '41739205-b').position;
    for (const field of ['lastT', 'clockMs', 'lastClearT']) {
      expect(load('connect', { ...c, lastT: MAX_PLAY_MS + 1, [field]: MAX_PLAY_MS + 1 })).toMatchObject({ ok: false, code: 'bad_position' });
    }
    expect(load('bowls', { ...bowlsPuzzle(), goal: { kind: 'points', n: MAX_SCORE + 1 } })).toMatchObject({ ok: false, code: 'bad_position' });
    expect(load('bowls', { ...bowlsPuzzle(), goal: { kind: 'collect', color: 'R', n: MAX_COUNT + 1 } })).toMatchObject({ ok: false, code: 'bad_position' });
    const collect = { ...bowlsPuzzle(), goal: { kind: 'collect', color: 'R', n: 3 } };
    expect(load('bowls', { ...collect, collected: { R: MAX_COUNT + 1 } })).toMatchObject({ ok: false, code: 'bad_position' });
    expect(load('bowls', { ...collect, collected: { R: MAX_COUNT } })).toMatchObject({ ok: true });
    expect(load('bowls', { ...bowlsPuzzle(), puzzle: 101 })).toMatchObject({ ok: false, code: 'bad_position' });
    // The reported case: a score of 2^53 − 1.
    expect(load('connect', { ...c, score: 9007199254740991 })).toMatchObject({ ok: false, code: 'bad_position' });
    expect(load('bowls', { ...started('bowls', 7).position, score: 9007199254740991 })).toMatchObject({ ok: false, code: 'bad_position' });
  });

  it('issue 26: a move\'s "t" past 100 days is a bad_request that changes nothing', () => {
    const { e, position } = started('connect', '41739205-b');
    const hint = send(e, { cmd: 'hint' })['hint'];
    const before = send(e, { cmd: 'position' });
    expect(send(e, { cmd: 'move', move: hint, t: MAX_PLAY_MS + 1 })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send(e, { cmd: 'position' })).toEqual(before);
    expect(position).toBeDefined();
  });
});

/** Play up to `steps` legal moves (chosen by `pick`), checking load(encode(s)) == s after each. */
function roundTrips(game: string, position: Json, options: Json, picks: readonly number[], t?: (i: number) => number): Json {
  const e = new Engine(GAME_DEFS);
  let r = send(e, { cmd: 'load', game, position, options });
  expect(r).toMatchObject({ ok: true });
  for (const [i, pick] of picks.entries()) {
    expect(load(game, r['position'], options)).toMatchObject({ ok: true, position: r['position'] });
    const moves = send(e, { cmd: 'moves' })['moves'] as unknown[];
    if (moves.length === 0) break;
    const next = send(e, { cmd: 'move', move: moves[pick % moves.length], ...(t ? { t: t(i) } : {}) });
    if (next['ok'] !== true) continue;
    r = next;
  }
  expect(load(game, r['position'], options)).toMatchObject({ ok: true, position: r['position'] });
  return r;
}

describe('issue 26: load(encode(s)) at the bounds', () => {
  it('issue 26: connect at the score and counter bounds plays on and round-trips', () => {
    const base = started('connect', '41739205-b').position;
    fc.assert(
      fc.property(fc.integer({ min: MAX_SCORE - 50, max: MAX_SCORE }), fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), (score, picks) => {
        const at = { ...base, score, streak: MAX_COUNT, bestStreak: MAX_COUNT, pairs: MAX_COUNT, hints: MAX_COUNT, shuffles: MAX_COUNT, lastClearT: 0 };
        const end = roundTrips('connect', at, { mode: 'timed' }, picks, (i) => 1000 * (i + 1) + 0.5);
        expect((end['position'] as Json)['score']).toBeLessThanOrEqual(MAX_SCORE);
      }),
      { numRuns: 15 },
    );
  });

  it('issue 26: Farbschalen endless at the score and move bounds plays on and round-trips', () => {
    const base = started('bowls', 7).position;
    fc.assert(
      fc.property(
        fc.integer({ min: MAX_SCORE - 100, max: MAX_SCORE }),
        fc.integer({ min: MAX_MOVES - 3, max: MAX_MOVES }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        (score, moves, picks) => {
          const end = roundTrips('bowls', { ...base, score, moves }, {}, picks);
          expect((end['position'] as Json)['score']).toBeLessThanOrEqual(MAX_SCORE);
          expect((end['position'] as Json)['moves']).toBeLessThanOrEqual(MAX_MOVES);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('issue 26: pyramid at the combo bound plays on and round-trips', () => {
    const base = started('pyramid', 134).position;
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 10 }), (picks) => {
        const end = roundTrips('pyramid', { ...base, combo: MAX_COUNT }, {}, picks);
        expect((end['position'] as Json)['combo']).toBeLessThanOrEqual(MAX_COUNT);
      }),
      { numRuns: 15 },
    );
  });
});

describe('issue 26: bounded numbers in saves', () => {
  it('issue 26: a stored record past a bound is set aside like any invalid entry, other entries untouched', () => {
    fc.assert(
      fc.property(pastBound(MAX_SCORE), (best) => {
        const backend = new MemoryStorage();
        const records = { endless: { played: 1, best, bestMoves: 3, validSum: 5, valid: 1 }, daily: {}, puzzles: {} };
        backend.setItem(`knobelkiste:${RECORDS_ENTRY.name}`, JSON.stringify({ kk: 1, v: 1, data: records }));
        backend.setItem(`knobelkiste:${FEATS_ENTRY.name}`, JSON.stringify({ kk: 1, v: 1, data: { maxCombo: 2, perfectClears: 1 } }));
        const store = new Store(backend);
        expect(store.read(RECORDS_ENTRY)).toBeUndefined();
        expect(store.reports).toContainEqual(expect.objectContaining({ kind: 'invalid', name: RECORDS_ENTRY.name }));
        expect(store.read(FEATS_ENTRY)).toEqual({ maxCombo: 2, perfectClears: 1 });
      }),
      { numRuns: 25 },
    );
  });

  it('issue 26: feats, attempts and replay logs refuse numbers past their bounds', () => {
    fc.assert(
      fc.property(pastBound(MAX_COUNT), fc.double({ min: MAX_PLAY_MS + 1, max: 1e300, noNaN: true }), (count, ms) => {
        expect(v.is(FEATS_ENTRY.schema, { maxCombo: 2, perfectClears: count })).toBe(false);
        expect(v.is(attemptSchema, { practice: false, counted: [], elapsedMs: ms })).toBe(false);
        expect(
          v.is(replayLogSchema, {
            game: 'connect',
            origin: { seed: '41739205-b' },
            steps: [
              {
                move: [
                  [0, 0],
                  [5, 0],
                ],
                t: ms,
              },
            ],
          }),
        ).toBe(false);
      }),
    );
    expect(v.is(attemptSchema, { practice: false, counted: [], elapsedMs: MAX_PLAY_MS })).toBe(true);
    expect(v.is(FEATS_ENTRY.schema, { maxCombo: 13, perfectClears: 0 })).toBe(false);
  });
});
