// The conformance kit over Paare verbinden (issue 20 point 6): every size, both modes, with a clock.
import { conformance } from '../../testing/conformance.ts';
import { connectDef } from './def.ts';

conformance(connectDef, {
  variants: [
    { name: 'relaxed', seeds: ['41739205-a', '41739205-b', '00000007-c'], options: { mode: 'relaxed' } },
    { name: 'timed', seeds: ['41739205-a', '12345678-b'], options: { mode: 'timed' } },
  ],
  // Pairs 0.5–8 s apart (streaks break above 5 s); now and then a long pause runs an Auf Zeit clock out.
  clock: (rng) => 500 + rng.nextInt(7500) + (rng.nextInt(40) === 0 ? 100_000 : 0),
  // Everything but the board code, which is an option of the round, not part of its position.
  project: (s) => ({ ...s, code: null }),
});
