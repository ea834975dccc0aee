// Issue 12 "Help with pictures": every help diagram is a labelled image (German title) and stays small.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = dirname(fileURLToPath(import.meta.url));
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.svelte'));

describe('issue 12: help diagrams', () => {
  it('there is one for each of the four games that asked for it', () => {
    expect(FILES.sort()).toEqual([
      'ConnectPathDiagram.svelte',
      'FreecellCapacityDiagram.svelte',
      'NumberMatchPathsDiagram.svelte',
      'PyramidPairsDiagram.svelte',
    ]);
  });

  for (const f of FILES) {
    it(`${f}: role="img", labelled by its German <title>, drawn in theme colours, a few KB`, () => {
      const s = readFileSync(join(DIR, f), 'utf8');
      expect(s).toContain('role="img"');
      const id = /aria-labelledby="([^"]+)"/.exec(s)?.[1];
      expect(id).toBeDefined();
      const title = new RegExp(`<title id="${id}"\\s*>([\\s\\S]*?)</title`).exec(s)?.[1] ?? '';
      expect(title.length).toBeGreaterThan(40);
      expect(title).toMatch(/ und | mit | der | die /);
      // Light and dark: colours come from the theme variables, never a fixed page colour.
      expect(s).toMatch(/var\(--(fg|accent|surface|card-face)/);
      expect(statSync(join(DIR, f)).size).toBeLessThan(4000);
    });
  }
});
