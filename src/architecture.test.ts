// The layers, enforced: every import under src/ is parsed and checked against the one picture of
// the layers in eslint.house.js (the lint rule house/layers uses the same functions):
//
//   core  ←  ui  ←  games/<id>  ←  app          engine, cli  over core + games
//                                               testing      over core + engine (tests only)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** The layer rule's functions (plain JS without types: a computed specifier, typed here). */
interface Layers {
  layerOf(path: string): { readonly layer: string; readonly game?: string };
  isTestPath(path: string): boolean;
  forbidden(from: string, to: string): string | null;
}
const HOUSE = pathToFileURL(resolve(SRC, '..', 'eslint.house.js')).href;
const { layerOf, isTestPath: isTest, forbidden } = (await import(/* @vite-ignore */ HOUSE)) as Layers;

/**
 * Known violations while the games move onto src/ui (issue 9). Each line is "importer -> imported"
 * (paths below src/). The games helpers shrink this list to empty; a line that no longer occurs
 * fails the test, so the list can only shrink.
 */
const ALLOWED: readonly string[] = [
  // games -> app: the Store and the settings are injected via src/ui/context.ts instead.
];

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

  it('no import crosses a layer the wrong way (core ← ui ← games ← app; engine/cli over core + games; testing over core + engine)', () => {
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

  it('src/core imports only core, its tests included (never the engine, the games or the shell); only tests use src/testing', () => {
    const up = all.filter((e) => e.from.startsWith('core/') && !e.to.startsWith('core/') && !(isTest(e.from) && e.to.startsWith('testing/')));
    expect(up.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
    const kit = all.filter((e) => e.to.startsWith('testing/') && !isTest(e.from));
    expect(kit.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
    expect(forbidden('core/session.test.ts', 'engine/engine.ts')).not.toBeNull();
    expect(forbidden('games/alpha/page.ts', 'testing/conformance.ts')).not.toBeNull();
    expect(forbidden('testing/conformance.ts', 'engine/engine.ts')).toBeNull();
    expect(forbidden('testing/conformance.ts', 'games/alpha/def.ts')).not.toBeNull();
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
