import { describe, expect, it } from 'vitest';
import { SWIPE_MIN, strokeDirection } from './swipe.ts';

describe('strokeDirection', () => {
  it.each([
    [0, 0, null],
    [SWIPE_MIN - 1, 0, null],
    [0, -(SWIPE_MIN - 1), null],
    [SWIPE_MIN, 0, 'right'],
    [-30, 10, 'left'],
    [10, 40, 'down'],
    [-5, -60, 'up'],
    [Number.NaN, 0, null],
  ] as const)('a stroke of %d, %d is %s', (dx, dy, dir) => {
    expect(strokeDirection(dx, dy)).toBe(dir);
  });
  it('a custom minimum', () => {
    expect(strokeDirection(30, 0, 40)).toBeNull();
    expect(strokeDirection(40, 0, 40)).toBe('right');
  });
});
