// The built page carries a strict Content-Security-Policy, links the web manifest once, and no
// page of the app breaks the policy while being used (issue 14, defect 11).
import { test, expect } from './fixtures.ts';
import { GAMES } from '../src/games/registry.ts';
import { driveOf } from './drive.ts';

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
  test.setTimeout(240_000);
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
  // Play a little where styles are set from script (animations, transitions, inline sizes): a
  // move in every game, made by its driver (e2e/<id>.drive.ts).
  for (const g of games) {
    const drive = await driveOf(g);
    expect(drive, `${g}: add e2e/${g}.drive.ts`).not.toBeNull();
    await page.goto(`./#/${g}`);
    await expect(page.locator('[data-screen-root] [data-testid="round-label"]')).toBeVisible();
    await drive?.move(page, 0);
  }
  expect(violations).toEqual([]);
});
