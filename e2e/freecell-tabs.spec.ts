// FreeCell in two tabs, one save: a tab follows what another tab saved, or says so and asks, but
// never overwrites another tab's progress without a word (issue 14, defect 5; every game: tabs-all).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

test.use({ reducedMotion: 'reduce' });

const counter = (p: Page) => p.locator('[data-counter="moves"] dd');
/** The shared screen's status line: it says when another tab took over and offers the choice (issue 20). */
const status = (p: Page) => p.locator('[data-screen="status"]');
const storedFreeSave = (p: Page) =>
  p.evaluate(() => JSON.parse(localStorage.getItem('knobelkiste:freecell/slot/free') ?? 'null')?.data?.meta as { deal: number; moves: number } | null);

test("FC-12 the same deal in two tabs: each tab follows the other one's moves; nothing is lost", async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('./#/freecell?deal=617');
  await expect(counter(a)).toHaveText('0');
  await b.goto('./#/freecell?deal=617');
  await expect(counter(b)).toHaveText('0');
  // Tab A plays: tab B follows at once and says why its table changed.
  await a.keyboard.press('8');
  await a.keyboard.press('a');
  await expect(counter(a)).toHaveText('1');
  await expect(counter(b)).toHaveText('1');
  await expect(b.getByRole('status').filter({ hasText: 'anderen Tab' })).toBeVisible();
  expect(await b.locator('[data-place="cell-0"]').getAttribute('aria-label')).toBe(await a.locator('[data-place="cell-0"]').getAttribute('aria-label'));
  // Tab B plays on from there: tab A follows, the save holds both moves.
  await b.keyboard.press('7');
  await b.keyboard.press('b');
  await expect(counter(b)).toHaveText('2');
  await expect(counter(a)).toHaveText('2');
  expect(await storedFreeSave(a)).toMatchObject({ deal: 617, moves: 2 });
  await a.reload();
  await expect(counter(a)).toHaveText('2');
});

test('FC-12 FC-18 another deal started in a second tab: the first tab says so, saves nothing over it and offers to load it', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('./#/freecell?deal=617');
  await expect(counter(a)).toHaveText('0');
  await a.keyboard.press('8');
  await a.keyboard.press('a');
  await expect(counter(a)).toHaveText('1');
  await b.goto('./#/freecell?deal=5');
  await expect(counter(b)).toHaveText('0');
  await b.keyboard.press('1');
  await b.keyboard.press('a');
  await expect(counter(b)).toHaveText('1');
  await expect(status(a)).toContainText('anderen Tab');
  // A move in tab A stays in tab A: the stored game is still tab B's.
  await a.keyboard.press('7');
  await a.keyboard.press('b');
  await expect(counter(a)).toHaveText('2');
  expect(await storedFreeSave(a)).toMatchObject({ deal: 5, moves: 1 });
  await a.getByTestId('follow-other-tab').click();
  await expect(a.getByTestId('round-label')).toContainText('Blatt Nr. 5');
  await expect(counter(a)).toHaveText('1');
  await expect(a).toHaveURL(/deal=5$/);
  await expect(a.getByTestId('follow-other-tab')).toHaveCount(0);
});

test('FC-12 keeping the game of this tab is a choice the player makes, and then it is saved', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('./#/freecell?deal=617');
  await expect(counter(a)).toHaveText('0');
  await a.keyboard.press('8');
  await a.keyboard.press('a');
  await b.goto('./#/freecell?deal=5');
  await expect(counter(b)).toHaveText('0');
  await b.keyboard.press('1');
  await b.keyboard.press('a');
  await a.getByRole('button', { name: 'Hier weiterspielen' }).click();
  await expect(a.getByTestId('follow-other-tab')).toHaveCount(0);
  expect(await storedFreeSave(a)).toMatchObject({ deal: 617, moves: 1 });
  // Now tab B is the one told about it.
  await expect(status(b)).toContainText('anderen Tab');
  await expect(b.getByTestId('follow-other-tab')).toBeVisible();
});
