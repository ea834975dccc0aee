// Issue 32 in Chromium: a backup made after playing three games (each through its e2e/<id>.drive.ts),
// loaded into a fresh browser context, brings back every stored entry and the games resume where
// they were; a broken file and a foreign JSON file change nothing and say so in German.
// KK_SHOTS=1 keeps screenshots in the test's output folder.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { de } from '../src/app/i18n/de.ts';
import { GAMES, GROUPS } from '../src/games/registry.ts';
import type { GameEntry } from '../src/ui/entry.ts';
import { boardShown, driveOf, type Drive } from './drive.ts';
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

/** A registered game with its e2e driver (e2e/<id>.drive.ts): this suite plays games only through them. */
async function driven(g: GameEntry): Promise<Drive> {
  const drive = await driveOf(g.id);
  if (!drive) throw new Error(`${g.id}: add e2e/${g.id}.drive.ts`);
  return drive;
}

/** Two moves of a game as a person would make them; what its screen then shows. */
async function twoMoves(page: Page, g: GameEntry): Promise<string> {
  const drive = await driven(g);
  await page.goto(`./#/${g.id}`);
  await expect(page.locator('[data-screen-root] [data-testid="round-label"]')).toBeVisible();
  await drive.move(page, 0);
  await drive.move(page, 1);
  return boardShown(page);
}

/**
 * Three games played a little, each from another group of the start page where it can be: the
 * first games in registry order that the start page then offers to resume (a game that keeps no
 * round in progress would have nothing to bring back).
 */
async function playThree(page: Page): Promise<{ g: GameEntry; shown: string }[]> {
  const order = [...GROUPS.flatMap((group) => GAMES.filter((g) => g.group === group.id).slice(0, 1)), ...GAMES];
  const played: { g: GameEntry; shown: string }[] = [];
  for (const g of order) {
    if (played.length === 3) break;
    if (played.some((p) => p.g.id === g.id)) continue;
    const shown = await twoMoves(page, g);
    await page.goto('./#/');
    if ((await page.locator(`[data-game="${g.id}"] [data-testid="in-progress"]`).count()) > 0) played.push({ g, shown });
  }
  expect(played).toHaveLength(3);
  return played;
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
  expect(source.map(([k]) => k)).toEqual(expect.arrayContaining(['knobelkiste:app/settings', 'knobelkiste:app/backup']));
  for (const { g } of played)
    expect(
      source.some(([k]) => k.startsWith(`knobelkiste:${g.id}/`)),
      g.id,
    ).toBe(true);

  const other = await fresh(browser);
  const errors: string[] = [];
  other.on('pageerror', (e) => errors.push(String(e)));
  other.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  await openSettings(other);
  expect(await stored(other)).not.toEqual(source);
  await choose(other, 'knobelkiste-sicherung.json', file);
  const chosen = other.getByTestId('backup-chosen');
  await expect(chosen).toBeVisible();
  for (const { g } of played) await expect(chosen.getByRole('listitem').filter({ hasText: new RegExp(`^${g.name}: \\d+ angefangene`) })).toHaveCount(1);
  await expect(chosen).toContainText(de.backup.appSettings);
  await expect(chosen).toContainText(de.backup.replaceWarning);
  if (process.env['KK_SHOTS']) await other.screenshot({ path: info.outputPath('backup-chosen.png'), fullPage: true });
  // Asked first: nothing is replaced until the player says so.
  expect((await stored(other)).some(([k]) => k.includes('/slot/'))).toBe(false);
  await other.getByTestId('backup-replace').click();
  await expect(other.getByTestId('backup-note')).toHaveText(de.backup.restored);
  expect(await stored(other)).toEqual(source);
  await expect(other.getByTestId('last-backup')).toContainText('Letzte Sicherung: ');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

  // The games resume where they were, from the start page's "Weiterspielen": the same round, counters and board.
  for (const { g, shown } of played) {
    await other.goto('./#/');
    const card = other.locator(`[data-game="${g.id}"]`);
    await expect(card.getByTestId('in-progress')).toBeVisible();
    await card.getByRole('link', { name: new RegExp(`^${de.home.resume}`) }).click();
    await expect.poll(() => boardShown(other), { message: g.id }).toBe(shown);
  }
  expect(errors).toEqual([]);
  await other.context().close();
});

test('issue 32: a broken backup, a foreign JSON file and a newer backup change nothing and say why in German', async ({ page }, info) => {
  await twoMoves(page, GAMES[0] as GameEntry);
  const file = await makeBackup(page);
  const before = await stored(page);
  // A save changed by hand: one digit of the game in progress, inside its stored text.
  const lines = file.split('\n');
  const at = lines.findIndex((l) => l.includes('/slot/'));
  const line = lines[at] ?? '';
  const digit = line.search(/\d(?=\D*$)/);
  lines[at] = line.slice(0, digit) + String((Number(line[digit]) + 1) % 10) + line.slice(digit + 1);
  const edited = lines.join('\n');
  expect(at).toBeGreaterThan(0);
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
  await twoMoves(page, GAMES[0] as GameEntry);
  await page.goto('./#/');
  await openSettings(page);
  const state = page.getByTestId('persist-state');
  await expect(state).not.toHaveAttribute('data-state', 'unknown');
  const answer = await state.getAttribute('data-state');
  const persisted = await page.evaluate(() => navigator.storage.persisted());
  expect(answer).toBe(persisted ? 'granted' : 'refused');
  await expect(state).toHaveText(persisted ? de.backup.persistGranted : de.backup.persistRefused);
});
