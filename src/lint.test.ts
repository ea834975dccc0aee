// The layer lint rule (eslint.house.js, house/layers) on code written here: imports from nested
// folders and through detours fail, the allowed edges pass (issue 20 point 8). The rule runs alone
// (loading the whole config would cost seconds); a last test checks that eslint.config.js turns it on
// for src/, and `npm test` lints the tree with it.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// A computed specifier: the module is plain JS without types, read here as an ESLint plugin.
const HOUSE = pathToFileURL(resolve(ROOT, 'eslint.house.js')).href;
const { house } = (await import(/* @vite-ignore */ HOUSE)) as { house: ESLint.Plugin };
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], plugins: { house }, rules: { 'house/layers': 'error' } }],
});

/** The house/layers messages for `importer` importing `spec` (a side-effect import: no unused names). */
async function layerErrors(importer: string, spec: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${spec}';\n`, { filePath: resolve(ROOT, importer) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

// Any folder under src/games is a game to the rule; these names are made up on purpose.
describe('the layer lint rule', () => {
  it.each([
    ['src/games/alpha/board.ts', '../beta/sub/x.ts', 'another game'],
    ['src/games/alpha/sub/board.ts', '../../beta/rules.ts', 'another game'],
    ['src/games/alpha/sub/deeper/board.ts', '../../../gamma/rules.ts', 'another game'],
    ['src/games/alpha/board.ts', '../../games/beta/rules.ts', 'another game'],
    ['src/games/alpha/board.ts', '../../app/summaries.ts', 'the shell'],
    ['src/games/alpha/sub/board.ts', '../../../app/x.ts', 'the shell'],
    ['src/games/alpha/board.ts', '../registry.ts', 'never registry'],
    ['src/games/alpha/board.ts', '../../engine/engine.ts', 'never engine'],
    ['src/core/x.ts', '../ui/keymap.ts', 'src/core imports only core'],
    ['src/core/sub/x.ts', '../../ui/keymap.ts', 'src/core imports only core'],
    ['src/core/x.ts', '../games/alpha/rules.ts', 'src/core imports only core'],
    ['src/ui/x.ts', '../app/summaries.ts', 'src/ui imports only core and ui'],
    ['src/ui/sub/x.ts', '../../games/alpha/rules.ts', 'src/ui imports only core and ui'],
    ['src/app/x.ts', '../engine/engine.ts', 'does not use the engine'],
    ['src/engine/x.ts', '../ui/keymap.ts', 'core and the games only'],
    ['src/core/testing/kit.ts', '../../engine/engine.ts', 'src/core imports only core'],
    ['src/core/session.test.ts', '../engine/engine.ts', 'src/core imports only core'],
    ['src/games/alpha/page.ts', '../../testing/conformance.ts', 'Only tests use the conformance kit'],
    ['src/testing/kit.ts', '../games/alpha/def.ts', 'runs over core and the engine only'],
  ])('%s importing %s fails (%s)', async (importer, spec, why) => {
    const errors = await layerErrors(importer, spec);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(why);
  });

  it.each([
    ['src/games/alpha/board.ts', './sub/x.ts'],
    ['src/games/alpha/sub/board.ts', '../rules.ts'],
    ['src/games/alpha/sub/board.ts', '../../../core/game.ts'],
    ['src/games/alpha/board.ts', '../../ui/keymap.ts'],
    ['src/games/alpha/engine.test.ts', '../../engine/engine.ts'],
    ['src/games/alpha/engine.test.ts', '../registry.ts'],
    ['src/testing/kit.ts', '../engine/engine.ts'],
    ['src/testing/kit.ts', '../core/session.ts'],
    ['src/games/alpha/conformance.test.ts', '../../testing/conformance.ts'],
    ['src/core/session.test.ts', '../testing/toy-game.ts'],
    ['src/games/registry.ts', './alpha/def.ts'],
    ['src/app/x.ts', '../games/alpha/rules.ts'],
    ['src/engine/x.ts', '../games/registry.ts'],
  ])('%s importing %s passes', async (importer, spec) => {
    expect(await layerErrors(importer, spec)).toEqual([]);
  });

  it('eslint.config.js turns the rule on for every file under src/', () => {
    const config = readFileSync(resolve(ROOT, 'eslint.config.js'), 'utf8');
    expect(config).toContain("import { house } from './eslint.house.js';");
    expect(config).toContain("{ files: ['src/**'], rules: { 'house/layers': 'error' } }");
  });
});
