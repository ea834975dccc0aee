// Issue 31 item 8: one Statistik, one Einstellungen. Every game's statistics in the shared template
// (Gespielt, Gewonnen, Quote, then the game's bests), a days calendar under every game with a
// daily, a reset for every game in Einstellungen; measured at the four sizes, light and dark.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { GAMES } from '../src/games/registry.ts';
import { STAT_WORDS } from '../src/ui/words.de.ts';
import { localDayKey } from '../src/core/dates.ts';
import { MemoryStorage, Store } from '../src/core/storage.ts';
import { recordResult, statsEntry } from '../src/ui/stats.ts';
import { safeSummary } from '../src/ui/summary.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
  { width: 740, height: 360 },
  { width: 1280, height: 800 },
] as const;

/** Axe with the project's voice-control and target-size rules; serious problems only, and those two always. */
async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'label-content-name-mismatch' || v.id === 'target-size')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const viewport of SIZES) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`issue 31: Statistik and Einstellungen at ${viewport.width}x${viewport.height} (${colorScheme})`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, colorScheme, hasTouch: viewport.width < 800, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto('./#/stats');
      await expect(page.locator('section[data-game]')).toHaveCount(GAMES.length);
      for (const g of GAMES) {
        const section = page.locator(`section[data-game="${g.id}"]`);
        // The shared template: every table opens with the same words in the same order.
        const tables = section.locator('.game-stats dl');
        await expect(tables.first(), g.id).toBeVisible();
        for (const dl of await tables.all()) {
          const labels = await dl.locator('dt').allTextContents();
          const head = labels.slice(0, 3);
          // A mode played for points has no Gewonnen and no Quote; every other table has all three.
          if (labels[1] === STAT_WORDS.won) expect(head, g.id).toEqual([STAT_WORDS.played, STAT_WORDS.won, STAT_WORDS.rate]);
          else expect(labels[0], g.id).toBe(STAT_WORDS.played);
        }
        const calendar = section.getByTestId('daily-calendar');
        if (!g.dailyRecord) {
          await expect(calendar, g.id).toHaveCount(0);
          continue;
        }
        // Every game with a daily: the last 30 days, the open ones linking to their daily.
        await expect(calendar.locator('li'), g.id).toHaveCount(30);
        await expect(calendar.getByRole('link'), g.id).toHaveCount(Math.min(30, g.dailyRecord.open));
        await expect(calendar.getByRole('link').last(), g.id).toHaveAttribute('href', new RegExp(`^#/${g.id}\\?daily=`));
      }
      const statsPage = await page.evaluate(() => ({
        overflowX: document.documentElement.scrollWidth - innerWidth,
        height: document.documentElement.scrollHeight,
      }));
      expect(statsPage.overflowX).toBeLessThanOrEqual(0);
      expect(await axeProblems(page)).toEqual([]);

      // Einstellungen: a statistics reset for every game, with what else it takes said beside it.
      await page.goto('./#/settings');
      const resets = page.getByTestId('stats-reset');
      await expect(resets.getByRole('button')).toHaveCount(GAMES.length);
      for (const g of GAMES) {
        const button = resets.getByRole('button', { name: `${g.name} zurücksetzen` });
        await expect(button).toBeVisible();
        if (g.resetNote) await expect(button).toHaveAccessibleDescription(g.resetNote);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      expect(await axeProblems(page)).toEqual([]);
      await context.close();
    });
  }
}

test('issue 31: a day won shows in its game’s calendar, and the open day opens its daily', async ({ page }) => {
  // The first game whose daily the shared statistics entry (src/ui/stats.ts) records: today won there.
  const now = new Date();
  const wonToday = (id: string): Store => {
    const store = new Store(new MemoryStorage());
    recordResult(store, id, 'daily', { won: true, day: localDayKey(now), practice: false, values: {} }, {});
    return store;
  };
  const g = GAMES.find((x) => x.dailyRecord?.zone === 'local' && safeSummary(x.summary, wonToday(x.id), now).daily === 'done')!;
  expect(g).toBeDefined();
  const text = JSON.stringify({ kk: 1, v: 1, data: wonToday(g.id).read(statsEntry(g.id)) });
  await page.goto('./');
  await page.evaluate(([name, value]) => localStorage.setItem(`knobelkiste:${name!}`, value!), [`${g.id}/stats`, text]);
  await page.goto('./#/stats');
  const section = page.locator(`section[data-game="${g.id}"]`);
  await expect(section.getByTestId('daily-totals').locator('dd').first()).toHaveText('1');
  const todayLink = section.getByTestId('daily-calendar').getByRole('link').last();
  await expect(todayLink).toHaveAccessibleName(/\(heute\), gewonnen$/);
  await todayLink.click();
  await expect(page).toHaveURL(new RegExp(`#/${g.id}\\?daily=1`));
});
