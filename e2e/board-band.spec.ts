// Issue 31: the board owns the screen. On every registered game, at the four sizes the project
// supports, light and dark, the board's drawn content starts right under the header or is centred in
// the space the screen gives it: the empty band above it is never larger than the one below it (a
// board anchored to the bottom under a blank band fails), and nothing drawn spills out of that space.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { GAMES } from '../src/games/registry.ts';

test.use({ reducedMotion: 'reduce' });

/** The board area and the box around what is drawn in it: leaves and anything painted (felt, grid). */
const measure = (page: Page) =>
  page.evaluate(() => {
    const area = document.querySelector('[data-board]') as HTMLElement;
    const header = document.querySelector('[data-screen="header"]') as HTMLElement;
    const a = area.getBoundingClientRect();
    let top = Infinity;
    let bottom = -Infinity;
    for (const el of area.querySelectorAll<HTMLElement | SVGElement>('*')) {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      const st = getComputedStyle(el);
      if (st.visibility === 'hidden' || st.display === 'none' || el.closest('.visually-hidden')) continue;
      const painted = st.backgroundColor !== 'rgba(0, 0, 0, 0)' || st.backgroundImage !== 'none' || st.borderTopWidth !== '0px';
      if (el.children.length > 0 && !painted) continue;
      // Drawn content inside the area only (a scrolling board's rows below the fold do not count).
      top = Math.min(top, Math.max(a.top, r.top));
      bottom = Math.max(bottom, Math.min(a.bottom, r.bottom));
    }
    return { above: top - a.top, below: a.bottom - bottom, headerBottom: header.getBoundingClientRect().bottom, areaTop: a.top, areaH: a.height };
  });

for (const scheme of ['light', 'dark'] as const)
  test(`issue 31: no game's board sits under a blank band (${scheme})`, async ({ browser }) => {
    test.slow();
    const bands: string[] = [];
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 360, height: 740 },
      { width: 740, height: 360 },
      { width: 1280, height: 800 },
    ]) {
      const context = await browser.newContext({ viewport, colorScheme: scheme, reducedMotion: 'reduce', hasTouch: viewport.width < 800 });
      const page = await context.newPage();
      for (const g of GAMES) {
        await page.goto(`./#/${g.id}`);
        await expect(page.locator('[data-board] > *').first()).toBeVisible();
        await page.waitForTimeout(150);
        const m = await measure(page);
        expect(m.headerBottom, `${g.id}: the header comes before the board`).toBeLessThanOrEqual(m.areaTop + 1);
        // Centred or at the top: the band above is at most the band below (2 px for rounding).
        if (m.above > m.below + 2) bands.push(`${g.id} ${viewport.width}x${viewport.height}: ${Math.round(m.above)} px above, ${Math.round(m.below)} px below`);
      }
      await context.close();
    }
    expect(bands, 'boards anchored to the bottom under a blank band').toEqual([]);
  });
