// The app shell: start page, routes, settings, offline reload, no console errors.
import { test, expect } from './fixtures.ts';
import { GAMES as ENTRIES, GROUPS } from '../src/games/registry.ts';

const GAMES = ENTRIES.map((g) => g.id);

test('HUB-1 start page lists every registered game in its group', async ({ page }) => {
  await page.goto('./');
  const list = page.getByTestId('game-list');
  await expect(list.locator('li')).toHaveCount(ENTRIES.length);
  for (const group of GROUPS) {
    const section = list.locator('section').filter({ has: page.getByRole('heading', { name: group.heading, exact: true }) });
    for (const g of ENTRIES.filter((e) => e.group === group.id)) await expect(section.locator('.name').getByText(g.name, { exact: true })).toBeVisible();
  }
});

test('HUB-1 every route opens without errors', async ({ page }) => {
  const routes = ['#/', '#/settings', '#/stats', '#/does-not-exist', ...GAMES.flatMap((g) => [`#/${g}`, `#/${g}/help`])];
  for (const r of routes) {
    await page.goto(`./${r}`);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  await page.goto('./#/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Diese Seite gibt es nicht' })).toBeVisible();
});

test('HUB-7 theme setting switches to dark and persists', async ({ page }) => {
  await page.goto('./#/settings');
  await page.getByLabel('Dunkel').check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByLabel('Dunkel')).toBeChecked();
});

test('HUB-7 reduced motion follows the system preference', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('./');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'reduce');
  await context.close();
});

test('HUB-5 a corrupt settings entry is set aside and reported, the app still runs', async ({ page }) => {
  await page.goto('./');
  await page.evaluate(() => {
    localStorage.setItem('knobelkiste:app/settings', '{"kk":1,"v":1,"data":{"theme":');
    localStorage.setItem('knobelkiste:other', 'keep me');
  });
  await page.goto('./#/settings');
  await page.reload();
  await expect(page.getByTestId('storage-reports')).toContainText('beiseitegelegt');
  const other = await page.evaluate(() => localStorage.getItem('knobelkiste:other'));
  expect(other).toBe('keep me');
});

test('HUB-7 shell pages fit a 360 px phone without horizontal scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  const page = await context.newPage();
  for (const r of ['#/', '#/settings', '#/stats', ...GAMES.flatMap((g) => [`#/${g}`, `#/${g}/help`])]) {
    await page.goto(`./${r}`);
    await expect(page.locator('main h1').first()).toBeAttached();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal overflow on ${r}`).toBeLessThanOrEqual(0);
  }
  // Navigation stays reachable by name even when only icons show.
  await expect(page.getByRole('link', { name: 'Einstellungen' })).toBeVisible();
  await context.close();
});

test('HUB-2 after the first visit the app reloads and plays offline', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('./');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Wait until the service worker controls the page (it claims clients once installed).
  await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
    .catch(async () => {
      await page.reload();
    });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  // Once installed, every request the app makes is answered by the service worker.
  const fromNetwork: string[] = [];
  page.on('requestfinished', async (req) => {
    const res = await req.response();
    if (res && !res.fromServiceWorker() && !req.url().startsWith('data:')) fromNetwork.push(req.url());
  });
  await page.reload();
  for (const g of GAMES) {
    await page.goto(`./#/${g}`);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  expect(fromNetwork).toEqual([]);
  await page.goto('./');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('game-list').locator('li')).toHaveCount(ENTRIES.length);
  for (const g of GAMES) {
    await page.goto(`./#/${g}`);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  await context.close();
});

test('HUB-5 garbage in every stored entry never breaks a page', async ({ page }) => {
  const routes = ['#/', '#/settings', '#/stats', ...GAMES.map((g) => `#/${g}`)];
  // Let every page write what it keeps, then break all of it in different ways.
  for (const r of routes) {
    await page.goto(`./${r}`);
    await expect(page.locator('main h1').first()).toBeAttached();
  }
  await page.evaluate((first) => {
    const keys = Object.keys(localStorage).filter((k) => k.startsWith('knobelkiste:'));
    const junk = ['{"kk":1,"v":1,"data":', 'null', '[]', '{"kk":1,"v":999,"data":{}}', '{"kk":1,"v":1,"data":{"x":[1,2,3]}}', '\u0000\uffff'];
    keys.forEach((k, i) => localStorage.setItem(k, junk[i % junk.length]!));
    localStorage.setItem(`knobelkiste:${first}/save/free`, '{"kk":1,"v":1,"data":{"deal":"x"}}');
    localStorage.setItem('unrelated', 'stay');
  }, GAMES[0]);
  for (const r of routes) {
    await page.goto(`./${r}`);
    await page.reload();
    await expect(page.locator('main h1').first()).toBeAttached();
  }
  expect(await page.evaluate(() => localStorage.getItem('unrelated'))).toBe('stay');
});

test('HUB-5 a second tab follows a settings change instead of overwriting it', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('./#/settings');
  await b.goto('./#/settings');
  await a.getByLabel('Dunkel').check();
  await expect(b.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(b.getByLabel('Dunkel')).toBeChecked();
  await b.getByLabel('Animationen reduzieren').check();
  await expect(a.locator('html')).toHaveAttribute('data-motion', 'reduce');
  await expect(a.getByLabel('Dunkel')).toBeChecked();
});

test('HUB-6 HUB-2 no ads, no purchases: every page loads only its own files and embeds nothing', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  const routes = ['#/', '#/settings', '#/stats', ...GAMES.flatMap((g) => [`#/${g}`, `#/${g}/help`])];
  for (const r of routes) {
    await page.goto(`./${r}`);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await page.locator('iframe, embed, object').count(), `embedded content on ${r}`).toBe(0);
  }
  expect(foreign).toEqual([]);
});

test('issue 21: a game’s statistics reset in the settings, after a question; other entries stay', async ({ page }) => {
  // The first registered game with statistics; another game's entry and the game's own save must stay.
  const g = ENTRIES.find((x) => (x.statsEntries ?? []).length > 0)!;
  const other = ENTRIES.find((x) => x.id !== g.id)!;
  const stats = `knobelkiste:${g.statsEntries![0]!}`;
  await page.goto('./');
  await page.evaluate(
    ([stats, slot, otherStats]) => {
      localStorage.setItem(stats!, JSON.stringify({ kk: 1, v: 1, data: { '': { played: 3, won: 1, best: { score: 4000 }, days: [] } } }));
      localStorage.setItem(slot!, 'keep me');
      localStorage.setItem(otherStats!, 'keep me too');
    },
    [stats, `knobelkiste:${g.id}/slot/free`, `knobelkiste:${other.id}/stats`],
  );
  await page.goto('./#/settings');
  const section = page.getByTestId('stats-reset');
  await section.getByRole('button', { name: `${g.name} zurücksetzen` }).click();
  await page.getByTestId('confirm-replace-no').click();
  expect(await page.evaluate((k) => localStorage.getItem(k), stats)).not.toBeNull();
  await section.getByRole('button', { name: `${g.name} zurücksetzen` }).click();
  await page.getByTestId('confirm-replace-yes').click();
  await expect(section.getByRole('status')).toContainText(g.name);
  expect(await page.evaluate((k) => localStorage.getItem(k), stats)).toBeNull();
  expect(await page.evaluate((k) => localStorage.getItem(k), `knobelkiste:${g.id}/slot/free`)).toBe('keep me');
  expect(await page.evaluate((k) => localStorage.getItem(k), `knobelkiste:${other.id}/stats`)).toBe('keep me too');
});

for (const g of ENTRIES) {
  test(`issue 21: ${g.id}'s help opens with a short first screen; its sections open on demand`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`./#/${g.id}/help`);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByTestId('help-first'), `${g.id}'s help has the shared layout's first screen`).toHaveCount(1);
    const closed = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(closed, 'the help with its sections closed').toBeLessThanOrEqual(844 * 2);
    const sections = page.locator('main details');
    expect(await sections.count()).toBeGreaterThanOrEqual(2);
    await sections.first().locator('summary').click();
    await expect(sections.first()).toHaveAttribute('open', '');
    await context.close();
  });
}
