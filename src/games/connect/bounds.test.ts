// Issue 26 item 3: Paare verbinden's position numbers are bounded on load; at the bounds the game
// plays on and load(encode(s)) still holds.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_COUNT, MAX_PLAY_MS, MAX_SCORE } from '../../core/bounds.ts';
import { replayLogSchema } from '../../core/log.ts';
import { load, refusesPastBound, roundTrips, send, started, type Json } from '../../testing/bounds.ts';
import { GAME_DEFS } from '../defs.ts';

const CODE = '41739205-b';
const fresh = (): Json => started(GAME_DEFS, 'connect', CODE).position;

describe('issue 26: Paare verbinden bounds', () => {
  it.each([
    ['score', MAX_SCORE],
    ['bonus', MAX_SCORE],
    ['streak', MAX_COUNT],
    ['pairs', MAX_COUNT],
    ['hints', MAX_COUNT],
    ['shuffles', MAX_COUNT],
    ['autoShuffles', MAX_COUNT],
  ] as const)('issue 26: a "%s" past %i is refused with bad_position', (field, max) => {
    refusesPastBound(GAME_DEFS, 'connect', field === 'streak' ? { ...fresh(), bestStreak: MAX_COUNT } : fresh(), field, max);
  });

  it('issue 26: times past 100 days and the reported 2^53 − 1 score are refused', () => {
    const c = fresh();
    for (const field of ['lastT', 'clockMs', 'lastClearT']) {
      expect(load(GAME_DEFS, 'connect', { ...c, lastT: MAX_PLAY_MS + 1, [field]: MAX_PLAY_MS + 1 })).toMatchObject({ ok: false, code: 'bad_position' });
    }
    expect(load(GAME_DEFS, 'connect', { ...c, score: 9007199254740991 })).toMatchObject({ ok: false, code: 'bad_position' });
  });

  it('issue 26: a move\'s "t" past 100 days is a bad_request that changes nothing', () => {
    const { e } = started(GAME_DEFS, 'connect', CODE);
    const hint = send(e, { cmd: 'hint' })['hint'];
    const before = send(e, { cmd: 'position' });
    expect(send(e, { cmd: 'move', move: hint, t: MAX_PLAY_MS + 1 })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send(e, { cmd: 'position' })).toEqual(before);
  });

  it('issue 26: at the score and counter bounds the game plays on and round-trips', () => {
    const base = fresh();
    fc.assert(
      fc.property(fc.integer({ min: MAX_SCORE - 50, max: MAX_SCORE }), fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), (score, picks) => {
        const at = { ...base, score, streak: MAX_COUNT, bestStreak: MAX_COUNT, pairs: MAX_COUNT, hints: MAX_COUNT, shuffles: MAX_COUNT, lastClearT: 0 };
        const end = roundTrips(GAME_DEFS, 'connect', at, { mode: 'timed' }, picks, (i) => 1000 * (i + 1) + 0.5);
        expect((end['position'] as Json)['score']).toBeLessThanOrEqual(MAX_SCORE);
      }),
      { numRuns: 15 },
    );
  });

  it('issue 26: a replay log with a step time past its bound is refused', () => {
    fc.assert(
      fc.property(fc.double({ min: MAX_PLAY_MS + 1, max: 1e300, noNaN: true }), (ms) => {
        const log = {
          game: 'connect',
          origin: { seed: CODE },
          steps: [
            {
              move: [
                [0, 0],
                [5, 0],
              ],
              t: ms,
            },
          ],
        };
        expect(v.is(replayLogSchema, log)).toBe(false);
      }),
    );
  });
});
