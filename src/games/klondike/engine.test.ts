// The engine protocol for game "klondike" (ENGINE.md): in-process through Engine + GAME_DEFS, and one real `npm run engine`.

import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../engine/engine.ts';
import { GAME_DEFS } from '../defs.ts';
import { encodePosition } from './notation.ts';
import { newDeal } from './rules.ts';
import { tableText } from './testing.ts';

type Json = Record<string, unknown>;
const engine = (): ((req: unknown) => Json) => {
  const e = new Engine(GAME_DEFS);
  return (req) => JSON.parse(e.handleLine(typeof req === 'string' ? req : JSON.stringify(req))) as Json;
};

const turnOver = tableText({ foundations: 'H-0 C-0 D-0 S-0', columns: ['4C 8H | 9S', 'TD'] });
const done = tableText({ foundations: 'H-Q C-Q D-Q S-J', columns: ['KH', 'KC', 'KD QS', '', '', '', 'KS'] });
const frozen = tableText({ foundations: 'H-A C-A D-A S-A', columns: ['2H | 3C', '2D | 3S', '2C | 3H', '2S | 3D', 'QC | KD', 'QS | KH', 'QH QD | KC'] });

describe('engine', () => {
  it('KLO-1 new deals the seed with the extras score, moves, pass, canFinish and deal', () => {
    const send = engine();
    const r = send({ cmd: 'new', game: 'klondike', seed: 1 });
    expect(r).toMatchObject({ ok: true, game: 'klondike', status: 'playing', score: 0, moves: 0, pass: 1, canFinish: false, deal: 1 });
    expect(r['position']).toBe(encodePosition(newDeal(1)));
    expect(String(r['position']).split('\n')[4]).toBe(': JC');
    expect(send({ cmd: 'moves' })).toEqual({ ok: true, moves: ['s'] });
  });

  it('KLO-10 options: Ziehen 3 and Vegas start at −52; a bad option or seed is a bad_request and keeps the game', () => {
    const send = engine();
    expect(send({ cmd: 'new', game: 'klondike', seed: 5, options: { draw: 3, scoring: 'vegas' } })).toMatchObject({ ok: true, score: -52 });
    const before = send({ cmd: 'position' })['position'];
    for (const options of [{ draw: 2 }, { scoring: 'las vegas' }, { winnable: 'yes' }, { carry: 1.5 }, 'draw']) {
      expect(send({ cmd: 'new', game: 'klondike', seed: 1, options })).toMatchObject({ ok: false, code: 'bad_request' });
    }
    for (const seed of [-1, 1.5, 'abc', null, 2 ** 53]) expect(send({ cmd: 'new', game: 'klondike', seed })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send({ cmd: 'position' })['position']).toBe(before);
  });

  it('KLO-12 with winnable the engine deals the first proven seed from the seed on and names it in deal', () => {
    const send = engine();
    const r = send({ cmd: 'new', game: 'klondike', seed: 2, options: { winnable: true } });
    expect(r).toMatchObject({ ok: true, deal: 3 });
    expect(r['position']).toBe(encodePosition(newDeal(3)));
  });

  it('KLO-4 a move answers events and turned; undo and redo restore it', () => {
    const send = engine();
    expect(send({ cmd: 'load', game: 'klondike', position: turnOver })).toMatchObject({ ok: true, deal: null, score: 0 });
    const r = send({ cmd: 'move', move: '12' });
    expect(r).toMatchObject({ ok: true, events: [], turned: ['8H'], score: 5, moves: 1 });
    expect(String(r['position']).split('\n')[4]).toBe(': 4C | 8H');
    expect(send({ cmd: 'move', move: 's' })).toMatchObject({ ok: true, turned: [], moves: 2 });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: true, moves: 1 });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: true, moves: 0, position: turnOver });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send({ cmd: 'redo' })).toMatchObject({ ok: true, moves: 1, score: 5 });
  });

  it('KLO-2 an illegal move is refused and changes nothing; junk is a bad_request', () => {
    const send = engine();
    send({ cmd: 'load', game: 'klondike', position: turnOver });
    expect(send({ cmd: 'move', move: '13' })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send({ cmd: 'move', move: 'wh' })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send({ cmd: 'move', move: '9z' })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send({ cmd: 'move' })).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send({ cmd: 'position' })).toMatchObject({ position: turnOver, moves: 0 });
  });

  it('KLO-8 finish sends every card home as moves, wins, and undoes as one step', () => {
    const send = engine();
    expect(send({ cmd: 'load', game: 'klondike', position: done })).toMatchObject({ ok: true, canFinish: true });
    expect(send({ cmd: 'finish' })).toMatchObject({ ok: true, status: 'won', events: ['won'], moves: 5, score: 50, canFinish: false });
    expect(send({ cmd: 'finish' })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send({ cmd: 'undo' })).toMatchObject({ ok: true, status: 'playing', canFinish: true });
  });

  it('KLO-9 a table nothing can change any more loads as "stuck"', () => {
    const send = engine();
    expect(send({ cmd: 'load', game: 'klondike', position: frozen })).toMatchObject({ ok: true, status: 'stuck' });
    expect(send({ cmd: 'moves' })).toEqual({ ok: true, moves: ['s'] });
  });

  it('KLO-11 hint answers a move, "s", or null, and changes nothing', () => {
    const send = engine();
    send({ cmd: 'new', game: 'klondike', seed: 1 });
    expect(send({ cmd: 'hint' })).toEqual({ ok: true, hint: 's' });
    send({ cmd: 'load', game: 'klondike', position: turnOver });
    expect(send({ cmd: 'hint' })).toEqual({ ok: true, hint: '12' });
    send({ cmd: 'load', game: 'klondike', position: frozen, options: { scoring: 'vegas' } });
    expect(send({ cmd: 'hint' })).toEqual({ ok: true, hint: 's' }); // the stock still has cards
    expect(send({ cmd: 'position' })).toMatchObject({ moves: 0 });
  });

  it('KLO-12 solve: moves that win (they replay to "won"), null when impossible, "unknown" when the budget runs out', () => {
    const send = engine();
    send({ cmd: 'new', game: 'klondike', seed: 0 });
    const r = send({ cmd: 'solve', nodes: 5000 });
    expect(r['ok']).toBe(true);
    const solution = r['solution'] as string[];
    expect(Array.isArray(solution)).toBe(true);
    let last: Json = {};
    for (const m of solution) {
      last = send({ cmd: 'move', move: m });
      expect(last['ok'], `${m}: ${String(last['error'])}`).toBe(true);
    }
    expect(last).toMatchObject({ status: 'won', events: ['won'] });
    send({ cmd: 'new', game: 'klondike', seed: 2 });
    expect(send({ cmd: 'solve', nodes: 10 })).toEqual({ ok: true, solution: 'unknown' });
    send({ cmd: 'load', game: 'klondike', position: frozen });
    expect(send({ cmd: 'solve' })).toEqual({ ok: true, solution: null });
    for (const nodes of [0, -1, 1.5, '100', 1e9]) expect(send({ cmd: 'solve', nodes })).toMatchObject({ ok: false, code: 'bad_request' });
  });

  it.each([
    ['a missing card', 'Foundations: H-0 C-0 D-0 S-0\n: AS'],
    ['not a string', { rows: [] }],
    ['a face-down last card', frozen.replace(': 2H | 3C', ': 2H 3C |')],
  ])('ENGINE load with %s is bad_position and keeps the game', (_t, position) => {
    const send = engine();
    send({ cmd: 'new', game: 'klondike', seed: 3 });
    expect(send({ cmd: 'load', game: 'klondike', position })).toMatchObject({ ok: false, code: 'bad_position' });
    expect(send({ cmd: 'position' })['position']).toBe(encodePosition(newDeal(3)));
  });

  it('ENGINE junk seeds, options, positions, moves and solve budgets never throw and answer a documented code', () => {
    const junk = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.string({ maxLength: 40 }),
      fc.constantFrom(-1, 1.5, 2 ** 53, Number.MAX_VALUE, 'NaN', '', 's', 'hD3', '73'),
    );
    const send = engine();
    send({ cmd: 'new', game: 'klondike', seed: 4 });
    fc.assert(
      fc.property(fc.constantFrom('new', 'load', 'move', 'solve', 'hint', 'finish'), junk, junk, (cmd, a, b) => {
        const before = send({ cmd: 'position' });
        const req =
          cmd === 'new'
            ? { cmd, game: 'klondike', seed: a, options: typeof b === 'object' && b !== null ? { ...b, winnable: false } : b }
            : cmd === 'load'
              ? { cmd, game: 'klondike', position: a, options: b }
              : cmd === 'move'
                ? { cmd, move: a }
                : cmd === 'solve'
                  ? { cmd, nodes: typeof a === 'number' ? Math.min(a, 2000) : a }
                  : { cmd };
        const r = send(req);
        expect(typeof r['ok']).toBe('boolean');
        if (r['ok'] === false) {
          expect(['bad_request', 'bad_position', 'illegal']).toContain(r['code']);
          expect(send({ cmd: 'position' })).toEqual(before);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('ENGINE a real `npm run --silent engine` process answers line by line', () => {
    const lines = [{ cmd: 'new', game: 'klondike', seed: 1 }, 'not json', { cmd: 'move', move: 's' }, { cmd: 'hint' }].map((x) =>
      typeof x === 'string' ? x : JSON.stringify(x),
    );
    const out = spawnSync('npm', ['run', '--silent', 'engine'], { input: `${lines.join('\n')}\n`, encoding: 'utf8', timeout: 30_000 });
    expect(out.status).toBe(0);
    const responses = out.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Json);
    expect(responses).toHaveLength(4);
    expect(responses[1]).toMatchObject({ ok: false, code: 'bad_request' });
    expect(responses[2]).toMatchObject({ ok: true, moves: 1, turned: [] });
  });
});
