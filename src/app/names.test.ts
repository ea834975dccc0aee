// Issue 31: one name per game everywhere. The game screen's title (the game's strings) is the
// registry's name that the start page, statistics, settings and help use; and "Solitär" never
// stands alone for Klondike (it was "Solitär" in the title and "Klondike" in the description).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/registry.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const catalogs = import.meta.glob<Record<string, unknown>>('../games/*/strings.de.ts', { eager: true });

/** The top-level `name` and `title` strings of a game's catalog objects (the screen's title is one of them). */
function titlesOf(id: string): string[] {
  const mod = catalogs[`../games/${id}/strings.de.ts`] ?? {};
  return Object.values(mod).flatMap((o) => {
    if (o === null || typeof o !== 'object') return [];
    const rec = o as Record<string, unknown>;
    return [rec['name'], rec['title']].filter((x): x is string => typeof x === 'string');
  });
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? walk(p) : [p];
  });
}

describe('issue 31: one name per game', () => {
  it.each(GAMES.map((g) => [g.id, g.name] as const))('%s: the screen title is the registry name', (id, name) => {
    expect(titlesOf(id)).toContain(name);
  });

  it('Klondike is "Klondike-Solitär" wherever a player reads it; "Solitär" alone names no game', () => {
    expect(GAMES.filter((g) => g.name.startsWith('Klondike')).map((g) => g.name)).toEqual(['Klondike-Solitär']);
    const files = [...walk(join(ROOT, 'src')).filter((f) => /(\.de\.ts|\.svelte)$/.test(f)), join(ROOT, 'vite.config.ts'), join(ROOT, 'index.html')];
    const lone: string[] = [];
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      // "Solitär" only as the end of a game's name ("Klondike-Solitär", "Pyramiden-Solitär").
      for (const m of text.matchAll(/(?<![\p{L}-])Solitär/gu))
        lone.push(`${relative(ROOT, f)}: …${text.slice(Math.max(0, (m.index ?? 0) - 20), (m.index ?? 0) + 20)}…`);
    }
    expect(lone).toEqual([]);
  });
});
