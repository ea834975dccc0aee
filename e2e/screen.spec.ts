// Issue 20: every game on the shared screen, at the four sizes, light and dark: the page never
// scrolls, the screen's parts are marked once, every control outside the board is a finger wide,
// and nothing is logged from opening the game to leaving it.
import type { Page } from '@playwright/test';
import { GAMES } from '../src/games/registry.ts';
import { boardShown, driveOf } from './drive.ts';
import { test, expect } from './fixtures.ts';

const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 740, height: 360 },
  { width: 1280, height: 800 },
];

/** Buttons, inputs and links outside the board smaller than a finger (links: 24 px tall). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('[data-screen-root] button, [data-screen-root] a, [data-screen-root] input')) {
      if (el.closest('[data-board]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const link = el.tagName === 'A' && !el.classList.contains('btn') && !el.classList.contains('home');
      const ok = link ? r.height >= 24 : r.width >= 44 && r.height >= 44;
      if (!ok)
        out.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return out;
  });
}

for (const g of GAMES) {
  test(`issue 20: ${g.id} on the shared screen fits every size, light and dark, and logs nothing`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const logged: string[] = [];
      page.on('console', (m) => {
        if ((m.type() === 'warning' || m.type() === 'error') && !m.text().includes('Service Worker registration blocked'))
          logged.push(`${m.type()}: ${m.text()}`);
      });
      await page.goto(`./#/${g.id}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('[data-screen-root]'), `${g.id} is on the shared screen`).toHaveCount(1);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expect(page.locator('[data-board]')).toHaveCount(1);
        await expect(page.locator('[data-screen="status"]')).toHaveCount(1);
        await expect(page.locator('[data-screen="toolbar"]')).toHaveCount(1);
        const dims = await page.evaluate(() => ({ sh: document.documentElement.scrollHeight, sw: document.documentElement.scrollWidth }));
        expect(dims.sh, `${g.id} ${size.width}×${size.height} ${scheme}: page height`).toBeLessThanOrEqual(size.height);
        expect(dims.sw, `${g.id} ${size.width}×${size.height} ${scheme}: page width`).toBeLessThanOrEqual(size.width);
        expect(await smallTargets(page), `${g.id} ${size.width}×${size.height}`).toEqual([]);
      }
      // The menu fits the low landscape screen without hiding a control.
      await page.setViewportSize({ width: 740, height: 360 });
      await page.locator('[data-tool="menu"]').click();
      const menu = page.getByTestId('game-menu');
      await expect(menu).toBeVisible();
      const fits = await menu.evaluate((d) => d.scrollHeight <= d.clientHeight + 1);
      expect(fits, `${g.id}: the menu scrolls at 740×360`).toBe(true);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(page.locator('[data-tool="menu"]')).toBeFocused();
      await page.goto('./#/');
      await expect(page.getByTestId('game-list')).toBeVisible();
      expect(logged, `${g.id}: console from opening to leaving`).toEqual([]);
      await context.close();
    }
  });
}

// Found by random play (issue 34): while the "replace the game in progress?" question was open, the
// game behind it went on taking keys (an undo, a move, another "new game" that asked a second time).
test('issue 34: while the question before replacing a game is open, the game behind it takes no keys', async ({ page }) => {
  const g = GAMES[0]!;
  const move = (await driveOf(g.id))?.move;
  if (!move) throw new Error(`${g.id}: add e2e/${g.id}.drive.ts`);
  await page.goto(`./#/${g.id}`);
  await expect(page.getByTestId('round-label')).toBeVisible();
  await move(page, 0);
  await expect(page.locator('[data-tool="undo"]')).toBeEnabled();
  const shown = await boardShown(page);
  await page.keyboard.press('n');
  const ask = page.getByRole('dialog', { name: 'Laufendes Spiel aufgeben?' });
  await expect(ask).toBeVisible();
  for (const key of ['u', 'ArrowLeft', 'ArrowUp', 'r', 'n']) await page.keyboard.press(key);
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  expect(await boardShown(page)).toBe(shown);
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  expect(await boardShown(page)).toBe(shown);
  await page.keyboard.press('u');
  await expect.poll(() => boardShown(page)).not.toBe(shown);
});
