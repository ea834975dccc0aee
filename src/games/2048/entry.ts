// 2048's entry in the registry: what the shell needs to list, open, explain and count the game.

import type { GameEntry } from '../../ui/entry.ts';
import { ICON } from './icon.ts';
import { DAILY_2048, summary2048 } from './summary.ts';

export const entry: GameEntry = {
  id: '2048',
  name: '2048',
  blurb: 'Kacheln schieben, gleiche Zahlen verschmelzen, bis die 2048 steht.',
  group: 'pairs',
  icon: ICON,
  daily: 'daily=1',
  params: ['seed', 'daily', 'day'],
  page: () => import('./Page.svelte'),
  help: () => import('./Help.svelte'),
  stats: () => import('./Stats.svelte'),
  summary: summary2048,
  dailyRecord: DAILY_2048,
  statsEntries: ['2048/stats'],
  budgetKb: 28,
  pageFile: 'src/games/2048/Page.svelte',
};
