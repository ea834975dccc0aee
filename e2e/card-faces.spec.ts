// Issue 31: card faces made for a phone. On every registered game whose board shows playing cards,
// at phone sizes, every face-up card carries its corner index (rank over suit, `data-index`), and the
// rank's digits stand at least 14 px tall — 12 px where a table of narrow cards asks for a smaller
// index (--card-index, as Spider's ten columns do), never less. The glyph height is measured, not
// assumed: the rank's font at its drawn size, its capital and digit ascent read from the browser.
import { test, expect } from './fixtures.ts';
import { GAMES } from '../src/games/registry.ts';
import { INDEX_BOX, INDEX_RANK } from '../src/ui/card-art/sprite.ts';

test.use({ reducedMotion: 'reduce' });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test(`issue 31: every face-up card shows a corner index whose rank reads at arm's length (${viewport.width}x${viewport.height})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    let cardGames = 0;
    for (const g of GAMES) {
      await page.goto(`./#/${g.id}`);
      await expect(page.locator('[data-board] > *').first()).toBeVisible();
      await page.waitForTimeout(100);
      const m = await page.evaluate(
        ({ box, rank }) => {
          const faces = [...document.querySelectorAll<HTMLElement>('[data-board] .pc:not(.down)')].filter((c) => c.getBoundingClientRect().width > 0);
          if (faces.length === 0) return null;
          const idx = faces.map((c) => c.querySelector<SVGElement>('[data-index]'));
          const first = idx.find((x) => x !== null) as SVGElement;
          // The rank's glyph: font size in px at the drawn index height, times the font's ascent of
          // ranks (digits and B, D, K) measured on a canvas in the same font.
          const style = getComputedStyle(first);
          const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
          ctx.font = `800 100px ${getComputedStyle(document.documentElement).getPropertyValue('--font')}`;
          const ascent = Math.min(...['0', '2', '5', '8', 'B', 'D', 'K'].map((t) => ctx.measureText(t).actualBoundingBoxAscent)) / 100;
          const heights = idx.map((x) => (x ? x.getBoundingClientRect().height : 0));
          return {
            faces: faces.length,
            missing: idx.filter((x) => x === null).length,
            glyph: (Math.min(...heights) / box) * rank * ascent,
            narrow: style.getPropertyValue('--card-index').trim() !== '',
          };
        },
        { box: INDEX_BOX.height, rank: INDEX_RANK },
      );
      if (m === null) continue;
      cardGames++;
      expect(m.missing, `${g.id}: every face-up card has its index`).toBe(0);
      expect(m.glyph, `${g.id}: the rank's glyph height in px`).toBeGreaterThanOrEqual(m.narrow ? 12 : 14);
    }
    expect(cardGames, 'card games found on the shared screen').toBeGreaterThan(0);
  });
}
