// The deduce solver (MIN-3, MIN-7): classic patterns, the global mine count, and exactness against a brute-force oracle.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { geometry, mineCounts } from './board.ts';
import { COVERED, deduce, SHOWN_MINE } from './deduce.ts';
import { shownView } from './rules.ts';
import { bruteForce, position } from './testing.ts';

const view = (rows: readonly string[]) => {
  const s = position(rows);
  return deduce(s.width, s.height, s.mines, shownView(s));
};

describe('deduce', () => {
  it('MIN-3 single-cell rules: a satisfied number clears, a full one marks', () => {
    expect(view(LESSON)).toEqual({ safe: [2], mines: [0, 4], exact: true });
  });

  it('MIN-3 pair rule: the 1-2-1 pattern against a wall', () => {
    // Row 0 covered above the numbers 1 1 2 1 1: the mines lie beside the 2.
    expect(view(['.*.*.', '11211', '00000', '00000', '00000'])).toEqual({ safe: [0, 2, 4], mines: [1, 3], exact: true });
  });

  it('MIN-3 the global mine count decides cells no number can', () => {
    // The covered corner (3,3),(4,3),(3,4),(4,4) sits behind nothing; with every mine accounted for it is safe.
    const rows = ['*1000', '11000', '00000', '00000', '00000'];
    const s = position(rows);
    const shown = shownView(s);
    for (const c of [18, 19, 23, 24]) shown[c] = COVERED;
    // A cell with no number beside it: (4,4) has numbers around, so cover a region and check totals.
    expect(deduce(5, 5, 1, shown).safe).toEqual([18, 19, 23, 24]);
    const all = new Int8Array(25).fill(COVERED);
    all[12] = 0;
    // Only the centre is open: 16 outer cells hold all mines; with 16 mines they are all mines.
    expect(deduce(5, 5, 6, all).mines).toEqual([]);
  });

  it('MIN-3 a shown (exploded) mine counts against the total', () => {
    const shown = new Int8Array(25).fill(0);
    shown[0] = SHOWN_MINE;
    shown[1] = 1;
    shown[5] = 1;
    shown[6] = 1;
    shown[24] = COVERED;
    expect(deduce(5, 5, 1, shown)).toEqual({ safe: [24], mines: [], exact: true });
  });

  it('MIN-3 deduce is exact (sound and complete) on small random positions, checked by brute force', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 6 }),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
        fc.integer({ min: 0, max: 99 }),
        (width, mines, picks, openRate) => {
          const height = 5;
          const n = width * height;
          const g = geometry(width, height);
          const mine = new Uint8Array(n);
          let placed = 0;
          for (const p of picks) {
            if (placed === mines) break;
            if (mine[p % n] === 0) {
              mine[p % n] = 1;
              placed++;
            }
          }
          const count = mineCounts(g, mine);
          const shown = new Int8Array(n).fill(COVERED);
          let covered = n;
          for (let c = 0; c < n; c++) {
            if (mine[c] === 0 && (picks[c % picks.length]! + c * 31) % 100 < openRate && covered > 0) {
              shown[c] = count[c]!;
              covered--;
            }
          }
          // Keep the oracle small: open more safe cells until at most 14 stay covered.
          for (let c = 0; c < n && covered > 14; c++) {
            if (mine[c] === 0 && shown[c] === COVERED) {
              shown[c] = count[c]!;
              covered--;
            }
          }
          const d = deduce(width, height, placed, shown);
          const truth = bruteForce(width, height, placed, shown);
          expect({ safe: d.safe, mines: d.mines }).toEqual(truth);
        },
      ),
      { numRuns: 150 },
    );
  });
});

const LESSON = ['*1.1*', '11011', '00000', '00000', '00000'];
