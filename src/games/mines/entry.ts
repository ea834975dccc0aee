// Minesweeper's entry in the registry: what the shell needs to list, open, explain and count the game.

import type { GameEntry } from '../../ui/entry.ts';
import { ICON } from './icon.ts';
import { summaryMines } from './summary.ts';

export const entry: GameEntry = {
  id: 'mines',
  name: 'Minesweeper',
  blurb: 'Minen finden mit reiner Logik – jedes Feld ist ohne Raten lösbar.',
  group: 'logic',
  icon: ICON,
  daily: 'daily=1',
  params: ['seed', 'daily', 'day', 'size'],
  page: () => import('./Page.svelte'),
  help: () => import('./Help.svelte'),
  stats: () => import('./Stats.svelte'),
  summary: summaryMines,
  statsEntries: ['mines/stats'],
  budgetKb: 37,
  pageFile: 'src/games/mines/Page.svelte',
};
