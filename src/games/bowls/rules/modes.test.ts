// Endless and daily rules (SPEC BOW-15, BOW-19, BOW-23 … BOW-26): start, refill, events, effect lifetimes, the daily's end.

import { describe, expect, it } from 'vitest';
import { drawRefill, EVENT_CHANCE_PERCENT, EVENTS_FROM_MOVE, findGroups, legalMoves, newGame, startBowls } from '../rules.ts';
import { rngString } from '../notation.ts';
import { play, position, queues } from './testing.ts';
import { COLORS, DAILY_MOVES, type Color, type Effect, type Stone } from './types.ts';

const isColor = (s: Stone): boolean => (COLORS as readonly string[]).includes(s);
const endless = (q: Record<number, string>, seed: number, moves = 0, fx: Record<number, Effect[]> = {}) =>
  position(q, { mode: 'endless', rng: rngString(seed), moves }, fx);

/** The first seed ≥ 1 whose draw for move k satisfies `pred`. */
let seedUnder = 0;
function seedWhere(k: number, pred: (d: ReturnType<typeof drawRefill>) => boolean): number {
  for (let seed = 1; seed < 100_000; seed++) {
    seedUnder = seed;
    if (pred(drawRefill(seed, k))) return seed;
  }
  throw new Error('no seed found');
}

/** Seven stones with no group and none of colour `c`: two each of the other colours, minus one. */
const sevenWithout = (c: Color): string =>
  COLORS.filter((x) => x !== c)
    .flatMap((x) => [x, x])
    .slice(0, 7)
    .join('');

describe('endless start', () => {
  it('BOW-23 36 normal stones, three per bowl, no ready colour group (200 seeds)', () => {
    for (let seed = 0; seed < 200; seed++) {
      const bowls = startBowls(seed);
      expect(bowls).toHaveLength(12);
      for (const b of bowls) {
        expect(b.queue).toHaveLength(3);
        expect(b.queue.every(isColor)).toBe(true);
        expect(findGroups(b.queue)).toBeNull();
        expect(b.fx).toEqual([]);
      }
    }
  });

  it('BOW-23 the same seed gives the same start, another seed another one', () => {
    expect(newGame('endless', 5)).toEqual(newGame('endless', 5));
    expect(newGame('endless', 5).bowls).not.toEqual(newGame('endless', 6).bowls);
    expect(newGame('endless', 5)).toMatchObject({ mode: 'endless', score: 0, moves: 0, movesLeft: null, goal: null, seed: 5, status: 'playing' });
  });
});

describe('refill', () => {
  it('BOW-24 after a safe move two normal stones join the end of two different bowls', () => {
    for (let seed = 0; seed < 50; seed++) {
      const s = newGame('endless', seed);
      const { state, trace } = play(s, 0);
      if (state.status !== 'playing') continue;
      expect(trace.refill).toHaveLength(2);
      const [a, b] = trace.refill;
      expect(a!.bowl).not.toBe(b!.bowl);
      expect(isColor(a!.stone) && isColor(b!.stone)).toBe(true);
      expect(trace.refill).toEqual(drawRefill(seed, 1).refill);
      expect(trace.steps.filter((x) => x.kind === 'place')).toEqual(
        trace.refill.map((p) => ({ kind: 'place', phase: 'refill', bowl: p.bowl, stone: p.stone, special: false })),
      );
      expect(state.moves).toBe(1);
    }
  });

  it('BOW-24 Resolved: the refill after the k-th safe move is the same whatever move is chosen', () => {
    for (let seed = 0; seed < 20; seed++) {
      const s = newGame('endless', seed);
      const refills = legalMoves(s)
        .map((m) => play(s, m))
        .filter((r) => r.state.status === 'playing')
        .map((r) => r.trace.refill);
      expect(refills.length).toBeGreaterThan(0);
      for (const r of refills) expect(r).toEqual(refills[0]);
    }
  });

  it('BOW-24 BOW-19 the refill phase resolves groups: 10 per stone, no multiplier', () => {
    const seed = 5;
    const d = drawRefill(seed, 1).refill;
    const [a, b] = [d[0]!, d[1]!];
    const q: Record<number, string> = { [a.bowl]: a.stone + a.stone, [b.bowl]: b.stone + b.stone };
    // A one-stone move somewhere away from both refill bowls.
    const src = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].find((i) => ![a.bowl, b.bowl].includes(i) && ![a.bowl, b.bowl].includes((i + 1) % 12))!;
    q[src] = 'X';
    const { state, trace } = play(endless(q, seed), src);
    expect(trace.player.points).toBe(0);
    expect(trace.refillPhase).toMatchObject({ stones: 6, comboBowls: 2, points: 60, overflow: [] });
    expect(trace).toMatchObject({ combo: 0, gained: 60 });
    expect(state.score).toBe(60);
    expect(queues(state)).toEqual({ [(src + 1) % 12]: 'X' });
  });

  it('BOW-15 a refill that overflows loses; the safe player phase keeps its points', () => {
    const seed = 9;
    const d = drawRefill(seed, 1).refill;
    const full = d[0]!.bowl;
    const q: Record<number, string> = { [full]: sevenWithout(d[0]!.stone as Color) };
    const free = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter((i) => ![full, (full + 11) % 12, (full + 1) % 12, d[1]!.bowl].includes(i));
    const src = free.find((i) => free.includes((i + 1) % 12))!;
    q[src] = 'R';
    q[(src + 1) % 12] = 'RR';
    const { state, trace } = play(endless(q, seed), src);
    expect(trace.player.points).toBe(30);
    expect(trace.refillPhase).toMatchObject({ overflow: [full], points: 0 });
    expect(state).toMatchObject({ status: 'lost', end: 'overflow', score: 30, moves: 1 });
    expect(trace.refill).toEqual(d);
    expect(trace.gained).toBe(30);
  });

  it('BOW-11 BOW-24 a volcano that erupted in the player phase does not erupt again in the refill phase', () => {
    // Seven ready volcanoes of blockers; bowls 1–6 sow counter-clockwise, so bowl 0 is ready again after the player phase.
    const fx: Record<number, Effect[]> = { 0: ['volcano'] };
    const q: Record<number, string> = { 0: 'XXXXXX', 7: 'R' };
    for (let b = 1; b <= 6; b++) {
      fx[b] = ['reverse', 'volcano'];
      q[b] = 'XXXXXX';
    }
    const { state, trace } = play(endless(q, 1, 0, fx), 7);
    expect(state.status).toBe('playing');
    expect(trace.refillPhase).not.toBeNull();
    expect(trace.steps.filter((x) => x.kind === 'erupt').map((x) => x.phase)).toEqual(['player']);
    expect(state.bowls[0]!.queue.length).toBeGreaterThanOrEqual(6);
  });

  it('BOW-15 after an overflowing player phase there is no refill', () => {
    const { trace, state } = play(endless({ 0: 'R', 1: 'GBYPGBY' }, 3), 0);
    expect(state.status).toBe('lost');
    expect(trace.refill).toEqual([]);
    expect(trace.refillPhase).toBeNull();
  });
});

describe('endless events', () => {
  it(`BOW-25 no event before the end of the ${EVENTS_FROM_MOVE}th safe move`, () => {
    const seed = seedWhere(EVENTS_FROM_MOVE - 1, (d) => d.event !== null);
    const { trace } = play(endless({ 0: 'R' }, seed, EVENTS_FROM_MOVE - 2), 0);
    expect(trace.special).toEqual([]);
  });

  it.each(['J', 'X'] as const)('BOW-25 Resolved: a %s event is placed like a refill stone from the 9th safe move on', (stone) => {
    const seed = seedWhere(EVENTS_FROM_MOVE, (d) => d.event !== null && 'stone' in d.event && d.event.stone === stone);
    const e = drawRefill(seed, EVENTS_FROM_MOVE).event!;
    const { trace } = play(endless({ 0: 'R' }, seed, EVENTS_FROM_MOVE - 1), 0);
    expect(trace.special).toEqual([e]);
    const places = trace.steps.filter((x) => x.kind === 'place');
    expect(places.at(-1)).toEqual({ kind: 'place', phase: 'refill', bowl: e.bowl, stone, special: true });
  });

  it.each(['frozen', 'reverse', 'volcano'] as const)('BOW-25 Resolved: a temporary %s effect lasts 3 safe moves', (fx) => {
    // A seed whose event at move 9 is this effect and whose next three draws do not touch that bowl's effect again.
    const seed = seedWhere(EVENTS_FROM_MOVE, (d) => {
      if (!d.event || !('fx' in d.event) || d.event.fx !== fx) return false;
      const bowl = d.event.bowl;
      return [1, 2, 3].every((i) => {
        const later = drawRefill(seedUnder, EVENTS_FROM_MOVE + i).event;
        return !later || !('fx' in later) || later.bowl !== bowl;
      });
    });
    const e = drawRefill(seed, EVENTS_FROM_MOVE).event as { bowl: number; fx: Effect; ttl: number };
    let s = endless({ [(e.bowl + 6) % 12]: 'R' }, seed, EVENTS_FROM_MOVE - 1);
    const first = play(s, (e.bowl + 6) % 12);
    expect(first.trace.special).toEqual([{ bowl: e.bowl, fx, ttl: 3 }]);
    s = first.state;
    expect(s.bowls[e.bowl]).toMatchObject({ fx: [fx], ttl: { [fx]: 3 } });
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      const m = legalMoves(s).find((b) => b !== e.bowl)!;
      const r = play(s, m);
      s = r.state;
      seen.push(s.bowls[e.bowl]!.ttl[fx] ?? 0);
      if (i === 2) expect(r.trace.steps).toContainEqual({ kind: 'expire', bowl: e.bowl, fx });
    }
    expect(s.status).toBe('playing');
    expect(seen).toEqual([2, 1, 0]);
    expect(s.bowls[e.bowl]!.fx).not.toContain(fx);
  });

  it('BOW-25 a frozen event makes the bowl unchoosable while it lasts', () => {
    const seed = seedWhere(EVENTS_FROM_MOVE, (d) => d.event !== null && 'fx' in d.event && d.event.fx === 'frozen');
    const e = drawRefill(seed, EVENTS_FROM_MOVE).event!;
    const q: Record<number, string> = { [(e.bowl + 6) % 12]: 'R', [e.bowl]: 'G' };
    const { state } = play(endless(q, seed, EVENTS_FROM_MOVE - 1), (e.bowl + 6) % 12);
    expect(legalMoves(state)).not.toContain(e.bowl);
  });

  it(`BOW-25 (frequency) about ${EVENT_CHANCE_PERCENT}% of safe moves bring an event; all five kinds occur`, () => {
    let events = 0;
    const kinds = new Set<string>();
    const n = 5000;
    for (let i = 0; i < n; i++) {
      const d = drawRefill(i, EVENTS_FROM_MOVE + (i % 7));
      if (d.event) {
        events++;
        kinds.add('stone' in d.event ? d.event.stone : d.event.fx);
      }
    }
    expect(events / n).toBeGreaterThan(EVENT_CHANCE_PERCENT / 100 - 0.03);
    expect(events / n).toBeLessThan(EVENT_CHANCE_PERCENT / 100 + 0.03);
    expect([...kinds].sort()).toEqual(['J', 'X', 'frozen', 'reverse', 'volcano']);
  });
});

describe('daily task', () => {
  it('BOW-26 Resolved: the UTC date YYYYMMDD seeds the start; 20 moves; no effects', () => {
    const s = newGame('daily', 20261202);
    expect(s).toMatchObject({ mode: 'daily', movesLeft: DAILY_MOVES, seed: 20261202, moves: 0 });
    expect(s.bowls).toEqual(newGame('daily', 20261202).bowls);
    expect(s.bowls).not.toEqual(newGame('daily', 20261203).bowls);
  });

  it('BOW-26 no endless events in the daily task', () => {
    const seed = seedWhere(12, (d) => d.event !== null);
    const { trace } = play(position({ 0: 'R' }, { mode: 'daily', rng: rngString(seed), moves: 11, movesLeft: 9 }), 0);
    expect(trace.special).toEqual([]);
    expect(trace.refill).toHaveLength(2);
  });

  it('BOW-26 the 20th safe move ends the task ("over") without a refill', () => {
    const s = position({ 0: 'R', 1: 'RR', 5: 'B' }, { mode: 'daily', rng: rngString(20261202), moves: 19, movesLeft: 1 });
    const { state, trace } = play(s, 0);
    expect(state).toMatchObject({ status: 'over', end: 'dailyDone', movesLeft: 0, moves: 20, score: 30 });
    expect(trace.refill).toEqual([]);
    expect(legalMoves(state)).toEqual([]);
  });

  it('BOW-26 each safe daily move counts down the moves left', () => {
    const { state } = play(newGame('daily', 20260101), 0);
    if (state.status === 'playing') expect(state.movesLeft).toBe(DAILY_MOVES - 1);
  });
});
