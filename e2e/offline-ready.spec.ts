// Issue 31: the "ready offline" moment (the note shown once the service worker has stored the app)
// never scrolls the page or pushes a control off screen, at any size. The other tests block the
// service worker (playwright.config.ts), so they never see the note: these allow it.
import { test, expect } from './fixtures.ts';
import { GAMES } from '../src/games/registry.ts';

const SIZES = [
  { width: 740, height: 360 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

for (const viewport of SIZES) {
  test(`issue 31: the offline-ready note on a game screen scrolls nothing and keeps every control on screen (${viewport.width}x${viewport.height})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, hasTouch: viewport.width < 800, reducedMotion: 'reduce', serviceWorkers: 'allow' });
    const page = await context.newPage();
    // The very first visit lands on a game: the service worker stores the app while the player plays.
    await page.goto(`./#/${GAMES[0]!.id}`);
    await expect(page.locator('[data-screen-root]')).toBeVisible();
    const note = page.getByTestId('offline-ready');
    await expect(note).toBeAttached({ timeout: 30_000 });
    // A phone held sideways: the game screen has the whole window without the app bar; the note waits.
    const folded = viewport.height < 500;
    if (folded) await expect(note).toBeHidden();
    else await expect(note).toBeVisible();
    const measure = () =>
      page.evaluate(() => {
        const root = document.documentElement;
        const controls = [...document.querySelectorAll('main button, main a[href], header a[href], header button')]
          .filter((el) => (el as HTMLElement).offsetParent !== null && !el.closest('[hidden], dialog:not([open])'))
          .map((el) => {
            const r = el.getBoundingClientRect();
            return {
              what: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 24)}"`,
              top: r.top,
              bottom: r.bottom,
              left: r.left,
              right: r.right,
            };
          });
        return { scrollH: root.scrollHeight, scrollW: root.scrollWidth, vh: innerHeight, vw: innerWidth, scrollY, controls };
      });
    const m = await measure();
    expect(await note.isVisible(), 'the note still shows while measured').toBe(!folded);
    expect(m.scrollH, 'the page is no taller than the window while the note shows').toBeLessThanOrEqual(m.vh);
    expect(m.scrollW).toBeLessThanOrEqual(m.vw);
    expect(m.controls.length).toBeGreaterThan(3);
    const off = m.controls.filter((c) => c.top < -0.5 || c.bottom > m.vh + 0.5 || c.left < -0.5 || c.right > m.vw + 0.5).map((c) => c.what);
    expect(off, 'controls off screen while the note shows').toEqual([]);
    // Scrolling by hand moves nothing either.
    await page.mouse.wheel(0, 400);
    await page.evaluate(() => window.scrollTo(0, 400));
    expect(await page.evaluate(() => scrollY)).toBe(0);
    if (folded) {
      // Its time runs only once it is seen: after a while on the game it still waits for the next page with the bar.
      await page.waitForTimeout(10_500);
      await expect(note).toBeAttached();
      await page.locator('[data-screen-root]').getByRole('link', { name: 'Zur Übersicht' }).click();
      await expect(page.getByTestId('game-list')).toBeVisible();
      await expect(note).toBeVisible();
      await expect(note).toHaveAccessibleName('');
      const header = await page.locator('header.bar').boundingBox();
      const box = await note.boundingBox();
      const list = await page.getByTestId('game-list').boundingBox();
      expect(header && box && list).toBeTruthy();
      if (header && box && list) {
        // In the bar, the bar one row high, nothing of the page under it.
        expect(box.y).toBeGreaterThanOrEqual(header.y);
        expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height + 0.5);
        expect(header.height).toBeLessThanOrEqual(60);
        expect(box.y + box.height).toBeLessThanOrEqual(list.y);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    }
    // Dismissed, the page is whole as before.
    await note.getByRole('button', { name: 'Meldung schließen' }).click();
    await expect(note).toHaveCount(0);
    // (Sideways the note was dismissed on the start page, which may scroll: back to the game.)
    if (folded) {
      await page.goBack();
      await expect(page.locator('[data-screen-root]')).toBeVisible();
    }
    const after = await measure();
    expect(after.scrollH).toBeLessThanOrEqual(after.vh);
    await context.close();
  });
}

test('issue 31: the offline-ready note on the start page stays in the header bar and leaves the list where it was', async ({ browser }) => {
  const viewport = { width: 390, height: 844 };
  const context = await browser.newContext({ viewport, hasTouch: true, reducedMotion: 'reduce', serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('./');
  const list = page.getByTestId('game-list');
  await expect(list).toBeVisible();
  const before = await list.boundingBox();
  const note = page.getByTestId('offline-ready');
  await expect(note).toBeVisible({ timeout: 30_000 });
  const header = await page.locator('header.bar').boundingBox();
  const box = await note.boundingBox();
  expect(header && box && before).toBeTruthy();
  if (!header || !box || !before) return;
  expect(box.y).toBeGreaterThanOrEqual(header.y);
  expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height + 0.5);
  expect(await list.boundingBox()).toEqual(before);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await context.close();
});
