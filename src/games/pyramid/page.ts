// Pyramiden-Solitär on the shared screen: links (?deal=N, ?daily=1), the header's counters, the
// statistics (records.ts, on the device) and the end of a deal. PYR-11: the controller's saves go to
// saves.ts's module memory, never to the device; the page hands that store to the controller and the
// real one to `pyramidSpec` for the statistics.

import type { DayKey } from '../../core/dates.ts';
import type { Store } from '../../core/storage.ts';
import { readNumber } from '../../ui/screen/links.ts';
import { originOf, roundKit, type Round } from '../../ui/screen/rounds.ts';
import type { PageSpec, QueryRead } from '../../ui/screen/spec.ts';
import { pyramidDef, type PyramidOptions } from './def.ts';
import { lastSlot } from './saves.ts';
import { MAX_DEAL } from './notation.ts';
import { RANDOM_DEAL_MAX, STATS_ENTRY, countPlayed, dailyDeal, recordBest, recordDaily, recordWin } from './records.ts';
import { pyramidLeft, status, type PyramidMove, type PyramidState, type PyramidTrace } from './rules.ts';
import { pyr } from './strings.de.ts';
import type { ErrorData } from '../../core/result.ts';

type Actions = (typeof pyramidDef)['actions'];
export type PyramidSpec = PageSpec<
  PyramidState,
  Parameters<typeof pyramidDef.play>[1],
  PyramidOptions,
  PyramidTrace,
  ErrorData,
  Actions,
  Round,
  { round: Round },
  PyramidMove
>;

const kit = roundKit({
  param: 'deal',
  range: [0, MAX_DEAL],
  numberLabel: (n) => `Verteilung Nr. ${n}`,
  // Issue 13: the daily deal of a local day (records.ts), only today's.
  daily: { days: 1, seed: (day: DayKey) => dailyDeal(day) },
});

/** Links as they always worked: ?deal=N, ?daily=1 (over any deal), and a bad deal said with the deal on screen. */
export function readPyramidQuery(q: URLSearchParams, today: DayKey): QueryRead<Round> {
  let query = q;
  // Before the shared screen only daily=1 meant the daily; any other value was ignored.
  if (q.has('daily') && q.get('daily') !== '1') {
    query = new URLSearchParams(q);
    query.delete('daily');
  }
  const r = kit.rounds.readQuery(query, today);
  // A bad daily value and nothing else to open: say so rather than silently continuing (issue 26).
  if (query !== q && r.ok && r.round === 'resume') return kit.rounds.readQuery(q, today);
  if (r.ok || query.has('daily')) return r;
  const raw = query.get('deal') ?? '';
  return { ok: false, fallback: r.fallback, message: ({ label, stayed }) => (stayed ? pyr.status.badDeal : pyr.status.badDealFresh)(raw, label) };
}

/** The highest score and combo of the statistics, written only when a move beats them. */
export class Bests {
  #score = -1;
  #combo = -1;
  constructor(readonly store: Store) {}
  reached(state: PyramidState): void {
    if (this.#score < 0) {
      const s = this.store.read(STATS_ENTRY);
      this.#score = s?.bestScore ?? 0;
      this.#combo = s?.longestCombo ?? 0;
    }
    if (state.score <= this.#score && state.combo <= this.#combo) return;
    this.#score = Math.max(this.#score, state.score);
    this.#combo = Math.max(this.#combo, state.combo);
    this.store.update(STATS_ENTRY, (old) => recordBest(old, state));
  }
}

/** The spec; `stats` is the device's store (the controller's own store is saves.ts's memory). */
export function pyramidSpec(stats: Store): PyramidSpec {
  return {
    id: 'pyramid',
    def: pyramidDef,
    name: pyr.title,
    rounds: {
      ...kit.rounds,
      readQuery: readPyramidQuery,
      // Neues Spiel draws from 1 … 999,999 as before; links and the menu take any deal number.
      seedRange: [1, RANDOM_DEAL_MAX],
      originOf: originOf(() => ({})),
    },
    saves: {
      ...kit.saves,
      get resumeSlot() {
        return lastSlot();
      },
      clearOn: ['won'],
    },
    menu: {
      ...kit.menu,
      inputs: [
        {
          id: 'deal',
          label: pyr.pick.label,
          placeholder: 'z. B. 134',
          read: (text: string) => {
            const n = readNumber(text, [0, MAX_DEAL]);
            return n === null
              ? { ok: false as const, message: pyr.pick.bad(text.trim()) }
              : { ok: true as const, round: { kind: 'free' as const, seed: n, variant: '' } };
          },
        },
      ],
    },
    screen: {
      counters: (state) => [
        { id: 'score', label: pyr.scoreLabel, value: pyr.scoreValue(state.score) },
        { id: 'combo', label: pyr.comboLabel, value: String(state.combo) },
      ],
      idle: (state) => {
        const st = status(state);
        return st === 'won' ? pyr.status.won : st === 'lost' ? pyr.status.lost : pyr.status.start;
      },
    },
    play: {
      refused: () => pyr.status.over,
      played: () => void stats.update(STATS_ENTRY, countPlayed),
      ended({ state, status, first, round }) {
        const won = status === 'won';
        stats.update(STATS_ENTRY, (old) => {
          let n = recordBest(old, state);
          if (won && first) n = recordWin(n);
          // The daily keeps its day's best result, however often it ends.
          if (round.kind === 'daily' && round.day !== undefined) n = recordDaily(n, { day: round.day, score: state.score, won });
          return n;
        });
        const daily = round.kind === 'daily' ? [pyr.end.dailySaved] : [];
        if (won) return { title: pyr.end.wonTitle, lines: [pyr.end.wonText(state.score, state.stock.length), ...daily] };
        return { title: pyr.end.lostTitle, lines: [pyr.end.lostText(state.score, pyramidLeft(state)), pyr.end.tryAgain, ...daily], undo: true };
      },
    },
    hint: { action: 'hint' },
  };
}
