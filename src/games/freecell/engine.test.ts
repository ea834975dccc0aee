// The engine protocol for game "freecell": in-process through Engine + GAME_DEFS, and one real `npm run engine`.

import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../engine/engine.ts';
import { GAME_DEFS } from '../defs.ts';
import { formatMove } from './notation.ts';
import { newDeal } from './rules.ts';
import { solve } from './solve.ts';
import { table, text } from './testing.ts';

type Json = Record<string, unknown>;
const engine = (): ((req: unknown) => Json) => {
  const e = new Engine(GAME_DEFS);
  return (req) => JSON.parse(e.handleLine(typeof req === 'string' ? req : JSON.stringify(req))) as Json;
};

describe('engine', () => {
  it('FC-14 new with a deal number gives the Microsoft deal and the extras', () => {
    const send = engine();
    const r = send({ cmd: 'new', game: 'freecell', seed: 1 });
    expect(r).toMatchObject({ ok: true, game: 'freecell', status: 'playing', moves: 0, canFinish: false });
    expect(String(r['position']).split('\n')[2]).toBe(': JD KD 2S 4C 3S 6D 6S');
  });

  it.each([[0], [-3], [1.5], ['abc'], [2 ** 31], [null]])('FC-14 seed %s is a bad_request and changes nothing', (seed) => {
    const send = engine();
    send({ cmd: 'new', game: 'freecell', seed: 617 });
    const r = send({ cmd: 'new', game: 'freecell', seed });
    expect(r).toMatchObject({ ok: false, code: 'bad_request' });
    expect(String(send({ cmd: 'position' })['position'])).toBe(text(newDeal(617)));
  });

  it('FC-14 deal 1,000,000 is accepted', () => {
    expect(engine()({ cmd: 'new', game: 'freecell', seed: 1_000_000 })).toMatchObject({ ok: true });
  });

  it('FC-5 moves lists every legal move in standard notation; an illegal move is refused unchanged', () => {
    const send = engine();
    send({ cmd: 'new', game: 'freecell', seed: 1 });
    const moves = send({ cmd: 'moves' })['moves'] as string[];
    expect(moves).toContain('8a');
    expect(moves).not.toContain('12');
    const before = send({ cmd: 'position' })['position'];
    expect(send({ cmd: 'move', move: '12' })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send({ cmd: 'move', move: 'zz' })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send({ cmd: 'position' })['position']).toBe(before);
  });

  it('FC-9 move, undo and redo carry the move counter', () => {
    const send = engine();
    send({ cmd: 'new', game: 'freecell', seed: 1 });
    expect(send({ cmd: 'move', move: '8a' })).toMatchObject({ ok: true, moves: 1, events: [] });
    expect(send({ cmd: 'move', move: '8b' })).toMatchObject({ ok: true, moves: 2 });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: true, moves: 1 });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: true, moves: 0 });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send({ cmd: 'redo' })).toMatchObject({ ok: true, moves: 1 });
  });

  it('FC-10 finish plays the rest home, counts each card and can be undone as one step', () => {
    const send = engine();
    const s = table({
      columns: {
        0: 'KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC',
        1: 'KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD',
        2: 'KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H',
        3: 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS',
      },
      cells: [null, 'AH', null, null],
    });
    expect(send({ cmd: 'load', game: 'freecell', position: text(s) })).toMatchObject({ ok: true, canFinish: true, moves: 0 });
    const r = send({ cmd: 'finish' });
    expect(r).toMatchObject({ ok: true, status: 'won', moves: 52, canFinish: false, events: ['won'] });
    expect(String(r['position']).split('\n')[0]).toBe('Foundations: H-K C-K D-K S-K');
    expect(send({ cmd: 'finish' })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: true, moves: 0, canFinish: true });
  });

  it('FC-10 finish is refused when the rest cannot go home alone', () => {
    const send = engine();
    send({ cmd: 'new', game: 'freecell', seed: 1 });
    expect(send({ cmd: 'finish' })).toMatchObject({ ok: false, code: 'illegal' });
  });

  it('FC-8 a dead end reports status "stuck"', () => {
    const s = table({
      cells: ['KS', 'KH', 'KD', 'KC'],
      columns: { 0: '5C', 1: '5D', 2: '5H', 3: '5S', 4: '9C', 5: '9D', 6: '9H', 7: '9S' },
      fill: [0, 1, 2, 3, 4, 5, 6, 7],
    });
    const send = engine();
    expect(send({ cmd: 'load', game: 'freecell', position: text(s) })).toMatchObject({ ok: true, status: 'stuck' });
    expect(send({ cmd: 'moves' })).toEqual({ ok: true, moves: [] });
  });

  it('FC-7 a run into an empty column needs the v count; too many is illegal', () => {
    const s = table({ columns: { 0: 'QS JH TS 9H 8S 7H 6S 5H 4S 3H', 1: 'KH' }, fill: [2, 3, 4, 5, 6] });
    const send = engine();
    send({ cmd: 'load', game: 'freecell', position: text(s) });
    const moves = send({ cmd: 'moves' })['moves'] as string[];
    expect(moves).toEqual(expect.arrayContaining(['12', '18', '18v2', '18v5']));
    expect(moves).not.toContain('18v6');
    expect(send({ cmd: 'move', move: '18v6' })).toMatchObject({ ok: false, code: 'illegal' });
    const r = send({ cmd: 'move', move: '18v5' });
    expect(r).toMatchObject({ ok: true, moves: 1 });
    expect(String(r['position']).split('\n').at(-1)).toBe(': 7H 6S 5H 4S 3H');
  });

  it('FC-13 there is no hint command for FreeCell', () => {
    const send = engine();
    send({ cmd: 'new', game: 'freecell', seed: 1 });
    expect(send({ cmd: 'hint' })).toMatchObject({ ok: false, code: 'bad_request' });
  });

  it.each([
    ['a missing card', 'Foundations: H-0 C-0 D-0 S-0\n: AS'],
    ['not a string', { rows: [] }],
  ])('ENGINE load with %s is bad_position and keeps the game', (_t, position) => {
    const send = engine();
    send({ cmd: 'new', game: 'freecell', seed: 3 });
    expect(send({ cmd: 'load', game: 'freecell', position })).toMatchObject({ ok: false, code: 'bad_position' });
    expect(send({ cmd: 'position' })['position']).toBe(text(newDeal(3)));
  });

  it.each([[1], [617], [24], [1000], [1_000_000]])('FC-2 a solver solution for deal %i replays move by move to "won"', (deal) => {
    const solution = solve(newDeal(deal));
    expect(solution).not.toBeNull();
    const send = engine();
    send({ cmd: 'new', game: 'freecell', seed: deal });
    let last: Json = {};
    for (const m of solution ?? []) {
      last = send({ cmd: 'move', move: formatMove(m) });
      expect(last['ok'], `${formatMove(m)} ${String(last['error'])}`).toBe(true);
    }
    expect(last).toMatchObject({ status: 'won', moves: solution?.length, events: ['won'] });
  });

  it('ENGINE a real `npm run --silent engine` process answers line by line', () => {
    const sol = solve(newDeal(1)) ?? [];
    const lines = [{ cmd: 'new', game: 'freecell', seed: 1 }, 'not json', ...sol.map((m) => ({ cmd: 'move', move: formatMove(m) })), { cmd: 'position' }].map(
      (x) => (typeof x === 'string' ? x : JSON.stringify(x)),
    );
    const out = spawnSync('npm', ['run', '--silent', 'engine'], { input: `${lines.join('\n')}\n`, encoding: 'utf8', timeout: 30_000 });
    expect(out.status).toBe(0);
    const responses = out.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Json);
    expect(responses).toHaveLength(lines.length);
    expect(responses[1]).toMatchObject({ ok: false, code: 'bad_request' });
    expect(responses.at(-1)).toMatchObject({ ok: true, status: 'won', moves: sol.length });
  });
});
