// Saves (FC-12, FC-18), the daily deal (FC-16) and statistics (FC-19) through the real Store.

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { slotEntry } from '../../core/saves.ts';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { encodePosition } from './notation.ts';
import { applyMove, legalMoves, newDeal, type FreecellMove } from './rules.ts';
import {
  DAILY_WINDOW,
  EMPTY_STATS,
  SAVE_ENTRIES,
  STATS_ENTRY,
  countPlayed,
  dailyDays,
  dailyDeal,
  freecellSlots,
  recordWin,
  restoreSave,
  summarize,
  type FreecellSave,
  type FreecellStats,
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
    const deal = dailyDeal('2026-12-02');
    store.write(SAVE_ENTRIES.daily, { ...save, deal, day: '2026-12-02', position: encodePosition(newDeal(deal)), moves: 0 });
    expect(SAVE_ENTRIES.free.name).not.toBe(SAVE_ENTRIES.daily.name);
    expect(store.read(SAVE_ENTRIES.free)?.deal).toBe(617);
    expect(store.read(SAVE_ENTRIES.daily)?.deal).toBe(deal);
  });

  const deal5 = encodePosition(newDeal(5));
  /** Deal 1 played until two cards are home (the counter then is at least 2). */
  const homeTwo = (() => {
    let st = newDeal(1);
    while (st.foundations.reduce((a, b) => a + b, 0) < 2) {
      const moves = legalMoves(st);
      const home = moves.find((m) => m.to === 12);
      const r = applyMove(st, home ?? (moves[0] as FreecellMove));
      if (!r.ok) throw new Error(r.error.message);
      st = r.value;
    }
    return st;
  })();
  const dup = encodePosition(played).replace('Freecells: QH', 'Freecells: JD');
  it.each([
    ['a board that is not a position', { ...save, position: 'hello' }],
    ['a duplicate card', { ...save, position: dup }],
    ['a deal number that does not match the cards', { ...save, position: deal5 }],
    [
      'cards of the deal rearranged where no move can put them',
      { ...save, position: encodePosition({ ...newDeal(617), columns: newDeal(617).columns.map((c) => [...c].reverse()) }) },
    ],
    [
      'a won table',
      {
        ...save,
        position: encodePosition({ foundations: [13, 13, 13, 13], cells: [null, null, null, null], columns: [[], [], [], [], [], [], [], []], moves: 52 }),
        moves: 52,
      },
    ],
    ['fewer moves than cards on the foundations', { ...save, deal: 1, position: encodePosition(homeTwo), moves: 1 }],
    ['a daily day whose deal is another', { ...save, day: '2026-12-02' }],
    ['a negative move counter', { ...save, moves: -1 }],
    ['a move counter no play reaches', { ...save, moves: 1e300 }],
    ['a time no play reaches', { ...save, elapsedMs: 1e300 }],
    ['a deal number out of range', { ...save, deal: 0 }],
  ])('FC-12 a save that passes the shape but holds an impossible game (%s) is set aside and reported', (_t, bad) => {
    const backend = new MemoryStorage();
    const text = JSON.stringify({ kk: 1, v: 1, data: bad });
    backend.setItem('knobelkiste:freecell/save/free', text);
    const store = new Store(backend);
    expect(store.read(SAVE_ENTRIES.free)).toBeUndefined();
    expect(store.reports.at(-1)).toMatchObject({ kind: 'invalid', name: 'freecell/save/free' });
    const aside = store.reports.at(-1)?.asideKey;
    expect(aside && backend.getItem(aside)).toBe(text);
    expect(backend.getItem('knobelkiste:freecell/save/free')).toBeNull();
  });

  it('FC-12 a save well into a deal (moves, cells, foundations, supermoves) passes the checks', () => {
    const store = new Store(new MemoryStorage());
    let st = newDeal(1);
    for (let i = 0; i < 40; i++) {
      const moves = legalMoves(st);
      if (moves.length === 0) break;
      const r = applyMove(st, moves[(i * 5) % moves.length] as FreecellMove);
      if (r.ok) st = r.value;
    }
    const s1: FreecellSave = { deal: 1, position: encodePosition(st), moves: st.moves, elapsedMs: 5000, counted: true };
    expect(store.read(SAVE_ENTRIES.free)).toBeUndefined();
    expect(store.write(SAVE_ENTRIES.free, s1).ok).toBe(true);
    expect(store.read(SAVE_ENTRIES.free)).toEqual(s1);
    const day = '2026-12-02';
    const daily: FreecellSave = { deal: dailyDeal(day), day, position: encodePosition(newDeal(dailyDeal(day))), moves: 0, elapsedMs: 0, counted: false };
    expect(store.write(SAVE_ENTRIES.daily, daily).ok).toBe(true);
    expect(store.reports).toEqual([]);
  });
});

describe('saves as replay logs', () => {
  const played = (() => {
    const r = applyMove(newDeal(617), { from: 7, to: 8 });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  })();
  const saved = (position: unknown, meta: { deal: number; day?: string; moves: number }) => ({
    log: { game: 'freecell', origin: { position }, steps: [] },
    attempt: { practice: false, counted: ['played'], elapsedMs: 1000, ...(meta.day === undefined ? {} : { day: meta.day }) },
    meta,
  });
  const raw = (store: Store, slot: string, data: unknown): void => {
    // Written as another tab or an old build would: past the schema checks of Store.write.
    const entry = slotEntry('freecell', slot, v.unknown());
    store.write(entry, data);
  };

  it('FC-12 a replay log that play wrote is resumed', () => {
    const store = new Store(new MemoryStorage());
    raw(store, 'free', saved(encodePosition(played), { deal: 617, moves: 1 }));
    const r = freecellSlots(store).resume('free');
    expect(r.ok && r.value?.session.state.columns).toEqual(played.columns);
    expect(store.reports).toEqual([]);
  });

  const impossible: Array<[string, unknown, string]> = [
    ['a position that is no table', saved('hello', { deal: 617, moves: 1 }), 'free'],
    ['a duplicate card', saved(encodePosition(played).replace(/^(\S+) (\S+)/m, '$1 $1'), { deal: 617, moves: 1 }), 'free'],
    ['a deal number that does not match the cards', saved(encodePosition(played), { deal: 618, moves: 1 }), 'free'],
    ['a daily day whose deal is another', saved(encodePosition(newDeal(5)), { deal: 5, day: '2026-11-20', moves: 0 }), 'daily'],
    ['more cards home than moves', saved(encodePosition({ ...played, foundations: [1, 0, 0, 0] }), { deal: 617, moves: 0 }), 'free'],
  ];
  for (const [what, data, slot] of impossible) {
    it(`FC-12 HUB-5 a replay log with ${what} is set aside and reported, never resumed`, () => {
      const store = new Store(new MemoryStorage());
      raw(store, slot, data);
      const r = freecellSlots(store).resume(slot as 'free' | 'daily');
      expect(r).toEqual({ ok: true, value: null });
      expect(store.reports.map((x) => x.kind)).toEqual(['invalid']);
      expect(store.reports[0]?.asideKey).toBe(`knobelkiste:freecell/slot/${slot}:aside:1`);
    });
  }
});

describe('statistics', () => {
  const won2: FreecellStats = recordWin(recordWin(countPlayed(countPlayed(undefined)), { timeMs: 200_000, moves: 90 }), {
    timeMs: 100_000,
    moves: 120,
    day: '2026-12-02',
  });
  it.each([
    ['more won than played', { ...won2, played: 1 }],
    ['a best time no play reaches', { ...won2, bestTimeMs: 1e300, wonTimeMs: 2e300 }],
    ['a huge number of deals', { ...won2, played: 1e300 }],
    ['a best time above the summed time', { ...won2, bestTimeMs: 400_000 }],
    ['a best time without a win', { ...EMPTY_STATS, bestTimeMs: 5 }],
    ['no best time after wins', { ...won2, bestTimeMs: null }],
    ['fewer moves than a deal needs', { ...won2, bestMoves: 10, wonMoves: 100 }],
    ['more daily days won than wins', { ...won2, dailyWon: ['2026-12-01', '2026-12-02', '2026-12-03'] }],
    ['a daily day twice', { ...won2, dailyWon: ['2026-12-02', '2026-12-02'] }],
    ['a time that is not whole milliseconds', { ...won2, wonTimeMs: 300_000.5 }],
  ])('FC-19 statistics that play cannot produce (%s) are set aside and reported', (_t, bad) => {
    const backend = new MemoryStorage();
    const text = JSON.stringify({ kk: 1, v: 1, data: bad });
    backend.setItem('knobelkiste:freecell/stats', text);
    const store = new Store(backend);
    expect(store.read(STATS_ENTRY)).toBeUndefined();
    expect(store.reports.at(-1)).toMatchObject({ kind: 'invalid', name: 'freecell/stats' });
    expect(backend.getItem(store.reports.at(-1)?.asideKey ?? '')).toBe(text);
  });

  it('FC-19 statistics written by play always pass their own checks', () => {
    const store = new Store(new MemoryStorage());
    expect(store.write(STATS_ENTRY, won2).ok).toBe(true);
    expect(store.read(STATS_ENTRY)).toEqual(won2);
    expect(store.write(STATS_ENTRY, countPlayed(undefined)).ok).toBe(true);
  });

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
    const st = recordWin(recordWin(EMPTY_STATS, { timeMs: 1, moves: 60, day: '2026-12-01' }), { timeMs: 1, moves: 60, day: '2026-12-01' });
    expect(st.dailyWon).toEqual(['2026-12-01']);
    expect(Object.keys(st).some((k) => /streak/i.test(k))).toBe(false);
    const store = new Store(new MemoryStorage());
    expect(store.write(STATS_ENTRY, st).ok).toBe(true);
  });
});
