// Issue 33: the pair check's index form (pairCode) against the path walk the refusal uses (connection):
// on random boards with gaps, every pair of cells gets the same verdict, direction and reason from both.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connection, DIRECTIONS, FIRST_REFUSED, GAP, pairCode, pairFault, REASONS, valuesMatch, WIDTH } from './rules.ts';

/** The verdict spelled out the long way: outside, same, gap, values, then the path. */
function reference(cells: readonly number[], a: number, b: number): string {
  if (a < 0 || b < 0 || a >= cells.length || b >= cells.length) return 'outside';
  if (a === b) return 'same';
  if (cells[a] === GAP || cells[b] === GAP) return 'gap';
  if (!valuesMatch(cells[a]!, cells[b]!)) return 'values';
  const c = connection(cells, a, b);
  return c.ok ? c.direction : c.reason;
}

const board = fc.array(fc.oneof(fc.constant(GAP), fc.integer({ min: 1, max: 9 })), { minLength: 1, maxLength: 8 * WIDTH + 4 });

describe('pairCode', () => {
  it('agrees with the path walk on every pair of random boards (and just outside them)', () => {
    fc.assert(
      fc.property(board, (cells) => {
        for (let a = -1; a <= cells.length; a++) {
          for (let b = -1; b <= cells.length; b++) {
            const code = pairCode(cells, a, b);
            const said = code < FIRST_REFUSED ? DIRECTIONS[code] : REASONS[code - FIRST_REFUSED];
            expect(said).toBe(reference(cells, a, b));
            expect(pairFault(cells, a, b)).toBe(code < FIRST_REFUSED ? null : said);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
