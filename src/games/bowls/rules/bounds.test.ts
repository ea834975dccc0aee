// Issue 26 item 3: Farbschalen's position and stored numbers are bounded; at the bounds the game
// plays on and load(encode(s)) still holds.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_COUNT, MAX_MOVES, MAX_SCORE } from '../../../core/bounds.ts';
import { MemoryStorage, Store } from '../../../core/storage.ts';
import { load, pastBound, refusesPastBound, roundTrips, started, type Json } from '../../../testing/bounds.ts';
import { GAME_DEFS } from '../../defs.ts';
import { FEATS_ENTRY } from '../rewards/feats.ts';
import { RECORDS_ENTRY } from '../records.ts';

const puzzle = (): Json => ({
  bowls: [{ q: 'R' }, { q: 'RR' }, { q: 'G' }, { q: 'GG' }, ...Array.from({ length: 8 }, () => ({ q: '' }))],
  mode: 'puzzle',
  movesLeft: 3,
  goal: { kind: 'points', n: 10 },
});
const endless = (): Json => started(GAME_DEFS, 'bowls', 7).position;

describe('issue 26: Farbschalen bounds', () => {
  it.each([
    ['score', endless, MAX_SCORE],
    ['moves', endless, MAX_MOVES],
    ['movesLeft', puzzle, MAX_MOVES],
  ] as const)('issue 26: a "%s" past its bound is refused with bad_position', (field, fresh, max) => {
    refusesPastBound(GAME_DEFS, 'bowls', fresh(), field, max);
  });

  it('issue 26: goal numbers, collected counts and puzzle numbers past their bounds are refused', () => {
    expect(load(GAME_DEFS, 'bowls', { ...puzzle(), goal: { kind: 'points', n: MAX_SCORE + 1 } })).toMatchObject({ ok: false, code: 'bad_position' });
    expect(load(GAME_DEFS, 'bowls', { ...puzzle(), goal: { kind: 'collect', color: 'R', n: MAX_COUNT + 1 } })).toMatchObject({
      ok: false,
      code: 'bad_position',
    });
    const collect = { ...puzzle(), goal: { kind: 'collect', color: 'R', n: 3 } };
    expect(load(GAME_DEFS, 'bowls', { ...collect, collected: { R: MAX_COUNT + 1 } })).toMatchObject({ ok: false, code: 'bad_position' });
    expect(load(GAME_DEFS, 'bowls', { ...collect, collected: { R: MAX_COUNT } })).toMatchObject({ ok: true });
    expect(load(GAME_DEFS, 'bowls', { ...puzzle(), puzzle: 101 })).toMatchObject({ ok: false, code: 'bad_position' });
    expect(load(GAME_DEFS, 'bowls', { ...endless(), score: 9007199254740991 })).toMatchObject({ ok: false, code: 'bad_position' });
  });

  it('issue 26: endless at the score and move bounds plays on and round-trips', () => {
    const base = endless();
    fc.assert(
      fc.property(
        fc.integer({ min: MAX_SCORE - 100, max: MAX_SCORE }),
        fc.integer({ min: MAX_MOVES - 3, max: MAX_MOVES }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        (score, moves, picks) => {
          const end = roundTrips(GAME_DEFS, 'bowls', { ...base, score, moves }, {}, picks);
          expect((end['position'] as Json)['score']).toBeLessThanOrEqual(MAX_SCORE);
          expect((end['position'] as Json)['moves']).toBeLessThanOrEqual(MAX_MOVES);
        },
      ),
      { numRuns: 15 },
    );
  });

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

  it('issue 26: feats refuse counts past their bounds', () => {
    fc.assert(
      fc.property(pastBound(MAX_COUNT), (count) => {
        expect(v.is(FEATS_ENTRY.schema, { maxCombo: 2, perfectClears: count })).toBe(false);
      }),
    );
    expect(v.is(FEATS_ENTRY.schema, { maxCombo: 13, perfectClears: 0 })).toBe(false);
  });
});
