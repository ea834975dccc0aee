// Issue 21: a move's animation is a pure function of its trace and settles quickly — a plain
// sowing in about 0.6 s, the longest chain of any move under 1.5 s, faster hops for big hands —
// and the view plays exactly those durations (a tap still skips the rest).
import { describe, expect, it } from 'vitest';
import { MOVE_CAP_MS, beatsOf, keepSame, sameBowl, totalMs, type Beat } from './motion.ts';
import { newGame, legalMoves, playMove } from './rules.ts';
import { play, position } from './rules/testing.ts';
import { playerBeats } from './view.svelte.ts';
import type { BowlsState } from './rules/types.ts';

const plain = (beats: readonly Beat[]): boolean => beats.every((b) => b.kind === 'take' || b.kind === 'drop' || b.kind === 'place');

/** Every move of `games` random endless games of up to `moves` moves (a fixed, seeded walk). */
function sweep(games: number, moves: number): { before: BowlsState; beats: Beat[] }[] {
  const out: { before: BowlsState; beats: Beat[] }[] = [];
  for (let seed = 1; seed <= games; seed++) {
    let s: BowlsState = newGame('endless', seed);
    let k = seed;
    for (let m = 0; m < moves && s.status === 'playing'; m++) {
      const legal = legalMoves(s);
      if (legal.length === 0) break;
      k = (Math.imul(k, 1103515245) + 12345) >>> 0;
      const r = playMove(s, legal[k % legal.length] as number);
      if (!r.ok) throw new Error(r.error.message);
      out.push({ before: s, beats: beatsOf(s, r.value.trace) });
      s = r.value.state;
    }
  }
  return out;
}

describe('move timing (issue 21)', () => {
  const all = sweep(500, 60);

  it('is a pure function of the trace: the same move always gets the same durations', () => {
    const before = newGame('endless', 7);
    const m = legalMoves(before)[0] as number;
    const a = beatsOf(before, play(before, m).trace).map((b) => b.ms);
    const b = beatsOf(before, play(before, m).trace).map((b) => b.ms);
    expect(a).toEqual(b);
    expect(a.every((ms) => Number.isInteger(ms) && ms > 0)).toBe(true);
  });

  it('a plain endless sowing (hand of 3+, hops, two refill stones) settles in about 0.6 s; smaller hands sooner', () => {
    const plains = all.filter((m) => plain(m.beats));
    expect(plains.length).toBeGreaterThan(1000);
    for (const m of plains) {
      const hand = m.beats[0]?.kind === 'take' ? m.beats[0].hand.length : 0;
      if (hand >= 3) expect(totalMs(m.beats)).toBeGreaterThanOrEqual(500);
      expect(totalMs(m.beats)).toBeLessThanOrEqual(650);
    }
  });

  it('a plain puzzle sowing (no refill) takes at most 0.6 s', () => {
    const before = position({ 0: 'RGB', 5: 'R' });
    const beats = beatsOf(before, play(before, 0).trace);
    expect(beats.map((b) => b.kind)).toEqual(['take', 'drop', 'drop', 'drop']);
    expect(totalMs(beats)).toBeLessThanOrEqual(600);
  });

  it('the longest chain of any move over 500 random endless games stays within 1.5 s', () => {
    expect(all.length).toBeGreaterThan(4000);
    const longest = Math.max(...all.map((m) => totalMs(m.beats)));
    expect(longest).toBeLessThanOrEqual(MOVE_CAP_MS);
    expect(MOVE_CAP_MS).toBeLessThanOrEqual(1500);
    // The sweep really holds long chains (groups, eruptions), not only plain sowings.
    expect(all.some((m) => m.beats.filter((b) => b.kind === 'burst').length >= 2)).toBe(true);
  });

  it('many stones hop faster: a hand of seven takes no longer than a hand of three', () => {
    const three = position({ 0: 'RGB' });
    const seven = position({ 0: 'RGBYRGB' });
    const hop = (s: BowlsState) => beatsOf(s, play(s, 0).trace).filter((b) => b.kind === 'drop');
    const h3 = hop(three);
    const h7 = hop(seven);
    expect(h7.length).toBe(7);
    expect(h7[0]?.ms ?? 0).toBeLessThan(h3[0]?.ms ?? 0);
    expect(totalMs(h7)).toBeLessThanOrEqual(totalMs(h3) + 20);
  });
});

describe("the page plays the trace durations through the screen's player (issue 21)", () => {
  it("the board settles exactly when the beats are over: the player's waits add up to the trace's time", () => {
    const before = newGame('endless', 11);
    const m = legalMoves(before)[0] as number;
    const beats = beatsOf(before, play(before, m).trace);
    const shown: (number | null)[] = [];
    const steps = playerBeats(beats, (k) => shown.push(k));
    expect(steps.reduce((t, b) => t + b.after, 0)).toBe(totalMs(beats));
    for (const b of steps) b.run?.();
    expect(shown).toEqual([...beats.map((_, k) => k), null]);
    expect(steps.some((b) => b.sound === 'pick')).toBe(true);
  });
});

describe('the board redraws only the bowls that change (issue 21)', () => {
  it("a move's first beat draws the very bowls of the position it starts from", () => {
    const before = newGame('endless', 7);
    const beats = beatsOf(before, play(before, legalMoves(before)[0] as number).trace);
    expect(beats[0]?.bowls.every((b, i) => b === before.bowls[i])).toBe(true);
  });

  it('keepSame keeps the objects of bowls that look the same, and the whole list when none changed', () => {
    const before = newGame('endless', 7);
    const m = legalMoves(before)[0] as number;
    const after = play(before, m).state;
    expect(
      keepSame(
        before.bowls,
        before.bowls.map((b) => ({ ...b, queue: [...b.queue], fx: [...b.fx], ttl: { ...b.ttl } })),
      ),
    ).toBe(before.bowls);
    const kept = keepSame(before.bowls, after.bowls);
    for (let i = 0; i < 12; i++) {
      const b = kept[i];
      if (!b) throw new Error('a bowl is missing');
      expect(sameBowl(b, after.bowls[i] as BowlsState['bowls'][number])).toBe(true);
      expect(b === before.bowls[i]).toBe(sameBowl(before.bowls[i] as BowlsState['bowls'][number], after.bowls[i] as BowlsState['bowls'][number]));
    }
    expect(kept).not.toBe(before.bowls);
  });

  it('effects and their moves left count as a change', () => {
    const a = { queue: ['R'], fx: ['frozen'], ttl: { frozen: 2 } } as const;
    expect(sameBowl(a, { ...a, ttl: { frozen: 1 } })).toBe(false);
    expect(sameBowl(a, { ...a, fx: [] })).toBe(false);
    expect(sameBowl(a, { ...a, queue: ['G'] })).toBe(false);
    expect(sameBowl(a, { queue: ['R'], fx: ['frozen'], ttl: { frozen: 2 } })).toBe(true);
  });
});
