// Issue 12: no game is lost by moving inside the app. For every registered game: two moves made as a
// person would (its e2e/<id>.drive.ts), Statistik from the header, Back, and the round, its counters
// and every card, tile or cell on the board are exactly as they were; then the game goes on.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { GAMES } from '../src/games/registry.ts';
import { boardShown, driveOf } from './drive.ts';

test.use({ reducedMotion: 'reduce' });

async function toStatsAndBack(page: Page): Promise<void> {
  const url = page.url();
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Statistik' }).click();
  await expect(page.getByRole('heading', { name: 'Statistik', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(url);
}

for (const g of GAMES) {
  test(`issue 12 ${g.name}: two moves, Statistik and Back: the same round, counters and board`, async ({ page }) => {
    const drive = await driveOf(g.id);
    if (!drive) throw new Error(`${g.id}: add e2e/${g.id}.drive.ts`);
    await page.goto(`./#/${g.id}`);
    await expect(page.locator('[data-screen-root] [data-testid="round-label"]')).toBeVisible();
    await drive.move(page, 0);
    await drive.move(page, 1);
    const before = await boardShown(page);
    await toStatsAndBack(page);
    // The page's chunk may still be drawing right after Back: wait until it shows the game again.
    await expect.poll(() => boardShown(page)).toBe(before);
    // And the game goes on from there.
    await drive.move(page, 2);
    await expect.poll(() => boardShown(page)).not.toBe(before);
  });
}
