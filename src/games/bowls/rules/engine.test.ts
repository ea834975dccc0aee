// Engine protocol tests for game "bowls" (ENGINE.md): in-process Engine with GAME_DEFS.

import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { Engine } from '../../../engine/engine.ts';
import { GAME_DEFS } from '../../defs.ts';
import { PUZZLES } from '../puzzles/puzzles.ts';
import { drawRefill } from '../rules.ts';

type Json = Record<string, unknown>;
const send = (e: Engine, req: unknown): Json => JSON.parse(e.handleLine(typeof req === 'string' ? req : JSON.stringify(req))) as Json;
const bowls12 = (q: Record<number, string> = {}, fx: Record<number, string[]> = {}) =>
  Array.from({ length: 12 }, (_, i) => ({ q: q[i] ?? '', fx: fx[i] ?? [] }));
const loaded = (position: unknown, options?: unknown): Engine => {
  const e = new Engine(GAME_DEFS);
  const r = send(e, { cmd: 'load', game: 'bowls', position, ...(options ? { options } : {}) });
  expect(r.ok).toBe(true);
  return e;
};

describe('engine: bowls', () => {
  it('BOW-23 new without options is endless: 12 bowls of three stones, score, moves, rng; no movesLeft', () => {
    const e = new Engine(GAME_DEFS);
    const r = send(e, { cmd: 'new', game: 'bowls', seed: 42 });
    expect(r).toMatchObject({ ok: true, game: 'bowls', status: 'playing', score: 0 });
    expect(r).not.toHaveProperty('movesLeft');
    const p = r['position'] as { bowls: { q: string; fx: string[] }[]; mode: string; moves: number; rng: string };
    expect(p.bowls.map((b) => b.q.length)).toEqual(Array(12).fill(3));
    expect(p).toMatchObject({ mode: 'endless', moves: 0, score: 0 });
    expect(typeof p.rng).toBe('string');
    expect(send(e, { cmd: 'moves' })).toEqual({ ok: true, moves: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] });
  });

  it('BOW-24 a move returns position, status, events and the extras combo, gained, refill, special', () => {
    const e = new Engine(GAME_DEFS);
    send(e, { cmd: 'new', game: 'bowls', seed: 42 });
    const r = send(e, { cmd: 'move', move: 0 });
    expect(r).toMatchObject({ ok: true, status: 'playing', events: [], special: [] });
    expect(r['refill']).toEqual(drawRefill(42, 1).refill);
    expect(typeof r['combo']).toBe('number');
    expect(typeof r['gained']).toBe('number');
    expect((r['position'] as { moves: number }).moves).toBe(1);
    expect(r).toHaveProperty('trace');
  });

  it('BOW-26 daily: the seed is a UTC date YYYYMMDD; movesLeft 20 on every response; a bad date is bad_request', () => {
    const e = new Engine(GAME_DEFS);
    const r = send(e, { cmd: 'new', game: 'bowls', seed: 20261202, options: { mode: 'daily' } });
    expect(r).toMatchObject({ ok: true, status: 'playing', score: 0, movesLeft: 20, position: { mode: 'daily', movesLeft: 20 } });
    const again = send(new Engine(GAME_DEFS), JSON.stringify({ cmd: 'new', game: 'bowls', seed: 20261202, options: { mode: 'daily' } }));
    expect(again['position']).toEqual(r['position']);
    expect(send(e, { cmd: 'move', move: 3 })).toMatchObject({ ok: true, movesLeft: 19 });
    for (const bad of [20261302, 20230229, 'today', -1]) {
      expect(send(e, { cmd: 'new', game: 'bowls', seed: bad, options: { mode: 'daily' } })).toMatchObject({ ok: false, code: 'bad_request' });
    }
  });

  it('BOW-20 puzzle: the seed is the puzzle number; unknown numbers and modes are bad_request', () => {
    const e = new Engine(GAME_DEFS);
    const r = send(e, { cmd: 'new', game: 'bowls', seed: 1, options: { mode: 'puzzle' } });
    expect(r).toMatchObject({ ok: true, movesLeft: PUZZLES[0]!.position.movesLeft, position: { mode: 'puzzle', goal: PUZZLES[0]!.position.goal, puzzle: 1 } });
    for (const bad of [0, PUZZLES.length + 1, 1.5, 'x']) {
      expect(send(e, { cmd: 'new', game: 'bowls', seed: bad, options: { mode: 'puzzle' } })).toMatchObject({ ok: false, code: 'bad_request' });
    }
    expect(send(e, { cmd: 'new', game: 'bowls', seed: 1, options: { mode: 'zen' } })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send(e, { cmd: 'new', game: 'bowls', seed: -3 })).toMatchObject({ ok: false, code: 'bad_request' });
  });

  it('BOW-22 solution returns the shipped proof; playing it wins with the event ["won"]', () => {
    for (let n = 1; n <= PUZZLES.length; n++) {
      const e = new Engine(GAME_DEFS);
      send(e, { cmd: 'new', game: 'bowls', seed: n, options: { mode: 'puzzle' } });
      const sol = send(e, { cmd: 'solution' });
      expect(sol).toEqual({ ok: true, solution: PUZZLES[n - 1]!.solution });
      let last: Json = {};
      for (const m of sol['solution'] as number[]) last = send(e, { cmd: 'move', move: m });
      expect(last).toMatchObject({ ok: true, status: 'won', events: ['won'], refill: [], movesLeft: expect.any(Number) });
      expect(send(e, { cmd: 'solution' })).toMatchObject({ ok: false, code: 'illegal' });
    }
  });

  it('BOW-22 solution of a loaded (non-shipped) position runs the solver; no_solution when none exists', () => {
    const e = loaded({ bowls: bowls12({ 0: 'R', 1: 'RR', 3: 'G', 4: 'GG' }), mode: 'puzzle', movesLeft: 3, goal: { kind: 'clear' } });
    const sol = send(e, { cmd: 'solution' });
    expect(sol).toMatchObject({ ok: true });
    expect((sol['solution'] as number[]).length).toBe(2);
    const none = loaded({ bowls: bowls12({ 0: 'R', 5: 'G' }), mode: 'puzzle', movesLeft: 2, goal: { kind: 'clear' } });
    expect(send(none, { cmd: 'solution' })).toMatchObject({ ok: false, code: 'no_solution' });
    const endless = new Engine(GAME_DEFS);
    send(endless, { cmd: 'new', game: 'bowls', seed: 1 });
    expect(send(endless, { cmd: 'solution' })).toMatchObject({ ok: false, code: 'illegal' });
  });

  it('issue 26: solution fails with exactly the ENGINE.md codes no_solution and too_hard, leaving the game as it was', () => {
    const position = { bowls: bowls12({ 0: 'R', 1: 'RR', 3: 'G', 4: 'GG', 7: 'B', 8: 'BB' }), mode: 'puzzle', movesLeft: 3, goal: { kind: 'clear' } };
    const e = loaded(position);
    const before = send(e, { cmd: 'position' });
    const hard = send(e, { cmd: 'solution', nodes: 1 });
    expect(hard).toEqual({ ok: false, code: 'too_hard', error: expect.any(String) });
    expect(send(e, { cmd: 'position' })).toEqual(before);
    expect(send(e, { cmd: 'solution' })).toMatchObject({ ok: true, solution: expect.any(Array) });
    const none = loaded({ ...position, movesLeft: 1 });
    expect(send(none, { cmd: 'solution' })).toEqual({ ok: false, code: 'no_solution', error: expect.any(String) });
    for (const nodes of [0, -1, 1.5, '9', 1e8]) expect(send(e, { cmd: 'solution', nodes })).toMatchObject({ ok: false, code: 'bad_request' });
  });

  it('BOW-14 an overflow ends with ["lost"], no refill; later moves are illegal; the position still loads', () => {
    const e = loaded({ bowls: bowls12({ 0: 'R', 1: 'GBYPGBY' }), mode: 'endless', rng: 'kb-rng-1/bowls/3' });
    const r = send(e, { cmd: 'move', move: 0 });
    expect(r).toMatchObject({ ok: true, status: 'lost', events: ['lost'], refill: [], gained: 0, combo: 0 });
    expect(send(e, { cmd: 'move', move: 1 })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send(e, { cmd: 'moves' })).toEqual({ ok: true, moves: [] });
    expect(send(new Engine(GAME_DEFS), { cmd: 'load', game: 'bowls', position: r['position'] })).toMatchObject({ ok: true, status: 'lost' });
  });

  it('BOW-26 the 20th daily move ends with ["over"] and an empty refill', () => {
    const e = loaded({ bowls: bowls12({ 0: 'R', 4: 'GB' }), mode: 'daily', moves: 19, movesLeft: 1, rng: 'kb-rng-1/bowls/20261202' });
    expect(send(e, { cmd: 'move', move: 0 })).toMatchObject({ ok: true, status: 'over', events: ['over'], refill: [], movesLeft: 0 });
  });

  it('BOW-3 BOW-5 an empty or frozen bowl is illegal; a bowl number out of range is bad_request; nothing changes', () => {
    const e = loaded({ bowls: bowls12({ 0: 'R', 2: 'G' }, { 2: ['frozen'] }), mode: 'puzzle', movesLeft: 3, goal: { kind: 'clear' } });
    const before = send(e, { cmd: 'position' });
    expect(send(e, { cmd: 'move', move: 1 })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send(e, { cmd: 'move', move: 2 })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send(e, { cmd: 'move', move: 12 })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send(e, { cmd: 'move', move: 'north' })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send(e, { cmd: 'position' })).toEqual(before);
    expect(send(e, { cmd: 'moves' })).toEqual({ ok: true, moves: [0] });
  });

  it('bad_position: 13 bowls, 8 stones, unknown stones or effects, a bad goal', () => {
    const e = new Engine(GAME_DEFS);
    const bad = [
      { bowls: [...bowls12(), { q: '', fx: [] }], mode: 'endless' },
      { bowls: bowls12({ 0: 'RGBYPRGB' }), mode: 'endless' },
      { bowls: bowls12({ 0: 'RZ' }), mode: 'endless' },
      { bowls: bowls12({}, { 0: ['sticky'] }), mode: 'endless' },
      { bowls: bowls12(), mode: 'puzzle', movesLeft: 3, goal: { kind: 'collect', color: 'Q', n: 3 } },
      'not json',
    ];
    for (const position of bad) expect(send(e, { cmd: 'load', game: 'bowls', position })).toMatchObject({ ok: false, code: 'bad_position' });
  });

  it('BOW-28 undo restores the whole move (refill, score); the same move again gives the same refill', () => {
    const e = new Engine(GAME_DEFS);
    const start = send(e, { cmd: 'new', game: 'bowls', seed: 9 });
    const first = send(e, { cmd: 'move', move: 5 });
    const undone = send(e, { cmd: 'undo' });
    expect(undone).toEqual({ ok: true, position: start['position'], status: 'playing', score: 0 });
    const again = send(e, { cmd: 'move', move: 5 });
    expect(again).toEqual(first);
    expect(send(e, { cmd: 'undo' })).toMatchObject({ ok: true });
    expect(send(e, { cmd: 'redo' })).toMatchObject({ ok: true, position: first['position'] });
  });

  it('load continues the same refills: a loaded endless position plays exactly like the original game', () => {
    const a = new Engine(GAME_DEFS);
    send(a, { cmd: 'new', game: 'bowls', seed: 31 });
    const mid = send(a, { cmd: 'move', move: 2 });
    const b = loaded(mid['position']);
    for (const m of [7, 1, 10]) {
      const ra = send(a, { cmd: 'move', move: m });
      const rb = send(b, { cmd: 'move', move: m });
      expect(rb).toEqual(ra);
    }
  });

  it('load uses options.mode for a position without "mode"', () => {
    const e = loaded({ bowls: bowls12({ 0: 'RG' }) }, { mode: 'daily' });
    expect(send(e, { cmd: 'position' })).toMatchObject({ ok: true, movesLeft: 20, position: { mode: 'daily' } });
  });

  it('the CLI (npm run engine) answers one JSON line per request for bowls, nothing else on stdout', () => {
    const input =
      [
        { cmd: 'new', game: 'bowls', seed: 4, options: { mode: 'puzzle' } },
        { cmd: 'solution' },
        { cmd: 'move', move: 11 },
        { cmd: 'move', move: 'x' },
        { cmd: 'new', game: 'bowls', seed: 20261202, options: { mode: 'daily' } },
      ]
        .map((r) => JSON.stringify(r))
        .join('\n') + '\n';
    const out = spawnSync('npm', ['run', '--silent', 'engine'], { input, encoding: 'utf8', timeout: 60_000 });
    expect(out.status).toBe(0);
    const lines = out.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Json);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toEqual({ ok: true, solution: [11] });
    expect(lines[2]).toMatchObject({ ok: true, status: 'won', events: ['won'], score: 820, combo: 4, gained: 820, movesLeft: 0 });
    expect(lines[3]).toMatchObject({ ok: false, code: 'bad_request' });
    expect(lines[4]).toMatchObject({ ok: true, status: 'playing', movesLeft: 20 });
  }, 90_000);
});
