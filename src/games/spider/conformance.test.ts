// The conformance kit over Spider (issue 20 point 6) with one, two and four suits.
import { conformance } from '../../testing/conformance.ts';
import { spiderDef } from './def.ts';

conformance(spiderDef, {
  variants: [
    { name: '1 Farbe', seeds: [1, 2], options: { suits: 1 } },
    { name: '2 Farben', seeds: [3], options: { suits: 2 } },
    { name: '4 Farben', seeds: [4], options: { suits: 4 } },
  ],
});
