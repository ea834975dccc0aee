// Issue 30 point 2: `npm run new-game` for real, in a scratch copy of the repository (src, e2e,
// scripts and the tool configs copied; node_modules linked). Right after it the new game passes the
// type check, lint, the format check, its own unit tests and the unit tests that walk every game.
// The template (scripts/template) is checked nowhere else: this test is its compiler.
//
// Kept cheap for `npm test`: the type check covers the new game's files and everything they import
// (not the other games' pages), lint and format look at the files the script wrote or edited.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
/** A fresh id no file of the tree names (built, so this file does not name it either). */
const FRESH = ['scratch', 'game'].join('');
const COPIED = ['src', 'e2e', 'scripts', 'package.json', 'tsconfig.json', 'eslint.config.js', 'eslint.house.js', 'svelte.config.js', 'vite.config.ts'];
const COPIED_IF_THERE = ['.prettierrc.json', '.prettierignore'];
/** Each step may take a while on a busy two-core machine. */
const STEP_MS = 240_000;

let scratch = '';

/** Run a command in the scratch copy; its output comes back for the failure message. */
function run(cmd: string, args: readonly string[]): { readonly status: number | null; readonly output: string } {
  const r = spawnSync(cmd, args, { cwd: scratch, encoding: 'utf8', timeout: 240_000, env: { ...process.env, FORCE_COLOR: '0' } });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}`.slice(-4000) };
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'kk-new-game-'));
  for (const f of COPIED) cpSync(join(ROOT, f), join(scratch, f), { recursive: true });
  for (const f of COPIED_IF_THERE) if (existsSync(join(ROOT, f))) cpSync(join(ROOT, f), join(scratch, f));
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('issue 30: npm run new-game in a scratch copy', () => {
  const wrote = [`src/games/${FRESH}`, `e2e/${FRESH}.drive.ts`, 'src/games/registry.ts'];

  it(
    'writes the game and registers it',
    () => {
      const r = run('npx', ['tsx', 'scripts/new-game.ts', FRESH, 'Frische Lichter']);
      expect(r.status, r.output).toBe(0);
      expect(readFileSync(join(scratch, 'src/games/registry.ts'), 'utf8')).toContain(`from './${FRESH}/entry.ts'`);
      expect(existsSync(join(scratch, `e2e/${FRESH}.drive.ts`))).toBe(true);
    },
    STEP_MS,
  );

  it(
    'the new game type-checks (svelte-check, zero warnings)',
    () => {
      const config = { extends: './tsconfig.json', include: [`src/games/${FRESH}/**/*.ts`, `src/games/${FRESH}/**/*.svelte`, `e2e/${FRESH}.drive.ts`] };
      writeFileSync(join(scratch, 'tsconfig.new-game.json'), JSON.stringify(config));
      const r = run('npx', ['svelte-check', '--tsconfig', './tsconfig.new-game.json', '--fail-on-warnings', '--threshold', 'warning']);
      expect(r.status, r.output).toBe(0);
      expect(r.output).toMatch(/found 0 errors and 0 warnings/);
    },
    STEP_MS,
  );

  it(
    'lint and format pass on every file the script wrote or edited',
    () => {
      const lint = run('npx', ['eslint', '--max-warnings', '0', ...wrote]);
      expect(lint.status, lint.output).toBe(0);
      const format = run('npx', ['prettier', '--check', ...wrote]);
      expect(format.status, format.output).toBe(0);
    },
    STEP_MS,
  );

  it(
    "the new game's unit tests and the unit tests that walk every game pass",
    () => {
      const walking = ['src/game-ids.test.ts', 'src/purity.test.ts', 'src/ui/words.test.ts', 'src/app/summaries.test.ts', 'src/app/i18n'];
      const r = run('npx', ['vitest', 'run', `src/games/${FRESH}`, ...walking]);
      expect(r.status, r.output).toBe(0);
      expect(r.output).toMatch(new RegExp(`src/games/${FRESH}/`));
    },
    STEP_MS,
  );
});
