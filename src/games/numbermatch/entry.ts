// Number Match's entry in the registry: what the shell needs to list, open, explain and count the game.

import type { GameEntry } from '../../ui/entry.ts';
import { ICON } from './icon.ts';
import { numbermatchSummary } from './summary.ts';

export const entry: GameEntry = {
  id: 'numbermatch',
  name: 'Number Match',
  blurb: 'Gleiche Zahlen oder Zehnerpaare finden, bis das Feld leer ist.',
  group: 'pairs',
  icon: ICON,
  daily: 'daily=1',
  params: ['stage', 'seed', 'daily', 'classic'],
  page: () => import('./Page.svelte'),
  help: () => import('./Help.svelte'),
  stats: () => import('./Stats.svelte'),
  summary: numbermatchSummary,
  budgetKb: 40,
  pageFile: 'src/games/numbermatch/Page.svelte',
};
