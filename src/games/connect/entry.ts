// Paare verbinden's entry in the registry: what the shell needs to list, open, explain and count the game.

import type { GameEntry } from '../../ui/entry.ts';
import { ICON } from './icon.ts';
import { connectSummary } from './summary.ts';

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
  statsEntries: ['connect/bests'],
  budgetKb: 37,
  pageFile: 'src/games/connect/Page.svelte',
};
