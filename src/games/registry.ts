// The games whose rules exist, by id. A game plugs into the engine (and tests) here.
// `null` means the game is not built yet.

import type { AnyGameDef, GameId } from '../core/game.ts';
import { def2048 } from './2048/def.ts';
import { bowlsDef } from './bowls/def.ts';
import { connectDef } from './connect/def.ts';
import { fifteenDef } from './fifteen/def.ts';
import { freecellDef } from './freecell/def.ts';
import { numbermatchDef } from './numbermatch/def.ts';
import { pyramidDef } from './pyramid/def.ts';

export const GAME_DEFS: Readonly<Record<GameId, AnyGameDef | null>> = {
  connect: connectDef,
  bowls: bowlsDef,
  numbermatch: numbermatchDef,
  freecell: freecellDef,
  pyramid: pyramidDef,
  klondike: null,
  spider: null,
  mines: null,
  '2048': def2048,
  fifteen: fifteenDef,
};
