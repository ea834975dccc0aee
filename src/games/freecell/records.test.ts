// Saves (FC-12, FC-18), the daily deal (FC-16) and statistics (FC-19) through the real Store.

import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { encodePosition } from './notation.ts';
import { applyMove, newDeal } from './rules.ts';
import {
  DAILY_WINDOW,
  EMPTY_STATS,
  SAVE_ENTRIES,
  STATS_ENTRY,
  countPlayed,
  dailyDays,
  dailyDeal,
  isOpenDay,
  recordWin,
  restoreSave,
  summarize,
  type FreecellSave,
} from './records.ts';

describe('daily deal', () => {
  it('FC-16 one deal per local date, the same every time, within 1 … 1,000,000', () => {
    const days = dailyDays('2026-12-02');
    expect(days).toHaveLength(DAILY_WINDOW);
    expect(days[0]).toBe('2026-12-02');
    expect(days.at(-1)).toBe('2026-11-03');
    const deals = days.map(dailyDeal);
    for (const d of deals) expect(d >= 1 && d <= 1_000_000).toBe(true);
    expect(new Set(deals).size).toBe(DAILY_WINDOW);
    expect(dailyDeal('2026-12-02')).toBe(dailyDeal('2026-12-02'));
  });

  it('FC-16 the mapping is pinned: kb-rng-1 seeded with YYYYMMDD, 1 + nextInt(1,000,000)', () => {
    // Pinned values: changing the mapping would give everyone different daily deals.
    expect([dailyDeal('2026-12-02'), dailyDeal('2027-01-01'), dailyDeal('2000-02-29')]).toEqual([556043, 577289, 872816]);
  });

  it.each([
    ['2026-12-02', true],
    ['2026-11-03', true],
    ['2026-11-02', false],
    ['2026-12-03', false],
    ['2026-02-30', false],
    ['garbage', false],
  ])('FC-16 day %s is open from 2026-12-02: %s', (day, open) => {
    expect(isOpenDay(day, '2026-12-02')).toBe(open);
  });
});

describe('saves', () => {
  const played = (() => {
    const r = applyMove(newDeal(617), { from: 7, to: 8 });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  })();
  const save: FreecellSave = { deal: 617, position: encodePosition(played), moves: 1, elapsedMs: 12_345, counted: true };

  it('FC-12 a save brings back table, deal, move counter and time (not the undo history)', () => {
    const store = new Store(new MemoryStorage());
    store.write(SAVE_ENTRIES.free, save);
    const back = store.read(SAVE_ENTRIES.free);
    expect(back).toEqual(save);
    const r = restoreSave(back as FreecellSave);
    expect(r.ok && r.value).toEqual(played);
  });

  it('FC-18 the free deal and the daily deal have separate slots', () => {
    const store = new Store(new MemoryStorage());
    store.write(SAVE_ENTRIES.free, save);
    store.write(SAVE_ENTRIES.daily, { ...save, deal: 5, day: '2026-12-02', position: encodePosition(newDeal(5)), moves: 0 });
    expect(SAVE_ENTRIES.free.name).not.toBe(SAVE_ENTRIES.daily.name);
    expect(store.read(SAVE_ENTRIES.free)?.deal).toBe(617);
    expect(store.read(SAVE_ENTRIES.daily)?.deal).toBe(5);
  });

  it.each([
    ['a board that is not a position', { ...save, position: 'nonsense' }],
    ['a negative move counter', { ...save, moves: -1 }],
    ['a deal number out of range', { ...save, deal: 0 }],
  ])('FC-12 a corrupt save (%s) is set aside, never restored', (_t, bad) => {
    const backend = new MemoryStorage();
    backend.setItem('knobelkiste:freecell/save/free', JSON.stringify({ kk: 1, v: 1, data: bad }));
    const store = new Store(backend);
    const read = store.read(SAVE_ENTRIES.free);
    if (read === undefined) {
      expect(store.reports.at(-1)?.kind).toBe('invalid');
    } else {
      expect(restoreSave(read).ok).toBe(false);
    }
  });
});

describe('statistics', () => {
  it('FC-19 played counts first moves, won counts wins, the rate and averages follow', () => {
    let st = countPlayed(undefined);
    st = countPlayed(st);
    st = recordWin(st, { timeMs: 200_000, moves: 100 });
    st = countPlayed(st);
    st = recordWin(st, { timeMs: 100_000, moves: 120, day: '2026-12-02' });
    st = countPlayed(st);
    const sum = summarize(st);
    expect(sum).toEqual({
      played: 4,
      won: 2,
      winRate: 0.5,
      bestTimeMs: 100_000,
      bestMoves: 100,
      avgTimeMs: 150_000,
      avgMoves: 110,
    });
    expect(st.dailyWon).toEqual(['2026-12-02']);
  });

  it('FC-19 nothing played yet: no rate, no averages', () => {
    expect(summarize(undefined)).toMatchObject({ played: 0, won: 0, winRate: null, avgTimeMs: null, bestMoves: null });
  });

  it('FC-16 a daily day won twice is recorded once; no streak field exists', () => {
    const st = recordWin(recordWin(EMPTY_STATS, { timeMs: 1, moves: 1, day: '2026-12-01' }), { timeMs: 1, moves: 1, day: '2026-12-01' });
    expect(st.dailyWon).toEqual(['2026-12-01']);
    expect(Object.keys(st).some((k) => /streak/i.test(k))).toBe(false);
    const store = new Store(new MemoryStorage());
    expect(store.write(STATS_ENTRY, st).ok).toBe(true);
  });
});
