// The Schiebepuzzle's entry in the registry: what the shell needs to list, open, explain and count the game.

import type { GameEntry } from '../../ui/entry.ts';
import { ICON } from './icon.ts';
import { summaryFifteen } from './summary.ts';

export const entry: GameEntry = {
  id: 'fifteen',
  name: 'Schiebepuzzle',
  blurb: 'Kacheln in die Lücke schieben, bis alle Zahlen der Reihe nach stehen.',
  group: 'logic',
  icon: ICON,
  daily: 'daily=1',
  params: ['seed', 'daily', 'day', 'size'],
  page: () => import('./Page.svelte'),
  help: () => import('./Help.svelte'),
  stats: () => import('./Stats.svelte'),
  summary: summaryFifteen,
  statsEntries: ['fifteen/stats'],
  budgetKb: 33,
  pageFile: 'src/games/fifteen/Page.svelte',
};
