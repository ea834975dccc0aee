// The conformance kit over Number Match (issue 20 point 6): random and classic boards.
import { conformance } from '../../testing/conformance.ts';
import { numbermatchDef } from './def.ts';

conformance(numbermatchDef, {
  variants: [
    { name: 'random', seeds: [0, 7, 4242], options: { adds: 2 } },
    { name: 'classic', seeds: [1], options: { start: 'classic' } },
  ],
  // A position carries the whole state (cells and adds).
  project: (s) => s,
});
