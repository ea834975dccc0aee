// Pyramiden-Solitär's entry in the registry: what the shell needs to list, open, explain and count the game.

import type { GameEntry } from '../../ui/entry.ts';
import { ICON } from './icon.ts';
import { DAILY_PYRAMID, pyramidSummary } from './summary.ts';

export const entry: GameEntry = {
  id: 'pyramid',
  name: 'Pyramiden-Solitär',
  blurb: 'Karten paarweise zur Summe 13 abräumen, bis die Pyramide fällt.',
  group: 'cards',
  icon: ICON,
  daily: 'daily=1',
  params: ['deal', 'daily', 'day'],
  page: () => import('./Page.svelte'),
  help: () => import('./Help.svelte'),
  stats: () => import('./Stats.svelte'),
  summary: pyramidSummary,
  dailyRecord: DAILY_PYRAMID,
  statsEntries: ['pyramid/stats'],
  budgetKb: 36,
  pageFile: 'src/games/pyramid/Page.svelte',
};
