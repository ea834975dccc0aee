// Issue 32 in Chromium: a backup made after playing three games, loaded into a fresh browser context,
// brings back every stored entry and the games resume where they were; a broken file and a foreign
// JSON file change nothing and say so in German. KK_SHOTS=1 keeps screenshots in the test's output folder.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { de } from '../src/app/i18n/de.ts';
import { test, expect } from './fixtures.ts';

test.use({ reducedMotion: 'reduce' });

/** Every entry of ours in localStorage, sorted by key. */
const stored = (page: Page): Promise<[string, string][]> =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('knobelkiste:'))
      .sort()
      .map((k) => [k, localStorage.getItem(k) ?? ''] as [string, string]),
  );

const cells2048 = (page: Page) => page.locator('[data-board] [data-cell]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).join('|'));
const tiles15 = (page: Page) => page.locator('[data-tile]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).join('|'));
const counter = (page: Page, id: string) => page.locator(`[data-counter="${id}"] dd`);

interface Played {
  readonly board2048: string;
  readonly score2048: string;
  readonly tiles15: string;
  readonly moves15: string;
  readonly spiderMoves: string;
  readonly spiderScore: string;
}

/** Three games played a little by keys and buttons, as a person would. */
async function playThree(page: Page): Promise<Played> {
  await page.goto('./#/2048?seed=99');
  await expect(page.locator('[data-board] [data-cell]')).toHaveCount(2);
  for (const key of ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowDown']) await page.keyboard.press(key);
  await expect(counter(page, 'score')).not.toHaveText('');
  const board2048 = await cells2048(page);
  const score2048 = (await counter(page, 'score').textContent()) ?? '';

  await page.goto('./#/fifteen?seed=4242');
  await expect(counter(page, 'moves')).toHaveText('0');
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft']) await page.keyboard.press(key);
  await expect(counter(page, 'moves')).not.toHaveText('0');
  const t15 = await tiles15(page);
  const moves15 = (await counter(page, 'moves').textContent()) ?? '';

  // Spider: a deal from the stock and its undo, so the score carries the undo's cost (SPI-6: 500 → 499 → 498).
  await page.goto('./#/spider?deal=28');
  await expect(counter(page, 'moves')).toHaveText('0');
  await page.keyboard.press('d');
  await expect(counter(page, 'moves')).toHaveText('1');
  await page.locator('[data-tool="undo"]').click();
  await expect(counter(page, 'score')).toHaveText('498');
  await page.keyboard.press('d');
  await expect(counter(page, 'score')).toHaveText('497');
  return {
    board2048,
    score2048,
    tiles15: t15,
    moves15,
    spiderMoves: (await counter(page, 'moves').textContent()) ?? '',
    spiderScore: (await counter(page, 'score').textContent()) ?? '',
  };
}

async function openSettings(page: Page): Promise<void> {
  await page.goto('./#/settings');
  await expect(page.getByRole('heading', { name: de.backup.heading })).toBeVisible();
}

async function makeBackup(page: Page): Promise<string> {
  await openSettings(page);
  await expect(page.getByTestId('last-backup')).toHaveText(de.backup.lastNever);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: de.backup.save }).click()]);
  expect(download.suggestedFilename()).toMatch(/^knobelkiste-sicherung-\d{4}-\d\d-\d\d\.json$/);
  const path = await download.path();
  await expect(page.getByTestId('last-backup')).toContainText('Letzte Sicherung: ');
  return readFileSync(path, 'utf8');
}

async function choose(page: Page, name: string, text: string): Promise<void> {
  await page.getByTestId('backup-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text, 'utf8') });
}

async function fresh(browser: Browser): Promise<Page> {
  const ctx = await browser.newContext({ reducedMotion: 'reduce', acceptDownloads: true });
  return ctx.newPage();
}

test('issue 32: a backup of three played games, loaded in a fresh browser, brings back every entry and the games resume', async ({ page, browser }, info) => {
  const played = await playThree(page);
  // A setting too, so the app's own entries travel.
  await openSettings(page);
  await page.getByRole('radio', { name: de.settings.themeDark }).check();
  const file = await makeBackup(page);
  const source = await stored(page);
  expect(source.map(([k]) => k)).toEqual(
    expect.arrayContaining([
      'knobelkiste:app/settings',
      'knobelkiste:app/backup',
      'knobelkiste:2048/stats',
      'knobelkiste:spider/stats',
      'knobelkiste:fifteen/stats',
    ]),
  );
  expect(source.filter(([k]) => /\/(slot|save)\//.test(k)).length).toBeGreaterThanOrEqual(3);

  const other = await fresh(browser);
  const errors: string[] = [];
  other.on('pageerror', (e) => errors.push(String(e)));
  other.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  await openSettings(other);
  expect(await stored(other)).not.toEqual(source);
  await choose(other, 'knobelkiste-sicherung.json', file);
  const chosen = other.getByTestId('backup-chosen');
  await expect(chosen).toBeVisible();
  await expect(chosen).toContainText('2048: 1 angefangenes Spiel, Statistik und Bestwerte');
  await expect(chosen).toContainText('Schiebepuzzle: 1 angefangenes Spiel');
  await expect(chosen).toContainText('Spider: 1 angefangenes Spiel');
  await expect(chosen).toContainText(de.backup.appSettings);
  await expect(chosen).toContainText(de.backup.replaceWarning);
  if (process.env['KK_SHOTS']) await other.screenshot({ path: info.outputPath('backup-chosen.png'), fullPage: true });
  // Asked first: nothing is replaced until the player says so.
  expect((await stored(other)).some(([k]) => k.includes('2048/'))).toBe(false);
  await other.getByTestId('backup-replace').click();
  await expect(other.getByTestId('backup-note')).toHaveText(de.backup.restored);
  expect(await stored(other)).toEqual(source);
  await expect(other.getByTestId('last-backup')).toContainText('Letzte Sicherung: ');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

  // The games resume where they were, from the start page's "Weiterspielen".
  for (const [id, check] of [
    [
      '2048',
      async () => {
        await expect(counter(other, 'score')).toHaveText(played.score2048);
        expect(await cells2048(other)).toBe(played.board2048);
      },
    ],
    [
      'fifteen',
      async () => {
        await expect(counter(other, 'moves')).toHaveText(played.moves15);
        expect(await tiles15(other)).toBe(played.tiles15);
      },
    ],
    [
      'spider',
      async () => {
        await expect(counter(other, 'moves')).toHaveText(played.spiderMoves);
        await expect(counter(other, 'score')).toHaveText(played.spiderScore);
      },
    ],
  ] as const) {
    await other.goto('./#/');
    const card = other.locator(`[data-game="${id}"]`);
    await expect(card.getByTestId('in-progress')).toBeVisible();
    await card.getByRole('link', { name: new RegExp(`^${de.home.resume}`) }).click();
    await check();
  }
  expect(errors).toEqual([]);
  await other.context().close();
});

test('issue 32: a broken backup, a foreign JSON file and a newer backup change nothing and say why in German', async ({ page }, info) => {
  await page.goto('./#/2048?seed=7');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  const file = await makeBackup(page);
  const before = await stored(page);
  // A save changed by hand: the first move of the 2048 game, inside its stored text.
  const edited = file.replace('\\"left\\"', '\\"down\\"');
  expect(edited).not.toBe(file);
  const cases: [string, string, string][] = [
    ['cut off', file.slice(0, Math.floor(file.length / 2)), de.backup.problem.damaged],
    ['changed by hand', edited, de.backup.problem.damaged],
    ['foreign JSON', JSON.stringify({ name: 'another-app', version: '2.1.0', settings: { dark: true } }), de.backup.problem['not-backup']],
    ['a picture', '\u0089PNG\r\n\u001a\n', de.backup.problem['not-backup']],
    ['from a newer version', file.replace('"v":1,', '"v":2,'), de.backup.problem.newer],
  ];
  for (const [label, text, sentence] of cases) {
    await choose(page, `${label}.json`, text);
    await expect(page.getByTestId('backup-problem'), label).toHaveText(sentence);
    await expect(page.getByTestId('backup-chosen')).toHaveCount(0);
    expect(await stored(page), label).toEqual(before);
    if (process.env['KK_SHOTS'] && label === 'foreign JSON') await page.screenshot({ path: info.outputPath('backup-foreign.png'), fullPage: true });
  }
  // A good file chosen and then cancelled changes nothing either.
  await choose(page, 'good.json', file);
  await expect(page.getByTestId('backup-chosen')).toBeVisible();
  await page.getByRole('button', { name: de.backup.cancel }).click();
  await expect(page.getByTestId('backup-chosen')).toHaveCount(0);
  expect(await stored(page)).toEqual(before);
});

test('issue 32: Einstellungen shows the browser’s answer about keeping the data for good', async ({ page }) => {
  await page.goto('./#/2048?seed=3');
  await page.keyboard.press('ArrowLeft');
  await page.goto('./#/');
  await openSettings(page);
  const state = page.getByTestId('persist-state');
  await expect(state).not.toHaveAttribute('data-state', 'unknown');
  const answer = await state.getAttribute('data-state');
  const persisted = await page.evaluate(() => navigator.storage.persisted());
  expect(answer).toBe(persisted ? 'granted' : 'refused');
  await expect(state).toHaveText(persisted ? de.backup.persistGranted : de.backup.persistRefused);
});
