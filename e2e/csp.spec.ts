// The built page carries a strict Content-Security-Policy, links the web manifest once, and no
// page of the app breaks the policy while being used (issue 14, defect 11).
import { test, expect } from './fixtures.ts';
import { GAMES } from '../src/games/registry.ts';

// The pages are also checked while the service worker serves them.
test.use({ serviceWorkers: 'allow' });

test('HUB-6 the built page has a strict Content-Security-Policy and one manifest link', async ({ request }) => {
  const html = await (await request.get('./')).text();
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html);
  expect(meta, 'CSP meta tag').not.toBeNull();
  const policy = new Map(
    (meta?.[1] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v.join(' ')]),
  );
  expect(policy.get('default-src')).toBe("'self'");
  expect(policy.get('script-src')).toBe("'self'");
  expect(policy.get('object-src')).toBe("'none'");
  expect(policy.get('base-uri')).toBe("'self'");
  expect(html.match(/rel="manifest"/g)).toHaveLength(1);
  // No inline script in the page the policy protects.
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

test('HUB-6 no page breaks the policy: every route, a move in each game, help, settings, statistics', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  await page.goto('./');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const games = GAMES.map((g) => g.id);
  for (const r of ['#/', '#/settings', '#/stats', '#/nowhere', ...games.flatMap((g) => [`#/${g}`, `#/${g}/help`])]) {
    await page.goto(`./${r}`);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  // Play a little where styles are set from script (animations, transitions, inline sizes).
  await page.goto('./#/pyramid?deal=1');
  // The deal is laid out card by card (a tap there would only skip it): play once it lies.
  await expect(page.locator('[data-screen="status"]')).not.toContainText('ausgeteilt');
  await page.locator('button.slot[data-card="12"]').click();
  await page.locator('button.slot[data-card="35"]').click();
  await expect(page.locator('[data-counter="score"] dd')).toHaveText('2 / 28');
  await page.goto('./#/freecell?deal=1');
  await expect(page.locator('[data-counter="moves"] dd')).toHaveText('0');
  await page.keyboard.press('8');
  await page.keyboard.press('a');
  await expect(page.locator('[data-counter="moves"] dd')).toHaveText('1');
  await page.goto('./#/numbermatch?stage=1-1');
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.goto('./#/connect?code=41739205-b&mode=relaxed');
  await page.keyboard.press('s');
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
});
