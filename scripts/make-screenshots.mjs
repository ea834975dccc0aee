// The web manifest's screenshots (the install dialog shows them), taken of the built app:
//   npx vite build && npx vite preview --port 4173 &   then   node scripts/make-screenshots.mjs [base URL]
// phone.png: the start page at 390×844 CSS px, twice the pixels (780×1688); desktop.png: a
// Klondike deal at 1280×800. Light scheme, no motion, so the pictures do not depend on timing.
// With ImageMagick's `convert` on the path, each is cut to 256 colours (a quarter of the bytes,
// no visible change: the pages are flat colours); without it they stay as Chromium wrote them.
import { chromium } from 'playwright-core';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const base = process.argv[2] ?? 'http://127.0.0.1:4173/';
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'screenshots');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const shots = [
  { file: 'phone.png', viewport: { width: 390, height: 844 }, scale: 2, route: '#/', ready: '[data-testid="game-list"]' },
  { file: 'desktop.png', viewport: { width: 1280, height: 800 }, scale: 1, route: '#/klondike?deal=7', ready: '[data-board]' },
];
for (const s of shots) {
  const ctx = await browser.newContext({
    viewport: s.viewport,
    deviceScaleFactor: s.scale,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await ctx.newPage();
  await page.goto(base + s.route);
  await page.locator(s.ready).first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(out, s.file) });
  await ctx.close();
  const small = spawnSync('convert', [join(out, s.file), '-dither', 'None', '-colors', '256', `PNG8:${join(out, s.file)}`]);
  if (small.error || small.status !== 0) console.log(`${s.file}: left as Chromium wrote it (no ImageMagick convert)`);
}
await browser.close();
