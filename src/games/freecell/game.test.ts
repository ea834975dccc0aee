// The page's view state (FreecellGame): taps, undo, finish, counting played/won, saves per slot, the silent clock.

import { describe, expect, it } from 'vitest';
import { store } from '../../app/store.ts';
import { FreecellGame } from './game.svelte.ts';
import { encodePosition } from './notation.ts';
import { SAVE_ENTRIES, STATS_ENTRY, dailyDeal } from './records.ts';
import { newDeal } from './rules.ts';
import { table } from './testing.ts';

function fakeClock(): { now: number; clock: () => number } {
  const c = { now: 0, clock: () => c.now };
  return c;
}

const nearlyDone = table({
  columns: {
    0: 'KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC',
    1: 'KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD',
    2: 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H',
    3: 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS',
  },
  cells: ['AH', null, null, null],
});

describe('view state', () => {
  it('FC-3 FC-9 FC-19 taps move cards, the first move counts the deal as played, undo takes the counter back', () => {
    store.remove(STATS_ENTRY.name);
    const t = fakeClock();
    const g = new FreecellGame(t.clock);
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

  it('FC-12 FC-17 the save holds table, counter and the silent clock, which pauses while hidden', () => {
    const t = fakeClock();
    const g = new FreecellGame(t.clock);
    g.start({ kind: 'free', deal: 617 });
    t.now = 5_000;
    g.pressColumn(0);
    g.tap({ kind: 'cell', cell: 0 });
    g.pauseClock();
    t.now = 60_000; // hidden for 55 s: not counted
    g.resumeClock();
    t.now = 62_000;
    g.save();
    const saved = store.read(SAVE_ENTRIES.free);
    expect(saved).toMatchObject({ deal: 617, moves: 1, elapsedMs: 7_000, counted: true, position: encodePosition(g.state) });
    const h = new FreecellGame(t.clock);
    expect(h.restore({ kind: 'free', deal: 617 }, saved!)).toBe(true);
    expect(h.state).toEqual(g.state);
    expect(h.canUndo).toBe(false);
    expect(h.elapsedMs()).toBe(7_000);
  });

  it('FC-10 FC-16 FC-19 finishing wins: each card is a move, the win and the day are recorded, the slot is cleared', () => {
    store.remove(STATS_ENTRY.name);
    const t = fakeClock();
    const g = new FreecellGame(t.clock);
    g.start({ kind: 'daily', deal: 42, day: '2026-12-02' });
    expect(g.restore({ kind: 'daily', deal: 42, day: '2026-12-02' }, {
      deal: 42, day: '2026-12-02', position: encodePosition(nearlyDone), moves: 10, elapsedMs: 90_000, counted: true,
    })).toBe(true);
    expect(g.finishable).toBe(true);
    t.now = 3_000;
    expect(g.finish()).toBe(true);
    expect(g.result).toEqual({ moves: 10 + 52, timeMs: 93_000 });
    expect(g.status).toBe('won');
    expect(store.read(SAVE_ENTRIES.daily)).toBeUndefined();
    expect(store.read(STATS_ENTRY)).toMatchObject({ won: 1, bestMoves: 62, bestTimeMs: 93_000, dailyWon: ['2026-12-02'] });
    g.undo();
    expect(g.status).toBe('won');
  });

  it('FC-18 free and daily games save to their own slots', () => {
    const t = fakeClock();
    const free = new FreecellGame(t.clock);
    free.start({ kind: 'free', deal: 3 });
    const daily = new FreecellGame(t.clock);
    daily.start({ kind: 'daily', deal: dailyDeal('2026-12-01'), day: '2026-12-01' });
    expect(store.read(SAVE_ENTRIES.free)?.deal).toBe(3);
    expect(store.read(SAVE_ENTRIES.daily)).toMatchObject({ deal: dailyDeal('2026-12-01'), day: '2026-12-01' });
  });
});
