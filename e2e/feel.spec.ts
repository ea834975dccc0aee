// Issue 12, the app-wide feel: the start page invites play (Weiterspielen after a move), the card look
// settings persist, and the first-visit offline note never covers a game's status line.
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

test('issue 12: a corrupt save on the start page means plain "Spielen", never a broken page', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => {
    localStorage.setItem('knobelkiste:freecell/slot/free', '{broken');
    localStorage.setItem('knobelkiste:numbermatch/slot/stage', JSON.stringify({ kk: 1, v: 1, data: { log: 7 } }));
  });
  await page.reload();
  await expect(page.getByTestId('game-list').getByRole('link', { name: /^Spielen: / })).toHaveCount(GAMES.length);
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

test('issue 12: without vibration support the setting explains why it is missing', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'vibrate', { value: undefined, configurable: true });
  });
  await page.goto('./#/settings');
  await expect(page.getByTestId('feel-settings').getByRole('checkbox', { name: 'Vibration' })).toHaveCount(0);
  await expect(page.getByTestId('no-vibration')).toContainText('kann nicht vibrieren');
});

test('issue 12: card back, table colour and larger cards persist and reach the page', async ({ page }) => {
  await page.goto('./#/settings');
  const look = page.getByTestId('card-look');
  await look.getByRole('radio', { name: 'Sterne' }).check();
  await look.getByRole('radio', { name: 'Weinrot' }).check();
  await look.getByRole('checkbox', { name: 'Größere Karten' }).check();
  await page.reload();
  await expect(page.getByTestId('card-look').getByRole('radio', { name: 'Sterne' })).toBeChecked();
  await expect(page.getByTestId('card-look').getByRole('radio', { name: 'Weinrot' })).toBeChecked();
  await expect(page.getByTestId('card-look').getByRole('checkbox', { name: 'Größere Karten' })).toBeChecked();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-felt', 'wine');
  await expect(html).toHaveAttribute('data-card-back', 'stars');
  await expect(html).toHaveAttribute('data-large-cards', 'on');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 740, height: 360 },
]) {
  test(`issue 12: the first-visit offline note sits in the header, clear of the game status (${viewport.width}x${viewport.height})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce', serviceWorkers: 'allow' });
    const page = await context.newPage();
    // The very first visit lands on a game: the service worker installs while the player plays.
    await page.goto('./#/pyramid');
    const note = page.getByTestId('offline-ready');
    await expect(note).toBeVisible({ timeout: 30_000 });
    await expect(note).toHaveAccessibleName('');
    await expect(note.getByRole('button', { name: 'Meldung schließen' })).toBeVisible();
    const header = await page.locator('header.bar').boundingBox();
    const box = await note.boundingBox();
    const status = await page.locator('[data-screen="status"]').boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(header && box && status && main).toBeTruthy();
    if (!header || !box || !status || !main) return;
    // Inside the header bar, and the bar stays one row (no game moves down).
    expect(box.y).toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height + 0.5);
    expect(header.height).toBeLessThanOrEqual(60);
    // No overlap with the status line nor with the game area.
    const overlaps = (a: typeof box, b: typeof box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(box, status)).toBe(false);
    expect(box.y + box.height).toBeLessThanOrEqual(main.y + 0.5);
    // No sideways scrolling because of it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await note.getByRole('button', { name: 'Meldung schließen' }).click();
    await expect(note).toHaveCount(0);
    await context.close();
  });
}

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
