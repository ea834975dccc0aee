// Issue 26 item 3: Pyramid's position numbers are bounded on load; at the combo bound the game
// plays on and load(encode(s)) still holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_COUNT } from '../../core/bounds.ts';
import { refusesPastBound, roundTrips, started, type Json } from '../../testing/bounds.ts';
import { GAME_DEFS } from '../defs.ts';

const fresh = (): Json => started(GAME_DEFS, 'pyramid', 134).position;

describe('issue 26: Pyramid bounds', () => {
  it.each([
    ['combo', MAX_COUNT],
    ['score', 28],
  ] as const)('issue 26: a "%s" past %i is refused with bad_position', (field, max) => {
    refusesPastBound(GAME_DEFS, 'pyramid', fresh(), field, max);
  });

  it('issue 26: at the combo bound the game plays on and round-trips', () => {
    const base = fresh();
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 10 }), (picks) => {
        const end = roundTrips(GAME_DEFS, 'pyramid', { ...base, combo: MAX_COUNT }, {}, picks);
        expect((end['position'] as Json)['combo']).toBeLessThanOrEqual(MAX_COUNT);
      }),
      { numRuns: 15 },
    );
  });
});
