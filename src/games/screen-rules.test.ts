// Issue 20: a game on the shared screen is the screen plus what only the game has. For every game
// folder whose page is the screen's (it has Page.svelte), no component carries a script over 150
// lines, and no file of the game handles keydown, sets a timer, draws random seeds or reads the
// clock: the controller, the key table and the trace player do that for every game.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const GAMES_DIR = join(import.meta.dirname, '.');
/** The files of a game folder and its subfolders, as paths below it. */
const filesBelow = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesBelow(join(dir, name)).map((f) => join(name, f)) : [name]));
const onScreen = readdirSync(GAMES_DIR).filter((d) => statSync(join(GAMES_DIR, d)).isDirectory() && readdirSync(join(GAMES_DIR, d)).includes('Page.svelte'));

/** Source without comments (so a comment may name what the code must not do). */
const code = (text: string): string =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

const FORBIDDEN: readonly [RegExp, string][] = [
  [/\bkeydown\b/, "handles keydown (use the key table and the view's key())"],
  [/\b(setTimeout|setInterval|requestAnimationFrame)\s*\(/, 'sets a timer (use ctl.player)'],
  [/\bcrypto\b/, 'draws random numbers (src/ui/seeds.ts does)'],
  [/\bMath\.random\b/, 'uses Math.random'],
  [/\bnew Date\b|\bDate\.now\b/, 'reads the clock (the controller hands time in)'],
];

describe('issue 20: games on the shared screen', () => {
  it('there is at least one', () => {
    expect(onScreen.length).toBeGreaterThan(0);
  });
  for (const game of onScreen) {
    const files = filesBelow(join(GAMES_DIR, game)).filter(
      (f) => /\.(ts|svelte)$/.test(f) && !/\.(test|bench)\.ts$/.test(f) && !f.startsWith('testing') && !f.startsWith('measure'),
    );
    it(`${game}: every component's script is at most 150 lines`, () => {
      const long = files
        .filter((f) => f.endsWith('.svelte'))
        .map((f) => {
          const m = /<script[^>]*>([\s\S]*?)<\/script>/g;
          let lines = 0;
          for (const s of readFileSync(join(GAMES_DIR, game, f), 'utf8').matchAll(m)) lines += (s[1] ?? '').split('\n').length;
          return { f, lines };
        })
        .filter((x) => x.lines > 150);
      expect(long).toEqual([]);
    });
    it(`${game}: no file handles keys, sets timers, draws seeds or reads the clock`, () => {
      const found: string[] = [];
      for (const f of files) {
        const text = code(readFileSync(join(GAMES_DIR, game, f), 'utf8'));
        for (const [re, why] of FORBIDDEN) if (re.test(text)) found.push(`${f} ${why}`);
      }
      expect(found).toEqual([]);
    });
  }
});
