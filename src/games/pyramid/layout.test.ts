// The pyramid's layout: the largest cards that fit, both arrangements inside the space given.

import { describe, expect, it } from 'vitest';
import { pyramidLayout } from './layout.ts';

describe('pyramid layout', () => {
  it.each([
    [346, 460],
    [376, 560],
    [500, 290],
    [420, 290],
    [950, 650],
    [200, 200],
  ])('everything lies inside %i × %i', (width, height) => {
    const g = pyramidLayout(width, height);
    expect(g.width).toBeLessThanOrEqual(width + 0.5);
    expect(g.height).toBeLessThanOrEqual(height + 0.5);
    for (const p of [...g.slots, g.stock, g.waste]) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x + g.w).toBeLessThanOrEqual(g.width);
      expect(p.y + g.h).toBeLessThanOrEqual(g.height);
    }
    // Each row lies a strip below the one above; a base card shows whole.
    expect((g.slots[1]?.y ?? 0) - (g.slots[0]?.y ?? 0)).toBeCloseTo(g.strip);
  });

  it('phones get cards of at least 44 px; a wide short area puts the piles beside the pyramid when that gives larger cards', () => {
    expect(pyramidLayout(346, 460).w).toBeGreaterThanOrEqual(44);
    expect(pyramidLayout(346, 460).side).toBe(false);
    const wide = pyramidLayout(900, 300);
    expect(wide.side).toBe(true);
    expect(wide.w).toBeGreaterThan(pyramidLayout(900, 300).h / 2);
    expect(pyramidLayout(2000, 2000).w).toBeLessThanOrEqual(112);
  });
});

describe('pyramid layout height', () => {
  it('a tall phone shows more of each covered card (up to 0.6 of the width), never less than 0.42', () => {
    const tall = pyramidLayout(374, 640);
    expect(tall.strip).toBeGreaterThan(0.42 * tall.w);
    expect(tall.strip).toBeLessThanOrEqual(0.6 * tall.w + 0.01);
    expect(tall.height).toBeLessThanOrEqual(640);
    const short = pyramidLayout(500, 290);
    expect(short.strip).toBeGreaterThanOrEqual(0.42 * short.w - 0.01);
  });
});
