// __NAME__ on the shared screen: rounds (a numbered start or today's daily) from the round kit,
// saves with undo, the header's counters, statistics and the end panel, each group for the
// controller's part that uses it (src/ui/screen/spec.ts). The controller does the rest.

import type { NoActions } from '../../core/game.ts';
import type { ErrorData } from '../../core/result.ts';
import { deNumber } from '../../ui/numbers.ts';
import { originOf, roundKit, type Round } from '../../ui/screen/rounds.ts';
import type { PageSpec } from '../../ui/screen/spec.ts';
import { countPlayed, recordResult } from '../../ui/stats.ts';
import { formatDuration } from '../../ui/time.ts';
import { def, type Options } from './def.ts';
import { litCount, type State, type Trace } from './rules.ts';
import { z } from './strings.de.ts';

const ID = '__ID__';
const kit = roundKit({ param: 'seed', range: [0, 999_999_999], numberLabel: z.gameNo, daily: { days: 1 } });

export type Spec = PageSpec<State, number, Options, Trace, ErrorData, NoActions, Round, { round: Round }>;

export const spec: Spec = {
  id: ID,
  def,
  name: z.name,
  rounds: { ...kit.rounds, originOf: originOf(() => ({})) },
  saves: { ...kit.saves, clearOn: ['won'] },
  menu: kit.menu,
  screen: {
    counters: (state, elapsed) => [
      { id: 'lit', label: z.lit, value: deNumber(litCount(state)) },
      { id: 'time', label: z.time, value: formatDuration(elapsed, 'down') },
    ],
    idle: () => z.idle,
  },
  play: {
    refused: () => z.refused,
    played: (round, store) => countPlayed(store, ID, round.variant),
    ended({ attempt, first, store, round, elapsedMs }) {
      const result = { won: true, practice: attempt.practice, values: { timeMs: elapsedMs }, ...(round.day ? { day: round.day } : {}) };
      const improved = first ? recordResult(store, ID, round.variant, result, { timeMs: 'lower' }) : [];
      return { title: z.wonTitle, lines: [z.wonTime(formatDuration(elapsedMs, 'down')), ...(improved.includes('timeMs') ? [z.newBest] : [])] };
    },
  },
};
