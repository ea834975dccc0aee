// Klondike's entry in the registry: what the shell needs to list, open, explain and count the game.

import type { GameEntry } from '../../ui/entry.ts';
import { ICON } from './icon.ts';
import { summaryKlondike } from './summary.ts';

export const entry: GameEntry = {
  id: 'klondike',
  name: 'Solitär',
  blurb: 'Klondike: Karten vom Stapel ziehen, Reihen bauen, alle vier Farben vom Ass bis zum König ablegen.',
  group: 'cards',
  icon: ICON,
  daily: 'daily=1',
  params: ['deal', 'daily', 'day', 'draw'],
  page: () => import('./Page.svelte'),
  help: () => import('./Help.svelte'),
  stats: () => import('./Stats.svelte'),
  summary: summaryKlondike,
  statsEntries: ['klondike/stats'],
  // 40.2 KB measured: the card faces as one sprite and the kept card list (ui/cards) came with issue 21.
  budgetKb: 42,
  pageFile: 'src/games/klondike/Page.svelte',
};
