// The conformance kit over Klondike (issue 20 point 6) in each draw count and scoring. The solver
// is a question with a node budget; the playouts leave it out and keep the finish and the hint.
import { conformance } from '../../testing/conformance.ts';
import { klondikeDef } from './def.ts';

conformance(klondikeDef, {
  variants: [
    { name: 'Ziehen 1', seeds: [1, 2, 11_982], options: { draw: 1 } },
    { name: 'Ziehen 3', seeds: [3], options: { draw: 3 } },
    { name: 'Ziehen 1 · Vegas', seeds: [4], options: { draw: 1, scoring: 'vegas' } },
    { name: 'Ziehen 3 · Vegas', seeds: [5], options: { draw: 3, scoring: 'vegas' } },
  ],
  actions: ['finish', 'hint'],
});
