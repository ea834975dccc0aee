// Minesweeper in the suites that run over every game (e2e/drive.ts): one legal move as a person
// makes it, and the inputs the tap-time suite times.
import { firstThatMoves, keys, type Drive } from './drive.ts';

const ID = 'mines';

export const drive: Drive = {
  // Open the board at the cursor (its first tap deals it), then flag a covered cell in flag mode (M).
  move: async (page, k) => {
    const covered = page.locator('[data-board] [aria-label$=": verdeckt"]');
    if ((await covered.count()) === (await page.locator('[data-board] [aria-label*=", Reihe "]').count()))
      return firstThatMoves(page, ID, [keys(page, 'ArrowDown', ' ')], 5000);
    return firstThatMoves(page, ID, [
      async () => {
        await page.keyboard.press('m');
        await covered.nth(k % (await covered.count())).click();
        await page.keyboard.press('m');
      },
    ]);
  },
  // The first tap opens the field; then, in flag mode, flags go on and off covered cells.
  perf: {
    url: '#/mines?seed=1',
    async next(page, k) {
      if (k === 0) return { tap: page.locator('[data-cell="40"]') };
      if (k === 1) await page.getByTestId('flag-mode').click();
      return { tap: page.locator('[data-look="covered"], [data-look="flag"]').nth(k % 6) };
    },
  },
};
