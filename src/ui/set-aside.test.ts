// Issue 34 (3): stored data that could not be used (a save or entry set aside, or kept unread) is
// reported in one sentence everywhere: SET_ASIDE of src/ui/words.de.ts. This walks every German
// catalog (the shell's strings, every game's *.de.ts, the shared screen's words, every Svelte file)
// and fails on a second wording of that news.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SET_ASIDE } from './words.de.ts';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Words only a report of unusable stored data uses (its second wordings of before used them too). */
const NEWS = /beiseitegelegt|beschädigt|aufbewahrt|nicht wiederherstellen/;

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

/** Every string literal of a file (quoted or a template), without comments. */
function literals(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s\/\/\s.*$/gm, '');
  return [...code.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|>[^<>{}]+</g)].map((m) => m[0]);
}

describe('issue 34: one sentence for stored data that could not be used', () => {
  it('the sentence says what happened and that nothing was deleted', () => {
    expect(SET_ASIDE).toMatch(/beiseitegelegt/);
    expect(SET_ASIDE).toMatch(/neueren Version/);
  });

  it('no catalog words it a second way', () => {
    const files = walk(SRC)
      .map((p) => relative(SRC, p).split('\\').join('/'))
      .filter((f) => !f.endsWith('.test.ts') && (f.startsWith('app/i18n/') || /\.de\.ts$/.test(f) || f.endsWith('.svelte')))
      .filter((f) => f !== 'ui/words.de.ts');
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((f) =>
      literals(readFileSync(join(SRC, f), 'utf8'))
        .filter((l) => NEWS.test(l))
        .map((l) => `${f}: ${l.slice(0, 90)}`),
    );
    expect(found).toEqual([]);
  });
});
