// Issue 30 point 2: a new game is its folder, its e2e drive file and one entry in the registry. The
// script that makes one (scripts/new-game.ts) is checked here on the real tree without writing
// anything: what it would write, that it touches nothing else, and that the template stays small.
// src/new-game.test.ts runs it for real in a scratch copy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesNaming, invalid, plan, readTemplate, takenIds } from '../scripts/new-game.ts';
import { GAME_IDS } from './games/registry.ts';

const ROOT = join(import.meta.dirname, '..');
const template = readTemplate(ROOT);
const registryTs = readFileSync(join(ROOT, 'src/games/registry.ts'), 'utf8');
/** A fresh id no file of the tree names (built, so this file does not name it either). */
const FRESH = ['new', 'game', 'x'].join('');

describe('issue 30: the new-game script', () => {
  const p = plan(FRESH, 'Lichter aus', template, registryTs);

  it('writes a whole game to its folder (page, board, view, rules, notation, def, keys, words, help, entry, tests) and its e2e drive file', () => {
    const files = [...p.files.keys()];
    for (const f of [
      'rules.ts',
      'notation.ts',
      'def.ts',
      'page.ts',
      'Page.svelte',
      'Board.svelte',
      'view.svelte.ts',
      'keys.ts',
      'strings.de.ts',
      'Help.svelte',
      'entry.ts',
    ]) {
      expect(files, f).toContain(`src/games/${FRESH}/${f}`);
    }
    expect(files.some((f) => f.startsWith(`src/games/${FRESH}/`) && f.endsWith('.test.ts'))).toBe(true);
    expect(files).toContain(`e2e/${FRESH}.drive.ts`);
    expect(files.filter((f) => !f.startsWith(`src/games/${FRESH}/`))).toEqual([`e2e/${FRESH}.drive.ts`]);
  });

  it('the template is small: at most 14 files (its view.svelte.ts, the move path every game shares, is the 14th) and 700 lines with its drive file', () => {
    const lines = [...template.values()].reduce((n, text) => n + text.split('\n').length - 1, 0);
    expect(template.size).toBeLessThanOrEqual(14);
    expect(lines).toBeLessThanOrEqual(700);
  });

  it('fills in the id and the name everywhere, and runs the conformance kit', () => {
    for (const [path, text] of p.files) expect(`${path}\n${text}`, path).not.toMatch(/__ID__|__NAME__/);
    expect(p.files.get(`src/games/${FRESH}/def.ts`)).toContain(`id: '${FRESH}'`);
    expect(p.files.get(`src/games/${FRESH}/entry.ts`)).toContain(`id: '${FRESH}'`);
    expect(p.files.get(`src/games/${FRESH}/strings.de.ts`)).toContain("name: 'Lichter aus'");
    expect(p.files.get(`e2e/${FRESH}.drive.ts`)).toContain(`const ID = '${FRESH}'`);
    expect([...p.files.values()].some((text) => /\bconformance\(def, /.test(text))).toBe(true);
  });

  it('edits only the registry: one import and the entry at the end of GAMES', () => {
    expect([...p.edits.keys()]).toEqual(['src/games/registry.ts']);
    const registry = p.edits.get('src/games/registry.ts') ?? '';
    const diff = (a: string, b: string): string[] => b.split('\n').filter((l) => !a.split('\n').includes(l));
    expect(diff(registryTs, registry)).toEqual([
      `import { entry as gNewgamex } from './${FRESH}/entry.ts';`,
      expect.stringMatching(/^export const GAMES: readonly GameEntry\[\] = \[.*, gNewgamex\];$/),
    ]);
    expect(diff(registry, registryTs)).toHaveLength(1);
  });

  it.each([
    ['Lights', 'Lichter aus', 'lowercase'],
    ['l', 'Lichter aus', 'lowercase'],
    ['9lives', 'Neun', 'lowercase'],
    [GAME_IDS[0], 'Doppelt', 'already'],
    ['settings', 'Einstellungen', 'page of the app'],
    [FRESH, '', 'plain characters'],
    [FRESH, 'Name"; alert(1)', 'plain characters'],
  ])('refuses the id %s with the name %s (%s)', (id, name, why) => {
    expect(invalid(id as string, name, takenIds(ROOT))).toContain(why);
  });

  it('accepts a fresh id and a plain name', () => {
    expect(invalid(FRESH, 'Lichter aus', takenIds(ROOT))).toBeNull();
    expect(takenIds(ROOT)).toEqual(expect.arrayContaining([...GAME_IDS]));
  });

  it('finds an id the tree names already (src/game-ids.test.ts would fail on it), and none for a fresh one', () => {
    expect(filesNaming(ROOT, 'alpha')).toContain('src/game-ids.test.ts');
    expect(filesNaming(ROOT, FRESH)).toEqual([]);
  });
});
