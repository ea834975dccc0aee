// The page's view state (FreecellGame): taps, undo, finish, counting played/won, saves per slot, the silent clock.

import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { FreecellGame } from './game.svelte.ts';
import { encodePosition } from './notation.ts';
import { SAVE_ENTRIES, STATS_ENTRY, dailyDeal, freecellSlots } from './records.ts';
import { newDeal } from './rules.ts';
import { table } from './testing.ts';

/** One in-memory store for the whole file, as the page shares the shell's. */
const store = new Store(new MemoryStorage());

function fakeClock(): { now: number; clock: () => number } {
  const c = { now: 0, clock: () => c.now };
  return c;
}

const nearlyDone = table({
  columns: {
    // Alternating runs only: play reaches such a table from any deal (saves must come from their deal).
    0: 'KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D AC',
    1: 'KD QC JD TC 9D 8C 7D 6C 5D 4C 3D 2C AD',
    2: 'KH QS JH TS 9H 8S 7H 6S 5H 4S 3H 2S',
    3: 'KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS',
  },
  cells: ['AH', null, null, null],
});

describe('view state', () => {
  it('FC-3 FC-9 FC-19 taps move cards, the first move counts the deal as played, undo takes the counter back', () => {
    store.remove(STATS_ENTRY.name);
    const t = fakeClock();
    const g = new FreecellGame(t.clock, store);
    g.start({ kind: 'free', deal: 1 });
    g.tap({ kind: 'column', column: 7 });
    expect(g.selection).toEqual({ from: 7, count: 1 });
    expect(g.targets.length).toBeGreaterThan(0);
    g.tap({ kind: 'cell', cell: 0 });
    expect(g.state.moves).toBe(1);
    expect(store.read(STATS_ENTRY)?.played).toBe(1);
    g.pressColumn(7);
    g.tap({ kind: 'cell', cell: 1 });
    expect(g.state.moves).toBe(2);
    expect(store.read(STATS_ENTRY)?.played).toBe(1);
    g.undo();
    g.undo();
    expect(g.state).toEqual(newDeal(1));
    expect(g.canUndo).toBe(false);
    // FC-11: replaying the same deal counts again once a move is made.
    g.start({ kind: 'free', deal: 1 });
    g.pressColumn(7);
    g.tap({ kind: 'cell', cell: 0 });
    expect(store.read(STATS_ENTRY)?.played).toBe(2);
  });

  it('issue 13 redo plays the undone moves again with their traces; a new move drops the redo branch; inProgress follows', () => {
    const g = new FreecellGame(fakeClock().clock, store);
    g.start({ kind: 'free', deal: 1 });
    expect(g.inProgress).toBe(false);
    g.pressColumn(7);
    g.tap({ kind: 'cell', cell: 0 });
    g.pressColumn(6);
    g.tap({ kind: 'cell', cell: 1 });
    const two = g.state;
    expect(g.inProgress).toBe(true);
    g.undo();
    g.undo();
    expect(g.canRedo).toBe(true);
    g.redo();
    expect(g.state.moves).toBe(1);
    expect(g.lastTrace?.steps[0]?.to).toBe(8);
    g.redo();
    expect(g.state).toEqual(two);
    expect(g.canRedo).toBe(false);
    g.undo();
    g.pressColumn(5);
    g.tap({ kind: 'cell', cell: 2 });
    expect(g.canRedo).toBe(false);
  });

  it('FC-12 FC-17 the save holds table, counter and the silent clock, which pauses while hidden', () => {
    const t = fakeClock();
    const g = new FreecellGame(t.clock, store);
    g.start({ kind: 'free', deal: 617 });
    t.now = 5_000;
    g.pressColumn(0);
    g.tap({ kind: 'cell', cell: 0 });
    g.pauseClock();
    t.now = 60_000; // hidden for 55 s: not counted
    g.resumeClock();
    t.now = 62_000;
    g.save();
    // The save is a replay log that starts at the table (no steps: FC-12), the counter in its metadata.
    const saved = freecellSlots(store).read('free');
    expect(saved).toMatchObject({
      log: { game: 'freecell', origin: { position: encodePosition(g.state) }, steps: [] },
      attempt: { counted: ['played'], elapsedMs: 7_000 },
      meta: { deal: 617, moves: 1 },
    });
    const h = new FreecellGame(t.clock, store);
    expect(h.open({ kind: 'free', deal: 617 }, false)).toBe(true);
    expect(h.state).toEqual(g.state);
    expect(h.canUndo).toBe(false);
    expect(h.elapsedMs()).toBe(7_000);
  });

  it('FC-10 FC-16 FC-19 finishing wins: each card is a move, the win and the day are recorded, the slot is cleared', () => {
    store.remove(STATS_ENTRY.name);
    const t = fakeClock();
    // A daily game saved in the format before replay logs: opening the deal migrates and resumes it.
    freecellSlots(store).clear('daily');
    store.write(SAVE_ENTRIES.daily, {
      deal: dailyDeal('2026-12-02'),
      day: '2026-12-02',
      position: encodePosition(nearlyDone),
      moves: 10,
      elapsedMs: 90_000,
      counted: true,
    });
    const g = new FreecellGame(t.clock, store);
    expect(g.open({ kind: 'daily', deal: dailyDeal('2026-12-02'), day: '2026-12-02' }, false)).toBe(true);
    expect(g.state.moves).toBe(10);
    expect(g.finishable).toBe(true);
    t.now = 3_000;
    expect(g.finish()).toBe(true);
    expect(g.result).toEqual({ moves: 10 + 52, timeMs: 93_000 });
    expect(g.status).toBe('won');
    expect(store.read(SAVE_ENTRIES.daily)).toBeUndefined();
    expect(freecellSlots(store).read('daily')).toBeUndefined();
    expect(store.read(STATS_ENTRY)).toMatchObject({ won: 1, bestMoves: 62, bestTimeMs: 93_000, dailyWon: ['2026-12-02'] });
    g.undo();
    expect(g.status).toBe('won');
  });

  it('FC-12 two tabs, one save: the same deal is followed, another deal is never saved over without a choice', () => {
    const own = new Store(new MemoryStorage());
    const t = fakeClock();
    const a = new FreecellGame(t.clock, own);
    const b = new FreecellGame(t.clock, own);
    a.open({ kind: 'free', deal: 617 }, true);
    b.open({ kind: 'free', deal: 617 }, false);
    expect(a.play({ from: 7, to: 8 })).toBe(true);
    expect(b.otherTabSaved()).toBe('followed');
    expect(b.state.moves).toBe(1);
    expect(b.state.columns).toEqual(a.state.columns);
    // Tab B deals another game: tab A is told, and its own moves are not saved over tab B's.
    b.open({ kind: 'free', deal: 5 }, true);
    expect(a.otherTabSaved()).toBe('conflict');
    expect(a.conflict).toMatchObject({ deal: 5, moves: 0 });
    a.tap({ kind: 'column', column: 0, index: 6 });
    a.tap({ kind: 'cell', cell: 1 });
    a.save();
    expect(freecellSlots(own).read('free')?.meta).toMatchObject({ deal: 5, moves: 0 });
    // Keeping this game is an explicit choice: then it is saved, and tab B is the one told.
    a.keepThisGame();
    expect(a.conflict).toBeNull();
    expect(freecellSlots(own).read('free')?.meta.deal).toBe(617);
    expect(b.otherTabSaved()).toBe('conflict');
  });

  it('FC-18 free and daily games save to their own slots', () => {
    const t = fakeClock();
    const free = new FreecellGame(t.clock, store);
    free.start({ kind: 'free', deal: 3 });
    const daily = new FreecellGame(t.clock, store);
    daily.start({ kind: 'daily', deal: dailyDeal('2026-12-01'), day: '2026-12-01' });
    expect(freecellSlots(store).read('free')?.meta.deal).toBe(3);
    expect(freecellSlots(store).read('daily')).toMatchObject({ meta: { deal: dailyDeal('2026-12-01'), day: '2026-12-01' }, attempt: { day: '2026-12-01' } });
  });
});
