// Every game id with its rules, for the engine and the tests. A game plugs in here.
// `null` means the game's rules have not landed yet: its id is registered, the engine answers
// that the game is not available.

import type { AnyGameDef, GameId } from '../core/game.ts';
import { bowlsDef } from './bowls/def.ts';
import { connectDef } from './connect/def.ts';
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
  '2048': null,
  fifteen: null,
};
