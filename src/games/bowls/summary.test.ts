// Farbschalen's start card (issue 12): the attempt in progress and today's daily, read from its saves.
import { utcDayKey } from '../../core/dates.ts';
import { RECORDS_ENTRY, emptyRecords, recordDaily } from './records.ts';
import { SAVE_ENTRIES as BOWLS_SAVE_ENTRIES } from './saves.ts';
import { BOWLS_RECORDS, BOWLS_SAVES } from './summary.ts';
import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { safeSummary, type GameSummary } from '../../ui/summary.ts';
import { entry } from './entry.ts';

const summaryOf = (_id: string, store: Store, now: Date): GameSummary => safeSummary(entry.summary, store, now);
const NOW = new Date(2026, 11, 3, 12, 0, 0);
function freshStore(): { store: Store; backend: MemoryStorage } {
  const backend = new MemoryStorage();
  return { store: new Store(backend), backend };
}

describe('issue 12: Farbschalen on the start page', () => {
  it('entry names and versions are the game’s own (a renamed or migrated entry fails here, not for a player)', () => {
    expect({ name: RECORDS_ENTRY.name, version: RECORDS_ENTRY.version }).toEqual(BOWLS_RECORDS);
    expect(BOWLS_SAVE_ENTRIES.endless.name).toBe(BOWLS_SAVES.endless);
    expect(BOWLS_SAVE_ENTRIES.daily.name).toBe(BOWLS_SAVES.daily);
    expect(BOWLS_SAVE_ENTRIES.puzzle.name).toBe(BOWLS_SAVES.puzzle);
    expect(BOWLS_SAVE_ENTRIES.endless.version).toBe(BOWLS_SAVES.version);
  });

  it('Farbschalen: the endless attempt in progress; the daily done once its record is there', () => {
    const { store } = freshStore();
    const day = utcDayKey(NOW);
    store.write(BOWLS_SAVE_ENTRIES.endless, {
      log: { game: 'bowls', origin: { seed: 7, options: { mode: 'endless' } }, steps: [{ move: 0 }, { move: 3 }] },
      practice: false,
      recorded: false,
    });
    expect(summaryOf('bowls', store, NOW).inProgress).toEqual({ detail: 'Endlos · 2 Züge' });
    store.write(BOWLS_SAVE_ENTRIES.daily, {
      log: { game: 'bowls', origin: { seed: 20261203, options: { mode: 'daily' } }, steps: [{ move: 1 }] },
      practice: false,
      recorded: false,
      day,
    });
    expect(summaryOf('bowls', store, NOW).daily).toBe('started');
    store.write(RECORDS_ENTRY, { ...emptyRecords(), daily: { [day]: { best: 120, played: 1 } } });
    expect(summaryOf('bowls', store, NOW).daily).toBe('done');
    // A finished (recorded) attempt is no longer in progress.
    store.write(BOWLS_SAVE_ENTRIES.endless, {
      log: { game: 'bowls', origin: { seed: 7, options: { mode: 'endless' } }, steps: [{ move: 0 }] },
      practice: false,
      recorded: true,
    });
    expect(summaryOf('bowls', store, NOW).inProgress).toBeNull();
  });
});

describe('issue 31: the statistics calendar', () => {
  it('BOW-27: a daily is played for points: the days with an attempt are finished (UTC), today as the tile’s "done"', () => {
    const { store } = freshStore();
    const today = utcDayKey(NOW);
    for (const day of ['2026-12-01', today]) store.update(RECORDS_ENTRY, (r) => recordDaily(r, day, { score: 120, practice: false }));
    const record = entry.dailyRecord!;
    expect(record.zone).toBe('utc');
    expect(record.days(store)).toEqual({ won: [], finished: ['2026-12-01', today] });
    expect(safeSummary(entry.summary, store, NOW).daily).toBe('done');
    for (const name of entry.statsEntries ?? []) store.remove(name);
    expect(record.days(store)).toEqual({ won: [], finished: [] });
  });
});
