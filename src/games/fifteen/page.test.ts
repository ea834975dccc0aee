// The Schiebepuzzle's page spec: links and sizes, the daily at 4×4, counters, bests per size and the end panel (SCH-4, SCH-6).

import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { Attempt } from '../../core/attempt.ts';
import { variantOf } from '../../ui/stats.ts';
import { optimumSearch } from './optimum.svelte.ts';
import { spec, startOf, STATS } from './page.ts';
import { newGame, type FifteenState } from './rules.ts';
import { startKey } from './optimum.svelte.ts';
import { solvedState } from './testing.ts';

const q = (s: string): URLSearchParams => new URLSearchParams(s);
const TODAY = '2026-12-03';

describe('fifteen page spec', () => {
  it('SCH-1 links name a seed and a size (4×4 by default); bad sizes are refused', () => {
    expect(spec.rounds.readQuery(q('seed=12&size=3'), TODAY)).toEqual({ ok: true, round: { kind: 'free', seed: 12, variant: '3' } });
    expect(spec.rounds.readQuery(q('seed=12'), TODAY)).toEqual({ ok: true, round: { kind: 'free', seed: 12, variant: '4' } });
    expect(spec.rounds.readQuery(q('seed=12&size=6'), TODAY)).toMatchObject({ ok: false });
    expect(spec.rounds.queryOf({ kind: 'free', seed: 12, variant: '4' }, TODAY)).toEqual({ seed: '12' });
    expect(spec.rounds.queryOf({ kind: 'free', seed: 12, variant: '5' }, TODAY)).toEqual({ seed: '12', size: '5' });
    expect(spec.rounds.label({ kind: 'free', seed: 1234, variant: '3' })).toBe('Spiel Nr. 1.234 · 3×3');
    expect(spec.rounds.originOf({ kind: 'free', seed: 7, variant: '5' })).toEqual({ seed: 7, options: { size: 5 } });
    expect(startOf({ kind: 'free', seed: 7, variant: '3' })).toEqual(newGame(7, 3));
  });

  it('SCH-1 the menu lists the sizes in order; a first visit opens 4×4', () => {
    expect(spec.menu?.choices?.[0]?.options.map((o) => o.label)).toEqual(['3×3', '4×4', '5×5']);
    expect(spec.rounds.fresh(9, null)).toEqual({ kind: 'free', seed: 9, variant: '4' });
    expect(spec.rounds.fresh(9, { kind: 'free', seed: 1, variant: '5' })).toEqual({ kind: 'free', seed: 9, variant: '5' });
    expect(spec.rounds.readQuery(q('size=3'), TODAY)).toEqual({ ok: true, round: { like: { kind: 'free', seed: 0, variant: '3' } } });
  });

  it('the daily is one 4×4 start for everyone, whatever size is open', () => {
    const d = spec.rounds.daily?.(TODAY, { kind: 'free', seed: 1, variant: '3' });
    expect(d).toMatchObject({ kind: 'daily', day: TODAY, variant: '4' });
    expect(spec.saves.slots).toEqual(['free', 'daily']);
  });

  it('SCH-4 the header shows moves and the time (a clock the player may hide)', () => {
    const s: FifteenState = { ...newGame(1, 4), moves: 1234 };
    expect(spec.screen.counters(s, 83_400, { kind: 'free', seed: 1, variant: '4' }, 0)).toEqual([
      { id: 'moves', label: 'Züge', value: '1.234' },
      { id: 'time', label: 'Zeit', value: '1:23', clock: true },
    ]);
  });

  it('SCH-4 SCH-6 a win records the bests per size once and the panel adds the optimum when it is known', () => {
    const store = new Store(new MemoryStorage());
    const round = { kind: 'free' as const, seed: 5, variant: '3' };
    const end = (moves: number, ms: number, first = true) =>
      spec.play.ended({ round, state: { ...solvedState(3), moves }, status: 'won', attempt: new Attempt(), elapsedMs: ms, first, store, undos: 0 });
    const a = end(40, 90_000);
    expect(a.title).toBe('Gelöst!');
    expect(a.lines).toEqual(['40 Züge in 1:30']);
    expect(a.more?.()).toEqual(['Die kürzeste Lösung wird gesucht …']);
    const start = startOf(round);
    optimumSearch.answers[startKey(start.tiles, 3)] = { kind: 'solved', moves: 22 };
    expect(a.more?.()).toEqual(['Kürzeste Lösung: 22 Züge – du hast 40 Züge gebraucht.']);
    expect(end(30, 100_000).lines).toEqual(['30 Züge in 1:40', 'Neuer Bestwert: so wenige Züge wie nie!']);
    expect(end(35, 60_000).lines).toEqual(['35 Züge in 1:00', 'Neue Bestzeit!']);
    expect(end(10, 1_000, false).lines).toEqual(['10 Züge in 0:01']);
    const s = variantOf(store.read(STATS), '3');
    expect(s).toMatchObject({ won: 3, best: { moves: 30, timeMs: 60_000 } });
    expect(variantOf(store.read(STATS), '4').won).toBe(0);
  });
});
