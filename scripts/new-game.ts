// Creates a new game from the model game in scripts/template: `npm run new-game -- <id> "<Name>" [--dry-run]`.
//
// A new game is its folder, its e2e files and one entry in src/games/registry.ts (docs/ADDING_A_GAME.md).
// This script writes exactly those: the template's game/ folder to src/games/<id>/, its drive.ts to
// e2e/<id>.drive.ts (with __ID__ and __NAME__ filled in) and the entry's import and name to the
// registry, then formats what it wrote with the project's Prettier settings. The new game plays at
// once: it is on the start page, in the engine and in every suite that walks the registry; then
// replace its rules, notation, board and words with the new game's own.
// `plan()` is pure (texts in, texts out), so src/scaffold.test.ts checks it on the real tree and
// src/new-game.test.ts runs the whole script in a scratch copy of the repository.

import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

/** The template's folder, and where its files go: game/<file> → src/games/<id>/<file>, drive.ts → e2e/<id>.drive.ts. */
export const TEMPLATE = 'scripts/template';

/** What the script writes: new files, and the new text of the registry. */
export interface Plan {
  readonly files: ReadonlyMap<string, string>;
  readonly edits: ReadonlyMap<string, string>;
}

const ID = /^[a-z][a-z0-9]{1,19}$/;
/** Routes of the shell a game's route (#/<id>) would shadow. */
const SHELL_ROUTES = ['settings', 'stats'];

/** Why `id` and `name` cannot make a game (null when they can); `taken`: the ids in use. */
export function invalid(id: string, name: string, taken: readonly string[]): string | null {
  if (!ID.test(id)) return `The id "${id}" must be 2–20 lowercase letters or digits, starting with a letter.`;
  if (taken.includes(id)) return `There is a game "${id}" already.`;
  if (SHELL_ROUTES.includes(id)) return `The id "${id}" is a page of the app already.`;
  if (name.trim().length < 2 || name.length > 40 || /["'`\\<>{}$]/.test(name)) return `The name "${name}" must be 2–40 plain characters.`;
  return null;
}

/** The template's files: path relative to the template folder → text. */
export function readTemplate(root: string): Map<string, string> {
  const dir = join(root, TEMPLATE);
  const out = new Map<string, string>();
  const walk = (d: string): void => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(relative(dir, p).split('\\').join('/'), readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

/** Where a template file goes for game `id`. */
export const targetOf = (file: string, id: string): string => (file === 'drive.ts' ? `e2e/${id}.drive.ts` : `src/games/${id}/${file.replace(/^game\//, '')}`);

/** The files of game `id` named `name` made from the template, and the registry with its entry added (not yet formatted). */
export function plan(id: string, name: string, template: ReadonlyMap<string, string>, registryTs: string): Plan {
  const files = new Map<string, string>();
  for (const [file, text] of template) files.set(targetOf(file, id), text.replaceAll('__ID__', id).replaceAll('__NAME__', name));

  const ident = `g${id.charAt(0).toUpperCase()}${id.slice(1)}`;
  const lastImport = [...registryTs.matchAll(/^import \{ entry as \w+ \} from '\.\/[^']+\/entry\.ts';$/gm)].at(-1);
  const games = /export const GAMES: readonly GameEntry\[\] = \[([^\]]*)\];/.exec(registryTs);
  if (!lastImport || !games) throw new Error('src/games/registry.ts: the entry imports or GAMES not found');
  const at = (lastImport.index ?? 0) + lastImport[0].length;
  const list = (games[1] ?? '').trim().replace(/,$/, '');
  const registry = (registryTs.slice(0, at) + `\nimport { entry as ${ident} } from './${id}/entry.ts';` + registryTs.slice(at)).replace(
    games[0],
    `export const GAMES: readonly GameEntry[] = [${list}, ${ident}];`,
  );
  return { files, edits: new Map([['src/games/registry.ts', registry]]) };
}

/** `text` as Prettier writes the file `path` with the project's settings (.prettierrc.json). */
export async function formatted(root: string, path: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(join(root, path));
  return prettier.format(text, { ...options, filepath: join(root, path) });
}

/**
 * Whether `text` names `id` as a word of its own (not a method such as `node.connect(`, not part of
 * a longer name): src/game-ids.test.ts allows that only in the game's own folder and e2e files.
 */
export const mentions = (text: string, id: string): boolean => new RegExp(`(?<![.\\w-])${id}(?![\\w-]*\\()(?!\\w)`).test(text);

/** The files of src/ and e2e/ that name `id` already (a new game under that id would fail src/game-ids.test.ts). */
export function filesNaming(root: string, id: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const path = `${dir}/${e.name}`;
      return e.isDirectory() ? walk(path) : /\.(ts|svelte)$/.test(e.name) && mentions(readFileSync(join(root, path), 'utf8'), id) ? [path] : [];
    });
  return [...walk('src'), ...walk('e2e')];
}

/** The ids in use: every folder under src/games (registered or not). */
export const takenIds = (root: string): string[] =>
  readdirSync(join(root, 'src/games'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

async function main(argv: readonly string[]): Promise<number> {
  const dry = argv.includes('--dry-run');
  const [id = '', name = ''] = argv.filter((a) => !a.startsWith('--'));
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const why = invalid(id, name, takenIds(root));
  if (why !== null) {
    console.error(`✖ ${why}\nUsage: npm run new-game -- <id> "<Name>" [--dry-run]`);
    return 1;
  }
  const naming = filesNaming(root, id);
  if (naming.length > 0) {
    console.error(
      `✖ The word "${id}" stands in ${naming.slice(0, 3).join(', ')} already; src/game-ids.test.ts would take it for the game there. Pick another id.`,
    );
    return 1;
  }
  const p = plan(id, name, readTemplate(root), readFileSync(join(root, 'src/games/registry.ts'), 'utf8'));
  const clash = [...p.files.keys()].find((path) => existsSync(join(root, path)));
  if (clash) {
    console.error(`✖ ${clash} exists already.`);
    return 1;
  }
  for (const [path, text] of [...p.files, ...p.edits]) {
    console.log(`${p.edits.has(path) ? 'edit ' : 'write'} ${path}`);
    if (dry) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), await formatted(root, path, text));
  }
  console.log(
    dry
      ? 'Dry run: nothing written.'
      : `\n${name} (${id}) is registered and plays as the model game (lights out). Next: its rules, notation, board and words (docs/ADDING_A_GAME.md walks through each file); e2e/${id}.drive.ts makes one move for the suites that walk every game.`,
  );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(await main(process.argv.slice(2)));
