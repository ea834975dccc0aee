// Issue 26 item 3: Number Match's position numbers are bounded on load.
import { describe, it } from 'vitest';
import { refusesPastBound, started } from '../../testing/bounds.ts';
import { GAME_DEFS } from '../defs.ts';

describe('issue 26: Number Match bounds', () => {
  it('issue 26: an "adds" count past 99 is refused with bad_position', () => {
    refusesPastBound(GAME_DEFS, 'numbermatch', started(GAME_DEFS, 'numbermatch', 5).position, 'adds', 99);
  });
});
