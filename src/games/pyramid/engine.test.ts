// Engine protocol tests for game "pyramid": in-process Engine with GAME_DEFS, plus one spawned CLI run.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { Engine } from '../../engine/engine.ts';
import { GAME_DEFS } from '../defs.ts';

type Json = Record<string, unknown>;
const send = (e: Engine, req: unknown): Json => JSON.parse(e.handleLine(typeof req === 'string' ? req : JSON.stringify(req))) as Json;
const fresh = (seed: unknown = 1): Engine => {
  const e = new Engine(GAME_DEFS);
  expect(send(e, { cmd: 'new', game: 'pyramid', seed }).ok).toBe(true);
  return e;
};

const APEX_AND_KING = {
  rows: [
    ['AC'],
    [null, null],
    [null, null, null],
    [null, null, null, null],
    [null, null, null, null, null],
    [null, null, null, null, null, null],
    [null, null, null, null, null, null, null],
  ],
  stock: ['5H'],
  waste: ['QD'],
  score: 27,
  combo: 2,
};

describe('engine: pyramid', () => {
  it('PYR-1 new: a position with rows of 1 … 7 cards, 24 in the stock, status and extras', () => {
    const e = new Engine(GAME_DEFS);
    const r = send(e, { cmd: 'new', game: 'pyramid', seed: 1 });
    expect(r).toMatchObject({ ok: true, game: 'pyramid', status: 'playing', score: 0, combo: 0 });
    const p = r['position'] as { rows: string[][]; stock: string[]; waste: string[]; score: number; combo: number };
    expect(p.rows.map((row) => row.length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(p.rows[0]).toEqual(['JC']);
    expect(p.stock).toHaveLength(24);
    expect(p.waste).toEqual([]);
    expect(p).toMatchObject({ score: 0, combo: 0 });
  });

  it('PYR-9 the same seed deals the same position; another seed a different one', () => {
    const a = send(fresh(7), { cmd: 'position' });
    const b = send(fresh(7), { cmd: 'position' });
    const c = send(fresh(8), { cmd: 'position' });
    expect(a['position']).toEqual(b['position']);
    expect(a['position']).not.toEqual(c['position']);
  });

  it('PYR-2 PYR-4 moves lists removals then "draw"; a move returns position, status, events and extras', () => {
    const e = fresh(1);
    expect(send(e, { cmd: 'moves' })).toEqual({ ok: true, moves: ['4C+9S', 'KH', '3H+TH', 'draw'] });
    const r = send(e, { cmd: 'move', move: '9S+4C' });
    expect(r).toMatchObject({ ok: true, status: 'playing', events: [], score: 2, combo: 1 });
    const d = send(e, { cmd: 'move', move: 'draw' });
    expect(d).toMatchObject({ ok: true, score: 2, combo: 0 });
    expect((d['position'] as { waste: string[] }).waste).toEqual(['KS']);
    expect(send(e, { cmd: 'move', move: 'KS' })).toMatchObject({ ok: true, score: 2, combo: 1 });
  });

  it('PYR-7 hint returns a move in notation, "draw" when only drawing is possible, null when nothing is left', () => {
    const e = fresh(1);
    expect(send(e, { cmd: 'hint' })).toEqual({ ok: true, hint: '4C+9S' });
    // The hint changes nothing: undo has nothing to undo.
    expect(send(e, { cmd: 'undo' })).toMatchObject({ ok: false, code: 'illegal' });
    const noPair = {
      rows: [
        ['4S'],
        ['2C', '3C'],
        [null, null, null],
        [null, null, null, null],
        [null, null, null, null, null],
        [null, null, null, null, null, null],
        [null, null, null, null, null, null, null],
      ],
      stock: ['5D'],
      waste: ['4H'],
    };
    expect(send(e, { cmd: 'load', game: 'pyramid', position: noPair })).toMatchObject({ ok: true, status: 'playing' });
    expect(send(e, { cmd: 'hint' })).toEqual({ ok: true, hint: 'draw' });
    expect(send(e, { cmd: 'move', move: 'draw' })).toMatchObject({ ok: true, status: 'lost', events: ['lost'] });
    expect(send(e, { cmd: 'hint' })).toEqual({ ok: true, hint: null });
    expect(send(e, { cmd: 'moves' })).toEqual({ ok: true, moves: [] });
  });

  it('PYR-10 PYR-5 winning with cards left in the stock; the score is capped at 28', () => {
    const e = new Engine(GAME_DEFS);
    expect(send(e, { cmd: 'load', game: 'pyramid', position: APEX_AND_KING })).toMatchObject({ ok: true, status: 'playing', score: 27, combo: 2 });
    expect(send(e, { cmd: 'move', move: 'QD+AC' })).toMatchObject({ ok: true, status: 'won', events: ['won'], score: 28, combo: 3 });
    expect(send(e, { cmd: 'move', move: 'draw' })).toMatchObject({ ok: false, code: 'illegal' });
  });

  it('PYR-8 undo restores the complete position, redo replays it', () => {
    const e = fresh(1);
    const start = send(e, { cmd: 'position' });
    send(e, { cmd: 'move', move: '4C+9S' });
    const after = send(e, { cmd: 'move', move: 'draw' });
    send(e, { cmd: 'undo' });
    expect(send(e, { cmd: 'undo' })).toMatchObject({ ok: true, position: start['position'], score: 0, combo: 0 });
    send(e, { cmd: 'redo' });
    expect(send(e, { cmd: 'redo' })).toMatchObject({ ok: true, position: after['position'] });
  });

  it('load round-trips the position (object or JSON text)', () => {
    const e = fresh(3);
    send(e, { cmd: 'move', move: 'draw' });
    const p = send(e, { cmd: 'position' })['position'];
    const e2 = new Engine(GAME_DEFS);
    expect(send(e2, { cmd: 'load', game: 'pyramid', position: p })['position']).toEqual(p);
    expect(send(e2, { cmd: 'load', game: 'pyramid', position: JSON.stringify(p) })['position']).toEqual(p);
  });

  it.each([
    ['six rows', { ...APEX_AND_KING, rows: APEX_AND_KING.rows.slice(0, 6) }],
    ['a row of the wrong length', { ...APEX_AND_KING, rows: [['AC', 'QS'], ...APEX_AND_KING.rows.slice(1)] }],
    ['an unknown card', { ...APEX_AND_KING, waste: ['ZZ'] }],
    ['a duplicate card', { ...APEX_AND_KING, waste: ['AC'] }],
    ['a card on a removed card', { ...APEX_AND_KING, rows: [[null], ['2C', null], ...APEX_AND_KING.rows.slice(2)] }],
    [
      'too many cards in stock and waste',
      {
        ...APEX_AND_KING,
        stock: ['2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', 'TC', 'JC', 'QC', 'KC', '2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D', 'TD', 'JD', 'KD', '2H'],
      },
    ],
    ['a score above 28', { ...APEX_AND_KING, score: 29 }],
    ['a negative combo', { ...APEX_AND_KING, combo: -1 }],
    ['not JSON text', '{"rows":'],
    ['a number', 42],
  ])('a bad position (%s) is bad_position and keeps the game', (_name, position) => {
    const e = fresh(1);
    const before = send(e, { cmd: 'position' });
    const r = send(e, { cmd: 'load', game: 'pyramid', position });
    expect(r).toMatchObject({ ok: false, code: 'bad_position' });
    expect(typeof r['error']).toBe('string');
    expect(send(e, { cmd: 'position' })).toEqual(before);
  });

  it.each([
    ['a negative seed', { cmd: 'new', game: 'pyramid', seed: -1 }],
    ['a fractional seed', { cmd: 'new', game: 'pyramid', seed: 1.5 }],
    ['a word as seed', { cmd: 'new', game: 'pyramid', seed: 'abc' }],
    ['a missing seed', { cmd: 'new', game: 'pyramid' }],
    ['a move that is no notation', { cmd: 'move', move: 'QH-AS' }],
    ['a move that is not a string', { cmd: 'move', move: 7 }],
  ])('%s is bad_request and keeps the game', (_name, req) => {
    const e = fresh(1);
    const before = send(e, { cmd: 'position' });
    expect(send(e, req)).toMatchObject({ ok: false, code: 'bad_request' });
    expect(send(e, { cmd: 'position' })).toEqual(before);
  });

  it.each([
    ['a covered card', 'JC+2C'],
    ['a pair that does not sum to 13', '4C+KH'],
    ['a lone non-king', '4C'],
    ['a king in the stock', 'KC'],
  ])('PYR-3 an illegal move (%s) is "illegal" and keeps the game', (_name, move) => {
    const e = fresh(1);
    const before = send(e, { cmd: 'position' });
    expect(send(e, { cmd: 'move', move })).toMatchObject({ ok: false, code: 'illegal' });
    expect(send(e, { cmd: 'position' })).toEqual(before);
  });

  it('fuzz: any request either succeeds or fails with a code and leaves the position exactly as it was', () => {
    const req = fc.oneof(
      fc.record({ cmd: fc.constant('move'), move: fc.oneof(fc.constantFrom('draw', 'KH', 'QH+AS', '4C+9S', 'KS', '3H+TH', 'x+y'), fc.jsonValue()) }),
      fc.record({ cmd: fc.constantFrom('undo', 'redo', 'hint', 'moves', 'position', 'finish', 'shuffle') }),
      fc.record({ cmd: fc.constant('load'), game: fc.constant('pyramid'), position: fc.jsonValue() }),
      fc.jsonValue(),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(req, { maxLength: 25 }), (reqs) => {
        const e = fresh(1);
        for (const r of reqs) {
          const before = send(e, { cmd: 'position' });
          const out = send(e, typeof r === 'string' ? r : (JSON.stringify(r) ?? 'null'));
          if (out['ok'] === false) {
            expect(typeof out['code']).toBe('string');
            expect(out['code']).not.toBe('internal');
            expect(send(e, { cmd: 'position' })).toEqual(before);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('the CLI (npm run engine) speaks the protocol line by line', () => {
    const input = [
      JSON.stringify({ cmd: 'new', game: 'pyramid', seed: 1 }),
      JSON.stringify({ cmd: 'hint' }),
      JSON.stringify({ cmd: 'move', move: 'KH' }),
      'not json',
      JSON.stringify({ cmd: 'position' }),
    ].join('\n');
    const out = spawnSync('npm', ['run', '--silent', 'engine'], { input, encoding: 'utf8', timeout: 30_000 });
    expect(out.status).toBe(0);
    const lines = out.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Json);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toEqual({ ok: true, hint: '4C+9S' });
    expect(lines[2]).toMatchObject({ ok: true, score: 1, combo: 1 });
    expect(lines[3]).toMatchObject({ ok: false, code: 'bad_request' });
    expect(lines[4]).toMatchObject({ ok: true, score: 1, status: 'playing' });
  });
});
