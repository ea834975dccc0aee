// The rules of every registered game, for the engine, the CLI and tests (the app's pages load
// their own lazily). Derived from the registry, so a new game needs no line here.

import type { AnyGameDef, GameId } from '../core/game.ts';
import { GAMES, RULES_ONLY } from './registry.ts';

export const GAME_DEFS: Readonly<Partial<Record<GameId, AnyGameDef>>> = Object.fromEntries(
  await Promise.all([...GAMES, ...RULES_ONLY].map(async (g) => [g.id, await g.def()] as const)),
);
