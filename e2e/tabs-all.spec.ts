// Issue 26: two tabs of the same round, moves alternating between them (A, B, A, B), for every
// registered game on the shared screen. Nothing is lost: after each move the other tab says that
// another tab went on and offers the newer game (or, with nothing of its own to lose, takes it);
// once taken it shows every move made in both tabs, and the save holds them all.
import type { Page } from '@playwright/test';
import { GAMES } from '../src/games/registry.ts';
import { test, expect } from './fixtures.ts';
import { boardShown, driveOf, savesOf } from './drive.ts';

test.use({ reducedMotion: 'reduce' });

const MOVES_MADE = 4;

const status = (p: Page) => p.locator('[data-screen="status"]');
const ready = (p: Page) => expect(p.locator('[data-screen-root] [data-testid="round-label"]')).toBeVisible();

for (const g of GAMES) {
  test(`issue 26: ${g.id}: two tabs alternating moves lose nothing; the stale tab says so and offers the newer game`, async ({ context }) => {
    test.slow(); // four tabs and nine moves: give a busy machine time
    const a = await context.newPage();
    await a.goto(`./#/${g.id}`);
    await expect(a.locator('main h1').first()).toBeVisible();
    await expect(a.locator('[data-screen-root]'), `${g.id} is on the shared screen`).toHaveCount(1);
    const move = (await driveOf(g.id))?.move;
    if (!move) throw new Error(`${g.id}: add e2e/${g.id}.drive.ts (one legal move, see e2e/drive.ts)`);
    await ready(a);
    const b = await context.newPage();
    await b.goto(a.url());
    await ready(b);
    let last = await boardShown(a);
    expect(await boardShown(b), `${g.id}: both tabs open the same round`).toBe(last);
    const tabs = [a, b] as const;
    for (let k = 0; k < MOVES_MADE; k++) {
      const mover = tabs[k % 2] as Page;
      const stale = tabs[(k + 1) % 2] as Page;
      const who = `${g.id} move ${k + 1} in tab ${k % 2 === 0 ? 'A' : 'B'}`;
      expect(await boardShown(mover), `${who}: the tab moves on from every move made so far`).toBe(last);
      // A person switches to the tab they play in.
      await mover.bringToFront();
      await move(mover, k);
      // A move's save is written after the next paint: give it a moment before deciding there is none.
      const saved =
        k > 0 ||
        (await expect
          .poll(() => savesOf(mover, g.id), { timeout: 2000 })
          .not.toBe('')
          .then(
            () => true,
            () => false,
          ));
      if (!saved) {
        // Nothing reaches the device (Pyramid keeps its deal in the open page only, PYR-11): tabs share nothing to lose.
        test.skip(true, `${g.id} saves no game on the device: two tabs share nothing`);
      }
      const now = await boardShown(mover);
      expect(now, `${who}: the move shows`).not.toBe(last);
      last = now;
      // The other tab says so, and offers the newer game (a tab with nothing of its own takes it at once).
      await expect(status(stale), `${who}: the other tab says another tab went on`).toContainText('anderen Tab');
      const follow = stale.getByTestId('follow-other-tab');
      if (await follow.isVisible()) {
        // It saves nothing over the newer game meanwhile.
        const saved = await savesOf(stale, g.id);
        await follow.click();
        expect(await savesOf(stale, g.id)).toBe(saved);
      }
      await expect(status(stale), `${who}: the other tab took the newer game`).toContainText('Der neuere Stand aus dem anderen Tab ist geladen');
      await expect.poll(() => boardShown(stale), `${who}: the other tab shows every move made`).toBe(last);
    }
    // The save holds every move: a third tab opening the round shows them all.
    const saves = await savesOf(a, g.id);
    const steps = saves
      .split('\n')
      .map((line) => (JSON.parse(line.slice(line.indexOf('=') + 1)) as { data?: { log?: { steps?: unknown[] } } }).data?.log?.steps?.length ?? 0);
    // A save with its steps holds one per move (a position-only save, FreeCell's, shows them on the board).
    if (steps.some((n) => n > 0)) expect(steps, `${g.id}: the save's steps`).toEqual([MOVES_MADE]);
    const c = await context.newPage();
    await c.goto(a.url());
    await ready(c);
    await expect.poll(() => boardShown(c), `${g.id}: the save holds every move of both tabs`).toBe(last);
    // One more move in tab A; tab B, stale again, is closed: leaving writes nothing older over it.
    await move(a, MOVES_MADE);
    last = await boardShown(a);
    await expect(status(b), `${g.id}: tab B hears of the last move`).toContainText('anderen Tab');
    await b.close({ runBeforeUnload: true });
    const d = await context.newPage();
    await d.goto(a.url());
    await ready(d);
    await expect.poll(() => boardShown(d), `${g.id}: the stale tab left nothing older in the save`).toBe(last);
  });
}

// A tab that only opened the round and closed again writes the same game back on leaving (its
// play clock ran): that is no newer game, so the tab that plays goes on saving (core/saves.ts).
test('issue 26: a tab that only looked at the round and closed leaves the other tab saving', async ({ context }) => {
  const g = GAMES[0]!;
  const move = (await driveOf(g.id))?.move;
  if (!move) throw new Error(`${g.id}: add e2e/${g.id}.drive.ts`);
  const a = await context.newPage();
  await a.goto(`./#/${g.id}`);
  await ready(a);
  await move(a, 0);
  const c = await context.newPage();
  await c.goto(a.url());
  await ready(c);
  await c.waitForTimeout(500);
  await c.close({ runBeforeUnload: true });
  const before = await savesOf(a, g.id);
  await move(a, 1);
  await expect.poll(() => savesOf(a, g.id)).not.toBe(before);
  await expect(a.getByTestId('follow-other-tab')).toHaveCount(0);
  await expect(status(a)).not.toContainText('anderen Tab');
});
