// Issue 12, "one word for one action": every catalog names a shared action with the one word of
// src/ui/words.de.ts (or the game's seed word from its SEED_WORDS), never with a second word.
//
// Walked: src/app/i18n/de.ts, every src/games/*/*.de.ts catalog and the literal text of every .svelte
// file under src/ (markup and script strings; comments and styles are left out).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../games/registry.ts';
import { WORDS, word, type SeedWords, type SharedAction } from './words.de.ts';

/** Each game's seed words (its strings.de.ts SEED_WORDS), by game folder. */
const SEEDS: Readonly<Record<string, SeedWords>> = Object.fromEntries(
  Object.entries(import.meta.glob<{ SEED_WORDS?: SeedWords }>('../games/*/strings.de.ts', { eager: true })).flatMap(([f, m]) =>
    m.SEED_WORDS ? [[/games\/([^/]+)\//.exec(f)?.[1] ?? '', m.SEED_WORDS] as const] : [],
  ),
);

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const ACTIONS = Object.keys(WORDS) as SharedAction[];

/**
 * Second words players met for a shared action (issue 12), beside the other games' words. Case-sensitive.
 * A leading "^" marks a phrase that is ordinary prose too ("nimmt den Zug zurück"): it counts only as a
 * whole label (a string or element text of just that phrase).
 */
const SECOND_WORDS: Readonly<Record<SharedAction, readonly string[]>> = {
  undo: ['^Zug zurück', '^Zurücknehmen'],
  redo: ['Wiederherstellen'],
  hint: ['Hinweis', 'Hinweise'],
  restart: ['Neu starten', 'Gleiches Blatt wiederholen', 'Blatt wiederholen', 'Neu beginnen'],
  newGame: ['Neue Runde', 'Neues Zufallsbrett', 'Neuer Versuch', 'Neue Partie', 'Neues Brett'],
  daily: ['Tagesblatt', 'Tagesblätter', 'Tagesblattes', 'Feld von heute', 'Tagesrätsel', 'Tageschallenge', 'Spiel des Tages'],
  shuffle: ['Neu mischen'],
  help: [],
  stats: [],
  settings: ['Optionen'],
  play: [],
  resume: ['Fortsetzen', 'Weiter spielen'],
  cancel: [],
  close: ['Schliessen'],
};

/** Every name an action goes by anywhere: the shared word, the seed words, the second words. */
function namesOf(action: SharedAction, seeds: Readonly<Record<string, SeedWords>>): string[] {
  const seedWords = Object.values(seeds).flatMap((o) => (o[action] ? [o[action].word] : []));
  return [...new Set([WORDS[action], ...seedWords, ...SECOND_WORDS[action]])];
}

/** The game a file belongs to (src/games/<id>/…), or undefined for the shell and src/ui. */
function gameOf(file: string): string | undefined {
  const m = /^games\/([^/]+)\//.exec(file);
  return m?.[1];
}

/** The text a player can see: comments and style blocks removed. */
function visibleText(source: string, kind: 'ts' | 'svelte'): string {
  let s = source;
  if (kind === 'svelte') s = s.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  return s
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s\/\/\s.*$/gm, '');
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name as a whole word: no letter right before or after it ("Tipp" is not "Tippe"; "Zug zurück" is not "zurückgenommen"). */
const wholeWord = (name: string): RegExp => new RegExp(`(?<!\\p{L})${escape(name)}(?!\\p{L})`, 'gu');
/** A phrase as a whole label: between quotes or tags, with at most a closing full stop. */
const wholeLabel = (name: string): RegExp => new RegExp(`(?<=['"\`>]\\s*)${escape(name)}[.!…]?\\s*(?=['"\`<])`, 'gu');
const pattern = (name: string): RegExp => (name.startsWith('^') ? wholeLabel(name.slice(1)) : wholeWord(name));
const bare = (name: string): string => name.replace(/^\^/, '');

interface Finding {
  readonly file: string;
  readonly action: SharedAction;
  /** The second word found. */
  readonly found: string;
  /** The word that belongs there. */
  readonly expected: string;
}

/** Second words for shared actions in one file's text. */
function findSecondWords(file: string, text: string, seeds: Readonly<Record<string, SeedWords>> = SEEDS): Finding[] {
  const game = gameOf(file);
  const out: Finding[] = [];
  for (const action of ACTIONS) {
    const expected = word(action, game === undefined ? undefined : seeds[game]);
    for (const name of namesOf(action, seeds)) {
      const plain = bare(name);
      // A longer name that contains the expected word is still a second word ("Gleiches Blatt wiederholen");
      // a name inside the expected word, or the expected word inflected ("Hinweise"), is not.
      if (expected.includes(plain) || plain.startsWith(expected)) continue;
      if (pattern(name).test(text)) out.push({ file, action, found: plain, expected });
    }
  }
  return out;
}

/**
 * Known second words inside game folders, left for the helpers who own those pages (issue 12): the
 * coordinator removes each line once the game branch that fixes it is merged. Keyed by file (below
 * src/) and the word found. A line that no longer occurs fails the test, so the list only shrinks.
 */
const ALLOWED: Readonly<Record<string, Readonly<Record<string, string>>>> = {};

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? walk(p) : [p];
  });
}

/** The catalogs: the shell's strings, every game's strings, every Svelte file. */
function catalogs(): { file: string; text: string }[] {
  return walk(SRC)
    .map((p) => relative(SRC, p).split('\\').join('/'))
    .filter((f) => f === 'app/i18n/de.ts' || /^games\/[^/]+\/[\w-]+\.de\.ts$/.test(f) || f.endsWith('.svelte'))
    .sort()
    .map((file) => ({ file, text: visibleText(readFileSync(join(SRC, file), 'utf8'), file.endsWith('.svelte') ? 'svelte' : 'ts') }));
}

describe('issue 12: one word for one action', () => {
  it('the walk finds the shell catalog, every game catalog and the Svelte files', () => {
    const files = catalogs().map((c) => c.file);
    expect(files).toContain('app/i18n/de.ts');
    for (const g of GAME_IDS) expect(files).toContain(`games/${g}/strings.de.ts`);
    expect(files).toContain('app/pages/Home.svelte');
    // Every German catalog in a game folder, at any depth and by any name, is walked.
    const gameCatalogs = walk(join(SRC, 'games'))
      .map((p) => relative(SRC, p).split('\\').join('/'))
      .filter((f) => f.endsWith('.de.ts'));
    expect(gameCatalogs.length).toBeGreaterThanOrEqual(GAME_IDS.length);
    for (const f of gameCatalogs) expect(files).toContain(f);
    expect(Object.keys(SEEDS).length).toBeGreaterThanOrEqual(3);
  });

  it('the detector: second words are found, the game seed words and verbs are not', () => {
    // Made-up games: alpha has seed words, beta has none.
    const seeds: Record<string, SeedWords> = {
      alpha: {
        hint: { word: 'Hinweis', why: 'test' },
        newGame: { word: 'Neues Blatt', why: 'test' },
        restart: { word: 'Gleiches Blatt wiederholen', why: 'test' },
      },
    };
    const found = (file: string, text: string): string[] => findSecondWords(file, visibleText(text, 'ts'), seeds).map((f) => `${f.action}:${f.found}`);
    expect(found('app/x.ts', "undo: 'Zug zurück'")).toEqual(['undo:Zug zurück']);
    expect(found('app/x.ts', "msg: 'Letzter Zug zurückgenommen.'")).toEqual([]);
    expect(found('app/x.ts', "msg: 'Nimmt den letzten Zug zurück.'")).toEqual([]);
    expect(found('app/x.ts', "undo: 'Zug zurück.'")).toEqual(['undo:Zug zurück']);
    expect(found('games/alpha/Help.svelte', '<p>Hinweise kosten Punkte.</p>')).toEqual([]);
    expect(found('app/x.ts', "a: 'Tippe eine Karte an.'")).toEqual([]);
    expect(found('app/x.ts', "a: 'Hinweis schließen'")).toEqual(['hint:Hinweis']);
    expect(found('games/alpha/strings.de.ts', "hint: 'Hinweis'")).toEqual([]);
    expect(found('games/alpha/strings.de.ts', "hint: 'Tipp'")).toEqual(['hint:Tipp']);
    expect(found('games/alpha/strings.de.ts', "n: 'Neues Blatt'")).toEqual([]);
    expect(found('games/alpha/strings.de.ts', "n: 'Neues Spiel'")).toEqual(['newGame:Neues Spiel']);
    expect(found('games/beta/strings.de.ts', "n: 'Neues Blatt'")).toEqual(['newGame:Neues Blatt']);
    // A game keeps its seed's label for the same deal; anywhere else it is a second word.
    expect(found('games/alpha/strings.de.ts', "r: 'Gleiches Blatt wiederholen'")).toEqual([]);
    expect(found('games/beta/strings.de.ts', "r: 'Gleiches Blatt wiederholen'").sort()).toEqual([
      'restart:Blatt wiederholen',
      'restart:Gleiches Blatt wiederholen',
    ]);
    expect(found('app/x.ts', "// Neue Runde in a comment\nx: 'Neues Spiel'")).toEqual([]);
  });

  it('no catalog names a shared action with a second word (outside the allow-list of game folders)', () => {
    const unexpected: string[] = [];
    const seen = new Set<string>();
    for (const { file, text } of catalogs()) {
      for (const f of findSecondWords(file, text)) {
        seen.add(`${file}|${f.found}`);
        if (ALLOWED[file]?.[f.found] === undefined) unexpected.push(`${file}: "${f.found}" for ${f.action} (say "${f.expected}")`);
      }
    }
    expect(unexpected).toEqual([]);
    // The allow-list only shrinks: a line whose word is gone must be removed.
    const stale = Object.entries(ALLOWED).flatMap(([file, words]) => Object.keys(words).flatMap((w) => (seen.has(`${file}|${w}`) ? [] : [`${file}|${w}`])));
    expect(stale).toEqual([]);
  });

  it('the allow-list names only files inside game folders (the shell and src/ui fix their words)', () => {
    expect(Object.keys(ALLOWED).filter((f) => gameOf(f) === undefined)).toEqual([]);
  });
});
