import { test, expect } from './fixtures.ts';
for (const scheme of ['light', 'dark'] as const)
  for (const [w, h] of [[390, 844], [740, 360], [1280, 800], [360, 740]] as const)
    test(`shots ${w}x${h} ${scheme}`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce', viewport: { width: w, height: h } });
      const page = await context.newPage();
      await page.goto('./#/connect?code=41739205-c&mode=timed');
      await expect(page.getByTestId('board')).toHaveAttribute('data-dealing', 'false');
      for (let k = 0; k < 3; k++) {
        await page.keyboard.press('h');
        const hinted = page.locator('.cell.hinted');
        await hinted.nth(0).click();
        await hinted.nth(1).click();
      }
      await page.locator('.cell.card').first().click();
      const m = await page.evaluate(() => {
        const a = document.querySelector('[data-board]')?.getBoundingClientRect();
        const c = document.querySelector('.cell')?.getBoundingClientRect();
        return { area: [a?.width, a?.height], cell: [c?.width, c?.height], sh: document.documentElement.scrollHeight };
      });
      console.log(w, h, JSON.stringify(m));
      await page.screenshot({ path: `/tmp/con-shots/mid-${w}x${h}-${scheme}.png` });
      await page.locator('[data-tool="menu"]').click();
      await page.screenshot({ path: `/tmp/con-shots/menu-${w}x${h}-${scheme}.png` });
      await page.keyboard.press('Escape');
      await page.goto('./#/connect?code=41739205-a&mode=relaxed');
      await expect(page.getByTestId('board')).toHaveAttribute('data-dealing', 'false');
      for (let k = 0; k < 18; k++) {
        await page.keyboard.press('h');
        const hinted = page.locator('.cell.hinted');
        await hinted.nth(0).click();
        await hinted.nth(1).click();
      }
      await expect(page.getByTestId('end-panel')).toBeVisible();
      await page.screenshot({ path: `/tmp/con-shots/end-${w}x${h}-${scheme}.png` });
      await context.close();
    });
