// Farbschalen's entry in the registry: what the shell needs to list, open, explain and count the game.

import type { GameEntry } from '../../ui/entry.ts';
import { ICON } from './icon.ts';
import { DAILY_BOWLS, bowlsSummary } from './summary.ts';

export const entry: GameEntry = {
  id: 'bowls',
  name: 'Farbschalen',
  blurb: 'Steine reihum verteilen, Dreiergruppen lösen, Ketten auslösen.',
  group: 'logic',
  icon: ICON,
  daily: 'daily=1',
  params: ['daily', 'day', 'puzzle', 'seed'],
  page: () => import('./Page.svelte'),
  help: () => import('./Help.svelte'),
  stats: () => import('./Stats.svelte'),
  settings: () => import('./Settings.svelte'),
  summary: bowlsSummary,
  dailyRecord: DAILY_BOWLS,
  statsEntries: ['bowls/records'],
  // 44.0 KB measured: one drawing per stone copied by <use> and the kept queue came with issue 21.
  budgetKb: 45,
  pageFile: 'src/games/bowls/Page.svelte',
  alsoLoads: ['src/games/bowls/puzzles/'],
};
