// Saves (FC-12, FC-18) through the real Store: the format of before, and the replay-log slots with their checks.

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { slotEntry } from '../../core/saves.ts';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { encodePosition } from './notation.ts';
import { applyMove, legalMoves, newDeal, type FreecellMove } from './rules.ts';
import { dailyDeal } from './records.ts';
import { SAVE_ENTRIES, freecellSlots, restoreSave, type FreecellSave } from './saves.ts';

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
