// Issue 12, the app-wide feel: corrupt saves never break the start page, the card look settings
// persist, and the first-visit offline note never covers a game's status line. (A game's start card
// after a move, sounds and axe with a game in progress live in that game's own feel spec.)
import { test, expect } from './fixtures.ts';
import { GAMES } from '../src/games/registry.ts';

test.use({ reducedMotion: 'reduce' });

test('issue 12: a corrupt save on the start page means plain "Spielen", never a broken page', async ({ page }) => {
  await page.goto('./');
  // Every game's free slot broken one way or another.
  await page.evaluate(
    (ids) => {
      ids.forEach((id, i) => localStorage.setItem(`knobelkiste:${id}/slot/free`, i % 2 === 0 ? '{broken' : JSON.stringify({ kk: 1, v: 1, data: { log: 7 } })));
    },
    GAMES.map((g) => g.id),
  );
  await page.reload();
  await expect(page.getByTestId('game-list').getByRole('link', { name: /^Spielen: / })).toHaveCount(GAMES.length);
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

// A phone held sideways folds the app bar away on a game screen, and the note waits for the next page
// with the bar (issue 31): e2e/offline-ready.spec.ts checks that size, with the same header checks.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`issue 12: the first-visit offline note sits in the header, clear of the game status (${viewport.width}x${viewport.height})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce', serviceWorkers: 'allow' });
    const page = await context.newPage();
    // The very first visit lands on a game: the service worker installs while the player plays.
    await page.goto(`./#/${GAMES[0]!.id}`);
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
