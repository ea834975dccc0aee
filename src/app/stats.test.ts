// Issue 31 item 8, "one Statistik, one Einstellungen": every game has its statistics reset, every
// game with a daily has the shared days calendar, and whenever a start tile calls today's daily done
// the calendar shows that day too. Each game's own writers are tried in its summary.test.ts; here
// the games whose dailies the shared statistics entry (src/ui/stats.ts) records.
import { describe, expect, it } from 'vitest';
import { addDays } from '../core/dates.ts';
import { KEY_PREFIX, MemoryStorage, Store } from '../core/storage.ts';
import { readingCopy, safeDays } from '../ui/daily.ts';
import { today } from '../ui/seeds.ts';
import { recordResult } from '../ui/stats.ts';
import { safeSummary } from '../ui/summary.ts';
import { GAMES } from '../games/registry.ts';

const NOW = new Date(2026, 11, 3, 12, 0, 0);

describe('issue 31 item 8: one Statistik, one Einstellungen', () => {
  it('every game has its statistics reset in Einstellungen, naming only its own entries', () => {
    for (const g of GAMES) {
      expect(g.statsEntries?.length ?? 0, g.id).toBeGreaterThan(0);
      for (const name of g.statsEntries ?? []) expect(name.startsWith(`${g.id}/`), `${g.id}: ${name}`).toBe(true);
    }
  });

  it('every game with a daily has the days calendar, and only those', () => {
    for (const g of GAMES) expect(g.dailyRecord !== undefined, g.id).toBe(g.daily !== undefined);
  });

  it('nothing saved, or entries that are no records: no days, no throw, and nothing set aside', () => {
    const backend = new MemoryStorage();
    const store = new Store(backend);
    for (const g of GAMES) expect(safeDays(g.dailyRecord, store), g.id).toEqual({ won: [], finished: [] });
    for (const g of GAMES)
      for (const name of g.statsEntries ?? []) backend.setItem(KEY_PREFIX + name, JSON.stringify({ kk: 1, v: 1, data: { days: 'x', daily: 3 } }));
    for (const g of GAMES) expect(safeDays(g.dailyRecord, store), g.id).toEqual({ won: [], finished: [] });
    for (const g of GAMES) for (const name of g.statsEntries ?? []) expect(backend.getItem(KEY_PREFIX + name), name).not.toBeNull();
  });

  it('HUB-5: the calendar reads a copy, so a broken entry stays for its game to set aside and report', () => {
    const backend = new MemoryStorage();
    const store = new Store(backend);
    const names = GAMES.flatMap((g) => g.statsEntries ?? []);
    for (const name of names) backend.setItem(KEY_PREFIX + name, '{"kk":1,"v":1,"data":{"trunc');
    for (const g of GAMES) expect(safeDays(g.dailyRecord, readingCopy(store)), g.id).toEqual({ won: [], finished: [] });
    for (const name of names) expect(backend.getItem(KEY_PREFIX + name), name).toBe('{"kk":1,"v":1,"data":{"trunc');
    expect(store.names().filter((n) => n.includes(':aside'))).toEqual([]);
    expect(store.reports).toEqual([]);
  });

  it('the games on the shared statistics entry: the calendar shows the days won, today as the tile’s "done"; the reset clears them', () => {
    let games = 0;
    for (const g of GAMES.filter((x) => x.dailyRecord !== undefined)) {
      const record = g.dailyRecord!;
      const store = new Store(new MemoryStorage());
      const day = today(record.zone, NOW);
      const before = addDays(day, -3);
      for (const d of [before, day]) recordResult(store, g.id, 'daily', { won: true, day: d, practice: false, values: {} }, {});
      // A game keeping its dailies elsewhere does not read this entry: its summary.test.ts tries its own writer.
      if (safeSummary(g.summary, store, NOW).daily !== 'done') continue;
      games++;
      expect(record.days(store), g.id).toEqual({ won: [before, day], finished: [] });
      // The days open link to their own daily; today's always opens.
      expect(record.open, g.id).toBeGreaterThanOrEqual(1);
      expect(new URLSearchParams(record.query(day, day)).get('daily'), g.id).not.toBeNull();
      for (const name of g.statsEntries ?? []) store.remove(name);
      expect(record.days(store), g.id).toEqual({ won: [], finished: [] });
      expect(safeSummary(g.summary, store, NOW).daily, g.id).toBeNull();
    }
    expect(games).toBeGreaterThan(0);
  });
});
