// __NAME__ in the suites that run over every game (e2e/drive.ts): one legal move as a person makes
// it, and the taps the tap-time suite times.
import type { Locator, Page } from '@playwright/test';
import { firstThatMoves, type Drive } from './drive.ts';

const ID = '__ID__';

/**
 * A light that is off, the k-th in turn: pressing it turns it on, so the board never goes dark and a
 * suite's moves never end the round. (With every light on, any light.)
 */
async function offLight(page: Page, k: number): Promise<Locator> {
  const off = page.locator('[data-cell][data-lit="off"]');
  const n = await off.count();
  return n > 0 ? off.nth(k % n) : page.locator('[data-cell]').nth(k % 25);
}

export const drive: Drive = {
  move: (page, k) => firstThatMoves(page, ID, [async () => (await offLight(page, k)).click()]),
  perf: { url: `#/${ID}?seed=1`, next: async (page, k) => ({ tap: await offLight(page, k) }) },
};
