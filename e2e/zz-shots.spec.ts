import { test } from '@playwright/test';
for (const scheme of ['light', 'dark'] as const)
  for (const [w, h] of [
    [390, 844],
    [740, 360],
    [1280, 800],
  ] as const)
    test(`shots ${scheme} ${w}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto('./#/numbermatch?stage=1-1');
      await page.locator('[data-cell="1,0"]').click();
      await page.locator('[data-cell="1,1"]').click();
      await page.locator('[data-cell="0,0"]').click();
      await page.screenshot({ path: `/tmp/nms-${scheme}-${w}-mid.png` });
      await page.goto('./#/numbermatch?seed=42');
      for (let k = 0; k < 2; k++) await page.getByTestId('nm-add').click();
      await page.keyboard.press('h');
      await page.screenshot({ path: `/tmp/nms-${scheme}-${w}-long.png` });
      await page.goto('./#/numbermatch?stage=1-1');
      for (const [a, b] of [
        ['0,0', '0,1'],
        ['0,3', '0,4'],
        ['0,5', '0,6'],
        ['0,7', '0,8'],
      ]) {
        await page.locator(`[data-cell="${a}"]`).click();
        await page.locator(`[data-cell="${b}"]`).click();
      }
      await page.getByTestId('nm-add').click();
      await page.locator('[data-cell="0,2"]').click();
      await page.locator('[data-cell="1,0"]').click();
      await page.getByTestId('end-panel').waitFor();
      await page.screenshot({ path: `/tmp/nms-${scheme}-${w}-end.png` });
      await page.goto('./#/numbermatch?levels=1');
      await page.screenshot({ path: `/tmp/nms-${scheme}-${w}-levels.png` });
      await page.goto('./#/numbermatch?classic=1');
      await page.locator('[data-tool="menu"]').click();
      await page.screenshot({ path: `/tmp/nms-${scheme}-${w}-menu.png` });
      await context.close();
    });
