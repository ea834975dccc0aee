// The conformance kit over Farbschalen (issue 20 point 6), in all three modes.
import { conformance } from '../../../testing/conformance.ts';
import { bowlsDef } from '../def.ts';

conformance(bowlsDef, {
  variants: [
    { name: 'endless', seeds: [1, 77, 123_456], options: { mode: 'endless' } },
    { name: 'daily', seeds: [20260101, 20261202], options: { mode: 'daily' } },
    { name: 'puzzle', seeds: [1, 50, 100], options: { mode: 'puzzle' } },
  ],
  // A position carries the whole state, the random sequence included (BOW-28).
  project: (s) => s,
});
