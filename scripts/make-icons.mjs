// Renders public/icon.svg to the PNG icons the web manifest and index.html list (run by hand after changing the icon):
//   node scripts/make-icons.mjs
// icon-192/512.png: the icon as drawn (rounded, transparent corners), purpose "any".
// icon-maskable-192/512.png: the background fills the square and the picture sits inside the
// safe zone (the middle circle of 80 % diameter a launcher may cut to), purpose "maskable".
// apple-touch-icon.png (180 px): the same full square, since iOS rounds it itself and shows
// transparent corners black.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pub = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = readFileSync(join(pub, 'icon.svg'), 'utf8');
const BACKGROUND = /<rect width="64" height="64" rx="14" fill="(#[0-9a-f]{6})"\/>/;
const bg = BACKGROUND.exec(svg);
if (!bg) throw new Error('icon.svg no longer starts with its rounded background rect: update make-icons.mjs');

/**
 * The picture without its rounded background, on a full square, scaled about (32, 31). The
 * picture's farthest point lies under 32 units from there (of 64); at 0.78 that is under 24.9,
 * inside the safe circle's radius of 25.6.
 */
const fullSquare = (scale) =>
  svg
    .replace(BACKGROUND, `<rect width="64" height="64" fill="${bg[1]}"/><g transform="translate(32 32) scale(${scale}) translate(-32 -31)">`)
    .replace('</svg>', '</g></svg>');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const render = async (source, size, file, transparent) => {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: join(pub, file), omitBackground: transparent });
  await page.close();
};
for (const size of [192, 512]) {
  await render(svg, size, `icon-${size}.png`, true);
  await render(fullSquare(0.78), size, `icon-maskable-${size}.png`, false);
}
await render(fullSquare(0.86), 180, 'apple-touch-icon.png', false);
await browser.close();
