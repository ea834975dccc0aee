// Paare verbinden's entry in the registry: what the shell needs to list, open, explain and count the game.

import type { GameEntry } from '../../ui/entry.ts';
import { ICON } from './icon.ts';
import { DAILY_CONNECT, connectSummary } from './summary.ts';

export const entry: GameEntry = {
  id: 'connect',
  name: 'Paare verbinden',
  blurb: 'Gleiche Karten mit höchstens zwei Knicken verbinden und abräumen.',
  group: 'pairs',
  icon: ICON,
  daily: 'daily=1',
  params: ['code', 'mode', 'daily'],
  page: () => import('./Page.svelte'),
  help: () => import('./Help.svelte'),
  stats: () => import('./Stats.svelte'),
  summary: connectSummary,
  dailyRecord: DAILY_CONNECT,
  statsEntries: ['connect/bests', 'connect/days'],
  budgetKb: 37,
  pageFile: 'src/games/connect/Page.svelte',
};
