// Issue 34 (2): a reload brings back the redo list with the undo list. Make a move, take it back,
// reload: Wiederholen is on and plays it again; the page says the game is back.
import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { toyDef, type ToyErrorData, type ToyState, type ToyTrace } from '../../core/testing/toy-game.ts';
import { PageController } from './controller.svelte.ts';
import { originOf, roundKit, type Round } from './rounds.ts';
import type { PageSpec } from './spec.ts';

const spec: PageSpec<ToyState, number, { max: number }, ToyTrace, ToyErrorData, (typeof toyDef)['actions'], Round, { round: Round }> = {
  id: 'toy',
  def: toyDef,
  name: 'Steine',
  ...roundKit({ param: 'seed', range: [0, 999_999_999], numberLabel: (n) => `Spiel Nr. ${n}` }),
  originOf: originOf(() => ({})),
  undoIsPractice: true,
  counters: (s) => [{ id: 'pile', label: 'Steine', value: String(s.pile) }],
  idle: () => 'Nimm Steine.',
  refused: (e) => e.message,
  ended: () => ({ title: 'Leer', lines: [] }),
};

const open = (backend: MemoryStorage, query: string) => {
  const ctl = new PageController(spec, new Store(backend), { detached: true, later: (write) => write() });
  ctl.route(new URLSearchParams(query));
  return ctl;
};

describe('issue 34: the redo list survives a reload', () => {
  it('move, undo, reload: Wiederholen is on and redoes the move; nothing counts as another undo', () => {
    const backend = new MemoryStorage();
    const a = open(backend, 'seed=7');
    a.play(1);
    a.play(2);
    const end = a.state;
    a.undo();
    expect(a.mayRedo).toBe(true);
    const b = open(backend, '');
    expect(b.round).toMatchObject({ seed: 7 });
    expect(b.mayUndo).toBe(true);
    expect(b.mayRedo).toBe(true);
    expect(b.undos).toBe(0);
    expect(b.message?.text).toMatch(/wieder da/);
    b.redo();
    expect(b.state).toEqual(end);
    expect(b.mayRedo).toBe(false);
  });

  it('every move taken back: the game and its redo list still come back', () => {
    const backend = new MemoryStorage();
    const a = open(backend, 'seed=7');
    a.play(1);
    a.undo();
    const b = open(backend, '');
    expect(b.mayUndo).toBe(false);
    expect(b.mayRedo).toBe(true);
    expect(b.message?.text).toMatch(/wieder da/);
    b.redo();
    expect(b.session.depth).toBe(1);
  });
});
