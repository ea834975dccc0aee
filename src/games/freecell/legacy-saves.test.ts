// FC-12 FC-18 FC-19: saves and statistics in the formats players already have load unchanged.

import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { LEGACY_FREECELL_EXPECTED as E, LEGACY_FREECELL_STORAGE } from './legacy-fixtures.ts';
import { encodePosition, parseMove } from './notation.ts';
import { SAVE_ENTRIES, STATS_ENTRY, dailyDeal, restoreSave, summarize } from './records.ts';
import { applyMove, newDeal, type FreecellState } from './rules.ts';

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
    expect(free && { deal: free.deal, moves: free.moves, elapsedMs: free.elapsedMs }).toEqual({ deal: E.free.deal, moves: E.free.moves, elapsedMs: E.free.elapsedMs });
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
