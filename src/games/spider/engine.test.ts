// The engine protocol for game "spider": in-process through Engine + GAME_DEFS, and one real `npm run engine`.

import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../engine/engine.ts';
import { GAME_DEFS } from '../defs.ts';
import { encodePosition } from './notation.ts';
import { newDeal, scoreWithUndos } from './rules.ts';
import { text } from './testing.ts';

type Json = Record<string, unknown>;
const engine = (): ((req: unknown) => Json) => {
  const e = new Engine(GAME_DEFS);
  return (req) => JSON.parse(e.handleLine(typeof req === 'string' ? req : JSON.stringify(req))) as Json;
};

const FULL_SPADES = 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S';

describe('engine', () => {
  it('SPI-1 new with a seed and suits gives the deal and the extras', () => {
    const send = engine();
    const r = send({ cmd: 'new', game: 'spider', seed: 1 });
    expect(r).toMatchObject({ ok: true, game: 'spider', status: 'playing', score: 500, moves: 0, completed: 0, deals: 5 });
    expect(r['position']).toBe(encodePosition(newDeal(1, 1)));
    expect(String(r['position']).split('\n')[2]).toBe(': TS KS 9S 9S 3S | KS');
    const two = send({ cmd: 'new', game: 'spider', seed: 1, options: { suits: 2 } });
    expect(two['position']).toBe(encodePosition(newDeal(1, 2)));
    expect(send({ cmd: 'new', game: 'spider', seed: 1, options: { suits: 4 } })['position']).toBe(encodePosition(newDeal(1, 4)));
  });

  it.each([[-1], [1.5], ['abc'], [null], [{}]])('SPI-9 seed %j is a bad_request and changes nothing', (seed) => {
    const send = engine();
    send({ cmd: 'new', game: 'spider', seed: 617 });
    expect(send({ cmd: 'new', game: 'spider', seed })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send({ cmd: 'position' })['position']).toBe(encodePosition(newDeal(617, 1)));
  });

  it('SPI-1 suits other than 1, 2, 4 are a bad_request', () => {
    expect(engine()({ cmd: 'new', game: 'spider', seed: 1, options: { suits: 3 } })).toMatchObject({ ok: false, code: 'bad_request' });
  });

  it('SPI-2 moves lists legal moves; move answers events, turned and home; illegal moves change nothing', () => {
    const send = engine();
    send({ cmd: 'new', game: 'spider', seed: 1 });
    const moves = send({ cmd: 'moves' })['moves'] as string[];
    expect(moves).toEqual(['27', '58', '81', '83', '84', '86', '05', 's']);
    const before = send({ cmd: 'position' })['position'];
    expect(send({ cmd: 'move', move: '12' })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send({ cmd: 'move', move: 'zz' })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send({ cmd: 'move' })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send({ cmd: 'position' })['position']).toBe(before);
    const r = send({ cmd: 'move', move: '27' });
    expect(r).toMatchObject({ ok: true, status: 'playing', events: [], moves: 1, score: 499, completed: 0, deals: 5, home: [] });
    expect((r['turned'] as string[]).length).toBe(1);
    const d = send({ cmd: 'move', move: 's' });
    expect(d).toMatchObject({ ok: true, moves: 2, score: 498, deals: 4, turned: [], home: [] });
  });

  it("SPI-6 undo and redo restore the table and counter; the score pays 1 per undo and keeps the undone move's point", () => {
    const send = engine();
    send({ cmd: 'new', game: 'spider', seed: 1 });
    send({ cmd: 'move', move: '27' });
    send({ cmd: 'move', move: 's' });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: true, moves: 1, score: 497, deals: 5 });
    const back = send({ cmd: 'undo' });
    expect(back).toMatchObject({ ok: true, moves: 0, score: 496, position: encodePosition({ ...newDeal(1, 1), score: 496 }) });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send({ cmd: 'redo' })).toMatchObject({ ok: true, moves: 1, score: 495 });
  });

  it('SPI-6 issue 32: new 500, move 499, undo 498 — the score the page shows (scoreWithUndos), position included', () => {
    const send = engine();
    expect(send({ cmd: 'new', game: 'spider', seed: 1 })).toMatchObject({ score: 500 });
    expect(send({ cmd: 'move', move: '27' })).toMatchObject({ ok: true, score: 499 });
    const u = send({ cmd: 'undo' });
    expect(u).toMatchObject({ ok: true, moves: 0, score: 498 });
    expect(u['score']).toBe(scoreWithUndos(newDeal(1, 1).score, 1));
    expect(String(u['position'])).toContain('Score: 498');
    expect(send({ cmd: 'position' })).toMatchObject({ score: 498 });
    // Loading what the engine answered carries the paid undo on (a new session has no undos of its own).
    expect(send({ cmd: 'load', game: 'spider', position: u['position'] })).toMatchObject({ ok: true, score: 498, moves: 0 });
    expect(send({ cmd: 'redo' })).toMatchObject({ ok: false, code: 'illegal' });
  });

  it('SPI-3 a deal with an empty column fails with empty_column and changes nothing', () => {
    const send = engine();
    const position = text({ columns: { 0: '', 1: 'KS' }, stock: 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS', fill: [2, 3, 4, 5, 6, 7, 8, 9] });
    expect(send({ cmd: 'load', game: 'spider', position })).toMatchObject({ ok: true, deals: 1, status: 'playing' });
    const r = send({ cmd: 'move', move: 's' });
    expect(r).toMatchObject({ ok: false, code: 'empty_column' });
    expect(typeof r['error']).toBe('string');
    expect(send({ cmd: 'position' })['position']).toBe(position);
    expect(send({ cmd: 'moves' })['moves']).not.toContain('s');
  });

  it('SPI-4 a run home shows in home, completed and score; the eighth wins', () => {
    const send = engine();
    const position = text({ columns: { 0: `${FULL_SPADES}`, 1: 'AS' }, foundations: 'S S S S S S S', fill: [] });
    expect(send({ cmd: 'load', game: 'spider', position })).toMatchObject({ ok: true, completed: 7, status: 'playing' });
    const r = send({ cmd: 'move', move: '21' });
    expect(r).toMatchObject({ ok: true, status: 'won', events: ['won'], completed: 8, home: ['S'], turned: [] });
    expect(String(r['position']).split('\n')[0]).toBe('Foundations: S S S S S S S S');
  });

  it('SPI-2 a v count moves part of a run into an empty column', () => {
    const send = engine();
    const position = text({ columns: { 0: 'KH | 9S 8S 7S', 9: '' }, suits: 2, fill: [1, 2, 3, 4, 5, 6, 7, 8] });
    send({ cmd: 'load', game: 'spider', position, options: { suits: 2 } });
    const moves = send({ cmd: 'moves' })['moves'] as string[];
    expect(moves).toEqual(expect.arrayContaining(['10', '10v1', '10v2']));
    const r = send({ cmd: 'move', move: '10v2' });
    expect(String(r['position']).split('\n')[11]).toBe(': 8S 7S');
  });

  it('load refuses bad positions with bad_position and a wrong suit option', () => {
    const send = engine();
    expect(send({ cmd: 'load', game: 'spider', position: 'junk' })).toMatchObject({ ok: false, code: 'bad_position' });
    expect(send({ cmd: 'load', game: 'spider', position: encodePosition(newDeal(1, 1)), options: { suits: 4 } })).toMatchObject({
      ok: false,
      code: 'bad_position',
    });
    expect(send({ cmd: 'load', game: 'spider', position: encodePosition(newDeal(1, 4)) })).toMatchObject({ ok: true, status: 'playing' });
  });

  it('SPI-8 hint answers a move and never plays it; null when nothing helps; stuck status', () => {
    const send = engine();
    send({ cmd: 'new', game: 'spider', seed: 1 });
    const before = send({ cmd: 'position' });
    const h = send({ cmd: 'hint' });
    expect(h).toEqual({ ok: true, hint: '27' });
    expect(send({ cmd: 'position' })).toEqual(before);
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: false });
    // Only a shuttle of 5H between two equal 6S columns: stuck, no hint.
    const cols: Record<number, string> = { 0: 'KH | 6S', 1: 'KH | 6S 5H' };
    for (let i = 2; i < 10; i++) cols[i] = i < 6 ? 'AS' : 'AH';
    const position = text({ columns: cols, suits: 2, fill: [2, 3, 4, 5, 6, 7, 8, 9] });
    expect(send({ cmd: 'load', game: 'spider', position })).toMatchObject({ ok: true, status: 'stuck' });
    expect(send({ cmd: 'hint' })).toEqual({ ok: true, hint: null });
  });

  it('SPI-1 a real `npm run engine` process plays spider over stdin', () => {
    const lines = [
      JSON.stringify({ cmd: 'new', game: 'spider', seed: 1, options: { suits: 2 } }),
      '{"cmd":"hint"}',
      '{"cmd":"move","move":"s"}',
      'not json',
      '{"cmd":"undo"}',
    ];
    const out = spawnSync('npm', ['run', '--silent', 'engine'], { input: `${lines.join('\n')}\n`, encoding: 'utf8', timeout: 30_000 });
    expect(out.status).toBe(0);
    const responses = out.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Json);
    expect(responses).toHaveLength(lines.length);
    expect(responses[0]).toMatchObject({ ok: true, game: 'spider', deals: 5 });
    expect(responses[2]).toMatchObject({ ok: true, deals: 4, moves: 1 });
    expect(responses[3]).toMatchObject({ ok: false, code: 'bad_request' });
    expect(responses[4]).toMatchObject({ ok: true, deals: 5, moves: 0 });
  });
});
