// Number Match's entry in the registry: what the shell needs to list, open, explain and count the game.

import type { GameEntry } from '../../ui/entry.ts';
import { ICON } from './icon.ts';
import { DAILY_NUMBERMATCH, numbermatchSummary } from './summary.ts';

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
  dailyRecord: DAILY_NUMBERMATCH,
  // The statistics are the level list's progress (a stage opens when the one before was won).
  statsEntries: ['numbermatch/progress'],
  resetNote: 'Die Level fangen danach wieder bei Level 1 an; ein angefangenes Spiel bleibt.',
  budgetKb: 40,
  pageFile: 'src/games/numbermatch/Page.svelte',
};
