// Number Match's start card (issue 12): the stage or free game in progress, read from its real saves.
import { Attempt } from '../../core/attempt.ts';
import { startSession } from '../../core/session.ts';
import { numbermatchDef } from './def.ts';
import { legalMoves as numbermatchMoves } from './rules.ts';
import { logOrigin, numbermatchSlots } from './saves.ts';
import { PROGRESS_ENTRY, recordResult } from './records.ts';
import { utcDayKey } from '../../core/dates.ts';
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

describe('issue 12: Number Match on the start page', () => {
  it('Number Match: the stage in progress with its link, then the free game', () => {
    const { store } = freshStore();
    const slots = numbermatchSlots(store);
    const origin = { kind: 'stage', id: '1-2' } as const;
    const from = logOrigin(origin);
    if (!from) throw new Error('no origin');
    const s = startSession(numbermatchDef, from);
    if (!s.ok) throw new Error(s.error.message);
    const m = numbermatchMoves(s.value.state)[0];
    if (m === undefined) throw new Error('no move');
    s.value.play(m);
    slots.save('stage', s.value, new Attempt(), { origin });
    expect(summaryOf('numbermatch', store, NOW).inProgress).toEqual({ detail: 'Stufe 1-2 · 1 Zug', query: { stage: '1-2' } });
    slots.clear('stage');
    const free = startSession(numbermatchDef, { seed: 0, options: { start: 'classic' } });
    if (!free.ok) throw new Error(free.error.message);
    free.value.play(numbermatchMoves(free.value.state)[0] as never);
    free.value.play(numbermatchMoves(free.value.state)[0] as never);
    slots.save('free', free.value, new Attempt(), { origin: { kind: 'classic' } });
    expect(summaryOf('numbermatch', store, NOW).inProgress).toEqual({ detail: 'Freies Spiel · 2 Züge', query: { classic: '1' } });
  });
  it('an entry the start page cannot make sense of is left in place for the game to judge', () => {
    const { backend, store } = freshStore();
    const text = JSON.stringify({
      kk: 1,
      v: 1,
      data: { log: { game: 'numbermatch', origin: { seed: 3 }, steps: [{ move: 'add' }] }, attempt: {}, meta: { origin: { kind: 'future' } } },
    });
    backend.setItem(KEY_PREFIX + 'numbermatch/slot/free', text);
    expect(summaryOf('numbermatch', store, NOW).inProgress).toBeNull();
    // Schema-odd but a valid envelope: the start page leaves it for the game to judge.
    expect(backend.getItem(KEY_PREFIX + 'numbermatch/slot/free')).toBe(text);
  });
});

describe('issue 31: the statistics calendar and the reset', () => {
  it('shows the daily boards won on the UTC calendar (every day stays open), today as the tile’s "done"; the reset clears them', () => {
    const { store } = freshStore();
    const today = utcDayKey(NOW);
    for (const day of ['2026-10-01', today]) store.update(PROGRESS_ENTRY, (p) => recordResult(p, { kind: 'daily', day }, 'won'));
    store.update(PROGRESS_ENTRY, (p) => recordResult(p, { kind: 'daily', day: '2026-11-11' }, 'lost'));
    const record = entry.dailyRecord!;
    expect(record.zone).toBe('utc');
    expect(record.days(store)).toEqual({ won: ['2026-10-01', today], finished: [] });
    expect(safeSummary(entry.summary, store, NOW).daily).toBe('done');
    expect(record.query('2026-10-01', today)).toEqual({ daily: '2026-10-01' });
    // Number Match had no reset (issue 31): its statistics are its progress entry, said before asking.
    expect(entry.statsEntries).toEqual(['numbermatch/progress']);
    expect(entry.resetNote).toMatch(/Level 1/);
    for (const name of entry.statsEntries ?? []) store.remove(name);
    expect(record.days(store)).toEqual({ won: [], finished: [] });
  });
});
