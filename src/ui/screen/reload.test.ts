// Issue 34: a reload shows the game as it was. (2) The redo list comes back with the undo list: make
// a move, take it back, reload, and Wiederholen is on and plays it again. (Random play) A round
// started again from its beginning stays started again: the attempt given up does not come back.
import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { PageController } from './controller.svelte.ts';
import { toySpec } from './testing/toy.ts';

// The shared toy page (testing/toy.ts): its rounds and saves are what a reload brings back.
const spec = toySpec;

const open = (backend: MemoryStorage, query: string) => {
  const ctl = new PageController(spec, new Store(backend), { detached: true, later: (write) => write(), confirm: () => Promise.resolve(true) });
  ctl.rounds.route(new URLSearchParams(query));
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

  it('random play: the same round again from its start, then a reload, shows the fresh start, not the attempt given up', async () => {
    const backend = new MemoryStorage();
    const a = open(backend, 'seed=7');
    a.play(1);
    a.play(1);
    expect(await a.rounds.restart()).toBe(true);
    expect(a.session.depth).toBe(0);
    const b = open(backend, 'seed=7');
    expect(b.session.depth).toBe(0);
    expect(b.mayUndo).toBe(false);
    expect(b.state).toEqual(a.state);
    // A bare link continues the same: the round started again, nothing of the attempt given up.
    expect(open(backend, '').session.depth).toBe(0);
  });

  it('random play: a new game that deals the very round its slot holds starts it afresh for good', async () => {
    const backend = new MemoryStorage();
    // A range of one seed: "Neues Spiel" deals the round on screen again (random play's reloaded page did that).
    const one = new PageController({ ...spec, rounds: { ...spec.rounds, seedRange: [7, 7] as const } }, new Store(backend), {
      detached: true,
      confirm: () => Promise.resolve(true),
    });
    one.rounds.route(new URLSearchParams('seed=7'));
    one.play(1);
    one.saves.save();
    expect(await one.rounds.newGame()).toBe(true);
    expect(one.round).toMatchObject({ seed: 7 });
    expect(one.session.depth).toBe(0);
    expect(open(backend, 'seed=7').session.depth).toBe(0);
  });

  it('starting another round over a saved game writes nothing until its first move (the saved game stays)', async () => {
    const backend = new MemoryStorage();
    const a = open(backend, 'seed=7');
    a.play(1);
    a.saves.save();
    const b = open(backend, 'seed=8');
    expect(await b.rounds.restart()).toBe(true);
    expect(open(backend, 'seed=7').session.depth).toBe(1);
  });
});
