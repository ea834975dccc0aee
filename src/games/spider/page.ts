// Spider on the shared screen (SPI-9): numbered deals with 1, 2 or 4 suits, the daily (2 suits, 30
// days open), saves with the undo history and the undo count (SPI-6's undo cost survives a reload),
// statistics per suit count, the header's score and moves, and the refused deal's sentence (SPI-3).

import * as v from 'valibot';
import type { PageSpec } from '../../ui/screen/spec.ts';
import { originOf, roundKit, type Round } from '../../ui/screen/rounds.ts';
import { countPlayed, recordResult, statsEntry } from '../../ui/stats.ts';
import { spiderDef, type SpiderOptions } from './def.ts';
import { MAX_SEED, scoreWithUndos, statusOf, type SpiderMove, type SpiderState, type SpiderTrace, type SuitCount } from './rules.ts';
import { z, SEED_WORDS } from './strings.de.ts';
import { deNumber } from '../../ui/numbers.ts';

const kit = roundKit({
  param: 'deal',
  range: [1, Math.min(MAX_SEED, 999_999_999)],
  numberLabel: z.dealNo,
  daily: { days: 30 },
  variant: {
    param: 'suits',
    legend: z.suitsLegend,
    values: [
      { value: '1', label: z.suits['1'] as string },
      { value: '2', label: z.suits['2'] as string },
      { value: '4', label: z.suits['4'] as string },
    ],
    daily: '2',
  },
});

export { deNumber };

export const STATS = statsEntry('spider');
/** The bests Spider keeps per suit count: the highest score and the fewest moves of a won game. */
const ORDERS = { score: 'higher', moves: 'lower' } as const;

/** The save's meta: the round and the undos made so far (each costs points, SPI-6). */
export interface SpiderMeta {
  readonly round: Round;
  readonly undos: number;
}

const metaSchema = v.object({
  round: kit.roundSchema,
  undos: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000)), 0),
}) as v.GenericSchema<unknown, SpiderMeta>;

/** The score the header shows: the position's score less the undo cost. */
export const shownScore = (s: SpiderState, undos: number): number => scoreWithUndos(s.score, undos);

type Actions = typeof spiderDef.actions;

export const spec: PageSpec<SpiderState, SpiderMove, SpiderOptions, SpiderTrace, object, Actions, Round, SpiderMeta, SpiderMove> = {
  id: 'spider',
  def: spiderDef,
  name: z.name,
  rounds: { ...kit.rounds, originOf: originOf((variant) => ({ suits: Number(variant) as SuitCount })) },
  saves: {
    ...kit.saves,
    meta: metaSchema,
    metaOf: (round, _state, undos) => ({ round, undos }),
    roundOf: (m) => m.round,
    undosOf: (m) => m.undos,
  },
  menu: kit.menu,
  screen: {
    words: SEED_WORDS,
    sameRoundWord: 'Gleiches Blatt wiederholen',
    counters(state, _elapsed, _round, undos) {
      return [
        { id: 'score', label: z.score, value: deNumber(shownScore(state, undos)) },
        { id: 'moves', label: z.moves, value: deNumber(state.moves) },
      ];
    },
    idle(state) {
      if (statusOf(state) === 'stuck') return z.stuck;
      return state.stock.length === 0 ? z.idleNoStock : z.idle;
    },
  },
  play: {
    refused(error, state) {
      if (error.code === 'empty_column') {
        const empty = state.columns.findIndex((c) => c.length === 0);
        return z.emptyColumn(empty + 1);
      }
      if (error.code === 'illegal' && state.stock.length === 0 && /stock/i.test(error.message)) return z.emptyStock;
      return error.code === 'illegal' ? z.noFit : null;
    },
    played: (round, store) => countPlayed(store, 'spider', round.variant),
    ended({ state, first, store, round, undos }) {
      const score = shownScore(state, undos);
      const improved = first
        ? recordResult(
            store,
            'spider',
            round.variant,
            { won: true, practice: false, values: { score: Math.max(0, score), moves: state.moves }, ...(round.day ? { day: round.day } : {}) },
            ORDERS,
          )
        : [];
      return {
        title: z.wonTitle,
        lines: [
          z.wonScore(deNumber(score)),
          z.wonMoves(deNumber(state.moves)),
          ...(improved.includes('score') ? [z.newBestScore] : []),
          ...(improved.includes('moves') ? [z.newBestMoves] : []),
        ],
      };
    },
  },
  hint: { action: 'hint' },
};
