// Test helper: the page controller over core's toy game behind a minimal page spec (grouped like
// every game's), with a memory store, a clock the test moves and a confirm question it answers.
import { MemoryStorage, Store } from '../../../core/storage.ts';
import { toyDef, type ToyErrorData, type ToyState, type ToyTrace } from '../../../testing/toy-game.ts';
import { countPlayed, recordResult, statsEntry } from '../../stats.ts';
import { PageController, type ControllerOptions } from '../controller.svelte.ts';
import { originOf, roundKit, type Round } from '../rounds.ts';
import type { PageSpec } from '../spec.ts';

export const toyKit = roundKit({ param: 'seed', range: [0, 999_999_999], numberLabel: (n) => `Spiel Nr. ${n}`, daily: { days: 1 } });
export const TOY_STATS = statsEntry('toy');

/** The toy's spec; its hint (the `peek` action) answers the pile's size. */
export type ToySpec = PageSpec<ToyState, number, { max: number }, ToyTrace, ToyErrorData, (typeof toyDef)['actions'], Round, { round: Round }, number>;

export const toySpec: ToySpec = {
  id: 'toy',
  def: toyDef,
  name: 'Steine',
  rounds: { ...toyKit.rounds, originOf: originOf(() => ({})) },
  saves: toyKit.saves,
  menu: toyKit.menu,
  screen: {
    counters: (s) => [{ id: 'pile', label: 'Steine', value: String(s.pile) }],
    idle: () => 'Nimm Steine.',
  },
  play: {
    undoIsPractice: true,
    refused: (e) => e.message,
    played: (r, store) => countPlayed(store, 'toy', r.variant),
    ended: ({ first, store, round, attempt, state }) => {
      if (first)
        recordResult(store, 'toy', round.variant, { won: true, practice: attempt.practice, values: { moves: state.taken.length } }, { moves: 'lower' });
      return { title: 'Leer', lines: [] };
    },
  },
};

/** A detached controller over `backend` (a fresh memory store by default). */
export function toyController(spec: ToySpec = toySpec, backend = new MemoryStorage(), opts: ControllerOptions = {}) {
  return new PageController(spec, new Store(backend), { detached: true, ...opts });
}

/** A controller whose clock the test moves and whose "replace the game?" question answers `answer`. */
export function setup(answer = true) {
  const backend = new MemoryStorage();
  const store = new Store(backend);
  let now = 0;
  const asked: string[] = [];
  const ctl = new PageController(toySpec, store, {
    detached: true,
    clock: () => now,
    confirm: (title) => {
      asked.push(title);
      return Promise.resolve(answer);
    },
  });
  return { backend, store, ctl, asked, advance: (ms: number) => (now += ms) };
}

export const q = (s: string): URLSearchParams => new URLSearchParams(s);

/** Every entry of a memory store, as text. */
export const dump = (b: MemoryStorage): Record<string, string> => {
  const out: Record<string, string> = {};
  for (let i = 0; i < b.length; i++) {
    const k = b.key(i) as string;
    out[k] = b.getItem(k) as string;
  }
  return out;
};

export const firstLegal = (ctl: { readonly legalMoves: readonly number[] }): number => ctl.legalMoves[0] as number;
