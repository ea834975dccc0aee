// Issue 32: the four-colour deck, the table for the left hand and the hidden clock, chosen in
// Einstellungen as a player would and checked on every registered game's screen (the test names no
// game: it finds the card faces, the stock and the clocks on whatever screens have them).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { GAMES } from '../src/games/registry.ts';

test.use({ reducedMotion: 'reduce' });

interface Seen {
  /** Distinct colours of the face-up cards. */
  colours: string[];
  /** Games whose stock lies left / right of the board's middle. */
  stockLeft: number;
  stockRight: number;
  /** Clocks shown in the header. */
  clocks: number;
}

async function look(page: Page): Promise<Seen> {
  const seen: Seen = { colours: [], stockLeft: 0, stockRight: 0, clocks: 0 };
  for (const g of GAMES) {
    await page.goto(`./#/${g.id}`);
    await expect(page.locator('[data-board] > *').first()).toBeVisible();
    await page.waitForTimeout(150);
    const s = await page.evaluate(() => {
      const board = document.querySelector('[data-board]')?.getBoundingClientRect();
      const stock = document.querySelector('[data-stock]')?.getBoundingClientRect();
      const colours = [...document.querySelectorAll('[data-board] .pc:not(.down)')].map((el) => getComputedStyle(el).color);
      return {
        colours,
        side: board && stock ? (stock.x + stock.width / 2 < board.x + board.width / 2 ? 'left' : 'right') : null,
        clocks: document.querySelectorAll('[data-counter][data-clock]').length,
      };
    });
    seen.colours = [...new Set([...seen.colours, ...s.colours])];
    if (s.side === 'left') seen.stockLeft++;
    if (s.side === 'right') seen.stockRight++;
    seen.clocks += s.clocks;
  }
  return seen;
}

test('issue 32: four colours, the stock on the left and no clock, chosen in Einstellungen, reach every game', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const before = await look(page);
  expect(before.colours).toHaveLength(2);
  expect(before.stockRight).toBeGreaterThan(0);
  expect(before.stockLeft).toBe(0);
  expect(before.clocks).toBeGreaterThan(0);

  await page.goto('./#/settings');
  await page.getByTestId('card-look').getByRole('checkbox', { name: 'Vier Farben' }).check();
  const table = page.getByTestId('table-prefs');
  await table.getByRole('radio', { name: /^Links/ }).check();
  await table.getByRole('checkbox', { name: 'Spielzeit anzeigen' }).uncheck();
  await page.reload();
  await expect(page.getByTestId('table-prefs').getByRole('radio', { name: /^Links/ })).toBeChecked();
  await expect(page.getByTestId('table-prefs').getByRole('checkbox', { name: 'Spielzeit anzeigen' })).not.toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-hand', 'left');

  const after = await look(page);
  expect(after.colours).toHaveLength(4);
  expect(after.stockLeft).toBe(before.stockRight);
  expect(after.stockRight).toBe(0);
  expect(after.clocks).toBe(0);
});

test('issue 32: with the left hand the main buttons come first under the board, beside it they sit left of the board', async ({ page }) => {
  await page.goto('./#/settings');
  await page
    .getByTestId('table-prefs')
    .getByRole('radio', { name: /^Links/ })
    .check();
  const g = GAMES[0]!;
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`./#/${g.id}`);
    const toolbar = page.locator('[data-screen="toolbar"]');
    await expect(toolbar).toBeVisible();
    const undo = await toolbar.locator('[data-tool="undo"]').boundingBox();
    const tools = await toolbar.locator('button').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().x));
    const board = await page.locator('[data-board]').boundingBox();
    const bar = await toolbar.boundingBox();
    if (viewport.width < 600) expect(undo?.x).toBe(Math.max(...tools));
    else expect((bar?.x ?? 0) + (bar?.width ?? 0)).toBeLessThanOrEqual(board?.x ?? 0);
  }
});
