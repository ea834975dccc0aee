// The engine protocol for game "mines" (ENGINE.md), in-process through Engine + GAME_DEFS.

import { describe, expect, it } from 'vitest';
import { Engine } from '../../engine/engine.ts';
import { GAME_DEFS } from '../defs.ts';

type Json = Record<string, unknown>;
const engine = (): ((req: unknown) => Json) => {
  const e = new Engine(GAME_DEFS);
  return (req) => JSON.parse(e.handleLine(typeof req === 'string' ? req : JSON.stringify(req))) as Json;
};

const LESSON = { width: 5, height: 5, mines: 2, rows: ['*1.1*', '11011', '00000', '00000', '00000'] };

describe('engine', () => {
  it('MIN-1 MIN-2 new gives an all-? beginner position with the seed and the extras', () => {
    const send = engine();
    const r = send({ cmd: 'new', game: 'mines', seed: 7 });
    expect(r).toMatchObject({ ok: true, game: 'mines', status: 'playing', minesLeft: 10, revealed: 0 });
    expect(r['position']).toEqual({ width: 9, height: 9, mines: 10, rows: Array(9).fill('?????????'), seed: 7 });
    expect(send({ cmd: 'new', game: 'mines', seed: 7, options: { size: 'expert' } })['position']).toMatchObject({ width: 30, height: 16, mines: 99 });
    expect(send({ cmd: 'new', game: 'mines', seed: 7, options: { width: 20, height: 10, mines: 50 } })['position']).toMatchObject({
      width: 20,
      height: 10,
      mines: 50,
    });
  });

  it.each([[-1], [1.5], ['abc'], [2 ** 53], [{}]])('MIN-1 seed %s is a bad_request', (seed) => {
    expect(engine()({ cmd: 'new', game: 'mines', seed })).toMatchObject({ ok: false, code: 'bad_request' });
  });

  it.each([[{ size: 'giant' }], [{ width: 5, height: 5, mines: 7 }], [{ width: 4, height: 5, mines: 1 }], [{ width: 9 }], ['beginner']])(
    'MIN-1 options %j are a bad_request',
    (options) => {
      expect(engine()({ cmd: 'new', game: 'mines', seed: 1, options })).toMatchObject({ ok: false, code: 'bad_request' });
    },
  );

  it('MIN-2 MIN-4 the first move reveals an area; opened lists [x,y] cells; moves lists reveals, flags and chords', () => {
    const send = engine();
    send({ cmd: 'new', game: 'mines', seed: 3 });
    expect(send({ cmd: 'moves' })['moves']).toHaveLength(81);
    const r = send({ cmd: 'move', move: 'r 4 4' });
    expect(r).toMatchObject({ ok: true, status: 'playing', events: [], minesLeft: 10 });
    const opened = r['opened'] as [number, number][];
    expect(opened[0]).toEqual([4, 4]);
    expect(r['revealed']).toBe(opened.length);
    expect((r['position'] as { rows: string[] }).rows[4]![4]).toBe('0');
    expect('seed' in (r['position'] as object)).toBe(false);
    const moves = send({ cmd: 'moves' })['moves'] as string[];
    expect(moves).toContain('f 0 0');
    expect(moves).not.toContain('r 4 4');
  });

  it('MIN-3 deduce answers safe and mines as [x,y] lists and changes nothing', () => {
    const send = engine();
    send({ cmd: 'load', game: 'mines', position: LESSON });
    expect(send({ cmd: 'deduce' })).toEqual({
      ok: true,
      safe: [[2, 0]],
      mines: [
        [0, 0],
        [4, 0],
      ],
    });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: false, code: 'illegal' });
    send({ cmd: 'new', game: 'mines', seed: 1 });
    expect(send({ cmd: 'deduce' })).toEqual({ ok: true, safe: [], mines: [] });
  });

  it('MIN-4 MIN-6 flags move the counter; undo and redo take them back', () => {
    const send = engine();
    send({ cmd: 'load', game: 'mines', position: LESSON });
    expect(send({ cmd: 'move', move: 'f 0 0' })).toMatchObject({ ok: true, minesLeft: 1, events: [], opened: [] });
    expect(send({ cmd: 'move', move: 'f 2 0' })).toMatchObject({ ok: true, minesLeft: 0 });
    expect(send({ cmd: 'move', move: 'f 4 0' })).toMatchObject({ ok: true, minesLeft: -1 });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: true, minesLeft: 0 });
    expect(send({ cmd: 'redo' })).toMatchObject({ ok: true, minesLeft: -1 });
    expect((send({ cmd: 'position' })['position'] as { rows: string[] }).rows[0]).toBe('F1f1F');
  });

  it('MIN-5 a mine loses with event lost; undo takes the fatal reveal back', () => {
    const send = engine();
    send({ cmd: 'load', game: 'mines', position: LESSON });
    const r = send({ cmd: 'move', move: 'r 4 0' });
    expect(r).toMatchObject({ ok: true, status: 'lost', events: ['lost'], opened: [] });
    expect((r['position'] as { rows: string[] }).rows[0]).toBe('*1.1X');
    expect(send({ cmd: 'move', move: 'r 2 0' })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: true, status: 'playing' });
    expect(send({ cmd: 'move', move: 'c 1 0' })).toMatchObject({ ok: false, code: 'illegal' });
  });

  it('MIN-6 the last safe cell wins with event won and flags the mines', () => {
    const send = engine();
    send({ cmd: 'load', game: 'mines', position: LESSON });
    const r = send({ cmd: 'move', move: 'r 2 0' });
    expect(r).toMatchObject({ ok: true, status: 'won', events: ['won'], minesLeft: 0, revealed: 23, opened: [[2, 0]] });
    expect((r['position'] as { rows: string[] }).rows[0]).toBe('F101F');
  });

  it('MIN-1 failure codes: bad positions, bad moves, illegal moves leave the game as it was', () => {
    const send = engine();
    send({ cmd: 'load', game: 'mines', position: JSON.stringify(LESSON) });
    const before = send({ cmd: 'position' });
    expect(send({ cmd: 'load', game: 'mines', position: { ...LESSON, mines: 3 } })).toMatchObject({ ok: false, code: 'bad_position' });
    expect(send({ cmd: 'load', game: 'mines', position: 'junk' })).toMatchObject({ ok: false, code: 'bad_position' });
    expect(send({ cmd: 'move', move: 'x 1 1' })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send({ cmd: 'move', move: 'r 9 9' })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send({ cmd: 'move', move: 'r 1 0' })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send({ cmd: 'move' })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send({ cmd: 'hint' })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send({ cmd: 'position' })).toEqual(before);
  });
});
