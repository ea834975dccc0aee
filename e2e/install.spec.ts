// Issue 32 "installs like an app": the built manifest, its icons and screenshots, robots.txt, the
// apple-touch-icon, Chromium's own installability check, and the "Weiterspielen" shortcut.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type APIRequestContext } from '@playwright/test';
import { GAMES } from '../src/games/registry.ts';
import { boardShown, driveOf } from './drive.ts';
import { test, expect } from './fixtures.ts';

interface Image {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: string;
  readonly form_factor?: string;
}

/** Width × height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function manifest(request: APIRequestContext): Promise<Record<string, unknown>> {
  const r = await request.get('manifest.webmanifest');
  expect(r.status()).toBe(200);
  return (await r.json()) as Record<string, unknown>;
}

test('issue 32: the manifest has an id, ten games in its description, maskable icons, both screenshots and shortcuts', async ({ request }) => {
  const m = await manifest(request);
  expect(m['id']).toBe('./');
  expect(String(m['description'])).toMatch(/^Zehn /);
  const icons = m['icons'] as Image[];
  expect(icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).toEqual(['192x192', '512x512']);
  const shots = m['screenshots'] as Image[];
  expect(shots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const img of [...icons.filter((i) => i.type === 'image/png'), ...shots]) {
    const r = await request.get(img.src);
    expect(r.status(), img.src).toBe(200);
    expect(r.headers()['content-type']).toBe('image/png');
    expect(pngSize(await r.body()), img.src).toBe(img.sizes);
  }
  const shortcuts = m['shortcuts'] as { name: string; url: string }[];
  expect(shortcuts[0]).toMatchObject({ name: 'Weiterspielen', url: './#/?weiter=1' });
  for (const s of shortcuts.slice(1)) expect(s.url).toMatch(/^\.\/#\/[a-z0-9]+\?daily=1$/);
});

test('issue 32: robots.txt is text, the apple-touch-icon a 180 px PNG, the description speaks of ten games', async ({ page, request }) => {
  const robots = await request.get('robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^User-agent: \*$/m);
  await page.goto('./');
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const icon = await request.get(touch ?? 'missing');
  expect(pngSize(await icon.body())).toBe('180x180');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /zehn Denk- und Kartenspiele/);
});

test('issue 32: the offline precache keeps the app but leaves the install screenshots out', async ({ request }) => {
  const sw = await (await request.get('sw.js')).text();
  expect(sw).toContain('"index.html"');
  expect(sw).toContain('icon-maskable-512.png');
  expect(sw).not.toContain('screenshots/');
});

test('issue 32: Chromium finds nothing that stops installing the app', async ({ baseURL }) => {
  // A persistent profile: Chromium refuses to install from an incognito-like context (Playwright's default).
  const dir = mkdtempSync(join(tmpdir(), 'kk-install-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    serviceWorkers: 'block',
  });
  try {
    const page = await ctx.newPage();
    await page.goto(baseURL ?? '/');
    await expect(page.getByTestId('game-list')).toBeVisible();
    const cdp = await ctx.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('issue 32: the "Weiterspielen" shortcut opens the game played last, or the start page when there is none', async ({ page }) => {
  await page.goto('./#/?weiter=1');
  await expect(page.getByTestId('game-list')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  // Two games played, the last one through its driver (e2e/<id>.drive.ts); then another page.
  const [first, last] = GAMES;
  if (!first || !last) throw new Error('two games');
  await page.goto(`./#/${first.id}`);
  await expect(page.locator('[data-screen-root] [data-testid="round-label"]')).toBeVisible();
  const drive = await driveOf(last.id);
  if (!drive) throw new Error(`${last.id}: add e2e/${last.id}.drive.ts`);
  await page.goto(`./#/${last.id}`);
  await expect(page.locator('[data-screen-root] [data-testid="round-label"]')).toBeVisible();
  await drive.move(page, 0);
  await drive.move(page, 1);
  const shown = await boardShown(page);
  await page.goto('./#/stats');
  await page.goto('./#/?weiter=1');
  await expect(page).toHaveURL(new RegExp(`#/${last.id}(\\?|$)`));
  await expect.poll(() => boardShown(page)).toBe(shown);
});
