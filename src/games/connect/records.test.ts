// Bests (CON-17, CON-23) and preferences (the glow default, CON-11) as connect keeps them on the device.
import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { BESTS_ENTRY, DEFAULT_PREFS, PREFS_ENTRY, bestKey, mergeBest, newBests } from './records.ts';

describe('connect records and preferences', () => {
  it('CON-11 the glow assist is on by default for Einsteiger only', () => {
    expect(DEFAULT_PREFS.glow).toEqual({ a: true, b: false, c: false });
    expect(DEFAULT_PREFS.size).toBe('b');
  });

  it('CON-17 CON-23 bests: points and streak from every round; time, hints, shuffles only from cleared boards', () => {
    const won = { won: true, mode: 'relaxed' as const, timeMs: 95_000, score: 300, streak: 7, hints: 2, shuffles: 1 };
    const r1 = mergeBest(undefined, won);
    expect(r1).toEqual({ played: 1, won: 1, bestTimeMs: 95_000, bestScore: 300, bestStreak: 7, fewestHints: 2, fewestShuffles: 1 });
    const over = { won: false, mode: 'relaxed' as const, timeMs: 20_000, score: 400, streak: 3, hints: 0, shuffles: 0 };
    expect(newBests(r1, over)).toEqual({ time: false, score: true, streak: false, hints: false, shuffles: false });
    const r2 = mergeBest(r1, over);
    expect(r2).toEqual({ played: 2, won: 1, bestTimeMs: 95_000, bestScore: 400, bestStreak: 7, fewestHints: 2, fewestShuffles: 1 });
    const faster = { won: true, mode: 'relaxed' as const, timeMs: 80_000, score: 100, streak: 1, hints: 0, shuffles: 3 };
    expect(newBests(r2, faster)).toEqual({ time: true, score: false, streak: false, hints: true, shuffles: false });
  });

  it('CON-17 CON-18 in Auf Zeit the time figure is the clock left, and more left is better', () => {
    const r1 = mergeBest(undefined, { won: true, mode: 'timed', timeMs: 37_400, score: 500, streak: 4, hints: 0, shuffles: 0 });
    expect(r1.bestTimeMs).toBe(37_400);
    const more = { won: true, mode: 'timed' as const, timeMs: 50_000, score: 10, streak: 1, hints: 1, shuffles: 0 };
    expect(newBests(r1, more).time).toBe(true);
    expect(mergeBest(r1, more).bestTimeMs).toBe(50_000);
    const less = { ...more, timeMs: 20_000 };
    expect(newBests(r1, less).time).toBe(false);
    expect(mergeBest(r1, less).bestTimeMs).toBe(37_400);
  });

  it('CON-23 bests are kept per size and mode through the store, and a corrupt entry never crashes', () => {
    const backend = new MemoryStorage();
    const store = new Store(backend);
    store.update(BESTS_ENTRY, (all) => ({
      ...(all ?? {}),
      [bestKey('a', 'timed')]: mergeBest(all?.[bestKey('a', 'timed')], { won: true, mode: 'timed', timeMs: 1, score: 5, streak: 1, hints: 0, shuffles: 0 }),
    }));
    expect(Object.keys(store.read(BESTS_ENTRY) ?? {})).toEqual(['a-timed']);
    backend.setItem('knobelkiste:connect/bests', '{"kk":1,"v":1,"data":{"a-timed":{"played":"x"}}}');
    backend.setItem('knobelkiste:connect/prefs', 'not json');
    expect(store.read(BESTS_ENTRY)).toBeUndefined();
    expect(store.read(PREFS_ENTRY)).toBeUndefined();
    expect(store.reports.map((r) => r.kind)).toEqual(['invalid', 'corrupt']);
  });

  const rec = mergeBest(mergeBest(undefined, { won: true, mode: 'relaxed', timeMs: 95_000, score: 300, streak: 12, hints: 1, shuffles: 0 }), {
    won: false,
    mode: 'relaxed',
    timeMs: 5000,
    score: 40,
    streak: 2,
    hints: 3,
    shuffles: 1,
  });
  it.each([
    ['more cleared than played', { 'b-relaxed': { ...rec, played: 1, won: 9 } }],
    ['points no board gives', { 'b-relaxed': { ...rec, bestScore: 1e300 } }],
    ['points above the size and mode', { 'a-relaxed': { ...rec, bestScore: 361, bestStreak: 9 } }],
    ['a streak longer than the board has pairs', { 'a-timed': { ...rec, bestTimeMs: 20_000, bestStreak: 19 } }],
    ['a time no play reaches', { 'b-relaxed': { ...rec, bestTimeMs: 1e22 } }],
    ['an Auf Zeit time above the clock limit', { 'c-timed': { ...rec, bestTimeMs: 300_001 } }],
    ['a best time without a cleared board', { 'b-relaxed': { ...rec, won: 0 } }],
    ['no best time after a cleared board', { 'b-relaxed': { ...rec, bestTimeMs: null } }],
    ['a count no play reaches', { 'b-relaxed': { ...rec, played: 1e300 } }],
  ])('CON-17 CON-23 bests that play cannot produce (%s) are set aside and reported', (_t, data) => {
    const backend = new MemoryStorage();
    const text = JSON.stringify({ kk: 1, v: 1, data });
    backend.setItem('knobelkiste:connect/bests', text);
    const store = new Store(backend);
    expect(store.read(BESTS_ENTRY)).toBeUndefined();
    expect(store.reports[0]).toMatchObject({ kind: 'invalid', name: 'connect/bests' });
    expect(backend.getItem('knobelkiste:connect/bests:aside:1')).toBe(text);
  });

  it('CON-17 CON-23 the best a round can reach is stored: every pair at the top streak, the full Auf Zeit bonus', () => {
    const store = new Store(new MemoryStorage());
    const best = (pairs: number, mode: 'relaxed' | 'timed', bonus: number, timeMs: number) =>
      mergeBest(undefined, { won: true, mode, timeMs, score: pairs * 20 + bonus, streak: pairs, hints: 0, shuffles: 0 });
    const all = {
      'a-relaxed': best(18, 'relaxed', 0, 1000),
      'b-timed': best(24, 'timed', 480, 240_000),
      'c-timed': best(27, 'timed', 600, 300_000),
      'c-relaxed': rec,
    };
    expect(store.write(BESTS_ENTRY, all).ok).toBe(true);
    expect(store.read(BESTS_ENTRY)).toEqual(all);
    expect(store.reports).toEqual([]);
  });
});
