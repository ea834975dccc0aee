// Engine protocol tests for game "numbermatch": in-process through Engine, and once through `npm run engine`.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { Engine } from '../../engine/engine.ts';
import { GAME_DEFS } from '../defs.ts';

type Json = Record<string, unknown>;
function engine(): (req: unknown) => Json {
  const e = new Engine(GAME_DEFS);
  return (req) => JSON.parse(e.handleLine(typeof req === 'string' ? req : JSON.stringify(req))) as Json;
}
const load = (send: (r: unknown) => Json, rows: string[], adds = 5): Json => send({ cmd: 'load', game: 'numbermatch', position: { rows, adds } });

describe('engine numbermatch', () => {
  it('NUM-8 new from a seed gives the documented random board; classic via options', () => {
    const send = engine();
    const r = send({ cmd: 'new', game: 'numbermatch', seed: 1 });
    expect(r).toMatchObject({
      ok: true,
      game: 'numbermatch',
      status: 'playing',
      position: { rows: ['217184428', '613174741', '496581573', '417386529'], adds: 5 },
    });
    const c = send({ cmd: 'new', game: 'numbermatch', seed: 0, options: { start: 'classic', adds: 3 } });
    expect(c['position']).toEqual({ rows: ['123456789', '111213141', '516171819'], adds: 3 });
  });

  it('NUM-1 NUM-5 moves lists pairs then add; a move removes a pair, collapses a row and reports it', () => {
    const send = engine();
    load(send, ['195283746', '55'], 3);
    const moves = send({ cmd: 'moves' })['moves'] as unknown[];
    expect(moves).toContainEqual([
      [0, 0],
      [0, 1],
    ]);
    expect(moves.at(-1)).toBe('add');
    for (const m of [
      [
        [0, 0],
        [0, 1],
      ],
      [
        [0, 3],
        [0, 4],
      ],
      [
        [0, 5],
        [0, 6],
      ],
      [
        [0, 7],
        [0, 8],
      ],
    ])
      expect(send({ cmd: 'move', move: m })['ok']).toBe(true);
    const r = send({
      cmd: 'move',
      move: [
        [0, 2],
        [1, 0],
      ],
    });
    expect(r).toMatchObject({ ok: true, status: 'playing', position: { rows: ['.5'], adds: 3 }, events: ['pair', 'rows_removed'], rowsRemoved: [0] });
    const a = send({ cmd: 'move', move: 'add' });
    expect(a).toMatchObject({ ok: true, position: { rows: ['.55'], adds: 2 }, events: ['add'], added: 1 });
    const w = send({
      cmd: 'move',
      move: [
        [0, 2],
        [0, 1],
      ],
    });
    expect(w).toMatchObject({ ok: true, status: 'won', position: { rows: [], adds: 2 }, events: ['pair', 'rows_removed', 'won'] });
    expect(send({ cmd: 'moves' })['moves']).toEqual([]);
  });

  it('NUM-2 an illegal pair fails with a reason and changes nothing', () => {
    const send = engine();
    load(send, ['1519.....', '2'], 0);
    const r = send({
      cmd: 'move',
      move: [
        [0, 0],
        [0, 2],
      ],
    });
    expect(r).toMatchObject({ ok: false, code: 'illegal', reason: 'blocked', blocker: [0, 1] });
    expect(
      send({
        cmd: 'move',
        move: [
          [0, 0],
          [0, 1],
        ],
      }),
    ).toMatchObject({ ok: false, code: 'illegal', reason: 'values' });
    expect(send({ cmd: 'move', move: 'add' })).toMatchObject({ ok: false, code: 'illegal', reason: 'no_adds' });
    expect(send({ cmd: 'position' })).toMatchObject({ ok: true, position: { rows: ['1519.....', '2'], adds: 0 }, status: 'playing' });
  });

  it('NUM-8 lost when no pair and no add is left; undo and redo walk the history', () => {
    const send = engine();
    load(send, ['1912'], 0);
    expect(
      send({
        cmd: 'move',
        move: [
          [0, 0],
          [0, 1],
        ],
      }),
    ).toMatchObject({ status: 'lost', events: ['pair', 'lost'] });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: true, status: 'playing', position: { rows: ['1912'] } });
    expect(send({ cmd: 'redo' })).toMatchObject({ ok: true, status: 'lost', position: { rows: ['..12'] } });
    expect(send({ cmd: 'redo' })).toMatchObject({ ok: false, code: 'illegal' });
  });

  it('NUM-9 hint answers one legal move, or null when the stage is over', () => {
    const send = engine();
    load(send, ['123456789', '19'], 1);
    expect(send({ cmd: 'hint' })).toEqual({
      ok: true,
      hint: [
        [1, 0],
        [1, 1],
      ],
    });
    load(send, ['12'], 0);
    expect(send({ cmd: 'hint' })).toEqual({ ok: true, hint: null });
  });

  const bad: Array<[string, unknown, string]> = [
    ['bad position shape', { cmd: 'load', game: 'numbermatch', position: { rows: ['12', '345'], adds: 1 } }, 'bad_position'],
    ['position not JSON', { cmd: 'load', game: 'numbermatch', position: '{"rows"' }, 'bad_position'],
    ['seed not an integer', { cmd: 'new', game: 'numbermatch', seed: 'x' }, 'bad_request'],
    ['bad options', { cmd: 'new', game: 'numbermatch', seed: 1, options: { start: 'nope' } }, 'bad_request'],
  ];
  it.each(bad)('NUM-8 a malformed request is refused and keeps the game: %s', (_n, req, code) => {
    const send = engine();
    load(send, ['19'], 1);
    expect(send(req)).toMatchObject({ ok: false, code });
    expect(send({ cmd: 'move', move: 'sideways' })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send({ cmd: 'position' })).toMatchObject({ ok: true, position: { rows: ['19'], adds: 1 } });
  });

  it('NUM-1 the command line engine speaks the protocol (npm run engine)', () => {
    const input = [
      JSON.stringify({ cmd: 'load', game: 'numbermatch', position: { rows: ['3557'], adds: 0 } }),
      JSON.stringify({
        cmd: 'move',
        move: [
          [0, 0],
          [0, 3],
        ],
      }),
      'not json',
      JSON.stringify({
        cmd: 'move',
        move: [
          [0, 1],
          [0, 2],
        ],
      }),
      JSON.stringify({
        cmd: 'move',
        move: [
          [0, 0],
          [0, 3],
        ],
      }),
    ].join('\n');
    const out = spawnSync('npm', ['run', '--silent', 'engine'], { input, encoding: 'utf8', cwd: process.cwd(), timeout: 30_000 });
    expect(out.status).toBe(0);
    const lines = out.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Json);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatchObject({ ok: false, code: 'illegal', reason: 'blocked' });
    expect(lines[2]).toMatchObject({ ok: false, code: 'bad_request' });
    expect(lines[3]).toMatchObject({ ok: true, position: { rows: ['3..7'] } });
    expect(lines[4]).toMatchObject({ ok: true, status: 'won' });
  });
});
