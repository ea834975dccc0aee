// __NAME__'s entry in the registry: what the shell needs to list, open, explain and count the game.
// The start page loads it with every other entry, so it reads saves only, never the rules.

import { localDayKey } from '../../core/dates.ts';
import type { GameEntry } from '../../ui/entry.ts';
import { movesDe, roundSummary } from '../../ui/summary.ts';
import { z } from './strings.de.ts';

/** The app's icon for the game: a few lit cells on a dark board (SVG markup in a 64×64 view box; decorative). */
const ICON =
  '<rect width="64" height="64" rx="14" fill="#263238"/><rect x="8" y="8" width="14" height="14" rx="3" fill="#455a64"/><rect x="25" y="8" width="14" height="14" rx="3" fill="#ffd54f"/><rect x="42" y="8" width="14" height="14" rx="3" fill="#455a64"/><rect x="8" y="25" width="14" height="14" rx="3" fill="#ffd54f"/><rect x="25" y="25" width="14" height="14" rx="3" fill="#ffd54f"/><rect x="42" y="25" width="14" height="14" rx="3" fill="#ffd54f"/><rect x="8" y="42" width="14" height="14" rx="3" fill="#455a64"/><rect x="25" y="42" width="14" height="14" rx="3" fill="#ffd54f"/><rect x="42" y="42" width="14" height="14" rx="3" fill="#455a64"/>';

export const entry: GameEntry = {
  id: '__ID__',
  name: z.name,
  blurb: z.blurb,
  group: 'logic',
  icon: ICON,
  daily: 'daily=1',
  params: ['seed', 'daily', 'day'],
  page: () => import('./Page.svelte'),
  help: () => import('./Help.svelte'),
  stats: () => import('./Stats.svelte'),
  summary: (store, now) => roundSummary(store, '__ID__', localDayKey(now), (moves) => movesDe(moves)),
  statsEntries: ['__ID__/stats'],
  budgetKb: 26,
  pageFile: 'src/games/__ID__/Page.svelte',
};
