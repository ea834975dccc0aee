// The layers, enforced: every import under src/ is parsed and checked against the picture
//
//   core  ←  ui  ←  games/<id>  ←  app          engine, cli  over core + games
//
// core imports only core (and valibot); ui imports core and ui; a game imports core, ui and its own
// folder, never another game or the shell; src/games/registry.ts lists the games (defs.ts their rules for the engine);
// app may import everything but engine/cli; engine and cli use core, the games and each other.
// Tests and benches may also reach the engine and the registry (they drive the protocol).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/**
 * Known violations while the games move onto src/ui (issue 9). Each line is "importer -> imported"
 * (paths below src/). The games helpers shrink this list to empty; a line that no longer occurs
 * fails the test, so the list can only shrink.
 */
const ALLOWED: readonly string[] = [
  // games -> app: the Store and the settings are injected via src/ui/context.ts instead.
];

type Layer = 'core' | 'ui' | 'game' | 'registry' | 'app' | 'engine' | 'cli' | 'root';

function layerOf(path: string): { layer: Layer; game?: string } {
  const parts = path.split('/');
  const top = parts[0];
  if (top === 'games') return parts.length === 2 ? { layer: 'registry' } : { layer: 'game', game: parts[1] as string };
  if (top === 'core' || top === 'ui' || top === 'app' || top === 'engine' || top === 'cli') return { layer: top };
  return { layer: 'root' };
}

const isTest = (path: string): boolean => /\.(test|bench)\.ts$/.test(path) || path.includes('/testing/');

/** Why `from` may not import `to`, or null when the edge is allowed. */
function forbidden(from: string, to: string): string | null {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a.layer === 'root') return null;
  if (isTest(from) && (b.layer === 'engine' || b.layer === 'registry')) return null;
  switch (a.layer) {
    case 'core':
      return b.layer === 'core' ? null : 'core imports only core';
    case 'ui':
      return b.layer === 'core' || b.layer === 'ui' ? null : 'ui imports only core and ui';
    case 'game':
      if (b.layer === 'core' || b.layer === 'ui') return null;
      if (b.layer === 'game') return b.game === a.game ? null : 'a game never imports another game';
      return b.layer === 'app' ? 'a game never imports the shell (src/app)' : `a game never imports ${b.layer}`;
    case 'registry':
      return ['core', 'ui', 'game', 'registry'].includes(b.layer) ? null : 'the registry lists games only';
    case 'app':
      return b.layer === 'engine' || b.layer === 'cli' ? 'the shell does not use the engine' : null;
    case 'engine':
    case 'cli':
      return ['core', 'game', 'registry', 'engine', 'cli'].includes(b.layer) ? null : `${a.layer} runs over core and the games only`;
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|svelte)$/.test(e.name) ? [p] : [];
  });
}

/** Every module specifier of a file: static imports/exports and dynamic import(). */
export function specifiers(text: string): string[] {
  const out: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) out.push(m[1] as string);
  return out;
}

function edges(): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  for (const file of sourceFiles(SRC)) {
    const from = relative(SRC, file).split('\\').join('/');
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const to = relative(SRC, resolve(dirname(file), spec))
        .split('\\')
        .join('/');
      if (to.startsWith('..')) continue;
      out.push({ from, to });
    }
  }
  return out;
}

describe('architecture', () => {
  const all = edges();

  it('the import parser sees static, type, re-export, side-effect and dynamic imports', () => {
    const text = `import a from './a.ts';\nimport type { B } from "../b.ts";\nexport { c } from './c.ts';\nimport './d.css';\nconst e = () => import('./e.svelte');\nimport {\n  f,\n  g,\n} from './fg.ts';`;
    expect(specifiers(text).sort()).toEqual(['../b.ts', './a.ts', './c.ts', './d.css', './e.svelte', './fg.ts']);
  });

  it('finds the imports of the whole tree', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('no import crosses a layer the wrong way (core ← ui ← games ← app; engine/cli over core + games)', () => {
    const bad = all
      .map((e) => ({ edge: `${e.from} -> ${e.to}`, why: forbidden(e.from, e.to) }))
      .filter((e) => e.why !== null && !ALLOWED.includes(e.edge))
      .map((e) => `${e.edge}: ${e.why}`);
    expect(bad).toEqual([]);
  });

  it('every allowlisted edge still exists (the list only shrinks)', () => {
    const present = new Set(all.map((e) => `${e.from} -> ${e.to}`));
    expect(ALLOWED.filter((a) => !present.has(a))).toEqual([]);
  });

  it('core and ui code outside tests import no framework or DOM-only package but their own', () => {
    const bad: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const from = relative(SRC, file).split('\\').join('/');
      const { layer } = layerOf(from);
      if (isTest(from) || (layer !== 'core' && layer !== 'ui')) continue;
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        if (spec.startsWith('.')) continue;
        const allowed = layer === 'core' ? ['valibot'] : ['valibot', 'svelte', 'svelte/attachments'];
        if (!allowed.includes(spec)) bad.push(`${from} -> ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
