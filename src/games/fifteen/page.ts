// The Schiebepuzzle on the shared screen (SCH-1 … SCH-6): numbered starts per size and a 4×4 daily,
// saves with unlimited undo, moves and the play clock in the header, bests per size, and the end
// panel with the player's moves beside the optimum the solver worker finds (optimum.svelte.ts).

import type { ErrorData } from '../../core/result.ts';
import { formatDuration } from '../../ui/time.ts';
import type { PageSpec } from '../../ui/screen/spec.ts';
import { originOf, roundKit, type Round } from '../../ui/screen/rounds.ts';
import { countPlayed, recordResult, statsEntry, variantOf } from '../../ui/stats.ts';
import { fifteenDef, type FifteenOptions } from './def.ts';
import { optimumSearch } from './optimum.svelte.ts';
import { DEFAULT_SIZE, isSolved, newGame, SIZES, type FifteenState, type FifteenTrace, type Size } from './rules.ts';
import { z } from './strings.de.ts';
import { optimumLine, startKey } from './optimum.svelte.ts';
import { deNumber } from '../../ui/numbers.ts';

/** Seeds a link or the menu's field may name. */
export const MAX_SEED = 999_999_999;

const kit = roundKit({
  param: 'seed',
  range: [0, MAX_SEED],
  numberLabel: z.gameNo,
  // One daily for everyone, at the classic size: the same start, so moves and times compare.
  daily: { days: 1 },
  variant: {
    param: 'size',
    legend: z.sizeLegend,
    values: SIZES.map((n) => ({ value: String(n), label: z.sizeLabel(n) })),
    default: String(DEFAULT_SIZE),
    daily: String(DEFAULT_SIZE),
  },
});

export const STATS = statsEntry('fifteen');
/** SCH-4's bests per size: the fewest moves and the shortest time. */
const ORDERS = { moves: 'lower', timeMs: 'lower' } as const;

export const sizeOf = (round: Round): Size => (Number(round.variant) as Size) || DEFAULT_SIZE;
/** The arrangement a round starts from (what the solver is asked about after a win). */
export const startOf = (round: Round): FifteenState => newGame(round.seed, sizeOf(round));

type Spec = PageSpec<FifteenState, number, FifteenOptions, FifteenTrace, ErrorData, typeof fifteenDef.actions, Round, { round: Round }>;

export const spec: Spec = {
  id: 'fifteen',
  def: fifteenDef,
  name: z.name,
  rounds: { ...kit.rounds, originOf: originOf((variant) => ({ size: Number(variant) })) },
  saves: { ...kit.saves, clearOn: ['won'] },
  menu: kit.menu,
  screen: {
    counters: (state, elapsed) => [
      { id: 'moves', label: z.moves, value: deNumber(state.moves) },
      { id: 'time', label: z.time, value: formatDuration(elapsed, 'down'), clock: true },
    ],
    idle: (state) => (isSolved(state) ? z.idleWon : z.idle(state.size)),
  },
  play: {
    refused: () => z.refused,
    played: (round, store) => countPlayed(store, 'fifteen', round.variant),
    ended({ state, attempt, first, store, round, elapsedMs }) {
      const before = variantOf(store.read(STATS), round.variant).best;
      const improved = first
        ? recordResult(
            store,
            'fifteen',
            round.variant,
            { won: true, practice: attempt.practice, values: { moves: state.moves, timeMs: elapsedMs }, ...(round.day ? { day: round.day } : {}) },
            ORDERS,
          )
        : [];
      const start = startOf(round);
      const key = startKey(start.tiles, start.size);
      const bestMoves = before['moves'];
      const bestTime = before['timeMs'];
      return {
        title: z.wonTitle,
        lines: [
          z.result(state.moves, formatDuration(elapsedMs, 'down')),
          ...(improved.includes('moves') && bestMoves !== undefined ? [z.newBestMoves] : []),
          ...(improved.includes('timeMs') && bestTime !== undefined ? [z.newBestTime] : []),
        ],
        more: () => [optimumLine(optimumSearch.get(key), state.moves, state.size)],
      };
    },
  },
};
