// FreeCell's entry in the registry: what the shell needs to list, open, explain and count the game.

import type { GameEntry } from '../../ui/entry.ts';
import { ICON } from './icon.ts';
import { DAILY_FREECELL, freecellSummary } from './summary.ts';

export const entry: GameEntry = {
  id: 'freecell',
  name: 'FreeCell',
  blurb: 'Die Patience mit vier freien Zellen – fast jedes Blatt ist lösbar.',
  group: 'cards',
  icon: ICON,
  daily: 'daily=1',
  params: ['deal', 'daily', 'day'],
  page: () => import('./Page.svelte'),
  help: () => import('./Help.svelte'),
  stats: () => import('./Stats.svelte'),
  summary: freecellSummary,
  dailyRecord: DAILY_FREECELL,
  statsEntries: ['freecell/stats'],
  budgetKb: 38,
  pageFile: 'src/games/freecell/Page.svelte',
};
