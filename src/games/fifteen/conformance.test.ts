// The conformance kit over the sliding puzzle (issue 20 point 6), at every size. The solver is a
// question (it changes nothing) and slow at 5×5, so the playouts leave it out.
import { conformance } from '../../testing/conformance.ts';
import { fifteenDef } from './def.ts';

conformance(fifteenDef, {
  variants: [
    { name: '3×3', seeds: [1, 7], options: { size: 3 } },
    { name: '4×4', seeds: [1, 2, 99_999], options: { size: 4 } },
    { name: '5×5', seeds: [5], options: { size: 5 } },
  ],
  actions: [],
});
