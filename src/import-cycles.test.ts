// No module under src/ reaches itself through its imports (static, type-only, re-exports and dynamic
// import() alike): a cycle makes the load order matter and hides which part depends on which.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : /\.(ts|svelte)$/.test(e.name) ? [p] : [];
  });
}

const IMPORT = [
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"](\.[^'"]+)['"]/g,
  /\bimport\s*['"](\.[^'"]+)['"]/g,
  /\bimport\s*\(\s*['"](\.[^'"]+)['"]\s*\)/g,
];

/** The relative imports of a source text, resolved against its file: paths below `root`. */
export function importsOf(file: string, text: string, root: string): string[] {
  return IMPORT.flatMap((re) =>
    [...text.matchAll(re)].map((m) =>
      relative(root, resolve(dirname(file), m[1] as string))
        .split('\\')
        .join('/'),
    ),
  );
}

/** Every cycle of a graph, each once, as the path from its smallest module back to it. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') {
        const loop = path.slice(path.indexOf(next));
        const start = loop.indexOf([...loop].sort()[0] as string);
        const canonical = [...loop.slice(start), ...loop.slice(0, start)];
        found.set(canonical.join(' -> '), [...canonical, canonical[0] as string]);
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return [...found.values()];
}

describe('import cycles', () => {
  it('the finder sees a cycle through type, re-export and dynamic imports, once each, and none in a tree', () => {
    const g = new Map([
      ['a.ts', importsOf('/s/a.ts', "import type { B } from './b.ts';", '/s')],
      ['b.ts', importsOf('/s/b.ts', "export { c } from './sub/c.ts';", '/s')],
      ['sub/c.ts', importsOf('/s/sub/c.ts', "const a = () => import('../a.ts');", '/s')],
      ['d.ts', importsOf('/s/d.ts', "import { a } from './a.ts';\nimport './e.css';", '/s')],
    ]);
    expect(cycles(g)).toEqual([['a.ts', 'b.ts', 'sub/c.ts', 'a.ts']]);
    expect(
      cycles(
        new Map([
          ['x.ts', ['y.ts']],
          ['y.ts', []],
        ]),
      ),
    ).toEqual([]);
    expect(cycles(new Map([['x.ts', ['x.ts']]]))).toEqual([['x.ts', 'x.ts']]);
  });

  it('no module under src/ imports itself, however far round', () => {
    const graph = new Map(
      sourceFiles(SRC).map((file) => [relative(SRC, file).split('\\').join('/'), importsOf(file, readFileSync(file, 'utf8'), SRC)] as const),
    );
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles(graph).map((c) => c.join(' -> '))).toEqual([]);
  });
});
