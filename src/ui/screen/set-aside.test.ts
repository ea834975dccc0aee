// Issue 34 (3): a game's save that could not be used — broken, refused by its check, not replaying
// through the rules, or written by a newer version — is set aside (or kept unread), and the status
// line says so in the one shared sentence (SET_ASIDE), whichever way it failed.
import { describe, expect, it } from 'vitest';
import { Attempt } from '../../core/attempt.ts';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { toyDef, type ToyErrorData, type ToyState, type ToyTrace } from '../../testing/toy-game.ts';
import { SET_ASIDE } from '../words.de.ts';
import { PageController } from './controller.svelte.ts';
import { originOf, roundKit, type Round } from './rounds.ts';
import type { PageSpec } from './spec.ts';

const kit = roundKit({ param: 'seed', range: [0, 999_999_999], numberLabel: (n) => `Spiel Nr. ${n}`, daily: { days: 1 } });

const spec: PageSpec<ToyState, number, { max: number }, ToyTrace, ToyErrorData, (typeof toyDef)['actions'], Round, { round: Round }> = {
  id: 'toy',
  def: toyDef,
  name: 'Steine',
  rounds: { ...kit.rounds, originOf: originOf(() => ({})) },
  saves: { ...kit.saves, check: (saved) => saved.attempt.elapsedMs < 1e9 },
  menu: kit.menu,
  screen: {
    counters: (s) => [{ id: 'pile', label: 'Steine', value: String(s.pile) }],
    idle: () => 'Nimm Steine.',
  },
  play: {
    refused: (e) => e.message,
    ended: () => ({ title: 'Leer', lines: [] }),
  },
};

const KEY = 'knobelkiste:toy/slot/free';
const save = (steps: unknown[], elapsedMs = 0) => ({
  log: { game: 'toy', origin: { seed: 7 }, steps },
  attempt: { ...new Attempt().toJSON(), elapsedMs },
  meta: { round: { kind: 'free', seed: 7, variant: '' } },
});

const BROKEN: readonly [string, string][] = [
  ['truncated', JSON.stringify({ kk: 1, v: 1, data: save([{ move: 1 }]) }).slice(0, 50)],
  ['refused by its check', JSON.stringify({ kk: 1, v: 1, data: save([{ move: 1 }], 2e9) })],
  ['not replaying', JSON.stringify({ kk: 1, v: 1, data: save([{ move: 99 }]) })],
  ['from a newer version', JSON.stringify({ kk: 1, v: 2, data: save([{ move: 1 }]) })],
];

describe('issue 34: a save that could not be used is said in the shared sentence', () => {
  for (const [what, text] of BROKEN)
    for (const query of ['', 'seed=7'])
      it(`${what}, opened by ${query === '' ? 'a bare link' : 'its round'}`, () => {
        const backend = new MemoryStorage();
        backend.setItem(KEY, text);
        const store = new Store(backend);
        const ctl = new PageController(spec, store, { detached: true });
        ctl.rounds.route(new URLSearchParams(query));
        expect(ctl.ready).toBe(true);
        expect(ctl.session.depth).toBe(0);
        expect(ctl.statusText).toBe(SET_ASIDE);
        expect(backend.getItem(`${KEY}:aside:1`)).toBe(text);
        // Said once: the next round opened says nothing of it.
        ctl.rounds.route(new URLSearchParams('seed=8'));
        expect(ctl.statusText).toBe('Nimm Steine.');
      });

  it('a new game into a slot not read before (the daily was open) says it too, at once', async () => {
    const backend = new MemoryStorage();
    backend.setItem(KEY, BROKEN[0]![1]);
    const ctl = new PageController(spec, new Store(backend), { detached: true, confirm: () => Promise.resolve(true) });
    ctl.rounds.route(new URLSearchParams('daily=1'));
    expect(ctl.statusText).toBe('Nimm Steine.');
    expect(await ctl.rounds.newGame()).toBe(true);
    expect(ctl.round).toMatchObject({ kind: 'free' });
    expect(ctl.statusText).toBe(SET_ASIDE);
  });
});
