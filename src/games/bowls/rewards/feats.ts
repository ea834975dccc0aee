// Feats of Farbschalen (BOW-31): what a result does not keep but an achievement needs — the
// largest combo (distinct bowls with groups in one safe player phase) and the number of perfect
// clears, in every mode, practice attempts included (an undo does not make a combo less real).
// Kept small and apart from achievements.ts: the game page updates them after every safe move.

import { MAX_COUNT, boundedInt, capAt, counter } from '../../../core/bounds.ts';
import * as v from 'valibot';
import type { EntrySpec } from '../../../core/storage.ts';
import type { BowlsTrace } from '../rules/types.ts';

const featsSchema = v.object({ maxCombo: boundedInt(12), perfectClears: counter });
export type BowlsFeats = v.InferOutput<typeof featsSchema>;
export const FEATS_ENTRY: EntrySpec<BowlsFeats> = { name: 'bowls/feats', version: 1, schema: featsSchema };
export const emptyFeats = (): BowlsFeats => ({ maxCombo: 0, perfectClears: 0 });

/** The feats after a safe move (an overflowing move scores nothing and counts for nothing); the same object when nothing changed. */
export function noteMove(f: BowlsFeats | undefined, trace: Pick<BowlsTrace, 'player'>): BowlsFeats {
  const base = f ?? emptyFeats();
  const p = trace.player;
  if (p.overflow.length > 0) return base;
  const maxCombo = Math.max(base.maxCombo, p.comboBowls);
  const perfectClears = capAt(base.perfectClears + (p.perfectClear ? 1 : 0), MAX_COUNT);
  if (maxCombo === base.maxCombo && perfectClears === base.perfectClears) return base;
  return { maxCombo, perfectClears };
}
