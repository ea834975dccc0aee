// Minesweeper on the shared screen: rounds (a numbered board per size, the player's own shape, a
// daily per size whose centre is already open), saves with undo as practice (MIN-5), the header's
// mine counter and clock (MIN-6), best times per size and the end of a round.

import type { Origin } from '../../core/log.ts';
import type { PageSpec } from '../../ui/screen/spec.ts';
import { roundKit, type Round } from '../../ui/screen/rounds.ts';
import { countPlayed, recordResult, statsEntry, variantOf } from '../../ui/stats.ts';
import { formatDuration } from '../../ui/time.ts';
import { SIZES, SIZE_NAMES, sizeNameOf } from './board.ts';
import { minesDef, type MinesOptions } from './def.ts';
import { isOwnShape, lessonOf, readShape, shapeLabel, shapeVariant, SIZE_LABELS, sizeOfVariant, statsKey } from './layout.ts';
import { encodePosition } from './notation.ts';
import { dailyGame, isPlaced, MAX_SEED, minesLeft, statusOf, type MinesMove, type MinesState, type MinesTrace } from './rules.ts';
import { m } from './strings.de.ts';

const kit = roundKit({
  param: 'seed',
  range: [0, Math.min(MAX_SEED, 999_999_999)],
  numberLabel: m.gameNo,
  daily: { days: 1 },
  variant: {
    param: 'size',
    legend: m.sizeLegend,
    values: SIZE_NAMES.map((value) => ({ value, label: SIZE_LABELS[value] })),
    extra: { accepts: isOwnShape, label: shapeLabel },
  },
});

export const STATS = statsEntry('mines');
const ORDERS = { timeMs: 'lower' } as const;

/** The rules' options of a variant (a named size, or the own shape's numbers). */
function optionsOf(variant: string): Record<string, unknown> {
  const size = sizeOfVariant(variant) ?? SIZES.beginner;
  const name = sizeNameOf(size);
  return name ? { size: name } : { ...size };
}

/** MIN-8: a daily starts from its board with the centre already open. */
function originOf(r: Round): Origin {
  if (r.kind !== 'daily') return { seed: r.seed, options: optionsOf(r.variant) };
  const size = sizeOfVariant(r.variant) ?? SIZES.beginner;
  return { position: encodePosition(dailyGame(size, r.seed).state) };
}

type Actions = typeof minesDef.actions;

export const spec: PageSpec<MinesState, MinesMove, MinesOptions, MinesTrace, object, Actions, Round, { round: Round }> = {
  id: 'mines',
  def: minesDef,
  name: m.name,
  rounds: { ...kit.rounds, originOf },
  saves: { ...kit.saves, clearOn: ['won'] },
  menu: {
    ...kit.menu,
    inputs: [
      ...kit.menu.inputs,
      {
        id: 'shape',
        label: m.own,
        placeholder: m.ownPlaceholder,
        inputMode: 'text',
        read(text, _round, seed) {
          const s = readShape(text);
          const variant = s.ok ? shapeVariant(s.width, s.height, s.mines) : null;
          return variant === null ? { ok: false, message: m.ownBad } : { ok: true, round: { kind: 'free', seed, variant } };
        },
      },
    ],
  },
  screen: {
    counters(state, elapsed) {
      return [
        { id: 'mines', label: m.mines, value: String(minesLeft(state)) },
        { id: 'time', label: m.time, value: formatDuration(elapsed, 'down'), clock: true },
      ];
    },
    idle: (state) => (state.exploded >= 0 ? m.idleLost : statusOf(state) === 'won' ? m.idleWon : isPlaced(state) ? m.idle : m.idleFirst),
  },
  play: {
    undoIsPractice: true,
    refused: () => null,
    played: (round, store) => countPlayed(store, 'mines', statsKey(round.variant)),
    ended({ state, status, attempt, first, store, round, elapsedMs }) {
      const won = status === 'won';
      const key = statsKey(round.variant);
      const timed = won && !isOwnShape(round.variant);
      const improved = first
        ? recordResult(
            store,
            'mines',
            key,
            { won, practice: attempt.practice, values: timed ? { timeMs: elapsedMs } : {}, ...(round.day ? { day: round.day } : {}) },
            ORDERS,
          )
        : [];
      if (!won) return { title: m.lostTitle, lines: [lessonOf(state) >= 0 ? m.lesson : m.noLesson, m.undoHint], undo: true, peek: true };
      const best = variantOf(store.read(STATS), key).best['timeMs'];
      return {
        title: m.wonTitle,
        lines: [
          m.wonTime(formatDuration(elapsedMs)),
          ...(improved.includes('timeMs') ? [m.newBest] : timed && best !== undefined ? [m.best(formatDuration(best))] : []),
          ...(attempt.practice ? [m.practice] : []),
        ],
      };
    },
  },
};
