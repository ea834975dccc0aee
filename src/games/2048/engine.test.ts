// The engine protocol for game "2048" (ENGINE.md): new, load, moves, move with spawn/merged, undo, redo, failures.

import { describe, expect, it } from 'vitest';
import { Engine } from '../../engine/engine.ts';
import { GAME_DEFS } from '../defs.ts';

type Json = Record<string, unknown>;
const engine = (): ((req: unknown) => Json) => {
  const e = new Engine(GAME_DEFS);
  return (req) => JSON.parse(e.handleLine(typeof req === 'string' ? req : JSON.stringify(req))) as Json;
};

const empty = (): number[][] => [
  [0, 0, 0, 0],
  [0, 0, 0, 0],
  [0, 0, 0, 0],
  [0, 0, 0, 0],
];

describe('2048 engine', () => {
  it('ZWK-1 new gives a grid with two tiles and the extras', () => {
    const send = engine();
    const r = send({ cmd: 'new', game: '2048', seed: 1 });
    expect(r).toMatchObject({ ok: true, game: '2048', status: 'playing', score: 0, moves: 0 });
    const p = r['position'] as { grid: number[][]; rng: string };
    expect(p.grid.flat().filter((v) => v !== 0)).toHaveLength(2);
    expect(p.rng).toBe('kb-rng-1/2048/1');
    expect([2, 4]).toContain(r['best']);
  });

  it('ZWK-2 move answers spawn and merged; moves lists the legal directions', () => {
    const send = engine();
    const grid = empty();
    grid[0] = [2, 2, 4, 0];
    expect(send({ cmd: 'load', game: '2048', position: { grid, score: 10, moves: 3, rng: 'kb-rng-1/2048/5' } })).toMatchObject({
      ok: true,
      score: 10,
      moves: 3,
      best: 4,
    });
    expect(send({ cmd: 'moves' })).toEqual({ ok: true, moves: ['down', 'left', 'right'] });
    const r = send({ cmd: 'move', move: 'left' });
    expect(r).toMatchObject({ ok: true, status: 'playing', events: [], score: 14, moves: 4, merged: [4] });
    const spawn = r['spawn'] as { cell: [number, number]; value: number };
    expect([2, 4]).toContain(spawn.value);
    const p = r['position'] as { grid: number[][] };
    expect(p.grid[spawn.cell[0]]![spawn.cell[1]]).toBe(spawn.value);
    expect(p.grid[0]!.slice(0, 2)).toEqual([4, 4]);
  });

  it('ZWK-2 a move that changes nothing fails with illegal and changes nothing', () => {
    const send = engine();
    const grid = empty();
    grid[0] = [2, 4, 8, 16];
    send({ cmd: 'load', game: '2048', position: { grid, score: 0, moves: 0 } });
    expect(send({ cmd: 'move', move: 'up' })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send({ cmd: 'move', move: 'sideways' })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send({ cmd: 'position' })).toMatchObject({ ok: true, moves: 0, position: { grid } });
  });

  it('ZWK-3 reached2048 is an event once; the game is over when no move is left', () => {
    const send = engine();
    const grid = empty();
    grid[0] = [1024, 1024, 0, 0];
    send({ cmd: 'load', game: '2048', position: { grid, score: 0, moves: 0 } });
    expect(send({ cmd: 'move', move: 'left' })).toMatchObject({ ok: true, events: ['reached2048'], status: 'playing', best: 2048 });
    expect(send({ cmd: 'move', move: 'right' })).toMatchObject({ ok: true, events: [] });
    const full = [
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [2, 4, 2, 4],
      [4, 2, 4, 2],
    ];
    expect(send({ cmd: 'load', game: '2048', position: { grid: full, score: 0, moves: 0 } })).toMatchObject({ ok: true, status: 'over' });
    expect(send({ cmd: 'moves' })).toEqual({ ok: true, moves: [] });
  });

  it('ZWK-4 undo and redo give back the same tiles (undo never re-rolls)', () => {
    const send = engine();
    send({ cmd: 'new', game: '2048', seed: 77 });
    const moves = send({ cmd: 'moves' })['moves'] as string[];
    const a = send({ cmd: 'move', move: moves[0] });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: true, moves: 0 });
    expect(send({ cmd: 'redo' })).toMatchObject({ ok: true, position: a['position'] });
    send({ cmd: 'undo' });
    expect(send({ cmd: 'move', move: moves[0] })['position']).toEqual(a['position']);
    expect(send({ cmd: 'hint' })).toMatchObject({ ok: false, code: 'bad_request' });
  });

  it('ZWK-1 load(position) continues exactly as the game it came from', () => {
    const one = engine();
    const two = engine();
    one({ cmd: 'new', game: '2048', seed: 31 });
    for (let i = 0; i < 10; i++) one({ cmd: 'move', move: (one({ cmd: 'moves' })['moves'] as string[])[0] });
    two({ cmd: 'load', game: '2048', position: one({ cmd: 'position' })['position'] });
    for (let i = 0; i < 10; i++) {
      const m = (one({ cmd: 'moves' })['moves'] as string[])[i % 2];
      expect(two({ cmd: 'move', move: m })).toEqual(one({ cmd: 'move', move: m }));
    }
  });

  it.each([[-1], [1.5], ['abc'], [2 ** 53], [{}]])('seed %j is a bad_request', (seed) => {
    expect(engine()({ cmd: 'new', game: '2048', seed })).toMatchObject({ ok: false, code: 'bad_request' });
  });

  it('issue 32: a grid no game can reach (tiles adding up to 2^18: two 131072s) is refused; every other pair merges', () => {
    const send = engine();
    send({ cmd: 'new', game: '2048', seed: 5 });
    const before = send({ cmd: 'position' });
    const twoTop = [
      [131072, 131072, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    const r = send({ cmd: 'load', game: '2048', position: { grid: twoTop, score: 0, moves: 0 } });
    expect(r).toMatchObject({ ok: false, code: 'bad_position' });
    expect(String(r['error'])).toContain('262144');
    expect(send({ cmd: 'position' })).toEqual(before);
    // Just below the bound: the two 65536s meet beside the 131072 and merge.
    const near = [
      [131072, 32768, 32768, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    expect(send({ cmd: 'load', game: '2048', position: { grid: near } })).toMatchObject({ ok: true, best: 131072 });
    const m = send({ cmd: 'move', move: 'left' });
    expect(m).toMatchObject({ ok: true, merged: [65536], score: 65536 });
    expect((m['position'] as { grid: number[][] }).grid[0]?.slice(0, 2)).toEqual([131072, 65536]);
  });

  it('junk positions are bad_position', () => {
    const send = engine();
    for (const position of ['x', 5, { grid: 'no' }, { grid: [[3]] }, { grid: empty(), score: 'a' }]) {
      expect(send({ cmd: 'load', game: '2048', position })).toMatchObject({ ok: false, code: 'bad_position' });
    }
  });
});
