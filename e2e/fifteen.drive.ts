// Schiebepuzzle in the suites that run over every game (e2e/drive.ts): one legal move as a person
// makes it, and the inputs the tap-time suite times.
import { firstThatMoves, keys, ARROWS, type Drive } from './drive.ts';

const ID = 'fifteen';

export const drive: Drive = {
  // Slide a tile into the gap.
  move: (page, k) =>
    firstThatMoves(
      page,
      ID,
      [0, 1, 2, 3].map((i) => keys(page, ARROWS[(i + k) % 4] as string)),
    ),
  // A tile next to the gap slides into it.
  perf: {
    url: '#/fifteen?seed=1',
    async next(page, k) {
      const tile = await page.evaluate((turn) => {
        const gap = document.querySelector<HTMLElement>('.gap');
        if (!gap) return '';
        const g = { x: parseFloat(gap.style.left), y: parseFloat(gap.style.top), w: parseFloat(gap.style.width) };
        const near = [...document.querySelectorAll<HTMLElement>('[data-tile]')].filter((t) => {
          const d = Math.abs(parseFloat(t.style.left) - g.x) + Math.abs(parseFloat(t.style.top) - g.y);
          return Math.abs(d - g.w) < g.w * 0.5;
        });
        return near[turn % near.length]?.dataset['tile'] ?? '';
      }, k);
      return { tap: page.locator(`[data-tile="${tile}"]`) };
    },
  },
};
