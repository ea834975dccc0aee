// Number Match links: the page query <-> what it opens (pure; the page follows it).
//
//   ?stage=L-S     that stage of the levels, shipped (1 … 12) or generated (13 …), when it is open for the player
//   ?seed=N        the random board of seed N (0 … 10^15 − 1)
//   ?classic=1     the classic start
//   ?daily=D       the daily board of day D (YYYY-MM-DD)
//   (nothing)      the overview

import { err, ok, type Result } from '../../core/result.ts';
import { stageExists } from './generated-levels.ts';
import { dayNumber } from '../../core/dates.ts';
import { isUnlocked, type GameOrigin, type Progress } from './progress.ts';

export type NumberMatchRoute = { readonly kind: 'overview' } | { readonly kind: 'game'; readonly origin: GameOrigin };

/** A link the page cannot follow; it then shows the overview and says why. */
export type NumberMatchRouteError =
  | { readonly code: 'bad_stage'; readonly message: string; readonly raw: string }
  | { readonly code: 'locked_stage'; readonly message: string; readonly raw: string }
  | { readonly code: 'bad_seed'; readonly message: string; readonly raw: string }
  | { readonly code: 'bad_day'; readonly message: string; readonly raw: string };

/** The route of a query; a stage must exist and be open in `progress`. */
export function parseNumberMatchQuery(q: URLSearchParams, progress: Progress): Result<NumberMatchRoute, NumberMatchRouteError> {
  const stage = q.get('stage');
  if (stage !== null) {
    if (!stageExists(stage)) return err({ code: 'bad_stage', message: `There is no stage "${stage}".`, raw: stage });
    if (!isUnlocked(progress, stage)) return err({ code: 'locked_stage', message: `Stage ${stage} is not open yet.`, raw: stage });
    return ok({ kind: 'game', origin: { kind: 'stage', id: stage } });
  }
  const seed = q.get('seed');
  if (seed !== null) {
    if (!/^\d{1,15}$/.test(seed) || !Number.isSafeInteger(Number(seed)))
      return err({ code: 'bad_seed', message: `"${seed}" is not a board number.`, raw: seed });
    return ok({ kind: 'game', origin: { kind: 'seed', seed: Number(seed) } });
  }
  const day = q.get('daily');
  if (day !== null) {
    if (dayNumber(day) === null) return err({ code: 'bad_day', message: `"${day}" is not a calendar day.`, raw: day });
    return ok({ kind: 'game', origin: { kind: 'daily', day } });
  }
  if (q.get('classic') === '1') return ok({ kind: 'game', origin: { kind: 'classic' } });
  return ok({ kind: 'overview' });
}

/** The query that opens a game. */
export function formatNumberMatchQuery(origin: GameOrigin): Record<string, string> {
  if (origin.kind === 'seed') return { seed: String(origin.seed) };
  if (origin.kind === 'classic') return { classic: '1' };
  if (origin.kind === 'daily') return { daily: origin.day };
  return { stage: origin.id };
}
