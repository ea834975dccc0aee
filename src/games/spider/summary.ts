// Spider on the start page: the deal in progress (moves and suit count) and today's daily.

import { localDayKey } from '../../core/dates.ts';
import type { Store } from '../../core/storage.ts';
import { movesDe, roundSummary, type GameSummary } from '../../ui/summary.ts';
import { z } from './strings.de.ts';

export const spiderSummary = (store: Store, now: Date): GameSummary =>
  roundSummary(store, 'spider', localDayKey(now), (moves, round) => `${z.suits[round.variant] ?? ''} · ${movesDe(moves)}`);
