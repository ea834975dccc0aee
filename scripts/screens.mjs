// Screenshots of given routes at phone and desktop sizes (for looking at the screens):
//   node scripts/screens.mjs http://127.0.0.1:4173/ '#/' '#/settings' …   → /tmp/screens/*.png
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';

const [base = 'http://127.0.0.1:4173/', ...routes] = process.argv.slice(2);
const out = process.env.SCREENS_DIR ?? '/tmp/screens';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
for (const [label, viewport, scheme] of [
  ['phone', { width: 360, height: 740 }, 'light'],
  ['desktop', { width: 1280, height: 800 }, 'light'],
  ['phone-dark', { width: 360, height: 740 }, 'dark'],
]) {
  const ctx = await browser.newContext({ viewport, colorScheme: scheme, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  for (const r of routes.length ? routes : ['#/']) {
    await page.goto(base + r);
    await page.waitForTimeout(600);
    const name = `${label}-${r.replace(/[^a-z0-9]+/gi, '_') || 'home'}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(`${out}/${name}`);
  }
  await ctx.close();
}
await browser.close();
