// The ENGINE.md protocol: bad requests, one response per line, generic commands (toy game).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { Engine } from './engine.ts';
import { INHERITED_NAMES } from './inherited.ts';
import { toyDef } from '../testing/toy-game.ts';
import { fail } from '../core/result.ts';
import { GAME_IDS } from '../games/registry.ts';

// The engine plays the games it is handed: here the toy game alone, under its own name.
const TOY = toyDef.id;
const registry = { [TOY]: toyDef };

function talk(lines: string[]): Record<string, unknown>[] {
  const e = new Engine(registry);
  return lines.map((l) => JSON.parse(e.handleLine(l)) as Record<string, unknown>);
}

describe('engine protocol', () => {
  it.each([
    ['not json', 'not valid JSON'],
    ['[1,2]', 'object'],
    ['{"cmd":5}', 'cmd'],
    ['{"cmd":"fly"}', 'Unknown command'],
    ['{"cmd":"new","game":"chess","seed":1}', 'Unknown game'],
    ['{"cmd":"new","seed":1}', 'game'],
    [`{"cmd":"new","game":"${TOY}"}`, 'seed'],
    [`{"cmd":"load","game":"${TOY}"}`, 'position'],
    ['{"cmd":"moves"}', 'No game'],
    ['{"cmd":"move","move":1}', 'No game'],
    [`{"cmd":"new","game":"${TOY}","seed":-3}`, 'seed'],
    [`{"cmd":"new","game":"${TOY}","seed":1,"options":7}`, 'options'],
    ['', 'not valid JSON'],
  ])('answers %s with bad_request', (line, word) => {
    const [r] = talk([line]);
    expect(r).toMatchObject({ ok: false, code: 'bad_request' });
    expect(String(r!['error']).toLowerCase()).toContain(word.toLowerCase());
  });

  it('knows only the games it is handed: an app game is unknown to it, and the answer names the games it plays', () => {
    const [r] = talk([`{"cmd":"new","game":"${GAME_IDS[0]}","seed":1}`]);
    expect(r).toMatchObject({ ok: false, code: 'bad_request' });
    expect(r!['error']).toBe(`Unknown game "${GAME_IDS[0]}"; games are ${TOY}.`);
  });

  it.each([...INHERITED_NAMES])('an inherited name "%s" as a game is unknown', (name) => {
    const [r] = talk([JSON.stringify({ cmd: 'new', game: name, seed: 1 })]);
    expect(r).toMatchObject({ ok: false, code: 'bad_request' });
    expect(String(r!['error'])).toContain('Unknown game');
  });

  it('plays a game: new, moves, move, undo, redo, position, extras and events', () => {
    const [n, moves, m1, m2, u, r, p] = talk([
      `{"cmd":"load","game":"${TOY}","position":{"pile":3}}`,
      '{"cmd":"moves"}',
      '{"cmd":"move","move":2}',
      '{"cmd":"move","move":1}',
      '{"cmd":"undo"}',
      '{"cmd":"redo"}',
      '{"cmd":"position"}',
    ]);
    expect(n).toEqual({ ok: true, game: TOY, position: { pile: 3 }, status: 'playing', taken: 0 });
    expect(moves).toEqual({ ok: true, moves: [1, 2, 3] });
    expect(m1).toEqual({ ok: true, position: { pile: 1 }, status: 'playing', taken: 1, events: [] });
    expect(m2).toEqual({ ok: true, position: { pile: 0 }, status: 'won', taken: 2, events: ['empty'] });
    expect(u).toMatchObject({ ok: true, position: { pile: 1 } });
    expect(r).toMatchObject({ ok: true, position: { pile: 0 }, status: 'won' });
    expect(p).toMatchObject({ ok: true, position: { pile: 0 } });
  });

  it('failures leave the game exactly as it was', () => {
    const [, bad, illegal, missing, badT, pos] = talk([
      `{"cmd":"load","game":"${TOY}","position":{"pile":5}}`,
      '{"cmd":"move","move":"x"}',
      '{"cmd":"move","move":4}',
      '{"cmd":"move"}',
      '{"cmd":"move","move":1,"t":-5}',
      '{"cmd":"position"}',
    ]);
    expect(bad).toMatchObject({ ok: false, code: 'bad_request' });
    expect(illegal).toMatchObject({ ok: false, code: 'illegal' });
    expect(missing).toMatchObject({ ok: false, code: 'bad_request' });
    expect(badT).toMatchObject({ ok: false, code: 'bad_request' });
    expect(pos).toMatchObject({ ok: true, position: { pile: 5 } });
  });

  it('a bad load keeps the previous game', () => {
    const [, bad, pos] = talk([
      `{"cmd":"load","game":"${TOY}","position":{"pile":5}}`,
      `{"cmd":"load","game":"${TOY}","position":{"pile":-1}}`,
      '{"cmd":"position"}',
    ]);
    expect(bad).toMatchObject({ ok: false, code: 'bad_position' });
    expect(pos).toMatchObject({ ok: true, position: { pile: 5 } });
  });

  it('undo with no history is refused, game unchanged', () => {
    const [, u] = talk([`{"cmd":"load","game":"${TOY}","position":{"pile":5}}`, '{"cmd":"undo"}']);
    expect(u).toMatchObject({ ok: false, code: 'illegal' });
  });

  it('runs game commands: state-changing ones are undoable, others only answer', () => {
    const [, d, peek, u] = talk([`{"cmd":"load","game":"${TOY}","position":{"pile":5}}`, '{"cmd":"double"}', '{"cmd":"peek"}', '{"cmd":"undo"}']);
    expect(d).toMatchObject({ ok: true, position: { pile: 10 }, events: [] });
    expect(peek).toEqual({ ok: true, pile: 10 });
    expect(u).toMatchObject({ ok: true, position: { pile: 5 } });
  });

  it('reports an internal error as data instead of dying', () => {
    const throwing = {
      ...toyDef,
      legalMoves: () => {
        throw new Error('boom');
      },
    };
    const e = new Engine({ ...registry, [TOY]: throwing });
    e.handleLine(`{"cmd":"load","game":"${TOY}","position":{"pile":5}}`);
    expect(JSON.parse(e.handleLine('{"cmd":"moves"}'))).toMatchObject({ ok: false, code: 'internal' });
  });

  it.each([...INHERITED_NAMES])('an inherited name "%s" as a command is bad_request, the game unchanged', (name) => {
    const [, r, pos] = talk([`{"cmd":"load","game":"${TOY}","position":{"pile":5}}`, JSON.stringify({ cmd: name }), '{"cmd":"position"}']);
    expect(r).toMatchObject({ ok: false, code: 'bad_request' });
    expect(String(r!['error'])).toContain('Unknown command');
    expect(pos).toMatchObject({ ok: true, position: { pile: 5 } });
  });

  it('error messages quote at most a short prefix of the input', () => {
    const huge = 'x'.repeat(1_000_000);
    const [unknownGame, , unknownCmd, badMove] = talk([
      JSON.stringify({ cmd: 'new', game: huge, seed: 1 }),
      `{"cmd":"load","game":"${TOY}","position":{"pile":5}}`,
      JSON.stringify({ cmd: huge }),
      JSON.stringify({ cmd: 'move', move: huge }),
    ]);
    for (const r of [unknownGame, unknownCmd, badMove]) {
      expect(r).toMatchObject({ ok: false, code: 'bad_request' });
      expect(JSON.stringify(r).length).toBeLessThan(400);
    }
    expect(String(unknownGame!['error'])).toMatch(/Unknown game "x{10,}…"/);
  });

  it('a rule error that echoes its whole input is cut short', () => {
    const echoing = { ...toyDef, parseMove: (raw: unknown) => fail('bad_request', `Cannot read ${JSON.stringify(raw)}`) };
    const e = new Engine({ ...registry, [TOY]: echoing });
    e.handleLine(`{"cmd":"load","game":"${TOY}","position":{"pile":5}}`);
    const r = JSON.parse(e.handleLine(JSON.stringify({ cmd: 'move', move: 'y'.repeat(100_000) }))) as Record<string, unknown>;
    expect(r).toMatchObject({ ok: false, code: 'bad_request' });
    expect(String(r['error']).length).toBeLessThan(300);
  });

  it('the npm script answers one line per request line and exits 0', () => {
    const input = 'not json\n{"cmd":"new","game":"chess","seed":1}\n{"cmd":"position"}\n\n{}\n';
    const r = spawnSync('npm', ['run', '--silent', 'engine'], { input, encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(5);
    for (const l of lines) expect(JSON.parse(l)).toMatchObject({ ok: false, code: 'bad_request' });
  });
});
