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

/**
 * Literals that use those words for other news (issue 32's backup section of the settings): a count of
 * set-aside entries in a backup file, a backup file the player picked that is damaged, and the
 * browser's promise to keep data. Each is named exactly; any other use still fails.
 */
const OTHER_NEWS: readonly { readonly file: string; readonly starts: string; readonly why: string }[] = [
  { file: 'app/i18n/de.ts', starts: "'Alles, was die Knobelkiste in diesem Browser aufbewahrt", why: 'what a backup file holds' },
  { file: 'app/i18n/de.ts', starts: "'1 beiseitegelegter Eintrag'", why: 'a count in the summary of a backup file' },
  { file: 'app/i18n/de.ts', starts: '`${n} beiseitegelegte Einträge`', why: 'a count in the summary of a backup file' },
  { file: 'app/i18n/de.ts', starts: "'Diese Sicherung ist beschädigt", why: 'a backup file chosen to load, not stored data' },
  { file: 'app/i18n/de.ts', starts: "'Ob der Browser deinen Fortschritt dauerhaft aufbewahrt", why: "the browser's answer to persistent storage" },
];

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
        .filter((l) => NEWS.test(l) && !OTHER_NEWS.some((o) => o.file === f && l.startsWith(o.starts)))
        .map((l) => `${f}: ${l.slice(0, 90)}`),
    );
    expect(found).toEqual([]);
  });

  it('each literal excused for other news is still there (a stale excuse is removed, not kept)', () => {
    for (const o of OTHER_NEWS)
      expect(
        literals(readFileSync(join(SRC, o.file), 'utf8')).some((l) => l.startsWith(o.starts)),
        o.starts,
      ).toBe(true);
  });
});
