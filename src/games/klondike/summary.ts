// Klondike on the start page: the game in progress and today's daily.

import { localDayKey } from '../../core/dates.ts';
import type { Store } from '../../core/storage.ts';
import { deNumber, movesDe, roundSummary, type GameSummary } from '../../ui/summary.ts';

export const summaryKlondike = (store: Store, now: Date): GameSummary =>
  roundSummary(store, 'klondike', localDayKey(now), (moves, round) =>
    round.kind === 'daily' ? `Tagesaufgabe · ${movesDe(moves)}` : `Blatt Nr. ${deNumber(round.seed)} · ${movesDe(moves)}`,
  );
