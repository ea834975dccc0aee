// Number Match on the start page: the stage or free game in progress (saves.ts numbermatchSlots).

import * as v from 'valibot';
import type { Store } from '../../core/storage.ts';
import { NOTHING, count, movesDe, parse, readSlot, type GameSummary } from '../../ui/summary.ts';

const origin = v.variant('kind', [
  v.object({ kind: v.literal('stage'), id: v.pipe(v.string(), v.regex(/^\d{1,3}-\d{1,3}$/)) }),
  v.object({ kind: v.literal('seed'), seed: count }),
  v.object({ kind: v.literal('classic') }),
]);

export function numbermatchSummary(store: Store): GameSummary {
  // The stage in progress first (the levels are the game's main road), then the free game.
  for (const slot of ['stage', 'free']) {
    const saved = readSlot(store, 'numbermatch', slot);
    const meta = saved && parse(v.object({ origin }), saved.meta);
    if (!saved || !meta || saved.moves === 0) continue;
    const o = meta.origin;
    if (o.kind === 'stage') return { inProgress: { detail: `Stufe ${o.id} · ${movesDe(saved.moves)}`, query: { stage: o.id } }, daily: null };
    const query: Record<string, string> = o.kind === 'seed' ? { seed: String(o.seed) } : { classic: '1' };
    return { inProgress: { detail: `Freies Spiel · ${movesDe(saved.moves)}`, query }, daily: null };
  }
  return NOTHING;
}
