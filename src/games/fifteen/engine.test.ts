// The engine protocol for game "fifteen" (ENGINE.md): new, load, moves, move, undo, redo, solve, and the failure codes.

import { describe, expect, it } from 'vitest';
import { Engine } from '../../engine/engine.ts';
import { GAME_DEFS } from '../defs.ts';

type Json = Record<string, unknown>;
const engine = (): ((req: unknown) => Json) => {
  const e = new Engine(GAME_DEFS);
  return (req) => JSON.parse(e.handleLine(typeof req === 'string' ? req : JSON.stringify(req))) as Json;
};

const S4 = '1,2,3,4/5,6,7,8/9,10,11,12/13,14,0,15';

describe('fifteen engine', () => {
  it('SCH-1 new gives a 4×4 start by default and a 3×3 or 5×5 one on request', () => {
    const send = engine();
    const r = send({ cmd: 'new', game: 'fifteen', seed: 1 });
    expect(r).toMatchObject({ ok: true, game: 'fifteen', status: 'playing', moves: 0 });
    expect(String(r['position']).split('/')).toHaveLength(4);
    expect(String(send({ cmd: 'new', game: 'fifteen', seed: 1, options: { size: 3 } })['position']).split('/')).toHaveLength(3);
    expect(String(send({ cmd: 'new', game: 'fifteen', seed: 1, options: { size: 5 } })['position']).split(',')).toHaveLength(21);
    expect(send({ cmd: 'new', game: 'fifteen', seed: 1, options: { size: 6 } })).toMatchObject({ ok: false, code: 'bad_request' });
  });

  it('SCH-3 load, moves, move with the tiles-moved counter, undo and redo', () => {
    const send = engine();
    expect(send({ cmd: 'load', game: 'fifteen', position: '1,2,3,4/5,6,7,8/9,10,11,12/0,13,14,15' })).toMatchObject({ ok: true, moves: 0 });
    expect(send({ cmd: 'moves' })).toEqual({ ok: true, moves: ['9', '13', '14', '15', '5', '1'].sort((a, b) => Number(a) - Number(b)) });
    expect(send({ cmd: 'move', move: '14' })).toMatchObject({
      ok: true,
      moves: 2,
      status: 'playing',
      events: [],
      position: '1,2,3,4/5,6,7,8/9,10,11,12/13,14,0,15',
    });
    expect(send({ cmd: 'move', move: '15' })).toMatchObject({ ok: true, moves: 3, status: 'won', events: ['won'] });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: true, moves: 2, position: S4 });
    expect(send({ cmd: 'redo' })).toMatchObject({ ok: true, moves: 3, status: 'won' });
  });

  it('SCH-3 a tile out of line is illegal, a non-number is a bad_request, and neither changes the game', () => {
    const send = engine();
    send({ cmd: 'load', game: 'fifteen', position: S4 });
    expect(send({ cmd: 'move', move: '1' })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send({ cmd: 'move', move: '16' })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send({ cmd: 'move', move: 'x' })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send({ cmd: 'position' })).toEqual({ ok: true, position: S4, status: 'playing', moves: 0 });
  });

  it.each([
    ['1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0', 'unsolvable'],
    ['1,2,3/4,5,6/7,8', 'short row'],
    ['1,2,3/4,5,6/7,8,8', 'duplicate'],
    ['1,2,3/4,5,6/7,8,9', '9 on 3×3'],
    ['1,2/3,0', '2×2'],
    ['a,b,c/d,e,f/g,h,0', 'letters'],
  ])('SCH-2 load refuses %s (%s) with bad_position', (position: string, _why: string) => {
    expect(engine()({ cmd: 'load', game: 'fifteen', position })).toMatchObject({ ok: false, code: 'bad_position' });
  });

  it('SCH-6 solve answers the optimal taps, one tile each, and records nothing', () => {
    const send = engine();
    send({ cmd: 'load', game: 'fifteen', position: '1,2,3/4,5,6/0,7,8' });
    expect(send({ cmd: 'solve' })).toEqual({ ok: true, solution: ['7', '8'] });
    expect(send({ cmd: 'solve', nodes: 1000 })).toEqual({ ok: true, solution: ['7', '8'] });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: false, code: 'illegal' });
    send({ cmd: 'load', game: 'fifteen', position: '8,6,7/2,5,4/3,0,1' });
    expect((send({ cmd: 'solve', nodes: 1_000_000 })['solution'] as string[]).length).toBe(31);
  });

  it('SCH-6 solve says "unknown" when the node budget runs out; a solved board needs no taps; bad budgets are refused', () => {
    const send = engine();
    send({ cmd: 'new', game: 'fifteen', seed: 3 });
    expect(send({ cmd: 'solve', nodes: 10 })).toEqual({ ok: true, solution: 'unknown' });
    for (const nodes of [0, -1, 1.5, 'x', 2e9]) expect(send({ cmd: 'solve', nodes })).toMatchObject({ ok: false, code: 'bad_request' });
    send({ cmd: 'load', game: 'fifteen', position: '1,2,3/4,5,6/7,8,0' });
    expect(send({ cmd: 'solve' })).toEqual({ ok: true, solution: [] });
  });

  it('there is no hint command', () => {
    const send = engine();
    send({ cmd: 'new', game: 'fifteen', seed: 2 });
    expect(send({ cmd: 'hint' })).toMatchObject({ ok: false, code: 'bad_request' });
  });
});
