// The save keeper (keeper.svelte.ts, issue 21, issue 26): a move's save waits for the paint and is
// written before the game is left; a tab never writes over another tab's newer save, and offers it.
import { describe, expect, it } from 'vitest';
import { KEY_PREFIX, MemoryStorage } from '../../core/storage.ts';
import { dump, firstLegal, q, toyController, toySpec } from './testing/toy.ts';

const SLOT = `${KEY_PREFIX}toy/slot/free`;

describe('the save keeper', () => {
  it("issue 21: a move's save waits until after the paint, once for a burst, and leaving writes it at once", async () => {
    const backend = new MemoryStorage();
    const queued: (() => void)[] = [];
    const ctl = toyController(toySpec, backend, { later: (write) => queued.push(write), confirm: () => Promise.resolve(true) });
    ctl.rounds.route(q('seed=42'));
    ctl.play(firstLegal(ctl));
    ctl.play(firstLegal(ctl));
    expect(dump(backend)[SLOT]).toBeUndefined();
    expect(queued).toHaveLength(1);
    queued[0]?.();
    const saved = dump(backend)[SLOT];
    expect(saved).toContain('"steps"');
    // Another move, then a new round before the paint: the move is written before the round goes.
    ctl.play(firstLegal(ctl));
    expect(await ctl.rounds.newGame()).toBe(true);
    expect(dump(backend)[SLOT]).not.toBe(saved);
    expect(dump(backend)[SLOT]?.length).toBeGreaterThan(saved?.length ?? 0);
  });

  it('issue 26: a tab never writes over another tab’s newer save, and offers it', () => {
    const backend = new MemoryStorage();
    const tabA = toyController(toySpec, backend);
    const tabB = toyController(toySpec, backend);
    tabA.rounds.route(q('seed=21'));
    tabA.play(firstLegal(tabA));
    tabB.rounds.route(q(''));
    expect(tabB.session.depth).toBe(1);
    tabB.play(firstLegal(tabB));
    const saved = dump(backend);
    // Tab A learns of it (the storage event) and stops saving.
    tabA.saves.storageChanged(SLOT);
    expect(tabA.saves.conflict).toBe(true);
    tabA.play(firstLegal(tabA));
    tabA.saves.save();
    expect(dump(backend)).toEqual(saved);
    // Following the other tab continues its two moves.
    tabA.saves.followOtherTab();
    expect(tabA.saves.conflict).toBe(false);
    expect(tabA.session.depth).toBe(2);
  });

  it('issue 26: even without the storage event, a save notices the newer entry first', () => {
    const backend = new MemoryStorage();
    const tabA = toyController(toySpec, backend);
    const tabB = toyController(toySpec, backend);
    tabA.rounds.route(q('seed=21'));
    tabA.play(firstLegal(tabA));
    tabB.rounds.route(q(''));
    tabB.play(firstLegal(tabB));
    const saved = dump(backend);
    tabA.play(firstLegal(tabA));
    expect(tabA.saves.conflict).toBe(true);
    expect(dump(backend)).toEqual(saved);
  });
});
