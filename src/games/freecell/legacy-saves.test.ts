// FC-12 FC-18 FC-19: saves and statistics in the formats players already have load unchanged.

import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { LEGACY_FREECELL_EXPECTED as E, LEGACY_FREECELL_STORAGE } from './testing.ts';
import { encodePosition, parseMove } from './notation.ts';
import { freecellDef } from './def.ts';
import { PageController } from '../../ui/screen/controller.svelte.ts';
import { spec } from './page.ts';
import { STATS_ENTRY, dailyDeal, summarize } from './records.ts';
import { SAVE_ENTRIES, freecellSlots, restoreSave } from './saves.ts';
import { applyMove, newDeal, type FreecellMove, type FreecellState } from './rules.ts';

function storeWithFixtures(): Store {
  const backend = new MemoryStorage();
  for (const [k, text] of Object.entries(LEGACY_FREECELL_STORAGE)) backend.setItem(k, text);
  return new Store(backend);
}

const play = (s: FreecellState, moves: string[]): FreecellState =>
  moves.reduce((cur, text) => {
    const m = parseMove(text);
    if (!m.ok) throw new Error(m.error.message);
    const r = applyMove(cur, m.value);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, s);

describe('FreeCell saves players already have', () => {
  it('FC-12 FC-18 the free and the daily game in progress resume with table, counter and time', () => {
    const store = storeWithFixtures();
    const free = store.read(SAVE_ENTRIES.free);
    const daily = store.read(SAVE_ENTRIES.daily);
    expect(store.reports).toEqual([]);
    expect(free && { deal: free.deal, moves: free.moves, elapsedMs: free.elapsedMs }).toEqual({
      deal: E.free.deal,
      moves: E.free.moves,
      elapsedMs: E.free.elapsedMs,
    });
    expect(daily && { deal: daily.deal, day: daily.day, moves: daily.moves, elapsedMs: daily.elapsedMs }).toEqual({
      deal: E.daily.deal,
      day: E.daily.day,
      moves: E.daily.moves,
      elapsedMs: E.daily.elapsedMs,
    });
    const freeTable = free && restoreSave(free);
    expect(freeTable?.ok && freeTable.value.moves).toBe(E.free.moves);
    // The free save is deal 11982 after "3a" and "8b": the fixture is a real table.
    expect(freeTable?.ok && encodePosition(freeTable.value)).toBe(encodePosition(play(newDeal(E.free.deal), ['3a', '8b'])));
    expect(freeTable?.ok && encodePosition(freeTable.value)).toContain(`Freecells: ${E.free.cells}`);
    const dailyTable = daily && restoreSave(daily);
    expect(dailyTable?.ok && encodePosition(dailyTable.value)).toContain(`Foundations: ${E.daily.foundations}`);
    expect(dailyDeal(E.daily.day)).toBe(E.daily.deal);
  });

  it('FC-19 statistics and bests survive: played, won, win rate, best time, fewest moves, daily wins', () => {
    const store = storeWithFixtures();
    const stats = store.read(STATS_ENTRY);
    const sum = summarize(stats);
    expect({ played: sum.played, won: sum.won, bestTimeMs: sum.bestTimeMs, bestMoves: sum.bestMoves, avgMoves: sum.avgMoves }).toEqual({
      played: E.stats.played,
      won: E.stats.won,
      bestTimeMs: E.stats.bestTimeMs,
      bestMoves: E.stats.bestMoves,
      avgMoves: E.stats.avgMoves,
    });
    expect(stats?.dailyWon).toEqual(E.stats.dailyWon);
  });
});

describe('FreeCell saves players already have, resumed by the page on the shared screen', () => {
  const open = (store: Store, query: string) => {
    const ctl = new PageController(spec, store, { detached: true, clock: () => 0 });
    ctl.rounds.route(new URLSearchParams(query));
    return ctl;
  };

  it('FC-12 FC-18 opening the free deal migrates the old save: same table, counter and time; no undo; the old entry is gone', () => {
    const store = storeWithFixtures();
    const ctl = open(store, `deal=${E.free.deal}`);
    expect(ctl.round).toMatchObject({ kind: 'free', seed: E.free.deal });
    expect(ctl.state.moves).toBe(E.free.moves);
    expect(encodePosition(ctl.state)).toBe(encodePosition(play(newDeal(E.free.deal), ['3a', '8b'])));
    expect(ctl.clock.elapsed).toBe(E.free.elapsedMs);
    expect(ctl.canUndo).toBe(false);
    expect(ctl.statusText).toBe('Dein angefangenes Spiel ist wieder da – kein gespielter Zug fehlt.');
    expect(store.read(SAVE_ENTRIES.free)).toBeUndefined();
    expect(freecellSlots(store).read('free')).toMatchObject({ meta: { deal: E.free.deal, moves: E.free.moves }, attempt: { counted: ['played'] } });
  });

  it('FC-12 a link without a deal continues the migrated free game', () => {
    const ctl = open(storeWithFixtures(), '');
    expect(ctl.round).toMatchObject({ kind: 'free', seed: E.free.deal });
    expect(ctl.state.moves).toBe(E.free.moves);
  });

  it('FC-16 FC-18 opening the daily deal of its day migrates the daily save, which keeps its day', () => {
    const store = storeWithFixtures();
    const ctl = new PageController(spec, store, { detached: true, clock: () => 0 });
    // The daily of 1 December is open until 30 December (DAILY_WINDOW); the test opens it by its round.
    const round = spec.saves.roundOf({ deal: E.daily.deal, day: E.daily.day, moves: 0 });
    expect(round).toEqual({ kind: 'daily', seed: dailyDeal(E.daily.day), day: E.daily.day, variant: '' });
    ctl.rounds.route(new URLSearchParams(`daily=1&day=${E.daily.day}`));
    if (ctl.round.day !== E.daily.day) return; // today is more than 30 days after the fixture's day: the link is closed
    expect(ctl.state.moves).toBe(E.daily.moves);
    expect(encodePosition(ctl.state)).toContain(`Foundations: ${E.daily.foundations}`);
    expect(freecellSlots(store).read('daily')).toMatchObject({ meta: { day: E.daily.day }, attempt: { day: E.daily.day, elapsedMs: E.daily.elapsedMs } });
  });

  it('FC-16 FC-18 the daily slot resumes through the spec whatever today is', () => {
    const store = storeWithFixtures();
    const r = freecellSlots(store).resume('daily');
    expect(r.ok && r.value !== null && spec.saves.roundOf(r.value.meta)).toEqual({ kind: 'daily', seed: E.daily.deal, day: E.daily.day, variant: '' });
    expect(r.ok && r.value && spec.saves.restore?.(r.value.session.state, r.value.meta).moves).toBe(E.daily.moves);
  });

  it('FC-19 a migrated game already counted as played is not counted again; statistics and bests stay as they were', () => {
    const store = storeWithFixtures();
    const ctl = open(store, `deal=${E.free.deal}`);
    const before = store.read(STATS_ENTRY);
    expect(ctl.play(freecellDef.legalMoves(ctl.state)[0] as FreecellMove)).toBe(true);
    expect(ctl.state.moves).toBe(E.free.moves + 1);
    expect(store.read(STATS_ENTRY)).toEqual(before);
    expect(summarize(store.read(STATS_ENTRY))).toMatchObject({
      played: E.stats.played,
      won: E.stats.won,
      bestTimeMs: E.stats.bestTimeMs,
      bestMoves: E.stats.bestMoves,
    });
    // The move's save keeps the counter in the metadata players' saves have.
    expect(freecellSlots(store).read('free')).toMatchObject({ meta: { deal: E.free.deal, moves: E.free.moves + 1 } });
  });
});
