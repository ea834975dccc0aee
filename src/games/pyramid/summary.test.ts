// Pyramiden-Solitär's daily on the start tile and in the statistics calendar (issue 31): the days
// the game's own records keep, a won deal as won, a lost one as played.
import { describe, expect, it } from 'vitest';
import { localDayKey } from '../../core/dates.ts';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { safeSummary } from '../../ui/summary.ts';
import { entry } from './entry.ts';
import { STATS_ENTRY, recordDaily } from './records.ts';

const NOW = new Date(2026, 11, 3, 12, 0, 0);

describe('issue 31: the statistics calendar', () => {
  it('a daily won is a day won, a daily lost a day played; today finished is the tile’s "done"; the reset clears them', () => {
    const store = new Store(new MemoryStorage());
    const today = localDayKey(NOW);
    store.update(STATS_ENTRY, (s) => recordDaily(s, { day: '2026-11-28', score: 28, won: true }));
    store.update(STATS_ENTRY, (s) => recordDaily(s, { day: today, score: 12, won: false }));
    const record = entry.dailyRecord!;
    expect(record.days(store)).toEqual({ won: ['2026-11-28'], finished: [today] });
    expect(safeSummary(entry.summary, store, NOW).daily).toBe('done');
    expect(record.open).toBe(1);
    for (const name of entry.statsEntries ?? []) store.remove(name);
    expect(record.days(store)).toEqual({ won: [], finished: [] });
  });
});
