// The conformance kit over Minesweeper (issue 20 point 6) at the three sizes and a custom field.
// On the expert field every one of the 480 first reveals generates a no-guess board (~14 ms each,
// off the main thread on the page), so its sweep is short and skips the all-moves check.
import { conformance } from '../../testing/conformance.ts';
import { minesDef } from './def.ts';

conformance(minesDef, {
  variants: [
    { name: 'Anfänger', seeds: [1, 2, 77], options: { size: 'beginner' } },
    { name: 'Fortgeschritten', seeds: [3], options: { size: 'intermediate' } },
    { name: 'eigenes Feld', seeds: [5], options: { width: 12, height: 9, mines: 20 } },
  ],
});
conformance(minesDef, {
  variants: [{ name: 'Profi', seeds: [4], options: { size: 'expert' } }],
  playouts: 1,
  maxSteps: 12,
  skip: { legal: 'each of 480 first reveals generates a board; the smaller fields check every move' },
});
