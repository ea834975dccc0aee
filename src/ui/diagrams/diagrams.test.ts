// Issue 12 "Help with pictures": every help diagram is a labelled image (German title) and stays small.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = dirname(fileURLToPath(import.meta.url));
const GAMES_DIR = join(DIR, '..', '..', 'games');
/** Help pictures live in their game's folder (…Diagram.svelte); the ones not moved yet sit here. */
const FILES = [
  ...readdirSync(DIR)
    .filter((f) => f.endsWith('.svelte'))
    .map((f) => join(DIR, f)),
  ...readdirSync(GAMES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .flatMap((g) =>
      readdirSync(join(GAMES_DIR, g))
        .filter((f) => f.endsWith('Diagram.svelte'))
        .map((f) => join(GAMES_DIR, g, f)),
    ),
];

describe('issue 12: help diagrams', () => {
  it('the four games that asked for one have a help picture', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(4);
  });

  for (const f of FILES) {
    it(`${f.slice(f.indexOf('src/'))}: role="img", labelled by its German <title>, drawn in theme colours, a few KB`, () => {
      const s = readFileSync(f, 'utf8');
      expect(s).toContain('role="img"');
      const id = /aria-labelledby="([^"]+)"/.exec(s)?.[1];
      expect(id).toBeDefined();
      const title = new RegExp(`<title id="${id}"\\s*>([\\s\\S]*?)</title`).exec(s)?.[1] ?? '';
      expect(title.length).toBeGreaterThan(40);
      expect(title).toMatch(/ und | mit | der | die /);
      // Light and dark: colours come from the theme variables, never a fixed page colour.
      expect(s).toMatch(/var\(--(fg|accent|surface|card-face)/);
      expect(statSync(f).size).toBeLessThan(4000);
    });
  }
});
