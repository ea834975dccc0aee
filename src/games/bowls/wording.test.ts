// Issue 21 "One word per thing": the seed calls the grey stone "Blockierer", so every player-facing
// text of Farbschalen does; and no English name ("Perfect Clear") reaches the player.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from './achievements.ts';
import { bw } from './strings.de.ts';

const DIR = 'src/games/bowls';
/** Player-facing sources: the catalogs, the help, the achievements and the puzzle texts. */
const SOURCES = [
  ...readdirSync(DIR).filter((f) => f.endsWith('.de.ts') || f.endsWith('.svelte') || f === 'achievements.ts' || f === 'puzzle-index.ts'),
  ...readdirSync(join(DIR, 'puzzles')).map((f) => join('puzzles', f)),
];

/** German text of a source: its string literals and, in Svelte files, the markup outside <script>. */
function texts(file: string): string {
  const src = readFileSync(join(DIR, file), 'utf8');
  const literals = [...src.matchAll(/'([^'\n]*)'|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? '');
  const markup = file.endsWith('.svelte') ? src.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '') : '';
  return [...literals, markup].join('\n');
}

describe('issue 21: one word per thing in Farbschalen', () => {
  it.each(SOURCES)('issue 21: %s says "Blockierer", never "Blocker", and no "Perfect Clear"', (file) => {
    const text = texts(file);
    expect(text).not.toMatch(/\bBlocker(s|n)?\b/);
    expect(text).not.toMatch(/Perfect Clear/i);
  });

  it('issue 21: the stone name and the clear-board achievement are German', () => {
    expect(bw.stoneName('X')).toBe('Blockierer');
    expect(ACHIEVEMENTS.map((a) => `${a.name} ${a.task}`).join(' ')).not.toMatch(/Perfect|Clear/);
  });
});
