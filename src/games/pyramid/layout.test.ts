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
  ])('everything lies inside %i × %i, for either hand', (width, height) => {
    for (const hand of ['right', 'left'] as const) {
      const g = pyramidLayout(width, height, hand);
      expect(g.width).toBeLessThanOrEqual(width + 0.5);
      expect(g.height).toBeLessThanOrEqual(height + 0.5);
      for (const p of [...g.slots, g.stock, g.waste]) {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x + g.w).toBeLessThanOrEqual(g.width);
        expect(p.y + g.h).toBeLessThanOrEqual(g.height);
      }
      // Each row lies a strip below the one above; a base card shows whole.
      expect((g.slots[1]?.y ?? 0) - (g.slots[0]?.y ?? 0)).toBeCloseTo(g.strip);
      // No card lies on another pile or on the pyramid.
      const boxes = [...g.slots.slice(21), g.stock, g.waste];
      for (const a of [g.stock, g.waste])
        for (const b of boxes) if (a !== b) expect(Math.abs(a.x - b.x) >= g.w - 0.5 || Math.abs(a.y - b.y) >= g.h - 0.5).toBe(true);
    }
  });

  it('the stock lies on the side of the chosen hand; the pyramid keeps its order', () => {
    for (const [width, height] of [
      [346, 460],
      [900, 300],
    ] as const) {
      const right = pyramidLayout(width, height, 'right');
      const left = pyramidLayout(width, height, 'left');
      const apexR = right.slots[0]?.x ?? 0;
      const apexL = left.slots[0]?.x ?? 0;
      expect(right.stock.x).toBeGreaterThan(apexR);
      expect(left.stock.x).toBeLessThan(apexL);
      expect(left.w).toBe(right.w);
      // Left to right within a row, as before.
      expect((left.slots[27]?.x ?? 0) > (left.slots[21]?.x ?? 0)).toBe(true);
    }
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
