// Gzip sizes of the build. The start page's JavaScript (the entry and its static imports)
// must stay within the budget; `--check` fails the run when it does not.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 60;
const dist = process.env.KK_OUTDIR ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

// Follow static imports from the entry: the files the start page loads before any game.
const entry = [...html.matchAll(/<script[^>]+src="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]);
const seen = new Set();
const queue = [...entry, ...[...html.matchAll(/<link rel="modulepreload"[^>]+href="\.?\/?([^"]+)"/g)].map((m) => m[1])];
while (queue.length) {
  const f = queue.shift();
  if (seen.has(f)) continue;
  seen.add(f);
  const src = readFileSync(join(dist, f), 'utf8');
  for (const m of src.matchAll(/(?:^|[;\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(`assets/${m[1]}`);
}
// The service-worker registration is imported dynamically but loads on every page: count it.
for (const f of readdirSync(join(dist, 'assets'))) if (/^(virtual_pwa-register|workbox-window)/.test(f)) seen.add(`assets/${f}`);
const startKb = [...seen].reduce((s, f) => s + gz(f), 0) / 1024;

const rows = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((f) => ({ file: `assets/${f}`, kb: gz(`assets/${f}`) / 1024 }))
  .sort((a, b) => b.kb - a.kb);
console.log('gzip sizes (level 9):');
for (const r of rows) console.log(`  ${r.kb.toFixed(1).padStart(6)} KB  ${r.file}${seen.has(r.file) ? '  (start page)' : ''}`);
console.log(`start page JavaScript: ${startKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (process.argv.includes('--check') && startKb > BUDGET_KB) {
  console.error(`✖ start page JavaScript ${startKb.toFixed(1)} KB exceeds the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
