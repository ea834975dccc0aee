// Table-driven rules tests of Farbschalen, one table per rule (SPEC BOW-1 … BOW-22), expected positions checked by hand.

import { describe, expect, it } from 'vitest';
import { canChoose, findGroups, legalMoves, playMove, previewSow, volcanoReadiness, goalProgress } from '../rules.ts';
import { play, position, queues, type BowlMap } from './testing.ts';
import type { Effect, Goal } from './types.ts';

interface Row {
  readonly name: string;
  readonly start: BowlMap;
  readonly fx?: Readonly<Record<number, Effect[]>>;
  readonly move: number;
  readonly expect: BowlMap;
  readonly score?: number;
  readonly status?: 'playing' | 'lost';
}

function runTable(rows: readonly Row[]): void {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const { state } = play(position(r.start, {}, r.fx ?? {}), r.move);
    expect(queues(state)).toEqual(r.expect);
    if (r.score !== undefined) expect(state.score).toBe(r.score);
    expect(state.status).toBe(r.status ?? 'playing');
  });
}

describe('sowing', () => {
  runTable([
    { name: 'BOW-4 a hand goes clockwise, one stone per bowl, first stone first', start: { 0: 'RGB' }, move: 0, expect: { 1: 'R', 2: 'G', 3: 'B' } },
    { name: 'BOW-1 BOW-4 sowing wraps from bowl 11 to bowl 0', start: { 10: 'RGB' }, move: 10, expect: { 11: 'R', 0: 'G', 1: 'B' } },
    { name: 'BOW-2 new stones join the end of a queue', start: { 0: 'RG', 1: 'BY', 2: 'P' }, move: 0, expect: { 1: 'BYR', 2: 'PG' } },
    { name: 'BOW-4 a reverse source bowl sows counter-clockwise', start: { 1: 'RGB' }, fx: { 1: ['reverse'] }, move: 1, expect: { 0: 'R', 11: 'G', 10: 'B' } },
    { name: 'BOW-4 a reverse bowl on the way does not turn the hand', start: { 0: 'RG' }, fx: { 1: ['reverse'] }, move: 0, expect: { 1: 'R', 2: 'G' } },
    { name: 'BOW-5 a frozen bowl is not skipped: it receives a stone', start: { 0: 'RG' }, fx: { 1: ['frozen'] }, move: 0, expect: { 1: 'R', 2: 'G' } },
    { name: 'BOW-5 jokers and blockers travel like normal stones', start: { 3: 'JXR' }, move: 3, expect: { 4: 'J', 5: 'X', 6: 'R' } },
    {
      name: 'BOW-1 a hand of seven stones reaches seven bowls',
      start: { 0: 'RGBYPRG' },
      move: 0,
      expect: { 1: 'R', 2: 'G', 3: 'B', 4: 'Y', 5: 'P', 6: 'R', 7: 'G' },
    },
  ]);
});

describe('colour groups and jokers', () => {
  runTable([
    { name: 'BOW-7 three stones of a colour vanish wherever they stand in the queue', start: { 0: 'R', 1: 'RGR' }, move: 0, expect: { 1: 'G' }, score: 30 },
    { name: 'BOW-7 four reds: all four vanish', start: { 0: 'R', 1: 'RRGR', 5: 'B' }, move: 0, expect: { 1: 'G', 5: 'B' }, score: 40 },
    { name: 'BOW-7 several colours of one bowl vanish at once', start: { 0: 'R', 1: 'RRGGG', 5: 'B' }, move: 0, expect: { 5: 'B' }, score: 60 },
    {
      name: 'BOW-2 after a group vanishes the other stones keep their order (no sliding between bowls, BOW-12)',
      start: { 0: 'R', 1: 'BRGRY', 2: 'P' },
      move: 0,
      expect: { 1: 'BGY', 2: 'P' },
      score: 30,
    },
    { name: 'BOW-7 two stones of a colour stay', start: { 0: 'R', 1: 'RG' }, move: 0, expect: { 1: 'RGR' }, score: 0 },
    {
      name: 'BOW-5 Resolved: a frozen bowl resolves groups like any other',
      start: { 0: 'R', 1: 'RR', 5: 'B' },
      fx: { 1: ['frozen'] },
      move: 0,
      expect: { 5: 'B' },
      score: 30,
    },
    { name: 'BOW-8 a natural group uses no joker', start: { 0: 'R', 1: 'RRJ', 5: 'B' }, move: 0, expect: { 1: 'J', 5: 'B' }, score: 30 },
    { name: 'BOW-8 a joker completes a pair; it scores like a stone', start: { 0: 'R', 1: 'RJ', 5: 'B' }, move: 0, expect: { 5: 'B' }, score: 30 },
    { name: 'BOW-8 only as many jokers as needed are used', start: { 0: 'R', 1: 'RJJ', 5: 'B' }, move: 0, expect: { 1: 'J', 5: 'B' }, score: 30 },
    {
      name: 'BOW-8 natural groups vanish first, so the joker is left for nothing',
      start: { 0: 'R', 1: 'RRJG', 5: 'B' },
      move: 0,
      expect: { 1: 'JG', 5: 'B' },
      score: 30,
    },
    {
      name: 'BOW-8 after the natural group the joker completes the next colour',
      start: { 0: 'R', 1: 'RRJGG', 5: 'B' },
      move: 0,
      expect: { 5: 'B' },
      score: 60,
    },
    { name: 'BOW-8 enough jokers complete two colours', start: { 0: 'R', 1: 'JJJGR', 5: 'B' }, move: 0, expect: { 5: 'B' }, score: 60 },
    { name: 'BOW-9 the colour needing fewer jokers goes first', start: { 0: 'B', 1: 'GJRB', 5: 'Y' }, move: 0, expect: { 1: 'GR', 5: 'Y' }, score: 30 },
    { name: 'BOW-9 on a tie the colour earlier in the queue goes first', start: { 0: 'R', 1: 'JJG', 5: 'B' }, move: 0, expect: { 1: 'R', 5: 'B' }, score: 30 },
    { name: 'BOW-9 jokers alone never form a group', start: { 0: 'J', 1: 'JJ', 5: 'B' }, move: 0, expect: { 1: 'JJJ', 5: 'B' }, score: 0 },
  ]);

  it('BOW-8 Resolved: the earliest jokers in the queue are used (trace indices)', () => {
    const { trace } = play(position({ 0: 'R', 1: 'JRJ' }), 0);
    const groups = trace.steps.find((s) => s.kind === 'groups');
    expect(groups).toMatchObject({
      kind: 'groups',
      phase: 'player',
      cycle: 0,
      bowls: [{ bowl: 1, groups: [{ color: 'R', stones: [1, 3], jokers: [0] }], after: ['J'] }],
    });
  });

  it('BOW-8 findGroups: natural groups in order of first appearance, then joker groups', () => {
    expect(findGroups([...'GRGRGRJB'] as never)).toEqual({
      groups: [
        { color: 'G', stones: [0, 2, 4], jokers: [] },
        { color: 'R', stones: [1, 3, 5], jokers: [] },
      ],
      after: ['J', 'B'],
    });
    expect(findGroups([...'RGBYP'] as never)).toBeNull();
    expect(findGroups([...'JJJX'] as never)).toBeNull();
  });
});

describe('blockers', () => {
  runTable([
    {
      name: 'BOW-10 Resolved: a group clears every blocker of both neighbours; its own bowl and farther bowls keep theirs',
      start: { 3: 'GR', 4: 'XX', 5: 'RRX', 6: 'BXY', 7: 'X' },
      move: 3,
      expect: { 4: 'G', 5: 'X', 6: 'BY', 7: 'X' },
      score: 30,
    },
    {
      name: 'BOW-10 neighbours wrap around: a group in bowl 0 clears bowls 11 and 1',
      start: { 10: 'YR', 11: 'X', 0: 'RR', 1: 'XX' },
      move: 10,
      expect: { 11: 'Y' },
      score: 30,
    },
    { name: 'BOW-10 without a group no blocker leaves', start: { 0: 'R', 1: 'X', 2: 'R' }, move: 0, expect: { 1: 'XR', 2: 'R' }, score: 0 },
  ]);

  it('BOW-10 BOW-16 the trace lists the cleared blockers; removing them scores nothing', () => {
    const { state, trace } = play(position({ 3: 'GR', 4: 'XX', 5: 'RRX', 6: 'BXY' }), 3);
    expect(trace.steps.find((s) => s.kind === 'blockers')).toMatchObject({
      bowls: [
        { bowl: 4, stones: [0, 1], by: [5], after: ['G'] },
        { bowl: 6, stones: [1], by: [5], after: ['B', 'Y'] },
      ],
    });
    expect(state.score).toBe(30);
  });
});

describe('volcanoes and chains', () => {
  runTable([
    {
      name: 'BOW-10 BOW-11 a ready volcano (6 stones) erupts clockwise; its stones form new groups',
      start: { 4: 'G', 5: 'RGBYP', 6: 'RR', 9: 'B' },
      fx: { 5: ['volcano'] },
      move: 4,
      expect: { 7: 'G', 8: 'B', 9: 'BY', 10: 'P', 11: 'G' },
      score: 30,
    },
    {
      name: 'BOW-10 groups vanish before volcanoes are checked',
      start: { 4: 'R', 5: 'RRGBY' },
      fx: { 5: ['volcano'] },
      move: 4,
      expect: { 5: 'GBY' },
      score: 30,
    },
    {
      name: 'BOW-11 Resolved: ready volcanoes all give up their queues first, then sow in ascending bowl index',
      start: { 0: 'XX', 1: 'RGBYP', 2: 'BYPRG' },
      fx: { 1: ['volcano'], 2: ['volcano'] },
      move: 0,
      expect: { 2: 'R', 3: 'GB', 4: 'BY', 5: 'YP', 6: 'PR', 7: 'XG', 8: 'X' },
      score: 0,
    },
    {
      name: 'BOW-11 (decision) a volcano with the reverse effect erupts counter-clockwise, like a move from it',
      start: { 6: 'R', 7: 'GBYPR' },
      fx: { 7: ['reverse', 'volcano'] },
      move: 6,
      expect: { 6: 'G', 5: 'B', 4: 'Y', 3: 'P', 2: 'R', 1: 'R' },
      score: 0,
    },
    {
      name: 'BOW-13 an 8th stone in passing leaves with the eruption',
      start: { 0: 'R', 1: 'GBYPGBY' },
      fx: { 1: ['volcano'] },
      move: 0,
      expect: { 2: 'G', 3: 'B', 4: 'Y', 5: 'P', 6: 'G', 7: 'B', 8: 'Y', 9: 'R' },
      score: 0,
    },
    {
      name: 'BOW-12 BOW-17 groups made by an eruption extend the chain and the combo',
      start: { 3: 'GR', 4: 'GG', 5: 'RGBYP', 6: 'RR', 11: 'B' },
      fx: { 5: ['volcano'] },
      move: 3,
      expect: { 7: 'G', 8: 'B', 9: 'Y', 10: 'P', 11: 'BR' },
      score: 120,
    },
  ]);

  it('BOW-11 each volcano erupts at most once per move, even when it is ready again', () => {
    // Seven ready volcanoes of blockers; bowls 1–6 sow counter-clockwise, so bowl 0 gets six stones back.
    const fx: Record<number, Effect[]> = { 0: ['volcano'] };
    const start: Record<number, string> = { 0: 'XXXXXX', 7: 'R' };
    for (let b = 1; b <= 6; b++) {
      fx[b] = ['reverse', 'volcano'];
      start[b] = 'XXXXXX';
    }
    const { state, trace } = play(position(start, {}, fx), 7);
    const erupts = trace.steps.filter((s) => s.kind === 'erupt');
    expect(erupts).toEqual([{ kind: 'erupt', phase: 'player', cycle: 0, volcanoes: [0, 1, 2, 3, 4, 5, 6] }]);
    expect(state.bowls[0]?.queue.length).toBe(6);
    expect(volcanoReadiness(state.bowls[0]!)).toEqual({ volcano: true, stones: 6, missing: 0, ready: true });
    expect(state.status).toBe('playing');
  });

  it('BOW-12 the trace keeps each step as it happened: later eruption drops do not change an earlier "after"', () => {
    const { state, trace } = play(position({ 3: 'GR', 4: 'GGB', 5: 'RGBYP' }, {}, { 5: ['reverse', 'volcano'] }), 3);
    const groups = trace.steps.find((x) => x.kind === 'groups');
    expect(groups).toMatchObject({ cycle: 0, bowls: [{ bowl: 4, after: ['B'] }] });
    expect(queues(state)).toEqual({ 4: 'BR', 3: 'G', 2: 'B', 1: 'Y', 0: 'P', 11: 'R' });
    const drops = trace.steps.filter((x) => x.kind === 'drop' && x.cause === 'eruption').map((x) => (x.kind === 'drop' ? [x.bowl, x.stone, x.from] : []));
    expect(drops).toEqual([
      [4, 'R', 5],
      [3, 'G', 5],
      [2, 'B', 5],
      [1, 'Y', 5],
      [0, 'P', 5],
      [11, 'R', 5],
    ]);
  });

  it('BOW-10 volcano readiness counts the stones still missing', () => {
    const s = position({ 2: 'RGB' }, {}, { 2: ['volcano'] });
    expect(volcanoReadiness(s.bowls[2]!)).toEqual({ volcano: true, stones: 3, missing: 3, ready: false });
    expect(volcanoReadiness(s.bowls[3]!)).toMatchObject({ volcano: false, ready: false });
  });
});

describe('capacity', () => {
  it('BOW-13 an 8th stone in passing may vanish in a group', () => {
    const { state } = play(position({ 0: 'R', 1: 'RRGBYPG' }), 0);
    expect(state.status).toBe('playing');
    expect(queues(state)).toEqual({ 1: 'GBYPG' });
  });

  it('BOW-14 a bowl holding 8 stones after the phase loses; nothing scores', () => {
    const { state, trace } = play(position({ 0: 'RG', 1: 'RR', 2: 'BYPGYPB' }, { score: 50 }), 0);
    expect(state).toMatchObject({ status: 'lost', end: 'overflow', score: 50, moves: 0 });
    expect(trace).toMatchObject({ gained: 0, combo: 0, refill: [], player: { overflow: [2], points: 0 } });
    expect(trace.steps.at(-1)).toEqual({ kind: 'end', status: 'lost', reason: 'overflow' });
    expect(legalMoves(state)).toEqual([]);
  });

  it('BOW-14 overflow wins over a puzzle goal reached in the same move', () => {
    const goal: Goal = { kind: 'removeColor', color: 'R' };
    const { state } = play(position({ 0: 'RG', 1: 'RR', 2: 'BYPGYPB' }, { goal }), 0);
    expect(state.status).toBe('lost');
  });
});

describe('score and combos', () => {
  runTable([
    { name: 'BOW-16 10 points per vanished stone, ×1 for one bowl', start: { 0: 'R', 1: 'RR', 5: 'B' }, move: 0, expect: { 5: 'B' }, score: 30 },
    { name: 'BOW-17 groups in two bowls: ×2 on all stones', start: { 0: 'RG', 1: 'RR', 2: 'GG', 5: 'B' }, move: 0, expect: { 5: 'B' }, score: 120 },
    { name: 'BOW-17 groups in three bowls: ×3', start: { 0: 'RGB', 1: 'RR', 2: 'GG', 3: 'BB', 7: 'Y' }, move: 0, expect: { 7: 'Y' }, score: 270 },
    {
      name: 'BOW-18 an empty board after the player phase adds 100 (no multiplier); BOW-22 the puzzle then has no source bowl',
      start: { 0: 'R', 1: 'RR' },
      move: 0,
      expect: {},
      score: 130,
      status: 'lost',
    },
    { name: 'BOW-18 a remaining joker prevents the perfect clear', start: { 0: 'R', 1: 'RR', 5: 'J' }, move: 0, expect: { 5: 'J' }, score: 30 },
    { name: 'BOW-18 a remaining blocker prevents the perfect clear', start: { 0: 'R', 1: 'RR', 5: 'X' }, move: 0, expect: { 5: 'X' }, score: 30 },
  ]);

  it('BOW-17 four or more bowls multiply by 4 (six bowls, 18 stones, perfect clear)', () => {
    const s = position({ 0: 'RGBYP', 1: 'RR', 2: 'GG', 3: 'BB', 4: 'YY', 5: 'PP', 6: 'RR', 11: 'R' }, {}, { 0: ['volcano'] });
    const { state, trace } = play(s, 11);
    expect(trace.player).toEqual({ stones: 18, comboBowls: 6, points: 18 * 10 * 4 + 100, overflow: [], perfectClear: true });
    expect(trace.combo).toBe(4);
    expect(state.score).toBe(820);
    expect(trace.steps.filter((x) => x.kind === 'score')).toEqual([
      { kind: 'score', phase: 'player', stones: 18, base: 180, combo: 6, multiplier: 4, perfectClear: true, points: 820 },
    ]);
  });

  it('BOW-17 the combo extra is 0 when no group vanished', () => {
    expect(play(position({ 0: 'R' }), 0).trace.combo).toBe(0);
  });
});

describe('choosing a bowl', () => {
  const s = position({ 0: 'R', 2: 'GB' }, {}, { 2: ['frozen'] });
  it.each([
    ['BOW-3 an empty bowl cannot be chosen', 1, 'empty'],
    ['BOW-5 a frozen bowl cannot be chosen', 2, 'frozen'],
    ['BOW-4 there is no bowl 12', 12, 'notABowl'],
    ['BOW-4 there is no bowl -1', -1, 'notABowl'],
  ] as const)('%s', (_n, bowl, reason) => {
    const r = playMove(s, bowl);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'illegal', reason });
    expect(canChoose(s, bowl)).toBe(reason);
  });

  it('BOW-3 legal moves are the non-empty, non-frozen bowls', () => {
    expect(legalMoves(s)).toEqual([0]);
  });

  it('BOW-14 nothing can be chosen after the end', () => {
    const lost = play(position({ 0: 'R', 1: 'GBYPGBY' }), 0).state;
    expect(playMove(lost, 0)).toMatchObject({ ok: false, error: { reason: 'gameOver' } });
  });
});

describe('move preview', () => {
  it('BOW-6 the preview shows where each stone lands and which bowls form a group right away', () => {
    const s = position({ 0: 'RGB', 1: 'RR', 2: 'G', 3: 'BJ', 5: 'PPPPPP' }, {}, { 1: ['volcano'] });
    expect(previewSow(s, 0)).toEqual({
      source: 0,
      dir: 1,
      drops: [
        { bowl: 1, stone: 'R' },
        { bowl: 2, stone: 'G' },
        { bowl: 3, stone: 'B' },
      ],
      groupBowls: [1, 3, 5],
      readyVolcanoes: [],
      crowded: [],
    });
  });
  it('BOW-6 the preview follows the reverse effect and refuses unusable bowls', () => {
    const s = position({ 0: 'RG', 4: 'Y' }, {}, { 0: ['reverse'], 4: ['frozen'] });
    expect(previewSow(s, 0)?.drops).toEqual([
      { bowl: 11, stone: 'R' },
      { bowl: 10, stone: 'G' },
    ]);
    expect(previewSow(s, 4)).toBeNull();
    expect(previewSow(s, 1)).toBeNull();
  });
});

describe('puzzles', () => {
  const won = (start: BowlMap, goal: Goal, moves: number[], extra: Record<string, unknown> = {}) => {
    let s = position(start, { goal, ...extra });
    for (const m of moves) s = play(s, m).state;
    return s;
  };
  it.each([
    ['BOW-21 removeColor: reached when no stone of the colour is left', { 0: 'R', 1: 'RR', 5: 'B' }, { kind: 'removeColor', color: 'R' }, 'won'],
    ['BOW-21 removeColor: not while one is left', { 0: 'R', 1: 'RR', 5: 'BR' }, { kind: 'removeColor', color: 'R' }, 'playing'],
    ['BOW-21 points: reached at exactly N', { 0: 'R', 1: 'RR', 5: 'B' }, { kind: 'points', n: 30 }, 'won'],
    ['BOW-21 points: not below N', { 0: 'R', 1: 'RR', 5: 'B' }, { kind: 'points', n: 31 }, 'playing'],
    ['BOW-21 combo: groups in at least N bowls in one move', { 0: 'RG', 1: 'RR', 2: 'GG', 5: 'B' }, { kind: 'combo', n: 2 }, 'won'],
    ['BOW-21 combo: fewer bowls do not count', { 0: 'RG', 1: 'RR', 2: 'GG', 5: 'B' }, { kind: 'combo', n: 3 }, 'playing'],
    ['BOW-21 leaveAtMost: reached with N stones left', { 0: 'R', 1: 'RR', 5: 'BG' }, { kind: 'leaveAtMost', n: 2 }, 'won'],
    ['BOW-21 leaveAtMost: not with more', { 0: 'R', 1: 'RR', 5: 'BG' }, { kind: 'leaveAtMost', n: 1 }, 'playing'],
    ['BOW-21 clear: reached when the board is empty', { 0: 'R', 1: 'RR' }, { kind: 'clear' }, 'won'],
    ['BOW-21 clear: a joker left is a stone left', { 0: 'R', 1: 'RR', 5: 'J' }, { kind: 'clear' }, 'playing'],
  ] as const)('%s', (_n, start, goal, status) => {
    expect(won(start, goal as Goal, [0]).status).toBe(status);
  });

  it('BOW-21 collect: jokers do not count as stones of the colour; progress is kept', () => {
    const goal: Goal = { kind: 'collect', color: 'R', n: 4 };
    let s = position({ 0: 'R', 1: 'RJ', 3: 'R', 4: 'RR' }, { goal });
    s = play(s, 0).state;
    expect(s).toMatchObject({ status: 'playing', collected: { R: 2 } });
    expect(goalProgress(s)).toMatchObject({ current: 2, target: 4, reached: false });
    s = play(s, 3).state;
    expect(s).toMatchObject({ status: 'won', end: 'goal', collected: { R: 5 } });
  });

  it('BOW-20 the goal may be reached on the last allowed move', () => {
    const s = won({ 0: 'R', 1: 'RR', 5: 'B' }, { kind: 'points', n: 30 }, [0], { movesLeft: 1 });
    expect(s).toMatchObject({ status: 'won', movesLeft: 0 });
  });

  it('BOW-22 the attempt is lost when the moves run out before the goal', () => {
    const { state, trace } = play(position({ 0: 'R', 5: 'B' }, { goal: { kind: 'clear' }, movesLeft: 1 }), 0);
    expect(state).toMatchObject({ status: 'lost', end: 'noMovesLeft', movesLeft: 0 });
    expect(trace.steps.at(-1)).toEqual({ kind: 'end', status: 'lost', reason: 'noMovesLeft' });
  });

  it('BOW-22 the attempt is lost when no usable source bowl is left', () => {
    const { state } = play(position({ 0: 'R', 1: 'RR', 5: 'B' }, {}, { 5: ['frozen'] }), 0);
    expect(state).toMatchObject({ status: 'lost', end: 'noSource' });
  });

  it('BOW-20 puzzles have no refill; every move counts down the limit', () => {
    const { state, trace } = play(position({ 0: 'RG', 6: 'B' }, { movesLeft: 5 }), 0);
    expect(trace.refill).toEqual([]);
    expect(trace.refillPhase).toBeNull();
    expect(state.movesLeft).toBe(4);
    expect(queues(state)).toEqual({ 1: 'R', 2: 'G', 6: 'B' });
  });
});
