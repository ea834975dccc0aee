// The daily deal (FC-16) and statistics (FC-19) through the real Store (the saves: saves.test.ts).

import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { DAILY_WINDOW, EMPTY_STATS, STATS_ENTRY, countPlayed, dailyDays, dailyDeal, recordWin, summarize, type FreecellStats } from './records.ts';

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
