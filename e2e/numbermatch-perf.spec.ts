// Number Match on a long board (issue 13): tap→frame in Chromium for an add that grows the board to
// 1,152 cells and for a tap on a cell of that board. Reports p50 / p95; the machine running the tests
// is shared, so the assertions are loose (the report carries the numbers).
import { test, expect } from './fixtures.ts';
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __nmLatency: number[];
  }
}

/** Record, for every click on `selector`, the time from the click to the frame after it was painted. */
async function listen(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    window.__nmLatency = [];
    document.addEventListener(
      'click',
      (e) => {
        if (!(e.target instanceof Element) || !e.target.closest(sel)) return;
        const t0 = e.timeStamp;
        requestAnimationFrame(() => setTimeout(() => window.__nmLatency.push(performance.now() - t0), 0));
      },
      true,
    );
  }, selector);
}

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

test('issue 13: tap→frame on a 1,152-cell board (add and cell tap), p50/p95 reported', async ({ page }, info) => {
  test.setTimeout(120_000);
  await page.goto('#/numbermatch?seed=7');
  const add = page.getByTestId('nm-add');
  // 36 numbers doubled four times: 576 cells; the fifth add makes 1,152.
  for (let k = 0; k < 4; k++) await add.click();
  await expect(page.locator('[data-counter="numbers"] dd')).toHaveText('576');

  await listen(page, '[data-testid="nm-add"]');
  for (let k = 0; k < 12; k++) {
    await add.click();
    await expect(page.locator('[data-counter="numbers"] dd')).toHaveText('1152');
    await page.waitForTimeout(120);
    await page.keyboard.press('u');
    await expect(page.locator('[data-counter="numbers"] dd')).toHaveText('576');
  }
  const addTimes = await page.evaluate(() => window.__nmLatency);

  await add.click();
  await expect(page.locator('[data-counter="numbers"] dd')).toHaveText('1152');
  // An add brings the new numbers into view (issue 21): scroll the board back up, as a player would.
  await page.getByTestId('nm-scroller').evaluate((el) => el.scrollTo(0, 0));
  await expect(page.locator('[data-cell="0,0"]')).toBeVisible();
  await listen(page, '.cell');
  for (let k = 0; k < 12; k++) {
    await page.locator(`[data-cell="0,${k % 9}"]`).click();
    await page.waitForTimeout(60);
  }
  const tapTimes = await page.evaluate(() => window.__nmLatency);
  // The page never scrolls; the long board scrolls in its own area and draws only the rows near the view.
  expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBeLessThanOrEqual(0);
  expect(await page.locator('.cell').count()).toBeLessThan(400);

  const report = {
    addTo1152: { n: addTimes.length, p50: quantile(addTimes, 0.5), p95: quantile(addTimes, 0.95) },
    tapAt1152: { n: tapTimes.length, p50: quantile(tapTimes, 0.5), p95: quantile(tapTimes, 0.95) },
  };
  console.log('numbermatch tap→frame ms', JSON.stringify(report));
  info.annotations.push({ type: 'perf', description: JSON.stringify(report) });
  expect(addTimes.length).toBe(12);
  expect(tapTimes.length).toBe(12);
  // Loose: the target is a median ≤ 16.7 ms; a loaded shared machine may be several times slower.
  expect(report.addTo1152.p50).toBeLessThan(100);
  expect(report.tapAt1152.p50).toBeLessThan(100);
});
