// The Schiebepuzzle board's layout, strokes and swipes (SCH-3).

import { strokeDirection } from '../../ui/swipe.ts';
import { describe, expect, it } from 'vitest';
import { pos } from './testing.ts';
import { arrowOfSwipe, cellAt, layout, tileForSwipe } from './layout.ts';

describe('fifteen layout', () => {
  it('layout fills the side exactly: n tiles and n + 1 spaces', () => {
    for (const n of [3, 4, 5]) {
      for (const side of [160, 333, 640]) {
        const { gap, cell } = layout(side, n);
        expect(n * cell + (n + 1) * gap).toBeCloseTo(side, 6);
        expect(cell).toBeGreaterThanOrEqual(22);
        const last = cellAt(n * n - 1, n, cell, gap);
        expect(last.x + cell + gap).toBeCloseTo(side, 6);
        expect(last.y + cell + gap).toBeCloseTo(side, 6);
      }
    }
  });

  it.each([
    [0, 0, null],
    [20, -10, null],
    [30, 5, 'ArrowRight'],
    [-30, 5, 'ArrowLeft'],
    [5, 40, 'ArrowDown'],
    [-20, -40, 'ArrowUp'],
  ] as const)('a stroke of (%i, %i) names %s', (dx, dy, arrow) => {
    const d = strokeDirection(dx, dy);
    expect(d === null ? null : arrowOfSwipe(d)).toBe(arrow);
  });

  it('SCH-3 a swipe from a tile in line towards the gap moves that tile; any other swipe moves the tile beside the gap', () => {
    const s = pos('1,2,3,4/5,6,7,8/9,10,11,12/0,13,14,15');
    expect(tileForSwipe(s, 15, 'ArrowLeft')).toBe(15); // slides 13, 14, 15
    expect(tileForSwipe(s, 1, 'ArrowDown')).toBe(1); // slides 9, 5, 1
    expect(tileForSwipe(s, 15, 'ArrowRight')).toBeNull(); // away from the gap, and nothing is left of it
    expect(tileForSwipe(s, 6, 'ArrowLeft')).toBe(13); // 6 is out of line: the arrow's tile
    expect(tileForSwipe(s, null, 'ArrowUp')).toBeNull();
    expect(tileForSwipe(s, null, 'ArrowDown')).toBe(9);
    expect(tileForSwipe(s, 1, 'ArrowLeft')).toBe(13);
  });
});
