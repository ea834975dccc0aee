// Every game of the app, in the start page's order (HUB-1's groups): one line per game. The shell's
// start page, statistics, help and routes, the engine (defs.ts), the size budgets and every list
// the tests walk come from here. A new game is its folder, its e2e files and one line below.

import type { GameEntry, GameGroup } from '../ui/entry.ts';
import { entry as freecell } from './freecell/entry.ts';
import { entry as pyramid } from './pyramid/entry.ts';
import { entry as spider } from './spider/entry.ts';
import { entry as connect } from './connect/entry.ts';
import { entry as numbermatch } from './numbermatch/entry.ts';
import { entry as bowls } from './bowls/entry.ts';
import { entry as g2048 } from './2048/entry.ts';
import { entry as fifteen } from './fifteen/entry.ts';
import { entry as klondike } from './klondike/entry.ts';
import { entry as mines } from './mines/entry.ts';

export const GAMES: readonly GameEntry[] = [freecell, klondike, spider, pyramid, connect, numbermatch, g2048, bowls, mines, fifteen];

/** The games' ids (their folders, routes and engine names), in the start page's order. */
export const GAME_IDS: readonly string[] = GAMES.map((g) => g.id);

/** HUB-1's groups in order, with their German headings. */
export const GROUPS: readonly { readonly id: GameGroup; readonly heading: string }[] = [
  { id: 'cards', heading: 'Karten' },
  { id: 'pairs', heading: 'Paare und Zahlen' },
  { id: 'logic', heading: 'Logik' },
];

export const gameById = (id: string): GameEntry | undefined => GAMES.find((g) => g.id === id);
