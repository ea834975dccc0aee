// Spider's entry in the registry: what the shell needs to list, open, explain and count the game.

import type { GameEntry } from '../../ui/entry.ts';
import { ICON } from './icon.ts';
import { spiderSummary } from './summary.ts';

export const entry: GameEntry = {
  id: 'spider',
  name: 'Spider',
  blurb: 'Zehn Spalten, zwei Spiele Karten: ordne Folgen vom König bis zum Ass.',
  group: 'cards',
  icon: ICON,
  daily: 'daily=1',
  params: ['deal', 'daily', 'day', 'suits'],
  page: () => import('./Page.svelte'),
  help: () => import('./Help.svelte'),
  stats: () => import('./Stats.svelte'),
  summary: spiderSummary,
  statsEntries: ['spider/stats'],
  budgetKb: 36,
  pageFile: 'src/games/spider/Page.svelte',
};
