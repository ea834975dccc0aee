// Farbschalen in the suites that run over every game (e2e/drive.ts): one legal move as a person
// makes it, and the inputs the tap-time suite times.
import type { Page } from '@playwright/test';
import { firstThatMoves, type Drive } from './drive.ts';

const ID = 'bowls';

/** The bowls with stones that can be sown (not frozen), fullest first. */
async function playable(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>('button[data-bowl]')]
      .filter((b) => Number(b.dataset['count']) > 0 && !/gefroren/.test(b.getAttribute('aria-label') ?? '') && !b.disabled)
      .sort((a, b) => Number(b.dataset['count']) - Number(a.dataset['count']))
      .map((b) => Number(b.dataset['bowl'])),
  );
}

/** Select a bowl, then confirm with the toolbar's Verteilen (a tap on each). */
const sow = (page: Page, i: number) => async (): Promise<void> => {
  await page.locator(`button[data-bowl="${i}"]`).click();
  await page.getByTestId('play').click();
};

/** The bowl the tap-time suite selected and then sows. */
let picked = 0;

export const drive: Drive = {
  // Sow one of the bowls with stones.
  move: async (page) => {
    await page.locator('button[data-bowl]').first().waitFor();
    const bowls = (await playable(page)).slice(0, 4);
    return firstThatMoves(
      page,
      ID,
      bowls.map((i) => sow(page, i)),
      3000,
    );
  },
  // A bowl tapped twice: the first tap selects (and shows the queue), the second sows it.
  perf: {
    url: '#/bowls?seed=7',
    async next(page, k) {
      if (k % 2 === 0) [picked = 0] = await playable(page);
      return { tap: page.locator(`button[data-bowl="${picked}"]`) };
    },
  },
};
