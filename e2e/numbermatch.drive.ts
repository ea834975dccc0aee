// Number Match in the suites that run over every game (e2e/drive.ts): one legal move as a person
// makes it, and the inputs the tap-time suite times.
import { expect } from '@playwright/test';
import { firstThatMoves, keys, reopen, type Drive } from './drive.ts';

const ID = 'numbermatch';

export const drive: Drive = {
  // Add the numbers left as new rows, else tap the pair the hint marks.
  move: (page) =>
    firstThatMoves(page, ID, [
      keys(page, 'a'),
      async () => {
        await page.keyboard.press('h');
        const hinted = page.locator('.cell.hint');
        await expect(hinted).toHaveCount(2);
        const second = await hinted.nth(1).getAttribute('data-cell');
        await hinted.nth(0).click();
        await page.locator(`[data-cell="${second}"]`).click();
      },
    ]),
  // A pair that follows in reading order: tap its first number, then its second.
  perf: {
    url: '#/numbermatch?seed=7',
    async next(page, k) {
      if (k % 2 === 1) return { tap: page.locator('[data-perf="b"]') };
      const found = await page.evaluate(() => {
        for (const el of document.querySelectorAll('[data-perf]')) el.removeAttribute('data-perf');
        // The drawn cells by index; the first number from each cell along reading order, down, and
        // both diagonals down (NUM-2) is its only partner there.
        const byIndex = new Map<number, HTMLElement>();
        for (const el of document.querySelectorAll<HTMLElement>('[data-cell][data-value]')) {
          const [r, c] = (el.dataset['cell'] ?? '0,0').split(',').map(Number);
          byIndex.set((r ?? 0) * 9 + (c ?? 0), el);
        }
        const value = (i: number): number => Number(byIndex.get(i)?.dataset['value'] ?? -1);
        const last = Math.max(...byIndex.keys());
        for (const [i, el] of [...byIndex].sort((x, y) => x[0] - y[0])) {
          const v = value(i);
          if (v <= 0) continue;
          for (const step of [1, 9, 10, 8]) {
            let j = i + step;
            while (j <= last && value(j) === 0 && (step === 1 || (step === 10 ? j % 9 !== 0 : step === 8 ? j % 9 !== 8 : true))) j += step;
            if (step === 10 && j % 9 === 0) continue;
            if (step === 8 && j % 9 === 8) continue;
            const w = value(j);
            if (w > 0 && (w === v || w + v === 10)) {
              el.setAttribute('data-perf', 'a');
              byIndex.get(j)?.setAttribute('data-perf', 'b');
              return true;
            }
          }
        }
        return false;
      });
      if (!found) {
        // No pair left: add the numbers again, or, when that is used up or the round is over, the
        // same stage anew (runs of more taps than one round has).
        const add = page.getByTestId('nm-add');
        if ((await add.isVisible()) && (await add.isEnabled())) await add.click();
        else await reopen(page, ID, drive.perf.url);
        return drive.perf.next(page, k);
      }
      return { tap: page.locator('[data-perf="a"]') };
    },
  },
};
