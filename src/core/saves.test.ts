// Save slots as replay logs, attempts (count once, practice mark, daily day) and bests, over the toy game.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Attempt, improveBest, isNewBest } from './attempt.ts';
import { SaveSlots, slotEntry, type SavedGame } from './saves.ts';
import { startSession } from './session.ts';
import { MemoryStorage, Store, type EntrySpec } from './storage.ts';
import { toyDef } from '../testing/toy-game.ts';

const meta = v.object({ label: v.string() });
const slotsIn = (store: Store, history: 'steps' | 'position' = 'steps') => new SaveSlots(store, toyDef, { slots: ['free', 'daily'] as const, meta, history });

function played() {
  const s = startSession(toyDef, { seed: 4 });
  if (!s.ok) throw new Error(s.error.message);
  s.value.play(1);
  s.value.act('double');
  s.value.play(2, 900);
  return s.value;
}

describe('save slots', () => {
  it('save and resume replay the log to the same state, attempt and meta included', () => {
    const store = new Store(new MemoryStorage());
    const session = played();
    const attempt = Attempt.daily('2026-12-01');
    attempt.countOnce('played');
    expect(slotsIn(store).save('daily', session, attempt, { label: 'x' }).ok).toBe(true);
    const back = slotsIn(store).resume('daily');
    expect(back.ok && back.value?.session.state).toEqual(session.state);
    expect(back.ok && back.value?.session.steps).toEqual(session.steps);
    expect(back.ok && back.value?.attempt.day).toBe('2026-12-01');
    expect(back.ok && back.value?.attempt.hasCounted('played')).toBe(true);
    expect(back.ok && back.value?.meta).toEqual({ label: 'x' });
    expect(slotsIn(store).resume('free')).toEqual({ ok: true, value: null });
  });

  it('issue 34: the redo list is saved with the undo list and both come back, checked by the rules', () => {
    const backend = new MemoryStorage();
    const store = new Store(backend);
    const session = played();
    session.undo();
    session.undo();
    expect(session.depth).toBe(1);
    slotsIn(store).save('free', session, new Attempt(), { label: '' });
    const stored = JSON.parse(backend.getItem('knobelkiste:toy/slot/free') as string) as { data: SavedGame<unknown> };
    // The log stays the ENGINE.md replay log of the steps to the position; the redo list is beside it.
    expect(stored.data.log.steps).toEqual([{ move: 1 }]);
    expect(stored.data.redo).toEqual([{ cmd: 'double' }, { move: 2, t: 900 }]);
    const back = slotsIn(store).resume('free');
    const s = back.ok ? back.value?.session : undefined;
    expect(s?.state).toEqual(session.state);
    expect(s?.canUndo).toBe(true);
    expect(s?.canRedo).toBe(true);
    // Resuming is no undo: nothing counts as taken back (a practice mark, Spider's undo cost).
    expect(s?.undoCount).toBe(0);
    expect(s?.redo()).toBe(true);
    expect(s?.redo()).toBe(true);
    expect(s?.redo()).toBe(false);
    expect(s?.state).toEqual(played().state);
    // A save without anything to redo is written as before.
    slotsIn(store).save('daily', played(), new Attempt(), { label: '' });
    expect(JSON.parse(backend.getItem('knobelkiste:toy/slot/daily') as string).data).not.toHaveProperty('redo');
  });

  it('issue 34: saves from before the redo list load as before; a redo list the rules refuse is dropped, the game kept', () => {
    const backend = new MemoryStorage();
    const store = new Store(backend);
    // Written by the app before issue 34: no redo list.
    const before = { log: { game: 'toy', origin: { seed: 4 }, steps: [{ move: 1 }] }, attempt: new Attempt().toJSON(), meta: { label: 'alt' } };
    backend.setItem('knobelkiste:toy/slot/free', JSON.stringify({ kk: 1, v: 1, data: before }));
    const old = slotsIn(store).resume('free');
    expect(old.ok && old.value?.session.depth).toBe(1);
    expect(old.ok && old.value?.session.canRedo).toBe(false);
    expect(old.ok && old.value?.meta).toEqual({ label: 'alt' });
    // A redo list no play can leave (a move the rules refuse after the position): the game resumes without it.
    backend.setItem('knobelkiste:toy/slot/free', JSON.stringify({ kk: 1, v: 1, data: { ...before, redo: [{ move: 99 }] } }));
    const odd = slotsIn(store).resume('free');
    expect(odd.ok && odd.value?.session.depth).toBe(1);
    expect(odd.ok && odd.value?.session.canRedo).toBe(false);
    expect(store.reports).toEqual([]);
  });

  it('issue 34: a slot whose save could not be used (set aside, or from a newer version) is told once', () => {
    const backend = new MemoryStorage();
    const store = new Store(backend);
    const slots = slotsIn(store);
    expect(slots.takeLost()).toBe(false);
    backend.setItem('knobelkiste:toy/slot/free', '{"kk":1,"v":1,"data":{"log":');
    expect(slots.read('free')).toBeUndefined();
    expect(slots.takeLost()).toBe(true);
    expect(slots.takeLost()).toBe(false);
    const good = { log: { game: 'toy', origin: { seed: 4 }, steps: [] }, attempt: new Attempt().toJSON(), meta: { label: '' } };
    backend.setItem('knobelkiste:toy/slot/daily', JSON.stringify({ kk: 1, v: 2, data: good }));
    expect(slots.resume('daily')).toEqual({ ok: true, value: null });
    expect(slots.takeLost()).toBe(true);
    // A good save, an empty slot and a save migrated from an older entry are nothing lost.
    slots.save('free', played(), new Attempt(), { label: '' });
    expect(slots.read('free')).toBeDefined();
    expect(slots.read('daily')).toBeUndefined();
    expect(slots.takeLost()).toBe(false);
  });

  it('FC-12 style slots keep the position only: no undo history after resume', () => {
    const store = new Store(new MemoryStorage());
    const session = played();
    slotsIn(store, 'position').save('free', session, new Attempt(), { label: '' });
    const back = slotsIn(store, 'position').resume('free');
    expect(back.ok && back.value?.session.state.pile).toBe(session.state.pile);
    expect(back.ok && back.value?.session.canUndo).toBe(false);
  });

  it('two writers, one slot: a write by the other is reported by foreign until read or accepted', () => {
    const store = new Store(new MemoryStorage());
    const mine = slotsIn(store);
    const theirs = slotsIn(store);
    mine.save('free', played(), new Attempt(), { label: 'mine' });
    expect(mine.foreign('free')).toBeUndefined();
    expect(theirs.foreign('free')).toBeUndefined(); // never looked: nothing it could lose
    theirs.read('free');
    theirs.save('free', played(), new Attempt(), { label: 'theirs' });
    expect(mine.foreign('free')?.meta).toEqual({ label: 'theirs' });
    expect(mine.foreign('daily')).toBeUndefined();
    mine.accept('free');
    expect(mine.foreign('free')).toBeUndefined();
    expect(theirs.foreign('free')).toBeUndefined();
    mine.save('free', played(), new Attempt(), { label: 'mine again' });
    expect(theirs.foreign('free')?.meta).toEqual({ label: 'mine again' });
    expect(theirs.read('free')?.meta).toEqual({ label: 'mine again' });
    expect(theirs.foreign('free')).toBeUndefined();
    theirs.clear('free');
    expect(mine.foreign('free')).toBeUndefined();
  });

  it('issue 26: a tab that only looked writes the same game back with more play time: not a newer game', () => {
    const store = new Store(new MemoryStorage());
    const player = slotsIn(store);
    const viewer = slotsIn(store);
    const session = played();
    player.save('free', session, new Attempt({ elapsedMs: 1000 }), { label: 'game' });
    const seen = viewer.resume('free');
    expect(seen.ok && seen.value !== null).toBe(true);
    viewer.save('free', session, new Attempt({ elapsedMs: 9000 }), { label: 'game' });
    expect(player.foreign('free')).toBeUndefined();
    // A real change by the other writer still counts.
    viewer.save('free', session, new Attempt({ elapsedMs: 9000, practice: true }), { label: 'game' });
    expect(player.foreign('free')).toBeDefined();
  });

  it('HUB-5 a save its check refuses is set aside and reported, never resumed', () => {
    const store = new Store(new MemoryStorage());
    const check = (s: SavedGame<{ label: string }>): boolean => s.meta.label !== 'impossible';
    const slots = new SaveSlots(store, toyDef, { slots: ['free'] as const, meta, check });
    slotsIn(store).save('free', played(), new Attempt(), { label: 'impossible' });
    expect(slots.resume('free')).toEqual({ ok: true, value: null });
    expect(store.reports.map((r) => r.kind)).toEqual(['invalid']);
    expect(store.reports[0]?.asideKey).toBe('knobelkiste:toy/slot/free:aside:1');
    expect(slots.save('free', played(), new Attempt(), { label: 'fine' }).ok).toBe(true);
    expect(slots.resume('free').ok).toBe(true);
  });

  it('a save the rules reject is an error and is set aside like a broken entry (text kept, reported)', () => {
    const backend = new MemoryStorage();
    const store = new Store(backend);
    const entry = slotEntry('toy', 'free', meta);
    store.write(entry, { log: { game: 'toy', origin: { seed: 4 }, steps: [{ move: 99 }] }, attempt: new Attempt().toJSON(), meta: { label: '' } });
    const text = backend.getItem('knobelkiste:toy/slot/free');
    const slots = slotsIn(store);
    const r = slots.resume('free');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('bad_log');
    expect(store.read(entry)).toBeUndefined();
    expect(backend.getItem('knobelkiste:toy/slot/free:aside:1')).toBe(text);
    expect(store.reports.map((x) => [x.kind, x.name, x.asideKey])).toEqual([['invalid', 'toy/slot/free', 'knobelkiste:toy/slot/free:aside:1']]);
    // Nothing left to resume, and the next save is not taken for another tab's.
    expect(slots.resume('free')).toEqual({ ok: true, value: null });
    expect(slots.foreign('free')).toBeUndefined();
  });

  it('the migration hook reads an old format once, writes the new entry and removes only what it took', () => {
    const store = new Store(new MemoryStorage());
    const old: EntrySpec<{ pile: number; moves: number[] }> = {
      name: 'toy/old-save',
      version: 1,
      schema: v.object({ pile: v.number(), moves: v.array(v.number()) }),
    };
    store.write(old, { pile: 9, moves: [2, 3] });
    let removed = 0;
    const slots = new SaveSlots(store, toyDef, {
      slots: ['free'] as const,
      meta,
      legacy: {
        free: {
          read: (st): SavedGame<{ label: string }> | undefined => {
            const o = st.read(old);
            return (
              o && {
                log: { game: 'toy', origin: { position: { pile: o.pile } }, steps: o.moves.map((move) => ({ move })) },
                attempt: new Attempt().toJSON(),
                meta: { label: 'old' },
              }
            );
          },
          remove: (st) => {
            removed++;
            st.remove(old.name);
          },
        },
      },
    });
    const r = slots.resume('free');
    expect(r.ok && r.value?.session.state.pile).toBe(4);
    expect(removed).toBe(1);
    expect(store.read(old)).toBeUndefined();
    expect(slots.resume('free').ok).toBe(true);
    expect(removed).toBe(1);
  });
});

describe('attempts', () => {
  it('counts a result once per attempt, also after undo and a reload', () => {
    const store = new Store(new MemoryStorage());
    const session = played();
    const attempt = new Attempt();
    expect(attempt.countOnce('won')).toBe(true);
    session.undo();
    session.redo();
    expect(attempt.countOnce('won')).toBe(false);
    slotsIn(store).save('free', session, attempt, { label: '' });
    const back = slotsIn(store).resume('free');
    expect(back.ok && back.value?.attempt.countOnce('won')).toBe(false);
    expect(back.ok && back.value?.attempt.countOnce('lost')).toBe(true);
  });

  it('BOW-29 the first undo marks the attempt as practice, once', () => {
    const session = played();
    const attempt = new Attempt();
    const changes: boolean[] = [];
    attempt.onChange((d) => changes.push(d.practice));
    attempt.markPracticeOnUndo(session);
    expect(attempt.practice).toBe(false);
    session.undo();
    session.undo();
    expect(attempt.practice).toBe(true);
    expect(changes).toEqual([true]);
  });

  it('a daily attempt keeps its day; play time adds up and ignores nonsense', () => {
    const a = Attempt.daily('2026-12-02');
    a.addTime(1000);
    a.addTime(-5);
    a.addTime(Number.NaN);
    expect(new Attempt(a.toJSON()).day).toBe('2026-12-02');
    expect(a.elapsedMs).toBe(1000);
  });

  it('bests improve in the game’s direction', () => {
    expect(improveBest(null, 50, 'lower')).toBe(50);
    expect(improveBest(40, 50, 'lower')).toBe(40);
    expect(improveBest(40, 50, 'higher')).toBe(50);
    expect(isNewBest(undefined, 3, 'higher')).toBe(true);
    expect(isNewBest(3, 3, 'higher')).toBe(false);
    expect(isNewBest(3, 2, 'lower')).toBe(true);
  });
});
