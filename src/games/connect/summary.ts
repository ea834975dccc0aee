// Paare verbinden on the start page: the round in progress (its core save slot).

import type { Store } from '../../core/storage.ts';
import { NOTHING, readSlot, type GameSummary } from '../../ui/summary.ts';

/** The slot of the round on the device (connect's saves.ts writes it). */
export const CONNECT_ROUND_SLOT = 'round';

export function connectSummary(store: Store): GameSummary {
  const saved = readSlot(store, 'connect', CONNECT_ROUND_SLOT);
  // Each move clears one pair.
  const pairs = saved?.moves ?? 0;
  return pairs > 0 ? { inProgress: { detail: pairs === 1 ? '1 Paar abgeräumt' : `${pairs} Paare abgeräumt` }, daily: null } : NOTHING;
}
