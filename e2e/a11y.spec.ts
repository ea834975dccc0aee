// HUB-4 HUB-7 automated accessibility checks (axe-core) on every page, light and dark.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.ts';

const ROUTES = [
  '#/',
  '#/settings',
  '#/stats',
  '#/connect?code=41739205-b',
  '#/numbermatch',
  '#/numbermatch?classic=1',
  '#/freecell?deal=1',
  '#/pyramid?deal=7',
  '#/bowls',
  '#/bowls?daily=1',
  '#/bowls?puzzle=6',
  '#/connect/help',
  '#/numbermatch/help',
  '#/freecell/help',
  '#/pyramid/help',
  '#/bowls/help',
];

for (const scheme of ['light', 'dark'] as const) {
  test(`HUB-4 no serious accessibility violations on any page (${scheme})`, async ({ browser }) => {
    // Thirteen pages, each analysed by axe: several minutes on a busy machine (3.7 min measured at load 25).
    test.setTimeout(360_000);
    const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const r of ROUTES) {
      await page.goto(`./${r}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      // The deal is over (connect marks its board data-dealing while cards fly in; with reduced
      // motion there is none) and the page has painted: axe then sees the settled page.
      await expect(page.locator('[data-dealing="true"]')).toHaveCount(0);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        // A card shows a rank letter and a suit glyph ("B♦"); its name spells it out in words
        // ("Karo Bube"), which is what screen-reader and voice users hear and say.
        .disableRules(['label-content-name-mismatch'])
        .analyze();
      for (const v of result.violations) {
        if (v.impact === 'serious' || v.impact === 'critical') {
          problems.push(
            `${r} [${v.id}] ${v.help}: ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
          );
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });
}
