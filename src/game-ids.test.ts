// Issues 20 and 30: a game is its folder, its e2e files and one registry line. No game id appears
// anywhere else in src/ or e2e/ (src/core included), except the game's own e2e files
// (e2e/<id>*.spec.ts, e2e/<id>.drive.ts): shared code reads the registry, so a new game needs no
// edit outside its folder but that line.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from './games/registry.ts';
import { mentions } from '../scripts/new-game.ts';

const ROOT = join(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|svelte)$/.test(name) ? [relative(ROOT, p)] : [];
  });
}

/** Where an id may stand: its own folder and e2e files, and the registry. */
const allowed = (file: string, id: string): boolean =>
  file.startsWith(`src/games/${id}/`) || file === 'src/games/registry.ts' || new RegExp(`^e2e/${id}([-.][\\w.-]*)?\\.(spec|drive)\\.ts$`).test(file);

describe('issue 20: game ids stay in their folders', () => {
  it('no file outside a game (and its own e2e files) names a game', () => {
    const found: string[] = [];
    for (const file of [...files(join(ROOT, 'src')), ...files(join(ROOT, 'e2e'))]) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const id of GAME_IDS) if (!allowed(file, id) && mentions(text, id)) found.push(`${file}: ${id}`);
    }
    expect(found).toEqual([]);
  });

  it('src/core names no game: its files, tests included, hold no id of the registry', () => {
    const core = files(join(ROOT, 'src/core'));
    expect(core.length).toBeGreaterThan(10);
    const found = core.flatMap((file) => GAME_IDS.filter((id) => mentions(readFileSync(join(ROOT, file), 'utf8'), id)).map((id) => `${file}: ${id}`));
    expect(found).toEqual([]);
  });

  it('the check finds a name where it does not belong', () => {
    expect(mentions("const route = '#/alpha?deal=1';", 'alpha')).toBe(true);
    expect(mentions('osc.alpha(gain).alpha(ctx.destination);', 'alpha')).toBe(false);
    expect(mentions('alphabet', 'alpha')).toBe(false);
    expect(allowed('e2e/alpha-tabs.spec.ts', 'alpha')).toBe(true);
    expect(allowed('e2e/alpha.drive.ts', 'alpha')).toBe(true);
    expect(allowed('e2e/drive.ts', 'alpha')).toBe(false);
    expect(allowed('src/games/alpha/rules.ts', 'alpha')).toBe(true);
    expect(allowed('src/games/beta/rules.ts', 'alpha')).toBe(false);
    expect(allowed('src/core/game.ts', 'alpha')).toBe(false);
  });
});
