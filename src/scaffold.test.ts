// Issue 20 point 5: a new game is its folder, its id in core's GameId and one registry line. The
// script that makes one (scripts/new-game.ts) is checked on the real tree: what it would write
// and that it touches nothing else.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL, invalid, plan, readModel } from '../scripts/new-game.ts';
import { GAME_IDS } from './core/game.ts';

const ROOT = join(import.meta.dirname, '..');
const model = readModel(ROOT, DEFAULT_MODEL);
const gameTs = readFileSync(join(ROOT, 'src/core/game.ts'), 'utf8');
const registryTs = readFileSync(join(ROOT, 'src/games/registry.ts'), 'utf8');

describe('issue 20: the new-game script', () => {
  const p = plan('lights', 'Lichter aus', DEFAULT_MODEL, model, gameTs, registryTs);

  it('writes the model folder under the new id, with page, rules, entry and tests', () => {
    expect(p.files.size).toBe(model.size);
    for (const f of ['page.ts', 'Page.svelte', 'rules.ts', 'def.ts', 'entry.ts', 'keys.ts', 'strings.de.ts', 'Help.svelte', 'rules.test.ts']) {
      expect(p.files.has(`src/games/lights/${f}`), f).toBe(true);
    }
    expect([...p.files.keys()].every((f) => f.startsWith('src/games/lights/'))).toBe(true);
  });

  it("leaves no trace of the model's id, type names or German name", () => {
    for (const [path, text] of p.files) {
      expect(`${path}\n${text}`).not.toMatch(new RegExp(`${DEFAULT_MODEL.id}|${DEFAULT_MODEL.name}|Fifteen`, 'i'));
    }
    expect(p.files.get('src/games/lights/def.ts')).toMatch(/id: 'lights'/);
    expect(p.files.get('src/games/lights/strings.de.ts')).toContain('Lichter aus');
  });

  it('edits exactly core/game.ts (the id) and registry.ts (one import, one entry)', () => {
    expect([...p.edits.keys()]).toEqual(['src/core/game.ts', 'src/games/registry.ts']);
    const game = p.edits.get('src/core/game.ts') ?? '';
    expect(game).toMatch(/export type GameId = [^;]*\| 'lights';/);
    expect(game).toMatch(/GAME_IDS: readonly GameId\[\] = \[[^\]]*, 'lights'\];/);
    const diff = (a: string, b: string): string[] => b.split('\n').filter((l) => !a.split('\n').includes(l));
    expect(diff(gameTs, game)).toHaveLength(2);
    const registry = p.edits.get('src/games/registry.ts') ?? '';
    expect(diff(registryTs, registry)).toEqual([
      "import { entry as gLights } from './lights/entry.ts';",
      expect.stringMatching(/^export const GAMES: readonly GameEntry\[\] = \[.*, gLights\];$/),
    ]);
  });

  it.each([
    ['Lights', 'Lichter aus', 'lowercase'],
    ['l', 'Lichter aus', 'lowercase'],
    ['9lives', 'Neun', 'lowercase'],
    [GAME_IDS[0], 'Doppelt', 'already'],
    ['lights', '', 'plain characters'],
    ['lights', 'Name"; alert(1)', 'plain characters'],
  ])('refuses the id %s with the name %s (%s)', (id, name, why) => {
    expect(invalid(id as string, name, GAME_IDS)).toContain(why);
  });
  it('accepts a fresh id and a plain name', () => {
    expect(invalid('lights', 'Lichter aus', GAME_IDS)).toBeNull();
  });
});
