// Paare verbinden in the suites that run over every game (e2e/drive.ts): one legal move as a
// person makes it, and the inputs the tap-time suite times.
import { expect, type Page } from '@playwright/test';
import { connectablePairs, initialState } from '../src/games/connect/rules.ts';
import { WIDTH } from '../src/games/connect/path.ts';
import { firstThatMoves, reopen, type Drive, type Try } from './drive.ts';

const ID = 'connect';

/** A tap on each card of a pair while both are still on the board (a refused pair changes nothing). */
const tapPair =
  (page: Page, a: number, b: number): Try =>
  async () => {
    for (const i of [a, b]) {
      const card = page.locator(`[data-board] .cell[data-i="${i}"]`);
      if ((await card.getAttribute('aria-disabled')) === 'true') return;
      // Cards may still glide in from the deal (a tap skips it): tap where the card is now.
      await card.click({ force: true });
    }
  };

/**
 * Pairs of cards with the same picture, as the board's cell indexes, at most `max`: the pairs the
 * rules can connect now first (the board as drawn, read by the game's own path rule), then the rest.
 * A refused try waits for a move that never comes, so a random deal must not put those first.
 */
async function samePictures(page: Page, max: number): Promise<[number, number][]> {
  const board = page.locator('[data-board] [data-dealing]').first();
  if ((await board.getAttribute('data-dealing')) === 'true') await page.locator('[data-screen="status"]').click();
  const seen = await page
    .locator('[data-board] .cell[data-i]')
    .evaluateAll((els) => els.map((e) => [Number(e.getAttribute('data-i')), Number(e.getAttribute('data-sym'))] as const));
  const cells: number[] = [];
  for (const [i, sym] of seen) cells[i] = sym;
  const height = Math.ceil(cells.length / WIDTH);
  const free = connectablePairs(
    initialState(
      Array.from({ length: height * WIDTH }, (_, i) => cells[i] ?? -1),
      height,
      'relaxed',
      null,
    ),
  ).map(([[ar, ac], [br, bc]]) => [ar * WIDTH + ac, br * WIDTH + bc] as [number, number]);
  const tried = new Set(free.map(([a, b]) => a * cells.length + b));
  const rest: [number, number][] = [];
  for (let i = 0; i < cells.length; i++)
    for (let j = i + 1; j < cells.length; j++) if ((cells[i] ?? -1) >= 0 && cells[i] === cells[j] && !tried.has(i * cells.length + j)) rest.push([i, j]);
  return [...free, ...rest].slice(0, max);
}

export const drive: Drive = {
  // Clear a pair of the same picture whose path is free (no hint: a hint is a recorded step too).
  move: async (page) =>
    firstThatMoves(
      page,
      ID,
      (await samePictures(page, 60)).map(([a, b]) => tapPair(page, a, b)),
      1500,
    ),
  // The hint's pair, tapped card by card (the hint key itself is not timed).
  perf: {
    url: '#/connect?code=41739205-b&mode=relaxed',
    async next(page, k) {
      const hinted = page.locator('.cell.hinted');
      if (k % 2 === 0) {
        // The board is cleared: the same deal again, for runs of more taps than one round has.
        if ((await page.locator('[data-board] .cell.card').count()) === 0) await reopen(page, ID, drive.perf.url);
        const board = page.locator('[data-board] [data-dealing]').first();
        if ((await board.getAttribute('data-dealing')) === 'true') await page.locator('[data-screen="status"]').click();
        await page.keyboard.press('h');
        await expect(hinted).toHaveCount(2);
        return { tap: hinted.nth(0) };
      }
      return { tap: hinted.nth(1) };
    },
  },
};
