// Shared axe-core check for the e2e tests: serious or critical WCAG 2.1 A/AA findings.
//
// `scope: 'colour'` runs only the rules a colour change can affect. A dark scheme or a Farbschalen
// theme changes colours and nothing else (same markup, names, roles and focus order), so the full
// rule set runs once per page in the light scheme and the colour rules run for every other palette.
// axe costs 1–3 s per page here; this halves the suite's accessibility time without a blind spot.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export type AxeScope = 'all' | 'colour';

/** The scope for a colour scheme: everything in light, the colour rules in dark. */
export const scopeFor = (scheme: 'light' | 'dark'): AxeScope => (scheme === 'light' ? 'all' : 'colour');

/** Serious or critical findings on the page as it stands (after two frames, so it has painted). */
export async function axeProblems(page: Page, where: string, scope: AxeScope = 'all'): Promise<string[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // A card shows a rank letter and a suit glyph ("B♦"); its name spells it out in words
  // ("Karo Bube"), which is what screen-reader and voice users hear and say.
  const builder =
    scope === 'all' ? new AxeBuilder({ page }).withTags(WCAG).disableRules(['label-content-name-mismatch']) : new AxeBuilder({ page }).withRules(COLOUR_RULES);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where} [${v.id}] ${v.help}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
