// Klondike on the shared screen: rounds (a numbered deal, the proven daily, six modes of draw count
// and scoring), "Nur lösbare Blätter" through a Web Worker, saves with undo, the Vegas running
// total, statistics per draw count and scoring (KLO-13) and the end of a game.

import * as v from 'valibot';
import { daySeed, type DayKey } from '../../core/dates.ts';
import type { EntrySpec, Store } from '../../core/storage.ts';
import type { MenuChoice, PageSpec } from '../../ui/screen/spec.ts';
import { roundKit, type Round } from '../../ui/screen/rounds.ts';
import { countPlayed, recordResult, statsEntry } from '../../ui/stats.ts';
import { formatDuration } from '../../ui/time.ts';
import { klondikeDef, type KlondikeOptions } from './def.ts';
import { MODES, modeParts, statsKeyOf } from './modes.ts';
import type { Prover } from './prove.ts';
import { resultOf } from './records.ts';
import { MAX_CARRY, canFinish, passLimit, statusOf, type KlondikeMove, type KlondikeState, type KlondikeTrace } from './rules.ts';
import { knowsWinnable, provenDeal, provingBudget, rememberWinnable } from './solve.ts';
import { k, SEED_WORDS } from './strings.de.ts';
import { deNumber } from '../../ui/numbers.ts';

export const GAME = 'klondike';
export const STATS = statsEntry(GAME);
const ORDERS = { score: 'higher', moves: 'lower', timeMs: 'lower' } as const;

// ---------------------------------------------------------------- the player's settings

const prefsSchema = v.object({
  /** KLO-12 "Nur lösbare Blätter". */
  winnable: v.boolean(),
  /** Vegas kumulativ: the running total carried into the next game. */
  vegasTotal: v.pipe(v.number(), v.integer(), v.minValue(-MAX_CARRY), v.maxValue(MAX_CARRY)),
});
export type KlondikePrefs = v.InferOutput<typeof prefsSchema>;
export const PREFS: EntrySpec<KlondikePrefs> = { name: `${GAME}/prefs`, version: 1, schema: prefsSchema };
const NO_PREFS: KlondikePrefs = { winnable: false, vegasTotal: 0 };

export const readPrefs = (store: Store): KlondikePrefs => store.read(PREFS) ?? NO_PREFS;
export function writePrefs(store: Store, change: Partial<KlondikePrefs>): void {
  store.update(PREFS, (p) => ({ ...(p ?? NO_PREFS), ...change }));
}
/** Vegas kumulativ: the total after this game's latest change is what the next game starts from. */
export function keepVegasTotal(store: Store, score: number): void {
  writePrefs(store, { vegasTotal: Math.max(-MAX_CARRY, Math.min(MAX_CARRY, score)) });
}

// ---------------------------------------------------------------- rounds

/** KLO-12: the daily is always a proven deal (Ziehen 1, Standard): the first from the day's number on. */
export const DAILY = { draw: 1, scoring: 'standard' } as const;
const DAILY_NODES = provingBudget(DAILY.draw, DAILY.scoring);
/**
 * The daily's deal, computed here (the page never calls this: it proves the daily in the worker
 * through `prepare`, and the engine's create with `winnable` takes that answer).
 */
export const dailyDeal = (day: DayKey): number | null => provenDeal(daySeed(day), DAILY.draw, DAILY.scoring);

export const kit = roundKit({
  param: 'deal',
  range: [0, 999_999_999],
  numberLabel: k.dealNo,
  daily: { days: 30 },
  variant: { param: 'draw', legend: k.modeLegend, values: MODES.map((m) => ({ value: m, label: k.modes[m] })), daily: '1' },
});

export interface PageDeps {
  readonly store: Store;
  /** The worker that proves deals (tests pass a synchronous stand-in). */
  readonly prove: Prover;
  /** The Vegas total the game on screen started with (its session's `carry` option). */
  readonly carry: () => number;
}

type Spec = PageSpec<
  KlondikeState,
  KlondikeMove,
  KlondikeOptions,
  KlondikeTrace,
  object,
  (typeof klondikeDef)['actions'],
  Round,
  { round: Round },
  KlondikeMove
>;

/** The options a round is dealt with: its mode, and the Vegas total carried in for Vegas kumulativ. */
export function optionsOf(round: Round, store: Store): KlondikeOptions {
  // The daily round's seed is its day's number; the rules deal the first proven deal from it on.
  if (round.kind === 'daily') return { ...DAILY, winnable: true, carry: 0 };
  const p = modeParts(round.variant);
  return { draw: p.draw, scoring: p.scoring, winnable: false, carry: p.cumulative ? readPrefs(store).vegasTotal : 0 };
}

/** The menu shows the mode as two choices (draw count, scoring), so each fits a narrow column. */
const modeOf = (draw: string, scoring: string): string => `${draw}${scoring === 'standard' ? '' : scoring === 'vegas' ? 'v' : 'vk'}`;
const scoringOf = (variant: string): string => {
  const p = modeParts(variant);
  return p.cumulative ? 'cumulative' : p.scoring;
};
const drawChoice: MenuChoice<Round> = {
  id: 'draw',
  legend: k.drawLegend,
  options: [
    { value: '1', label: k.draws['1'] },
    { value: '3', label: k.draws['3'] },
  ],
  value: (round) => String(modeParts(round.variant).draw),
  pick: (round, value, seed) => ({ kind: 'free', seed, variant: modeOf(value, scoringOf(round.variant)) }),
};
const scoringChoice: MenuChoice<Round> = {
  id: 'scoring',
  legend: k.scoringLegend,
  options: [
    { value: 'standard', label: k.scorings.standard },
    { value: 'vegas', label: k.scorings.vegas },
    { value: 'cumulative', label: k.scorings.cumulative },
  ],
  value: (round) => scoringOf(round.variant),
  pick: (round, value, seed) => ({ kind: 'free', seed, variant: modeOf(String(modeParts(round.variant).draw), value) }),
};

export function klondikeSpec({ store, prove, carry }: PageDeps): Spec {
  const dealsChoice: MenuChoice<Round> = {
    id: 'deals',
    legend: k.dealsLegend,
    options: [
      { value: 'all', label: k.dealsAll },
      { value: 'proven', label: k.dealsProven },
    ],
    value: () => (readPrefs(store).winnable ? 'proven' : 'all'),
    pick(round, value, seed) {
      writePrefs(store, { winnable: value === 'proven' });
      return { kind: 'free', seed, variant: round.variant };
    },
  };
  return {
    id: GAME,
    def: klondikeDef,
    name: k.name,
    rounds: {
      ...kit.rounds,
      originOf: (round) => ({ seed: round.seed, options: { ...optionsOf(round, store) } }),
      prepare: {
        text: k.proving,
        run(round, opened) {
          if (round.kind === 'daily') {
            // The rules' create proves the daily (winnable); the worker does it first, off the main thread.
            if (knowsWinnable(round.seed, DAILY.draw, DAILY_NODES, DAILY.scoring)) return null;
            return prove(round.seed, DAILY.draw, DAILY.scoring).then((deal) => {
              if (deal !== null) rememberWinnable(round.seed, DAILY.draw, DAILY_NODES, DAILY.scoring, deal);
              return round;
            });
          }
          if (opened || !readPrefs(store).winnable) return null;
          const p = modeParts(round.variant);
          return prove(round.seed, p.draw, p.scoring).then((deal) => ({ ...round, seed: deal ?? round.seed }));
        },
      },
    },
    saves: kit.saves,
    menu: { ...kit.menu, choices: [drawChoice, scoringChoice, dealsChoice] },
    screen: {
      words: SEED_WORDS,
      sameRoundWord: k.keys.restart,
      counters(state, elapsed) {
        return [
          { id: 'score', label: k.score, value: deNumber(state.score) },
          { id: 'moves', label: k.moves, value: deNumber(state.moves) },
          { id: 'time', label: k.time, value: formatDuration(elapsed, 'down'), clock: true },
        ];
      },
      idle(state) {
        if (statusOf(state) === 'stuck') return k.stuck;
        if (canFinish(state)) return k.idleFinish;
        const limit = passLimit(state.draw, state.scoring);
        if (state.scoring === 'vegas') return `${k.passOf(state.pass, limit)}. ${k.idle}`;
        return k.idle;
      },
    },
    play: {
      refused: (error) => (/No pass is left/.test(error.message) ? k.noPass : null),
      played: (round, st) => countPlayed(st, GAME, statsKeyOf(round.variant)),
      ended({ round, state, first, store: st, elapsedMs }) {
        const r = resultOf(state, modeParts(round.variant).cumulative ? carry() : 0);
        const improved = first
          ? recordResult(
              st,
              GAME,
              r.key,
              {
                won: r.won,
                practice: false,
                values: { ...(r.score >= 0 ? { score: r.score } : {}), moves: r.moves, timeMs: elapsedMs },
                ...(round.day ? { day: round.day } : {}),
              },
              ORDERS,
            )
          : [];
        return {
          title: k.wonTitle,
          lines: [
            ...k.wonLines(deNumber(r.score), r.moves, formatDuration(elapsedMs)),
            ...(modeParts(round.variant).cumulative ? [k.vegasTotal(deNumber(r.total))] : []),
            ...(improved.length > 0 ? [k.newBest] : []),
          ],
        };
      },
    },
    hint: { action: 'hint' },
  };
}
