// FreeCell on the start page and with the feel settings (issue 12): after a move its card says
// "Weiterspielen" and where it stands; sounds follow the setting; the start page with a game in
// progress passes axe.
import { axeProblems, scopeFor } from './axe.ts';
import type { Page } from '@playwright/test';
import { cardNameDe, type Card } from '../src/core/cards.ts';
import { newDeal } from '../src/games/freecell/rules.ts';
import { test, expect } from './fixtures.ts';
import { GAMES } from '../src/games/registry.ts';

test.use({ reducedMotion: 'reduce' });

/** One FreeCell move on deal `deal`: the last card of the first column into the first free cell. */
async function freecellMove(page: Page, deal: number): Promise<void> {
  await page.goto(`./#/freecell?deal=${deal}`);
  const card = newDeal(deal).columns[0]?.at(-1) as Card;
  await page.getByRole('button', { name: cardNameDe(card), exact: true }).click();
  await page.locator('[data-place="cell-0"]').click();
  await expect(page.getByRole('button', { name: 'Freie Zelle A, leer' })).toHaveCount(0);
}

test('issue 12: every game card offers "Spielen"; after a FreeCell move FreeCell says "Weiterspielen" and where it stands', async ({ page }) => {
  await page.goto('./');
  const list = page.getByTestId('game-list');
  await expect(list.getByRole('link', { name: /^Spielen: / })).toHaveCount(GAMES.length);
  await freecellMove(page, 58);
  await page.getByRole('link', { name: 'Knobelkiste' }).click();
  const card = list.locator('[data-game=freecell]');
  const resume = card.getByRole('link', { name: 'Weiterspielen: FreeCell' });
  await expect(resume).toBeVisible();
  await expect(card.getByTestId('in-progress')).toHaveText('Blatt Nr. 58 · 1 Zug');
  // The other games still offer plain "Spielen".
  await expect(list.getByRole('link', { name: /^Spielen: / })).toHaveCount(GAMES.length - 1);
  await resume.click();
  await expect(page.getByTestId('round-label')).toContainText('Blatt Nr. 58');
});

test('issue 12: the settings switch sounds off and on (asserted through window.__kkSound)', async ({ page }) => {
  await page.goto('./#/settings');
  const feel = page.getByTestId('feel-settings');
  const sound = feel.getByRole('checkbox', { name: 'Töne' });
  await expect(sound).toBeChecked();
  // Chromium has navigator.vibrate: the switch is offered, off by default.
  await expect(feel.getByRole('checkbox', { name: 'Vibration' })).not.toBeChecked();
  const played = () => page.evaluate(() => window.__kkSound ?? []);
  await sound.uncheck();
  await page.reload();
  await expect(page.getByTestId('feel-settings').getByRole('checkbox', { name: 'Töne' })).not.toBeChecked();
  // Off: a game played inside the app (no reload) makes no sound at all.
  await page.evaluate(() => (location.hash = '#/freecell?deal=1'));
  await expect(page.getByTestId('round-label')).toContainText('Blatt Nr. 1');
  const card = newDeal(1).columns[0]?.at(-1) as Card;
  await page.getByRole('button', { name: cardNameDe(card), exact: true }).click();
  await page.locator('[data-place="cell-0"]').click();
  await expect(page.getByRole('button', { name: 'Freie Zelle A, leer' })).toHaveCount(0);
  expect(await played()).toEqual([]);
  // On again: the switch plays a sample through the shared synth, and it stays on after a reload.
  await page.getByRole('link', { name: 'Einstellungen' }).click();
  await page.getByTestId('feel-settings').getByRole('checkbox', { name: 'Töne' }).check();
  await expect.poll(played).toContain('match');
  await page.reload();
  await expect(page.getByTestId('feel-settings').getByRole('checkbox', { name: 'Töne' })).toBeChecked();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`issue 12: the start page with a game in progress and the settings pass axe (${scheme})`, async ({ browser }) => {
    // axe on two pages takes most of a minute on a busy machine.
    test.setTimeout(180_000);
    const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await freecellMove(page, 58);
    const problems: string[] = [];
    for (const r of ['#/', '#/settings']) {
      await page.goto(`./${r}`);
      await expect(page.locator('main h1').first()).toBeAttached();
      problems.push(...(await axeProblems(page, r, scopeFor(scheme))));
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
