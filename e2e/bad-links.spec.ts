// Issue 26: a bad link never loses a game. For every registered game on the shared screen and every
// query parameter its links read (GameEntry.params), bad values (empty, negative, huge, not a
// number, script text, 10 KB) are opened over a saved game, both in the open page and as the page's
// first route: every stored entry stays byte for byte, a German sentence says so, the address no
// longer carries the bad value, and the board shown is the saved game.
import type { Page } from '@playwright/test';
import { GAMES } from '../src/games/registry.ts';
import { test, expect } from './fixtures.ts';
import { boardShown, driveOf } from './drive.ts';

test.use({ reducedMotion: 'reduce' });

const BAD: readonly { readonly what: string; readonly value: string }[] = [
  { what: 'empty', value: '' },
  { what: 'negative', value: '-1' },
  { what: 'huge', value: '9'.repeat(30) },
  { what: 'not a number', value: 'NaN' },
  { what: 'script text', value: '<script>alert(1)</script>' },
  { what: '10 KB of text', value: 'x'.repeat(10 * 1024) },
];

/** Parameters read only beside another (roundKit reads `day` with `daily=1`): the round they refine is that one. */
const BESIDE: Readonly<Record<string, string>> = { day: 'daily=1' };

/** Something German: an umlaut, German quotes or a common German word. */
const GERMAN = /[äöüßÄÖÜ„“]|\b(nicht|kein|keine|ist|gibt|bitte|nur)\b/;

const stored = (page: Page): Promise<Record<string, string | null>> =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));

const go = (page: Page, hash: string): Promise<void> => page.evaluate((h) => void (location.hash = h), hash);

/** The query of the address bar's route. */
const addressQuery = (page: Page): URLSearchParams => {
  const hash = new URL(page.url()).hash;
  const q = hash.indexOf('?');
  return new URLSearchParams(q < 0 ? '' : hash.slice(q + 1));
};

const screenReady = (page: Page) => expect(page.locator('[data-screen-root] [data-testid="round-label"]')).toBeVisible();

/** The start page: the game's page is gone (it saved on leaving). */
async function leave(page: Page): Promise<void> {
  await go(page, '#/');
  await expect(page.getByTestId('game-list')).toBeVisible();
}

for (const g of GAMES) {
  test(`issue 26: ${g.id}: a bad value in any parameter of its links changes nothing stored, says so and shows the saved game`, async ({ page }) => {
    test.setTimeout(180_000);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`./#/${g.id}`);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('[data-screen-root]'), `${g.id} is on the shared screen`).toHaveCount(1);
    expect(g.params, `${g.id}: its entry.ts lists the query parameters its links read (GameEntry.params)`).toBeDefined();
    const move = (await driveOf(g.id))?.move;
    if (!move) throw new Error(`${g.id}: add e2e/${g.id}.drive.ts (one legal move, see e2e/drive.ts)`);
    const said = page.locator('[data-screen-root] .status[data-tone="warn"] [data-screen="status"], [data-screen-root] [role="alert"]').first();
    let k = 0;
    for (const param of g.params ?? []) {
      // A saved game of the round the parameter refines: one move played and saved.
      const beside = BESIDE[param];
      // Opened afresh: a bare link continues the saved game, as a first route does.
      await leave(page);
      await go(page, `#/${g.id}${beside ? `?${beside}` : ''}`);
      await screenReady(page);
      await move(page, k++);
      const base = new URL(page.url()).hash;
      const shown = await boardShown(page);
      const linkOf = (value: string): string => {
        const q = new URLSearchParams(beside);
        q.set(param, value);
        return `#/${g.id}?${q.toString()}`;
      };
      const check = async (what: string, value: string, before: Record<string, string | null>): Promise<void> => {
        await expect.poll(() => addressQuery(page).get(param), `${what}: the address no longer carries the bad value`).not.toBe(value);
        await expect(said, `${what}: a German sentence says so`).toHaveText(GERMAN);
        expect((await said.textContent())?.length ?? 0, `${what}: the sentence is short enough to read`).toBeLessThan(400);
        for (const [p, v] of addressQuery(page)) if (value !== '') expect(v, `${what}: the address's ${p}`).not.toBe(value);
        await expect.poll(() => boardShown(page), `${what}: the board shown is the saved game`).toBe(shown);
        expect(await stored(page), `${what}: every stored entry is unchanged`).toEqual(before);
      };
      // In the open page: the game on screen stays. The first bad link comes after the resumed
      // game's own sentence; each next one corrects the address again (read from the same rules).
      await leave(page);
      await go(page, base);
      await screenReady(page);
      await expect(page.locator('[data-screen-root] .status[data-tone="warn"]')).toHaveCount(0);
      const open = await stored(page);
      for (const bad of BAD) {
        await go(page, linkOf(bad.value));
        await check(`${g.id} ${param}=${bad.what} in the open page`, bad.value, open);
      }
      // As the page's first route: the saved game opens, nothing is written over it.
      for (const bad of BAD) {
        await leave(page);
        const before = await stored(page);
        await go(page, linkOf(bad.value));
        await screenReady(page);
        await check(`${g.id} ${param}=${bad.what} as the first route`, bad.value, before);
      }
    }
    expect(dialogs, `${g.id}: no script ran from a link`).toEqual([]);
  });
}
