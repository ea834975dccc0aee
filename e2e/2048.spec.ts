// 2048 (ZWK-1 … ZWK-5) played as a person would: keys and swipes, the score, a reload that
// resumes with undo, and a shared link that opens the same start.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const tiles = (page: Page) => page.locator('[data-board] [data-cell]');
const score = (page: Page) => page.locator('[data-counter="score"] dd');

async function swipe(page: Page, dx: number, dy: number): Promise<void> {
  const box = await page.locator('[data-board] [role="group"]').boundingBox();
  if (!box) throw new Error('no board');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2);
  await page.mouse.move(x + dx, y + dy);
  await page.mouse.up();
}

test('ZWK-1 ZWK-2 a game played by keys and swipes: tiles slide, a new tile comes after each move', async ({ page }) => {
  await page.goto('./#/2048?seed=12');
  await expect(tiles(page)).toHaveCount(2);
  const names = async () => (await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).join('|');
  let before = await names();
  let moved = 0;
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'a', 'w', 'd', 's']) {
    await page.keyboard.press(key);
    const after = await names();
    if (after !== before) moved++;
    before = after;
  }
  expect(moved).toBeGreaterThanOrEqual(4);
  for (const [dx, dy] of [
    [-120, 0],
    [0, -120],
    [120, 0],
    [0, 120],
  ] as const) {
    await swipe(page, dx, dy);
  }
  await expect(page.locator('[data-tool="undo"]')).toBeEnabled();
  expect(await tiles(page).count()).toBeGreaterThan(2);
});

test('ZWK-5 a reload resumes the game with its score and undo; undo takes the move back', async ({ page }) => {
  await page.goto('./#/2048?seed=99');
  for (let i = 0; i < 12; i++) await page.keyboard.press(['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowDown'][i % 4] as string);
  const points = await score(page).textContent();
  const board = await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).join('|'));
  await page.reload();
  await expect(score(page)).toHaveText(points ?? '');
  expect(await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).join('|'))).toBe(board);
  await expect(page.locator('[data-tool="undo"]')).toBeEnabled();
  await page.locator('[data-tool="undo"]').click();
  await expect(page.locator('[data-tool="redo"]')).toBeEnabled();
});

test('ZWK-1 the same link gives the same start tiles; a bad link says why and keeps the game', async ({ page }) => {
  await page.goto('./#/2048?seed=4242');
  const first = await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).join('|'));
  await page.keyboard.press('ArrowLeft');
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
  await page.goto('./#/2048?seed=<b>x</b>');
  await expect(page.locator('[data-screen="status"]')).toContainText('keine gültige Nummer');
  expect(await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()))).toBe(stored);
  await expect(page).toHaveURL(/seed=4242/);
  await page.evaluate(() => localStorage.clear());
  await page.goto('./#/2048?seed=4243');
  await page.goto('./#/2048?seed=4242');
  expect(await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).join('|'))).toBe(first);
});
