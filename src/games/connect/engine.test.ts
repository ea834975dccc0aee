// Engine protocol tests for connect (ENGINE.md "Game connect"), in-process and through `npm run engine`.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { Engine } from '../../engine/engine.ts';
import { GAME_DEFS } from '../defs.ts';
import { PINNED_41739205_B } from './testing.ts';

type Json = Record<string, unknown>;
const send = (e: Engine, req: unknown): Json => JSON.parse(e.handleLine(typeof req === 'string' ? req : JSON.stringify(req))) as Json;

describe('connect engine', () => {
  it('CON-21 new from a board code gives the pinned board, score 0, streak 0', () => {
    const e = new Engine(GAME_DEFS);
    const r = send(e, { cmd: 'new', game: 'connect', seed: '41739205-b', options: { mode: 'relaxed' } });
    expect(r).toEqual({ ok: true, game: 'connect', position: { rows: PINNED_41739205_B, score: 0 }, status: 'playing', score: 0, streak: 0 });
  });

  it('CON-21 a malformed code is a bad_request and changes nothing', () => {
    const e = new Engine(GAME_DEFS);
    send(e, { cmd: 'new', game: 'connect', seed: '41739205-b' });
    const r = send(e, { cmd: 'new', game: 'connect', seed: '4173-x' });
    expect(r['ok']).toBe(false);
    expect(r['code']).toBe('bad_request');
    expect((send(e, { cmd: 'position' })['position'] as Json)['rows']).toEqual(PINNED_41739205_B);
    expect(send(e, { cmd: 'new', game: 'connect', seed: '41739205-b', options: { mode: 'fast' } })['code']).toBe('bad_request');
  });

  it('CON-4 CON-6 a move returns path, score and streak; moves lists only connectable pairs', () => {
    const e = new Engine(GAME_DEFS);
    send(e, { cmd: 'load', game: 'connect', position: { rows: ['A####A', '######'].map((r) => r.replaceAll('#', 'B')), score: 0 } });
    const moves = send(e, { cmd: 'moves' })['moves'] as unknown[];
    expect(moves).toContainEqual([
      [0, 0],
      [0, 5],
    ]);
    const r = send(e, {
      cmd: 'move',
      move: [
        [0, 0],
        [0, 5],
      ],
      t: 500,
    });
    expect(r).toMatchObject({
      ok: true,
      status: 'playing',
      score: 10,
      streak: 1,
      events: [],
      path: [
        [0, 0],
        [-1, 0],
        [-1, 5],
        [0, 5],
      ],
    });
    expect((r['position'] as Json)['rows']).toEqual(['.BBBB.', 'BBBBBB']);
  });

  it('CON-5 failures: not_a_pair, and no_path with blocker [r,c] or null; the game stays as it was', () => {
    const e = new Engine(GAME_DEFS);
    const rows = ['BBBBBB', 'BACABB', 'BBBBBB', 'C....B'];
    send(e, { cmd: 'load', game: 'connect', position: { rows, score: 7 } });
    expect(
      send(e, {
        cmd: 'move',
        move: [
          [0, 0],
          [1, 1],
        ],
      }),
    ).toMatchObject({ ok: false, code: 'not_a_pair' });
    expect(
      send(e, {
        cmd: 'move',
        move: [
          [3, 1],
          [3, 2],
        ],
      }),
    ).toMatchObject({ ok: false, code: 'not_a_pair' });
    const r = send(e, {
      cmd: 'move',
      move: [
        [1, 1],
        [1, 3],
      ],
    });
    expect(r).toMatchObject({ ok: false, code: 'no_path', blocker: [1, 2] });
    expect(typeof r['error']).toBe('string');
    expect(send(e, { cmd: 'position' })).toMatchObject({ position: { rows, score: 7 }, score: 7 });
    send(e, { cmd: 'load', game: 'connect', position: { rows: ['CCCCCC', 'CADDDC', 'CDDDDC', 'CDDDAC', 'CCCCCC', 'CCDDDD'], score: 0 } });
    expect(
      send(e, {
        cmd: 'move',
        move: [
          [1, 1],
          [3, 4],
        ],
      }),
    ).toMatchObject({ ok: false, code: 'no_path', blocker: null });
    expect(send(e, { cmd: 'move', move: 'nonsense' })).toMatchObject({ ok: false, code: 'bad_request' });
  });

  it('CON-16 hint costs 2 and returns a move; shuffle costs 5; automatic shuffle is the event "autoshuffle"', () => {
    const e = new Engine(GAME_DEFS);
    send(e, { cmd: 'load', game: 'connect', position: { rows: ['BC..AA', 'CB....', '......'], score: 20 } });
    const h = send(e, { cmd: 'hint' });
    expect(h).toMatchObject({
      ok: true,
      hint: [
        [0, 4],
        [0, 5],
      ],
      score: 18,
    });
    const sh = send(e, { cmd: 'shuffle' });
    expect(sh).toMatchObject({ ok: true, score: 13, events: [] });
    send(e, { cmd: 'load', game: 'connect', position: { rows: ['BC..AA', 'CB....', '......'], score: 0 } });
    const m = send(e, {
      cmd: 'move',
      move: [
        [0, 4],
        [0, 5],
      ],
      t: 0,
    });
    expect(m).toMatchObject({ ok: true, events: ['autoshuffle'], score: 10 });
    expect((send(e, { cmd: 'moves' })['moves'] as unknown[]).length).toBeGreaterThan(0);
  });

  it('CON-13 timed mode: extras carry the deadline; tick and late moves end the round as "over"', () => {
    const e = new Engine(GAME_DEFS);
    const start = send(e, {
      cmd: 'load',
      game: 'connect',
      position: { rows: ['AABB..', '......', '......', '......', '......', '......'], score: 0 },
      options: { mode: 'timed' },
    });
    expect(start).toMatchObject({ ok: true, deadline: 90_000 });
    expect(
      send(e, {
        cmd: 'move',
        move: [
          [0, 0],
          [0, 1],
        ],
        t: 10_000,
      }),
    ).toMatchObject({ deadline: 10_000 + 80_000 + 3000 });
    expect(send(e, { cmd: 'tick', t: 50_000 })).toEqual({ ok: true, timeLeft: 43_000 });
    const over = send(e, { cmd: 'tick', t: 93_000 });
    expect(over).toMatchObject({ ok: true, status: 'over', score: 10, events: ['timeout', 'over'] });
    expect(
      send(e, {
        cmd: 'move',
        move: [
          [0, 2],
          [0, 3],
        ],
        t: 94_000,
      }),
    ).toMatchObject({ ok: false, code: 'illegal' });
  });

  it('CON-14 clearing the board is status "won"; undo goes back', () => {
    const e = new Engine(GAME_DEFS);
    send(e, { cmd: 'load', game: 'connect', position: '{"rows":["AA....","......"],"score":3}' });
    expect(
      send(e, {
        cmd: 'move',
        move: [
          [0, 1],
          [0, 0],
        ],
      }),
    ).toMatchObject({ ok: true, status: 'won', score: 13, events: ['won'] });
    expect(send(e, { cmd: 'undo' })).toMatchObject({ ok: true, status: 'playing', score: 3 });
  });

  const badPositions: Array<[string, unknown]> = [
    ['wrong width', { rows: ['AAA', 'BB'], score: 0 }],
    ['unknown symbol', { rows: ['AAZZ..'], score: 0 }],
    ['odd symbol count', { rows: ['AAA...'], score: 0 }],
    ['negative score', { rows: ['AA....'], score: -1 }],
    ['not an object', [1, 2, 3]],
    ['broken JSON text', '{"rows":'],
  ];
  for (const [name, position] of badPositions) {
    it(`CON-21 load rejects a bad position (${name}) with bad_position`, () => {
      const e = new Engine(GAME_DEFS);
      expect(send(e, { cmd: 'load', game: 'connect', position })).toMatchObject({ ok: false, code: 'bad_position' });
    });
  }

  it('CON-21 the real engine process speaks the protocol line by line', () => {
    const input =
      [
        JSON.stringify({ cmd: 'new', game: 'connect', seed: '41739205-b' }),
        'not json',
        JSON.stringify({ cmd: 'hint' }),
        JSON.stringify({
          cmd: 'move',
          move: [
            [0, 0],
            [5, 0],
          ],
          t: 100,
        }),
      ].join('\n') + '\n';
    const out = spawnSync('npm', ['run', '--silent', 'engine'], { input, encoding: 'utf8', cwd: process.cwd(), timeout: 30_000 });
    expect(out.status).toBe(0);
    const lines = out.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Json);
    expect(lines).toHaveLength(4);
    expect((lines[0]?.['position'] as Json)['rows']).toEqual(PINNED_41739205_B);
    expect(lines[1]).toMatchObject({ ok: false, code: 'bad_request' });
    expect(lines[2]).toMatchObject({
      ok: true,
      hint: [
        [0, 0],
        [5, 0],
      ],
      score: 0,
    });
    expect(lines[3]).toMatchObject({
      ok: true,
      score: 10,
      streak: 1,
      path: [
        [0, 0],
        [0, -1],
        [5, -1],
        [5, 0],
      ],
    });
  });
});
