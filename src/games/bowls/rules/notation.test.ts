// Position JSON and move notation of bowls (ENGINE.md "Game bowls"): encoding, round trips, every rejection.

import { describe, expect, it } from 'vitest';
import { decodePosition, encodePosition, parseDailySeed, parseMove, rngString } from '../notation.ts';
import { newGame } from '../rules.ts';
import { play, position } from './testing.ts';

const bowls12 = (q: Record<number, string> = {}, fx: Record<number, unknown> = {}) =>
  Array.from({ length: 12 }, (_, i) => ({ q: q[i] ?? '', fx: fx[i] ?? [] }));
const puzzle = (over: Record<string, unknown> = {}) => ({
  bowls: bowls12({ 0: 'RG' }),
  score: 0,
  mode: 'puzzle',
  movesLeft: 3,
  goal: { kind: 'clear' },
  ...over,
});

describe('position JSON', () => {
  it('encodes exactly the ENGINE.md shape for an endless game', () => {
    const s = newGame('endless', 77);
    const p = encodePosition(s);
    expect(Object.keys(p)).toEqual(['bowls', 'score', 'mode', 'moves', 'rng']);
    expect(p.bowls).toHaveLength(12);
    expect(p.bowls[0]).toEqual({ q: s.bowls[0]!.queue.join(''), fx: [] });
    expect(p.rng).toBe('kb-rng-1/bowls/77');
  });

  it('encodes a puzzle with goal, movesLeft and collect progress; a temporary effect also carries ttl', () => {
    const s = position({ 0: 'R', 1: 'RJ' }, { goal: { kind: 'collect', color: 'R', n: 5 }, movesLeft: 2 }, { 3: ['frozen', 'volcano'] }, { 3: { frozen: 2 } });
    const after = play(s, 0).state;
    const p = encodePosition(after);
    expect(p).toMatchObject({ mode: 'puzzle', movesLeft: 1, goal: { kind: 'collect', color: 'R', n: 5 }, collected: { R: 2 }, moves: 1 });
    expect(p.bowls[3]).toEqual({ q: '', fx: ['frozen', 'volcano'], ttl: { frozen: 2 } });
  });

  it('a finished game records its status, so an overflowing position loads back', () => {
    const lost = play(position({ 0: 'R', 1: 'GBYPGBY' }), 0).state;
    const p = encodePosition(lost);
    expect(p).toMatchObject({ status: 'lost', end: 'overflow' });
    expect(decodePosition(p)).toEqual({ ok: true, value: lost });
  });

  it('accepts JSON text, defaults (score 0, moves 0, daily movesLeft) and the mode from options', () => {
    const r = decodePosition(JSON.stringify({ bowls: bowls12({ 0: 'RG' }) }), 'daily');
    expect(r).toMatchObject({ ok: true, value: { mode: 'daily', score: 0, moves: 0, movesLeft: 20, seed: 0, status: 'playing' } });
    const m = decodePosition({ bowls: bowls12({ 0: 'RG' }), mode: 'endless' }, 'daily');
    expect(m).toMatchObject({ ok: true, value: { mode: 'endless', movesLeft: null } });
  });

  it('BOW-22 a loaded puzzle without moves left, or without a usable bowl, is already lost', () => {
    expect(decodePosition(puzzle({ movesLeft: 0 }))).toMatchObject({ ok: true, value: { status: 'lost', end: 'noMovesLeft' } });
    expect(decodePosition(puzzle({ bowls: bowls12({ 0: 'RG' }, { 0: ['frozen'] }) }))).toMatchObject({ ok: true, value: { status: 'lost', end: 'noSource' } });
  });

  it.each([
    ['not JSON', '{bowls', /valid JSON/],
    ['not an object', [1, 2], /object/],
    ['13 bowls', { ...puzzle(), bowls: [...bowls12(), { q: '', fx: [] }] }, /exactly 12 bowls/],
    ['11 bowls', { ...puzzle(), bowls: bowls12().slice(1) }, /exactly 12 bowls/],
    ['8 stones in a bowl', puzzle({ bowls: bowls12({ 4: 'RGBYPRGB' }) }), /Bowl 4 holds 8 stones/],
    ['an unknown stone', puzzle({ bowls: bowls12({ 2: 'RQ' }) }), /unknown stone "Q"/],
    ['an unknown effect', puzzle({ bowls: bowls12({}, { 1: ['lava'] }) }), /unknown effect/],
    ['an effect twice', puzzle({ bowls: bowls12({}, { 1: ['frozen', 'frozen'] }) }), /twice/],
    ['ttl of an effect not in fx', puzzle({ bowls: [{ q: '', fx: [], ttl: { frozen: 2 } }, ...bowls12().slice(1)] }), /not in "fx"/],
    ['ttl out of range', puzzle({ bowls: [{ q: '', fx: ['frozen'], ttl: { frozen: 9 } }, ...bowls12().slice(1)] }), /ttl/],
    ['an unknown goal kind', puzzle({ goal: { kind: 'win' } }), /Unknown goal kind/],
    ['a collect goal without colour', puzzle({ goal: { kind: 'collect', n: 3 } }), /needs "color"/],
    ['a points goal without n', puzzle({ goal: { kind: 'points' } }), /needs a whole number "n"/],
    ['a combo goal above 12', puzzle({ goal: { kind: 'combo', n: 13 } }), /from 1 to 12/],
    ['a puzzle without goal', puzzle({ goal: undefined }), /needs a "goal"/],
    ['a puzzle without movesLeft', puzzle({ movesLeft: undefined }), /needs "movesLeft"/],
    ['a goal outside puzzles', { bowls: bowls12(), mode: 'endless', goal: { kind: 'clear' } }, /Only puzzle/],
    ['an endless game with movesLeft', { bowls: bowls12(), mode: 'endless', movesLeft: 3 }, /no "movesLeft"/],
    ['a daily task with a joker', { bowls: bowls12({ 0: 'RJ' }), mode: 'daily' }, /normal stones only/],
    ['a daily task with an effect', { bowls: bowls12({}, { 0: ['volcano'] }), mode: 'daily' }, /normal stones only/],
    ['a daily movesLeft above 20', { bowls: bowls12(), mode: 'daily', movesLeft: 21 }, /from 0 to 20/],
    ['an unknown mode', { bowls: bowls12(), mode: 'zen' }, /"mode"/],
    ['a negative score', puzzle({ score: -1 }), /"score"/],
    ['a foreign rng', { bowls: bowls12(), mode: 'endless', rng: 'xyz' }, /"rng"/],
    ['an rng without seed', { bowls: bowls12(), mode: 'endless', rng: 'kb-rng-1/bowls/abc' }, /no valid seed/],
    ['collected without a collect goal', puzzle({ collected: { R: 2 } }), /collect goal/],
    ['a won endless game', { bowls: bowls12(), mode: 'endless', status: 'won' }, /Only a puzzle/],
    ['an unknown status', puzzle({ status: 'paused' }), /"status"/],
  ])('bad_position: %s', (_name, raw, message) => {
    const r = decodePosition(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('bad_position');
      expect(r.error.message).toMatch(message);
    }
  });

  it('the rng string carries the seed; a daily position continues the same refills', () => {
    const s = position({ 0: 'R', 3: 'GB' }, { mode: 'daily', rng: rngString(20261202), moves: 4, movesLeft: 16 });
    expect(s.seed).toBe(20261202);
    const back = decodePosition(encodePosition(s));
    expect(back.ok).toBe(true);
    if (back.ok) expect(play(back.value, 0)).toEqual(play(s, 0));
  });
});

describe('moves and seeds', () => {
  it.each([
    [0, 0],
    [11, 11],
    ['7', 7],
  ] as const)('move %j parses to bowl %d', (raw, bowl) => {
    expect(parseMove(raw)).toEqual({ ok: true, value: bowl });
  });
  it.each([12, -1, 1.5, 'a', null, [3], '12'])('move %j is a bad_request', (raw) => {
    expect(parseMove(raw)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });
  it.each([
    [20261202, 20261202],
    ['20240229', 20240229],
  ] as const)('BOW-26 daily seed %j is a valid date', (raw, n) => {
    expect(parseDailySeed(raw)).toBe(n);
  });
  it.each([20230229, 20261301, 20261232, 2026120, 'x', 0, 99999999])('BOW-26 daily seed %j is not a date', (raw) => {
    expect(parseDailySeed(raw)).toBeNull();
  });
});
