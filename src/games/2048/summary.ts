// 2048 on the start page: the game in progress and today's daily.

import { localDayKey } from '../../core/dates.ts';
import type { Store } from '../../core/storage.ts';
import { movesDe, roundSummary, type GameSummary } from '../../ui/summary.ts';

export const summary2048 = (store: Store, now: Date): GameSummary => roundSummary(store, '2048', localDayKey(now), (moves) => movesDe(moves));
