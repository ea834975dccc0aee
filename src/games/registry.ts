// The games whose rules exist, by id. A game plugs into the engine (and tests) here.
// `null` means the game is not built yet.

import type { AnyGameDef, GameId } from '../core/game.ts';
import { bowlsDef } from './bowls/def.ts';
import { connectDef } from './connect/def.ts';
import { freecellDef } from './freecell/def.ts';
import { klondikeDef } from './klondike/def.ts';
import { numbermatchDef } from './numbermatch/def.ts';
import { pyramidDef } from './pyramid/def.ts';

export const GAME_DEFS: Readonly<Record<GameId, AnyGameDef | null>> = {
  connect: connectDef,
  bowls: bowlsDef,
  numbermatch: numbermatchDef,
  freecell: freecellDef,
  pyramid: pyramidDef,
  klondike: klondikeDef,
  spider: null,
  mines: null,
  '2048': null,
  fifteen: null,
};
