// Creates a new game from a model game: `npm run new-game -- <id> "<German name>" [--from fifteen] [--dry-run]`.
//
// A new game is its folder, its id in core's GameId and one registry line (docs/ADDING_A_GAME.md).
// This script writes exactly those: it copies the model's folder (default: the sliding puzzle, a
// small game on nothing but the shared screen) to src/games/<id>/ with the model's id, type
// prefix and German name replaced, adds the id to src/core/game.ts and the entry to
// src/games/registry.ts. The copy plays, passes its tests and is listed on the start page at once;
// then replace the rules, notation, board and strings with the new game's own.
// `plan()` is pure (files in, files out), so src/scaffold.test.ts checks it on the real tree.

import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Model {
  /** The model's id (its folder under src/games). */
  readonly id: string;
  /** The model's German name, as its strings write it. */
  readonly name: string;
}

export const DEFAULT_MODEL: Model = { id: 'fifteen', name: 'Schiebepuzzle' };

/** What the script writes: new files and the new text of the two files it edits. */
export interface Plan {
  readonly files: ReadonlyMap<string, string>;
  readonly edits: ReadonlyMap<string, string>;
}

const ID = /^[a-z][a-z0-9]{1,19}$/;
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Why `id` and `name` cannot make a game (null when they can). */
export function invalid(id: string, name: string, taken: readonly string[]): string | null {
  if (!ID.test(id)) return `The id "${id}" must be 2–20 lowercase letters or digits, starting with a letter.`;
  if (taken.includes(id)) return `There is a game "${id}" already.`;
  if (name.trim().length < 2 || name.length > 40 || /["'`\\<>{}$]/.test(name)) return `The name "${name}" must be 2–40 plain characters.`;
  return null;
}

/**
 * The files of a new game `id` named `name`, made from `model`'s files (path relative to its
 * folder → text), and the edited core/game.ts and registry.ts.
 */
export function plan(id: string, name: string, model: Model, modelFiles: ReadonlyMap<string, string>, gameTs: string, registryTs: string): Plan {
  const swaps: [RegExp, string][] = [
    [new RegExp(escape(model.name), 'g'), name],
    [new RegExp(`\\b${escape(capital(model.id))}`, 'g'), capital(id)],
    [new RegExp(`${escape(capital(model.id))}\\b`, 'g'), capital(id)],
    [new RegExp(`\\b${escape(model.id)}`, 'g'), id],
    [new RegExp(`${escape(model.id)}\\b`, 'g'), id],
  ];
  const swap = (text: string): string => swaps.reduce((t, [re, to]) => t.replace(re, to), text);
  const files = new Map<string, string>();
  for (const [path, text] of modelFiles) files.set(`src/games/${id}/${swap(path)}`, swap(text));

  const union = /export type GameId = ([^;]+);/.exec(gameTs);
  const list = /export const GAME_IDS: readonly GameId\[\] = \[([^\]]*)\];/.exec(gameTs);
  if (!union || !list) throw new Error('src/core/game.ts: GameId or GAME_IDS not found');
  const game = gameTs
    .replace(union[0], `export type GameId = ${union[1]} | '${id}';`)
    .replace(list[0], `export const GAME_IDS: readonly GameId[] = [${list[1]}, '${id}'];`);

  const ident = `g${capital(id)}`;
  const lastImport = [...registryTs.matchAll(/^import \{ entry as \w+ \} from '\.\/[^']+\/entry\.ts';$/gm)].at(-1);
  const games = /export const GAMES: readonly GameEntry\[\] = \[([^\]]*)\];/.exec(registryTs);
  if (!lastImport || !games) throw new Error('src/games/registry.ts: the entry imports or GAMES not found');
  const at = (lastImport.index ?? 0) + lastImport[0].length;
  const registry = (registryTs.slice(0, at) + `\nimport { entry as ${ident} } from './${id}/entry.ts';` + registryTs.slice(at)).replace(
    games[0],
    `export const GAMES: readonly GameEntry[] = [${games[1]}, ${ident}];`,
  );
  return {
    files,
    edits: new Map([
      ['src/core/game.ts', game],
      ['src/games/registry.ts', registry],
    ]),
  };
}

/** The model's files (relative path → text), benches and the model's own README left out. */
export function readModel(root: string, model: Model): Map<string, string> {
  const dir = join(root, 'src/games', model.id);
  const out = new Map<string, string>();
  const walk = (d: string): void => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (!/\.bench\.ts$|^README\.md$/.test(f)) out.set(relative(dir, p), readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

function main(argv: readonly string[]): number {
  const fromAt = argv.indexOf('--from');
  const dry = argv.includes('--dry-run');
  const [id = '', name = ''] = argv.filter((a, i) => !a.startsWith('--') && (fromAt < 0 || i !== fromAt + 1));
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const gameTs = readFileSync(join(root, 'src/core/game.ts'), 'utf8');
  const taken = [...gameTs.matchAll(/'([a-z0-9]+)'/g)].map((m) => m[1] ?? '');
  const why = invalid(id, name, taken);
  if (why !== null) {
    console.error(`✖ ${why}\nUsage: npm run new-game -- <id> "<German name>" [--from <model id>] [--dry-run]`);
    return 1;
  }
  const fromId = fromAt >= 0 ? (argv[fromAt + 1] ?? '') : DEFAULT_MODEL.id;
  const model: Model = fromId === DEFAULT_MODEL.id ? DEFAULT_MODEL : { id: fromId, name: process.env['KK_MODEL_NAME'] ?? fromId };
  if (!existsSync(join(root, 'src/games', model.id))) {
    console.error(`✖ No model game "${model.id}" under src/games.`);
    return 1;
  }
  const p = plan(id, name, model, readModel(root, model), gameTs, readFileSync(join(root, 'src/games/registry.ts'), 'utf8'));
  for (const [path, text] of [...p.files, ...p.edits]) {
    console.log(`${p.edits.has(path) ? 'edit ' : 'write'} ${path}`);
    if (dry) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  console.log(
    dry
      ? 'Dry run: nothing written.'
      : `\n${name} (${id}) is registered and plays as a copy of ${model.id}. Next: its rules, notation, board and strings (docs/ADDING_A_GAME.md), e2e/${id}.spec.ts and its row in e2e/moves.ts.`,
  );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(main(process.argv.slice(2)));
