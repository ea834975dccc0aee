// Paare verbinden's start card (issue 12): the round in progress, read from its core save slot.
import { slotName } from '../../ui/summary.ts';
import { ROUND_SLOT as CONNECT_OWN_SLOT } from './page.ts';
import { CONNECT_DAYS, CONNECT_ROUND_SLOT, withDay } from './summary.ts';
import { localDayKey } from '../../core/dates.ts';
import { describe, expect, it } from 'vitest';
import { KEY_PREFIX, MemoryStorage, Store } from '../../core/storage.ts';
import { safeSummary, type GameSummary } from '../../ui/summary.ts';
import { entry } from './entry.ts';

const summaryOf = (_id: string, store: Store, now: Date): GameSummary => safeSummary(entry.summary, store, now);
const NOW = new Date(2026, 11, 3, 12, 0, 0);
function freshStore(): { store: Store; backend: MemoryStorage } {
  const backend = new MemoryStorage();
  return { store: new Store(backend), backend };
}

describe('issue 12: Paare verbinden on the start page', () => {
  it('the start card reads the slot the page writes', () => {
    expect(CONNECT_ROUND_SLOT).toBe(CONNECT_OWN_SLOT);
  });

  it('Paare verbinden: the round hook reads a core save slot and counts the pairs', () => {
    const { backend, store } = freshStore();
    const data = {
      log: { game: 'connect', origin: { seed: '41739205-b' }, steps: [{ move: 'a' }, { cmd: 'shuffle' }, { move: 'b' }] },
      attempt: {},
      meta: null,
    };
    backend.setItem(KEY_PREFIX + slotName('connect', CONNECT_ROUND_SLOT), JSON.stringify({ kk: 1, v: 1, data }));
    expect(summaryOf('connect', store, NOW).inProgress).toEqual({ detail: '2 Paare abgeräumt' });
  });
});

describe('issue 31: the daily on the start tile and in the statistics calendar', () => {
  it('a cleared daily board (the page writes its day) is the tile’s "done" and a day won; the reset clears it', () => {
    const { store } = freshStore();
    const today = localDayKey(NOW);
    expect(safeSummary(entry.summary, store, NOW).daily).toBeNull();
    for (const day of ['2026-11-30', today, today]) store.update(CONNECT_DAYS, (d) => withDay(d, day));
    expect(entry.dailyRecord!.days(store)).toEqual({ won: ['2026-11-30', today], finished: [] });
    expect(safeSummary(entry.summary, store, NOW).daily).toBe('done');
    for (const name of entry.statsEntries ?? []) store.remove(name);
    expect(entry.dailyRecord!.days(store)).toEqual({ won: [], finished: [] });
    expect(safeSummary(entry.summary, store, NOW).daily).toBeNull();
  });

  it("today's board begun (its slot with a move) is the tile's \"started\"; another day's is not", () => {
    const { backend, store } = freshStore();
    const slot = (day: string) =>
      JSON.stringify({
        kk: 1,
        v: 1,
        data: { log: { game: 'connect', origin: { seed: 'x' }, steps: [{ move: 'a' }] }, attempt: {}, meta: { code: '41739205-b', mode: 'relaxed', day } },
      });
    backend.setItem(KEY_PREFIX + slotName('connect', 'daily'), slot('2026-12-02'));
    expect(safeSummary(entry.summary, store, NOW).daily).toBeNull();
    backend.setItem(KEY_PREFIX + slotName('connect', 'daily'), slot(localDayKey(NOW)));
    expect(safeSummary(entry.summary, store, NOW).daily).toBe('started');
  });
});
