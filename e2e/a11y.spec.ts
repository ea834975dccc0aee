// HUB-4 HUB-7 automated accessibility checks (axe-core) on every page, light and dark (the dark
// scheme runs the colour rules, see axe.ts).
import { axeProblems, scopeFor } from './axe.ts';
import { test, expect } from './fixtures.ts';
import { GAMES } from '../src/games/registry.ts';

// The shell's pages, then every registered game's page, its daily and its help (from the registry).
const ROUTES = ['#/', '#/settings', '#/stats', ...GAMES.flatMap((g) => [`#/${g.id}`, ...(g.daily ? [`#/${g.id}?${g.daily}`] : []), `#/${g.id}/help`])];

// Two halves per scheme: a page per test would pay a fresh browser context each (~3 s here); one
// test for all of them would leave the other worker idle at the end of the run.
const HALF = Math.ceil(ROUTES.length / 2);
const HALVES = [ROUTES.slice(0, HALF), ROUTES.slice(HALF)];

for (const scheme of ['light', 'dark'] as const) {
  for (const [half, routes] of HALVES.entries()) {
    test(`HUB-4 no serious accessibility violations, pages ${half * HALF + 1}–${half * HALF + routes.length} (${scheme})`, async ({ browser }) => {
      // Eight pages, each analysed by axe: most of a minute on a busy machine.
      test.setTimeout(240_000);
      const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const r of routes) {
        await page.goto(`./${r}`);
        await expect(page.locator('main h1').first()).toBeVisible();
        // The deal is over (a board marked data-dealing while cards fly in; with reduced
        // motion there is none): axe then sees the settled page.
        await expect(page.locator('[data-dealing="true"]')).toHaveCount(0);
        problems.push(...(await axeProblems(page, r, scopeFor(scheme))));
      }
      expect(problems, problems.join('\n')).toEqual([]);
      await context.close();
    });
  }
}
