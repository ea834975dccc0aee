// Issue 34 (2): in every game of the registry that has undo, a move taken back survives a reload
// with both lists: Rückgängig and Wiederholen are on as before, and Wiederholen plays the move again.
// Where the game's rules keep less over a reload (its e2e/<id>.drive.ts says so), that is checked
// instead: FreeCell keeps the table without undo (FC-12); Pyramid keeps its deal only within the
// open page (PYR-11), so there the way out to the statistics and back must keep both lists.
import type { Page } from '@playwright/test';
import { GAMES } from '../src/games/registry.ts';
import { boardShown, driveOf, savesOf } from './drive.ts';
import { test, expect } from './fixtures.ts';

test.use({ reducedMotion: 'reduce' });

/** The board and its label without the counters: a redo may cost points where undos do (Spider SPI-6). */
const tableOf = async (page: Page): Promise<string> => {
  const { label, board } = JSON.parse(await boardShown(page)) as { label: string; board: string[] };
  return JSON.stringify({ label, board });
};

for (const g of GAMES) {
  test(`issue 34: ${g.id}: a move taken back, then a reload: Wiederholen is on and plays it again`, async ({ page }) => {
    const drive = await driveOf(g.id);
    if (!drive) throw new Error(`${g.id}: add e2e/${g.id}.drive.ts (see e2e/drive.ts)`);
    await page.goto(`./#/${g.id}`);
    await expect(page.getByTestId('round-label')).toBeVisible();
    const undo = page.locator('[data-tool="undo"]');
    const redo = page.locator('[data-tool="redo"]');
    test.skip((await undo.count()) === 0, `${g.id} has no undo (every move is final)`);
    await drive.move(page, 0);
    const played = await tableOf(page);
    await expect(undo).toBeEnabled();
    await undo.click();
    await expect.poll(() => tableOf(page)).not.toBe(played);
    const before = await boardShown(page);
    await expect(redo).toBeEnabled();
    const undoWas = await undo.isEnabled();
    if (drive.reload === 'round') {
      // The deal lives in the open page: leaving for another of the app's pages and coming back keeps it.
      await page.goto('./#/stats');
      await page.goBack();
    } else {
      // The taken-back move is saved before the reload (a move's save waits for the next paint).
      await expect.poll(() => savesOf(page, g.id).then((s) => s.includes('"redo"') || drive.reload === 'position')).toBe(true);
      await page.reload();
    }
    await expect(page.getByTestId('round-label')).toBeVisible();
    await expect.poll(() => boardShown(page)).toBe(before);
    if (drive.reload === 'position') {
      await expect(undo).toBeDisabled();
      await expect(redo).toBeDisabled();
      return;
    }
    await expect(redo).toBeEnabled();
    if (undoWas) await expect(undo).toBeEnabled();
    else await expect(undo).toBeDisabled();
    await redo.click();
    await expect.poll(() => tableOf(page)).toBe(played);
    await expect(redo).toBeDisabled();
  });
}
