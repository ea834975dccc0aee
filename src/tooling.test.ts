// Checks on the test tooling itself. playwright.config.ts passes its own --disable-features list to
// Chromium (to turn off the per-window WebUI omnibox popups); Chromium keeps only the last such
// switch, so that list must repeat every feature the installed Playwright disables by default.
// After a Playwright upgrade this test names the features to add.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The quoted strings of the first array literal that follows `marker` in `text`. */
function arrayAfter(text: string, marker: string): string[] {
  const at = text.indexOf(marker);
  if (at < 0) return [];
  const open = text.indexOf('[', at);
  const close = text.indexOf(']', open);
  const body = text
    .slice(open + 1, close)
    .split('\n')
    .map((line) => line.replace(/\/\/.*$/, ''))
    .join('\n');
  return [...body.matchAll(/["']([A-Za-z0-9]+)["']/g)].map((m) => m[1] as string);
}

describe('e2e browser switches', () => {
  it('our --disable-features list keeps every feature Playwright disables, plus the omnibox popups', () => {
    const require = createRequire(import.meta.url);
    const pwDir = dirname(require.resolve('playwright-core/package.json'));
    const bundle = readFileSync(join(pwDir, 'lib', 'coreBundle.js'), 'utf8');
    const theirs = arrayAfter(bundle, 'disabledFeatures = [');
    expect(theirs.length, 'Playwright default list found in playwright-core/lib/coreBundle.js').toBeGreaterThan(5);
    const ours = arrayAfter(readFileSync(join(ROOT, 'playwright.config.ts'), 'utf8'), 'const DISABLED_FEATURES = [');
    expect(theirs.filter((f) => !ours.includes(f))).toEqual([]);
    expect(ours).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
