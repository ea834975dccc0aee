// Every game of the app, in the start page's order (HUB-1's groups): one line per game. The shell's
// start page, statistics, help and routes, the engine (defs.ts), the size budgets and the e2e lists
// all come from here. A new game is its folder, its id in core's GameId and one line below.

import type { GameId } from '../core/game.ts';
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

/**
 * Games whose rules have landed (the engine plays them) but whose page has not: the app does not
 * list them yet. A game moves from here to GAMES with its entry.ts.
 */
export const RULES_ONLY: readonly GameId[] = [];

/** HUB-1's groups in order, with their German headings. */
export const GROUPS: readonly { readonly id: GameGroup; readonly heading: string }[] = [
  { id: 'cards', heading: 'Karten' },
  { id: 'pairs', heading: 'Paare und Zahlen' },
  { id: 'logic', heading: 'Logik' },
];

export const gameById = (id: string): GameEntry | undefined => GAMES.find((g) => g.id === id);
