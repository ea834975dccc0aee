// The rules of every registered game, for the engine, the CLI and tests (the app's pages import
// their own). Derived from the registry by convention: each game's def.ts exports its GameDef, the
// one export whose `id` is the game's. The app never imports this file, so no page's chunk holds
// another page's rules.

import type { AnyGameDef } from '../core/game.ts';
import { GAME_IDS } from './registry.ts';

async function defOf(id: string): Promise<readonly [string, AnyGameDef]> {
  const mod = (await import(`./${id}/def.ts`)) as Record<string, unknown>;
  const def = Object.values(mod).find(
    (x): x is AnyGameDef => typeof x === 'object' && x !== null && (x as { id?: unknown }).id === id && typeof (x as { play?: unknown }).play === 'function',
  );
  if (!def) throw new Error(`src/games/${id}/def.ts exports no GameDef with id "${id}"`);
  return [id, def];
}

/** Every registered game's rules by id: the registry the engine is handed. */
export const GAME_DEFS: Readonly<Record<string, AnyGameDef>> = Object.fromEntries(await Promise.all(GAME_IDS.map(defOf)));
