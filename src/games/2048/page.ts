// 2048 on the shared screen: rounds (a numbered start or the daily), saves with undo, statistics,
// the header's counters and the end of a game. The board draws; everything else is the controller's.

import type { PageSpec } from '../../ui/screen/spec.ts';
import { originOf, roundKit, type Round } from '../../ui/screen/rounds.ts';
import { countPlayed, recordResult, statsEntry, type variantOf } from '../../ui/stats.ts';
import { def2048 } from './def.ts';
import { MAX_SEED, maxExponent, type Direction, type State2048, type Trace2048 } from './rules.ts';
import { z } from './strings.de.ts';
import { deNumber } from '../../ui/numbers.ts';

const kit = roundKit({ param: 'seed', range: [0, Math.min(MAX_SEED, 999_999_999)], numberLabel: z.gameNo, daily: { days: 1 } });

export const STATS = statsEntry('2048');
/** The bests 2048 keeps: the highest score and the largest tile. */
const ORDERS = { score: 'higher', tile: 'higher' } as const;

export const spec: PageSpec<State2048, Direction, Record<string, never>, Trace2048, object, Record<never, never>, Round, { round: Round }> = {
  id: '2048',
  def: def2048,
  name: z.name,
  rounds: { ...kit.rounds, originOf: originOf(() => ({})) },
  saves: { ...kit.saves, clearOn: [] },
  menu: kit.menu,
  screen: {
    counters(state, _elapsed, _round) {
      return [{ id: 'score', label: z.score, value: deNumber(state.score) }];
    },
    idle: () => z.idle,
  },
  play: {
    undoIsPractice: true,
    refused: () => null,
    played: (round, store) => countPlayed(store, '2048', round.variant),
    ended({ state, attempt, first, store, round }) {
      const tile = 2 ** maxExponent(state.cells);
      const improved = first
        ? recordResult(
            store,
            '2048',
            round.variant,
            { won: state.reached, practice: attempt.practice, values: { score: state.score, tile }, ...(round.day ? { day: round.day } : {}) },
            ORDERS,
          )
        : [];
      return {
        title: z.overTitle,
        lines: [
          z.overScore(deNumber(state.score)),
          z.overTile(deNumber(tile)),
          ...(improved.includes('score') ? [z.newBest] : []),
          ...(attempt.practice ? [z.practice] : []),
        ],
        undo: true,
      };
    },
  },
};

/** The best score so far (all rounds), for the header. */
export const bestScore = (stats: ReturnType<typeof variantOf>): number | undefined => stats.best['score'];
