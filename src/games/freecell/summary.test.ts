// FreeCell's start card (issue 12): the deal in progress and today's daily, read from its real saves.
import * as v from 'valibot';
import { Attempt } from '../../core/attempt.ts';
import { localDayKey } from '../../core/dates.ts';
import { slotEntry } from '../../core/saves.ts';
import { startSession } from '../../core/session.ts';
import { SLOT_VERSION, slotName } from '../../ui/summary.ts';
import { freecellDef } from './def.ts';
import { STATS_ENTRY, dailyDeal, recordWin } from './records.ts';
import { freecellSlots } from './saves.ts';
import { legalMoves as freecellMoves } from './rules.ts';
import { FREECELL_STATS } from './summary.ts';
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

/** A FreeCell free game of `deal` with `n` legal moves played, saved as the page saves it. */
function saveFreecell(store: Store, deal: number, n: number, day?: string): void {
  const s = startSession(freecellDef, { seed: deal });
  if (!s.ok) throw new Error(s.error.message);
  for (let i = 0; i < n; i++) {
    const m = freecellMoves(s.value.state)[0];
    if (m === undefined) throw new Error('no move');
    s.value.play(m);
  }
  const kind = day === undefined ? 'free' : 'daily';
  const meta = { deal, ...(day === undefined ? {} : { day }), moves: s.value.state.moves };
  const w = freecellSlots(store).save(kind, s.value, new Attempt(), meta);
  if (!w.ok) throw new Error(w.error.message);
}

describe('issue 12: FreeCell on the start page', () => {
  it('entry names and versions are the game’s own (a renamed or migrated entry fails here, not for a player)', () => {
    const probe = slotEntry('freecell', 'free', v.unknown());
    expect(probe.name).toBe(slotName('freecell', 'free'));
    expect(probe.version).toBe(SLOT_VERSION);
    expect({ name: STATS_ENTRY.name, version: STATS_ENTRY.version }).toEqual(FREECELL_STATS);
  });

  it('FreeCell: a free deal in progress shows its number (German style) and moves', () => {
    const { store } = freshStore();
    saveFreecell(store, 637253, 3);
    expect(summaryOf('freecell', store, NOW).inProgress).toEqual({ detail: 'Blatt Nr. 637.253 · 3 Züge' });
  });
  it('FreeCell: a deal saved before its first move is not "in progress"', () => {
    const { store } = freshStore();
    saveFreecell(store, 58, 0);
    expect(summaryOf('freecell', store, NOW).inProgress).toBeNull();
  });
  it('FreeCell: today’s daily is begun, then done once won', () => {
    const { store } = freshStore();
    const today = localDayKey(NOW);
    saveFreecell(store, dailyDeal(today), 1, today);
    expect(summaryOf('freecell', store, NOW).daily).toBe('started');
    store.write(STATS_ENTRY, recordWin(undefined, { timeMs: 60_000, moves: 90, day: today }));
    expect(summaryOf('freecell', store, NOW).daily).toBe('done');
    // A daily of another day says nothing about today.
    const other = freshStore().store;
    saveFreecell(other, dailyDeal('2026-11-30'), 1, '2026-11-30');
    expect(summaryOf('freecell', other, NOW).daily).toBeNull();
  });
  it('bad saves of the daily and the statistics leave the free deal in progress, untouched', () => {
    for (const text of ['{not json', JSON.stringify({ kk: 1, v: 1, data: { log: 'x' } }), '42', 'null']) {
      const { backend, store } = freshStore();
      saveFreecell(store, 11982, 2);
      const good = backend.getItem(KEY_PREFIX + 'freecell/slot/free');
      for (const name of ['freecell/stats', 'freecell/slot/daily']) backend.setItem(KEY_PREFIX + name, text);
      expect(summaryOf('freecell', store, NOW)).toEqual({ inProgress: { detail: 'Blatt Nr. 11.982 · 2 Züge' }, daily: null });
      expect(backend.getItem(KEY_PREFIX + 'freecell/slot/free')).toBe(good);
    }
  });
});

describe('issue 31: the statistics calendar', () => {
  it('shows the days won (FC-16: the 30 open days link), today as the tile’s "done"; the reset clears them', () => {
    const { store } = freshStore();
    const today = localDayKey(NOW);
    for (const day of ['2026-11-20', today]) store.update(STATS_ENTRY, (s) => recordWin(s, { timeMs: 60_000, moves: 90, day }));
    const record = entry.dailyRecord!;
    expect(record.days(store)).toEqual({ won: ['2026-11-20', today], finished: [] });
    expect(safeSummary(entry.summary, store, NOW).daily).toBe('done');
    expect(record.open).toBe(30);
    expect(record.query('2026-11-20', today)).toEqual({ daily: '1', day: '2026-11-20' });
    for (const name of entry.statsEntries ?? []) store.remove(name);
    expect(record.days(store)).toEqual({ won: [], finished: [] });
  });
});
