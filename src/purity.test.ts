// Pure game files stay pure (issue 20 point 8): the rules, notation, generators, solvers, hints and
// defs of every game folder (new ones included, found by walking src/games) use no randomness but
// kb-rng-1, no clock, no DOM, no timer and no storage. Comments and strings are stripped first.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from './games/registry.ts';

const SRC = dirname(fileURLToPath(import.meta.url));
const GAMES = join(SRC, 'games');

/** File names that hold pure code in every game; any other file opts in with a `@pure` tag in a header comment. */
const PURE_NAME = /^(rules|notation|deduce|hint|def|deal)\.ts$|^(generate|solve)[\w.-]*\.ts$/;
const PURE_TAG = /^\s*\/\/.*@pure\b/m;
const NOT_CODE = /\.(test|bench)\.ts$/;

/** What pure code must not touch: unseeded randomness, clocks, the DOM, timers, storage. */
const FORBIDDEN =
  /\b(Math\s*\.\s*random|Date|performance|window|document|globalThis|setTimeout|setInterval|requestAnimationFrame|crypto|localStorage|sessionStorage)\b/g;

/**
 * The code of a TypeScript file without comments and without the text of string, template and
 * regex literals (a template's `${…}` code stays). Good enough for a word search, not a parser.
 */
export function codeOnly(text: string): string {
  let out = '';
  let i = 0;
  /** The last character that was code (not space): decides whether "/" starts a regex. */
  let last = '';
  const templateDepth: number[] = [];
  let braces = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      out += ' ';
      continue;
    }
    if (c === '"' || c === "'") {
      i++;
      while (i < text.length && text[i] !== c && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
      out += '""';
      last = '"';
      continue;
    }
    if (c === '`' || (c === '}' && templateDepth.length > 0 && templateDepth[templateDepth.length - 1] === braces)) {
      if (c === '}') templateDepth.pop();
      i++;
      // Template text up to the closing backtick or the next `${`.
      while (i < text.length && text[i] !== '`' && !(text[i] === '$' && text[i + 1] === '{')) i += text[i] === '\\' ? 2 : 1;
      if (text[i] === '$') {
        templateDepth.push(braces);
        i += 2;
        out += '`${';
      } else {
        i++;
        out += '``';
        last = '`';
      }
      continue;
    }
    if (c === '/' && (last === '' || '(,=:[!&|?{};+-*%<>~^'.includes(last))) {
      i++;
      let inClass = false;
      while (i < text.length && text[i] !== '\n' && (inClass || text[i] !== '/')) {
        if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
        i += text[i] === '\\' ? 2 : 1;
      }
      i++;
      out += '/r/';
      last = '/';
      continue;
    }
    if (c === '{') braces++;
    if (c === '}') braces--;
    out += c;
    if (!/\s/.test(c)) last = c;
    i++;
  }
  return out;
}

/** The forbidden names a file's code uses. */
export function impurities(text: string): string[] {
  return [...codeOnly(text).matchAll(FORBIDDEN)].map((m) => (m[1] as string).replace(/\s+/g, ''));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? filesUnder(p) : [p];
  });
}

/** The pure files of every game folder, as paths below src/. */
function pureFiles(): string[] {
  const out: string[] = [];
  for (const game of readdirSync(GAMES, { withFileTypes: true })) {
    if (!game.isDirectory()) continue;
    for (const file of filesUnder(join(GAMES, game.name))) {
      const name = file.split(/[\\/]/).pop() as string;
      if (!name.endsWith('.ts') || NOT_CODE.test(name)) continue;
      if (PURE_NAME.test(name) || PURE_TAG.test(readFileSync(file, 'utf8').slice(0, 2000))) out.push(relative(SRC, file).split('\\').join('/'));
    }
  }
  return out.sort();
}

describe('pure game files', () => {
  it('the scanner sees code, not comments, strings, templates or regexes', () => {
    expect(impurities('const x = Math.random();')).toEqual(['Math.random']);
    expect(impurities('const t = Date.now(); setTimeout(f, 1); window.x; crypto.getRandomValues(a);')).toEqual(['Date', 'setTimeout', 'window', 'crypto']);
    expect(impurities('const a = Math . random ();\nlocalStorage.getItem(k); new Date(); performance.now(); document.body;')).toEqual([
      'Math.random',
      'localStorage',
      'Date',
      'performance',
      'document',
    ]);
    expect(impurities('// Math.random is never used\n/* nor Date.now() */ const s = "window"; const u = \'setTimeout\';')).toEqual([]);
    expect(impurities('const m = `no Date here ${n} or ${`nested ${crypto}`} there`;')).toEqual(['crypto']);
    expect(impurities('const re = /Date|window/g; const q = a / b / Date.now();')).toEqual(['Date']);
    expect(impurities('const updatedDate = 1; const windowSize = 2; parseDate(x);')).toEqual([]);
  });

  it('finds the pure files of every game folder, new games included', () => {
    const files = pureFiles();
    for (const game of GAME_IDS) expect(files).toContain(`games/${game}/rules.ts`);
    expect(files.some((f) => /\/deal\.ts$/.test(f))).toBe(true);
    expect(files.some((f) => /\/generate/.test(f))).toBe(true);
    expect(files.some((f) => /\/solve/.test(f))).toBe(true);
  });

  it('no rules, notation, generate, solve, deduce, hint, def or deal file uses Math.random, a clock, the DOM, a timer or storage', () => {
    const bad = pureFiles().flatMap((f) => impurities(readFileSync(join(SRC, f), 'utf8')).map((name) => `${f}: ${name}`));
    expect(bad).toEqual([]);
  });
});
