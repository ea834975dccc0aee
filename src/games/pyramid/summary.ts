// Pyramiden-Solitär on the start page: PYR-11 keeps no save, only the deal the open app holds in
// memory while the player moves between its pages.

import { NOTHING, deNumber, type GameSummary } from '../../ui/summary.ts';
import { keptView } from './kept.ts';

export function pyramidSummary(): GameSummary {
  const view = keptView(null);
  if (!view || view.status !== 'playing' || view.log().steps.length === 0) return NOTHING;
  const score = view.state.score;
  return { inProgress: { detail: `Nr. ${deNumber(view.deal)} · ${score === 1 ? '1 Punkt' : `${score} Punkte`}` }, daily: null };
}
