// FreeCell on the shared screen: links (`?deal=N`, `?daily=1[&day=]`), the free and the daily slot
// with the position only (FC-12: the undo history does not survive leaving), statistics in
// freecell/stats as before (FC-19), the move counter (FC-17) and the win. Everything else is the
// controller's.

import type { ErrorData } from '../../core/result.ts';
import type { PageController } from '../../ui/screen/controller.svelte.ts';
import type { PageSpec } from '../../ui/screen/spec.ts';
import { originOf, roundKit, type Round } from '../../ui/screen/rounds.ts';
import { formatDuration } from '../../ui/time.ts';
import { MAX_DEAL } from './deal.ts';
import { freecellDef, type FreecellOptions } from './def.ts';
import { DAILY_WINDOW, RANDOM_DEAL_MAX, STATS_ENTRY, countPlayed, dailyDeal, recordWin } from './records.ts';
import { LEGACY_SLOTS, possibleSlotSave, saveMetaSchema, type FreecellSaveMeta } from './saves.ts';
import { canFinish, isWon, type FreecellMove, type FreecellState, type FreecellTrace } from './rules.ts';
import { fc, SEED_WORDS } from './strings.de.ts';

const kit = roundKit({
  param: 'deal',
  range: [1, MAX_DEAL],
  numberLabel: (n) => `Blatt Nr. ${n}`,
  daily: { days: DAILY_WINDOW, seed: (day) => dailyDeal(day) },
});

/** The save's metadata (the format players have): the deal, the daily day, the move counter. */
export const metaOf = (round: Round, state: FreecellState): FreecellSaveMeta => ({
  deal: round.seed,
  ...(round.day === undefined ? {} : { day: round.day }),
  moves: state.moves,
});

export const roundOf = (meta: FreecellSaveMeta): Round =>
  meta.day === undefined ? { kind: 'free', seed: meta.deal, variant: '' } : { kind: 'daily', seed: meta.deal, day: meta.day, variant: '' };

export type FreecellSpec = PageSpec<
  FreecellState,
  FreecellMove,
  FreecellOptions,
  FreecellTrace,
  ErrorData,
  typeof freecellDef.actions,
  Round,
  FreecellSaveMeta
>;

export const spec: FreecellSpec = {
  id: 'freecell',
  def: freecellDef,
  name: fc.title,
  // "Neues Blatt" draws from Windows FreeCell's classic range; links and the field take any deal.
  rounds: { ...kit.rounds, seedRange: [1, RANDOM_DEAL_MAX], originOf: originOf(() => ({})) },
  saves: {
    ...kit.saves,
    meta: saveMetaSchema,
    metaOf,
    roundOf,
    history: 'position',
    legacy: LEGACY_SLOTS,
    check: possibleSlotSave,
    // The board text has no move counter: the save's metadata carries it (FC-9, FC-12).
    restore: (state, meta) => ({ ...state, moves: meta.moves }),
    followSameRound: true,
  },
  menu: kit.menu,
  screen: {
    words: SEED_WORDS,
    counters: (state) => [{ id: 'moves', label: fc.movesLabel, value: String(state.moves) }],
    idle: (state) => (isWon(state) ? fc.idleWon : canFinish(state) ? fc.idleFinish : state.moves === 0 ? fc.idleStart : fc.idle),
  },
  play: {
    // FC-4: an illegal tap scolds nobody.
    refused: () => null,
    played: (_round, store) => store.update(STATS_ENTRY, countPlayed),
    ended({ round, state, first, store, elapsedMs }) {
      if (first) {
        const win = { timeMs: elapsedMs, moves: state.moves };
        store.update(STATS_ENTRY, (s) => recordWin(s, round.day === undefined ? win : { ...win, day: round.day }));
      }
      return { title: fc.won, lines: [fc.wonText, fc.result(fc.moves(state.moves), formatDuration(elapsedMs))] };
    },
  },
};

/** The controller a FreeCell page runs (the board and the view take it typed). */
export type FreecellController = PageController<
  FreecellState,
  FreecellMove,
  FreecellOptions,
  FreecellTrace,
  ErrorData,
  typeof freecellDef.actions,
  Round,
  FreecellSaveMeta
>;
