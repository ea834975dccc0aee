// Paare verbinden on the start page: the round in progress (its save slot; the daily's slot too).

import type { Store } from '../../core/storage.ts';
import { NOTHING, readSlot, type GameSummary } from '../../ui/summary.ts';

/** The slot of the free round (the page spec writes it; page.ts ROUND_SLOT). */
export const CONNECT_ROUND_SLOT = 'round';

export function connectSummary(store: Store): GameSummary {
  const saved = readSlot(store, 'connect', CONNECT_ROUND_SLOT) ?? readSlot(store, 'connect', 'daily');
  // Each move clears one pair.
  const pairs = saved?.moves ?? 0;
  return pairs > 0 ? { inProgress: { detail: pairs === 1 ? '1 Paar abgeräumt' : `${pairs} Paare abgeräumt` }, daily: null } : NOTHING;
}
