// Paare verbinden in the suites that run over every game (e2e/drive.ts): one legal move as a
// person makes it, and the inputs the tap-time suite times.
import { expect, type Page } from '@playwright/test';
import { firstThatMoves, type Drive, type Try } from './drive.ts';

const ID = 'connect';

/** A tap on each card of a pair while both are still on the board (a refused pair changes nothing). */
const tapPair =
  (page: Page, a: number, b: number): Try =>
  async () => {
    const cards = page.locator('[data-board] .cell[aria-label]');
    for (const i of [a, b]) {
      if ((await cards.nth(i).getAttribute('aria-disabled')) === 'true') return;
      // Cards may still glide in from the deal (a tap skips it): tap where the card is now.
      await cards.nth(i).click({ force: true });
    }
  };

/** Pairs of cards with the same picture, as indexes of the board's cards, at most `max`. */
async function samePictures(page: Page, max: number): Promise<[number, number][]> {
  const board = page.locator('[data-board] [data-dealing]').first();
  if ((await board.getAttribute('data-dealing')) === 'true') await page.locator('[data-screen="status"]').click();
  const labels = await page
    .locator('[data-board] .cell[aria-label]')
    .evaluateAll((els) => els.map((e) => (e.getAttribute('aria-label') ?? '').split(',')[0] ?? ''));
  const pairs: [number, number][] = [];
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++) if (labels[i] !== 'Leer' && labels[i] === labels[j] && pairs.length < max) pairs.push([i, j]);
  return pairs;
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
