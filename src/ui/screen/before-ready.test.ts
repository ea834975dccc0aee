// Issue 34 (1): while the first round is still being prepared (Klondike proves its daily in a
// worker) there is no round and no state yet. Nothing on the screen may read them then: not the
// header, not the menu (its choices, switches and fields), not a key or a menu command. Driven with
// core's toy game behind a spec whose preparation never answers, drawn with Svelte's server
// renderer (the same template code the page runs).
import { createRawSnippet } from 'svelte';
import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { toyDef, type ToyErrorData, type ToyState, type ToyTrace } from '../../testing/toy-game.ts';
import { sharedEntry, type KeyEntry } from '../keymap.ts';
import { PageController, type SharedCommand } from './controller.svelte.ts';
import GameScreen from './GameScreen.svelte';
import { dispatchKey } from './keys.ts';
import { originOf, roundKit, type Round } from './rounds.ts';
import type { PageSpec } from './spec.ts';

const kit = roundKit({
  param: 'seed',
  range: [0, 999_999_999],
  numberLabel: (n) => `Spiel Nr. ${n}`,
  daily: { days: 3 },
  variant: {
    param: 'max',
    legend: 'Höchstens',
    values: [
      { value: '3', label: 'drei' },
      { value: '2', label: 'zwei' },
    ],
  },
});

/** The round a spec function was handed: every one of them reads it, like the games' do. */
const read = (r: Round): string => r.variant;
let glow = false;
/** The preparations waiting for their answer. */
const answers: (() => void)[] = [];

const spec: PageSpec<ToyState, number, { max: number }, ToyTrace, ToyErrorData, (typeof toyDef)['actions'], Round, { round: Round }, number> = {
  id: 'toy',
  def: toyDef,
  name: 'Steine',
  rounds: {
    ...kit.rounds,
    originOf: originOf((v) => ({ max: Number(v) })),
    // A bad link's sentence that names the round on screen (Farbschalen's kind).
    readQuery: (query, today) => {
      const r = kit.rounds.readQuery(query, today);
      return r.ok ? r : { ok: false, message: (shown) => `Falsch; ${shown.label}.`, fallback: r.fallback };
    },
    // The daily and every saved round wait for a preparation that answers only when a test says so.
    prepare: { text: 'Wird vorbereitet …', run: (r, opened) => (opened ? new Promise<Round>((done) => answers.push(() => done(r))) : null) },
  },
  saves: kit.saves,
  menu: {
    ...kit.menu,
    toggles: [{ id: 'glow', label: 'Leuchten', value: (r) => read(r) !== '' && glow, set: (r, on) => void (read(r) && (glow = on)) }],
  },
  screen: {
    counters: (s, _ms, r) => [{ id: 'pile', label: `Steine ${read(r)}`, value: String(s.pile) }],
    idle: (s, r) => `Nimm Steine (${s.pile}, ${read(r)}).`,
  },
  play: {
    refused: (e) => e.message,
    ended: () => ({ title: 'Leer', lines: [] }),
  },
  hint: { action: 'peek' },
};

const KEYS: readonly KeyEntry<'take' | SharedCommand>[] = [
  sharedEntry('undo', 'Zurück'),
  sharedEntry('redo', 'Vor'),
  sharedEntry('hint', 'Tipp'),
  sharedEntry('newGame', 'Neu'),
  sharedEntry('restart', 'Nochmal'),
  { command: 'take', keys: ['t'], shown: ['T'], help: 'Nimm' },
];

function preparing(query = 'daily=1') {
  const store = new Store(new MemoryStorage());
  const ctl = new PageController(spec, store, { detached: true, confirm: () => Promise.resolve(true) });
  ctl.rounds.route(new URLSearchParams(query));
  return ctl;
}

const board = createRawSnippet(() => ({ render: () => '<div></div>' }));

describe('issue 34: nothing reads the round before it exists', () => {
  it('the daily being prepared: the screen with its menu open draws without a round', () => {
    const ctl = preparing();
    expect(ctl.ready).toBe(false);
    expect(ctl.rounds.preparing).toBe(true);
    ctl.menuOpen = true;
    const { body } = render(GameScreen, { props: { ctl, view: {}, query: new URLSearchParams('daily=1'), keys: KEYS, board } });
    expect(body).toContain('Spielmenü');
    expect(body).toContain('Wird vorbereitet …');
    // The round's own parts wait for it: no variant is shown as picked, and they cannot be used yet.
    expect(body).not.toMatch(/<input[^>]*checked/);
    expect(body).toMatch(/<input[^>]*name="choice-max"[^>]*disabled/);
  });

  it('a command, a key or a menu choice while the round is prepared reads nothing and changes nothing', async () => {
    const ctl = preparing();
    const taken: string[] = [];
    const key = (k: string) => dispatchKey(ctl, { key: k, target: null } as unknown as KeyboardEvent, KEYS, (c) => void taken.push(c));
    for (const k of ['t', 'u', 'w', 'h', 'r']) key(k);
    expect(taken).toEqual([]);
    expect(await ctl.rounds.restart()).toBe(false);
    expect(await ctl.rounds.choose('max', '2')).toBe(false);
    expect(await ctl.rounds.input('seed', '12')).not.toBeNull();
    await ctl.rounds.copyLink();
    ctl.hint();
    ctl.undo();
    ctl.redo();
    expect(ctl.ready).toBe(false);
    expect(ctl.rounds.preparing).toBe(true);
    expect(ctl.label).toBe('');
    expect(ctl.statusText).toBe('Wird vorbereitet …');
    // A new game needs no round to be like: it opens at once and the daily's preparation is dropped.
    expect(await ctl.rounds.newGame()).toBe(true);
    expect(ctl.ready).toBe(true);
    expect(ctl.round).toMatchObject({ kind: 'free', variant: '3' });
  });

  it('a bad link whose fallback is still being prepared says its sentence once the round is there', async () => {
    answers.length = 0;
    const ctl = preparing('daily=1&day=kaputt');
    expect(ctl.ready).toBe(false);
    expect(ctl.statusText).toBe('Wird vorbereitet …');
    expect(answers).toHaveLength(1);
    answers[0]?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(ctl.ready).toBe(true);
    expect(ctl.round).toMatchObject({ kind: 'daily' });
    expect(ctl.statusText).toBe(`Falsch; ${ctl.label}.`);
  });
});
