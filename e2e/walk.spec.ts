// Issue 34: random play as a test, over every game of the registry (a new game is walked without
// editing this file: its e2e/<id>.drive.ts only says what a reload keeps when that is less than the
// whole game). At phone size by touch and at desktop size by mouse, a seeded walk taps, drags,
// swipes, long-presses and types over the game's page, its menu, help and statistics and the app's
// other routes: no page error and no console error may occur, and every few dozen actions a reload
// must show the game as it was (round, counters, the board's names, Rückgängig and Wiederholen).
//
//   KK_WALK=5000            actions per game and screen (default 100: two hundred per game in npm test)
//   KK_WALK_VERBOSE=1       print every action and what the screen shows after it
//   KK_WALK_SEED=123        the run's seed (default fixed, so npm test walks the same way each time);
//                           a failing walk prints the line that replays it
import { GAMES } from '../src/games/registry.ts';
import { driveOf, savesOf } from './drive.ts';
import { test, expect } from './fixtures.ts';
import { Walker, seedPage, settled, shownOf, walkSeed, type Shown } from './walk.ts';

const ACTIONS = Number(process.env['KK_WALK'] ?? 100);
const BASE = Number(process.env['KK_WALK_SEED'] ?? 34);
/** KK_WALK_VERBOSE=1: every action with what the screen shows after it. */
const VERBOSE = process.env['KK_WALK_VERBOSE'] === '1';
/** Actions between two reload checks (and one after the last action). */
const RELOAD_EVERY = 50;

// Device pixels per CSS pixel 1: no page code reads devicePixelRatio, and the software renderer
// draws a quarter of the pixels of a phone's 2 (the walk's budget in npm test is tight).
const SCREENS = [
  { name: 'phone', touch: true, use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 } },
  { name: 'desktop', touch: false, use: { viewport: { width: 1280, height: 800 } } },
] as const;

/** The fields of two snapshots that differ, shortly (the first differing board names). */
function differences(a: Shown, b: Shown, fields: readonly (keyof Shown)[]): string[] {
  const out: string[] = [];
  for (const f of fields) {
    const x = JSON.stringify(a[f]);
    const y = JSON.stringify(b[f]);
    if (x === y) continue;
    if (f === 'board') {
      const i = a.board.findIndex((n, k) => n !== b.board[k]);
      out.push(`board (${a.board.length} → ${b.board.length} names; first difference at ${i}: "${a.board[i] ?? ''}" → "${b.board[i] ?? ''}")`);
    } else out.push(`${f}: ${x} → ${y}`);
  }
  return out;
}

for (const screen of SCREENS) {
  test.describe(`random play at ${screen.name} size`, () => {
    test.use(screen.use);
    for (const [n, g] of GAMES.entries()) {
      test(`issue 34: ${g.id} at ${screen.name} size: ${ACTIONS} random actions raise no error, and a reload shows the game as it was`, async ({
        page,
        consoleErrors,
      }) => {
        // A second per action and reload is ample on a quiet machine; a busy one needs most of it.
        test.setTimeout(60_000 + ACTIONS * 1000);
        // A game keeps all of itself over a reload unless its e2e/<id>.drive.ts declares less.
        const keeps = (await driveOf(g.id))?.reload ?? 'game';
        const seed = walkSeed(BASE, g.id, screen.name);
        const log: string[] = [];
        const fail = (why: string): never => {
          throw new Error(
            `${g.id} at ${screen.name} size: ${why}\n  replay: KK_WALK_SEED=${BASE} KK_WALK=${ACTIONS} npx playwright test e2e/walk.spec.ts -g "${g.id} at ${screen.name} size"\n  last actions:\n    ${log.slice(-25).join('\n    ')}`,
          );
        };
        page.on('dialog', (d) => void d.dismiss());
        page.on('popup', (p) => void p.close());
        await seedPage(page, seed);
        const other = GAMES[(n + 1) % GAMES.length] ?? g;
        const routes = ['#/', '#/stats', '#/settings', `#/${g.id}/help`, `#/${other.id}`, ...(g.daily ? [`#/${g.id}?${g.daily}`] : [])];
        const walker = new Walker(page, { id: g.id, touch: screen.touch, seed, routes });
        await page.goto(`./#/${g.id}`);
        await expect(page.locator('[data-screen-root]')).toHaveCount(1);

        /** Reload on the game's route and compare what it shows with what it showed. */
        const reloadCheck = async (at: number): Promise<void> => {
          if (!walker.onGame()) {
            await page.goto(`./#/${g.id}`);
            log.push(`${at}: back to #/${g.id} for the reload check`);
          }
          // A choice not yet played (a held card, a chosen bowl) is not the game: a reload drops it, and the
          // screen says no move is missing (issue 34). The player lets go first, so both sides compare the game.
          // Esc closes an open menu or question first (up to three stacked), then lets go.
          for (let n = 0; n < 3 && (await page.locator('dialog[open]').count()) > 0; n++) await page.keyboard.press('Escape');
          await page.keyboard.press('Escape');
          const before = await settled(page);
          // No round on screen (a rewards screen), or a round that ended (its save may be cleared on
          // purpose; a panel stepped aside to study the board comes back after a reload).
          if (before === null || (await page.locator('[data-testid="end-panel"], [data-testid="end-panel-back"]').count()) > 0) return;
          await page.reload();
          log.push(`${at}: reload`);
          await expect(page.locator('[data-screen-root] [data-testid="round-label"]')).toBeVisible({ timeout: 20_000 });
          const after = (await settled(page)) ?? (await shownOf(page));
          if (after === null) return fail('after the reload no round is on screen');
          const fields: (keyof Shown)[] =
            keeps === 'round' ? ['label'] : keeps === 'position' ? ['label', 'counters', 'board'] : ['label', 'counters', 'board', 'undo', 'redo'];
          const diff = differences(before, after, fields);
          if (keeps === 'position' && (after.undo === true || after.redo === true)) diff.push('undo or redo on after a reload that keeps the position only');
          if (diff.length > 0) {
            const saves = (await savesOf(page, g.id)).slice(0, 1500);
            fail(`after the reload the game shows something else:\n    ${diff.join('\n    ')}\n  the game's saves now: ${saves}`);
          }
          if (consoleErrors.length > 0) fail(`page or console error on the reload: ${consoleErrors.join(' | ')}`);
        };

        const started = Date.now();
        let reloading = 0;
        for (let i = 1; i <= ACTIONS; i++) {
          let what: string;
          try {
            what = await walker.step();
          } catch (e) {
            return fail(`action ${i} could not be done: ${String(e)}`);
          }
          log.push(`${i}: ${what}`);
          if (VERBOSE) {
            const s = await shownOf(page).catch(() => null);
            console.log(
              `${g.id} ${screen.name} ${i}: ${what}  |  ${s ? `${s.label} ${s.counters.join(' ')} undo:${s.undo} redo:${s.redo}` : '-'}  |  ${(await savesOf(page, g.id).catch(() => '')).length} bytes saved`,
            );
          }
          if (consoleErrors.length > 0) fail(`page or console error after action ${i}: ${consoleErrors.join(' | ')}`);
          if (i % RELOAD_EVERY === 0 || i === ACTIONS) {
            const t = Date.now();
            await reloadCheck(i);
            reloading += Date.now() - t;
          }
        }
        const s = (ms: number): string => (ms / 1000).toFixed(1);
        const summary = `${g.id} at ${screen.name} size: ${ACTIONS} actions in ${s(Date.now() - started - reloading)} s, reload checks ${s(reloading)} s, seed ${seed}`;
        test.info().annotations.push({ type: 'walk', description: summary });
        if (VERBOSE || process.env['KK_WALK'] !== undefined) console.log(summary);
      });
    }
  });
}
