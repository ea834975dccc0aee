// Gzip sizes of the build, from Vite's manifest (build.manifest in vite.config.ts).
// - The start page's JavaScript (the entry, its static imports and the service-worker registration)
//   must stay within 60 KB.
// - Every game route: the page's dynamic-import entry with its static imports, plus the chunks the
//   route always loads on opening (e.g. one puzzle chapter), minus what the start page already
//   loaded, within the budget its registry entry names (src/games/registry.ts). A path ending in
//   '/' means the largest chunk from that folder (one puzzle chapter, the worst case).
// `--check` fails the run when a budget is exceeded.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GAMES } from '../src/games/registry.ts';

const START_BUDGET_KB = 60;
const dist = process.env.KK_OUTDIR ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`✖ ${manifestPath} is missing: build with build.manifest enabled (vite.config.ts)`);
  process.exit(1);
}
interface Chunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
const gzCache = new Map<string, number>();
const gz = (file: string): number => {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzCache.get(file) as number;
};
const kb = (files: Iterable<string>): number => [...files].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0) / 1024;

/** The JS files of manifest keys and all their static imports. */
function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const queue = [...keys];
  while (queue.length) {
    const k = queue.shift() as string;
    if (seen.has(k)) continue;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`manifest has no chunk ${k}`);
    files.add(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}

/** The manifest key of a source file (exact path) or, for a prefix ending in '/', the largest chunk below it. */
function keyOf(src: string): string {
  if (manifest[src]) return src;
  if (src.endsWith('/')) {
    const under = Object.keys(manifest).filter((k) => k.startsWith(src) && manifest[k]!.file.endsWith('.js'));
    if (under.length) return under.sort((a, b) => gz(manifest[b]!.file) - gz(manifest[a]!.file))[0] as string;
  }
  throw new Error(`manifest has no entry for ${src}`);
}

// Start page: the HTML entry and its static imports; the service-worker registration is imported
// dynamically but loads on every page, so it counts too.
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? 'index.html';
const pwaKeys = Object.keys(manifest).filter((k) => /pwa-register/.test(k));
const start = closure([entryKey, ...pwaKeys]);
for (const f of readdirSync(join(dist, 'assets'))) if (/^workbox-window/.test(f)) start.add(`assets/${f}`);
const startKb = kb(start);

// Routes: the page entry plus what the route always loads at once (dynamic imports done on opening).
// A path ending in '/' means "the largest chunk from this folder" (one puzzle chapter, the worst case).
const ROUTES = GAMES.map((g) => ({ route: `#/${g.id}`, load: [g.pageFile, ...(g.alsoLoads ?? [])], budget: g.budgetKb }));

const rows = ROUTES.map((r) => {
  const files = closure(r.load.map(keyOf));
  for (const f of start) files.delete(f);
  return { ...r, files, kb: kb(files) };
});

if (process.argv.includes('--files')) {
  console.log('gzip sizes (level 9):');
  const all = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `assets/${f}`, kb: gz(`assets/${f}`) / 1024 }))
    .sort((a, b) => b.kb - a.kb);
  for (const r of all) console.log(`  ${r.kb.toFixed(1).padStart(6)} KB  ${r.file}${start.has(r.file) ? '  (start page)' : ''}`);
}
console.log('JavaScript per route, gzip level 9, beyond the start page:');
for (const r of rows) {
  const budget = r.budget ? ` (budget ${r.budget} KB)` : '';
  console.log(`  ${r.kb.toFixed(1).padStart(6)} KB  ${r.route}${budget}`);
  if (process.argv.includes('--files'))
    for (const f of [...r.files].filter((x) => x.endsWith('.js')).sort()) console.log(`            ${(gz(f) / 1024).toFixed(1).padStart(5)} ${f}`);
}
console.log(`start page JavaScript: ${startKb.toFixed(1)} KB gzip (budget ${START_BUDGET_KB} KB)`);

if (process.argv.includes('--check')) {
  let bad = false;
  if (startKb > START_BUDGET_KB) {
    console.error(`✖ start page JavaScript ${startKb.toFixed(1)} KB exceeds the ${START_BUDGET_KB} KB budget`);
    bad = true;
  }
  for (const r of rows) {
    if (r.budget && r.kb > r.budget) {
      console.error(`✖ ${r.route}: ${r.kb.toFixed(1)} KB exceeds the ${r.budget} KB budget`);
      bad = true;
    }
  }
  if (bad) process.exit(1);
}
