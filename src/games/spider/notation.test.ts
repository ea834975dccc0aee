// Spider's position text and move notation: the exact ENGINE.md form, every load check, junk never throws.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spiderDef } from './def.ts';
import { MAX_POSITION_CHARS, decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import { DEAL, newDeal } from './rules.ts';
import { mv, play, table, text } from './testing.ts';

const start = encodePosition(newDeal(1, 1));
const lines = start.split('\n');
const withLine = (i: number, l: string): string => lines.map((x, j) => (j === i ? l : x)).join('\n');

describe('position text', () => {
  it('SPI-1 the ENGINE.md form: Foundations, Stock bottom first, ten column lines with |, Score and Moves', () => {
    expect(lines).toHaveLength(14);
    expect(lines[0]).toBe('Foundations:');
    expect(lines[1]).toMatch(/^Stock:( [2-9TJQKA]S){50}$/);
    for (const l of lines.slice(2, 12)) expect(l).toMatch(/^: ([2-9TJQKA]S ){4,5}\| [2-9TJQKA]S$/);
    expect(lines.slice(12)).toEqual(['Score: 500', 'Moves: 0']);
  });

  it('SPI-4 completed runs show as their suits in order; an empty column is ":" alone; all face up has no |', () => {
    const s = table({ columns: { 0: 'KS QS', 1: '' }, foundations: 'S H', suits: 2, fill: [2, 3, 4, 5, 6, 7, 8, 9] });
    const t = encodePosition(s).split('\n');
    expect(t[0]).toBe('Foundations: S H');
    expect(t[2]).toBe(': KS QS');
    expect(t[3]).toBe(':');
    expect(decodePosition(encodePosition(s))).toEqual({ ok: true, value: s });
  });

  it('SPI-1 load infers the suit count from the cards and checks it against the options', () => {
    const two = encodePosition(newDeal(4, 2));
    expect(decodePosition(two)).toMatchObject({ ok: true, value: { suits: 2 } });
    expect(decodePosition(two, 2).ok).toBe(true);
    expect(decodePosition(two, 4)).toMatchObject({ ok: false, error: { code: 'bad_position' } });
    expect(decodePosition(encodePosition(newDeal(4, 4)))).toMatchObject({ ok: true, value: { suits: 4 } });
  });

  it('SPI-6 Score and Moves load; missing Moves is 0 and missing Score is 500 − moves + 100 per run', () => {
    const s = decodePosition(lines.slice(0, 12).join('\n'));
    expect(s).toMatchObject({ ok: true, value: { score: 500, moves: 0 } });
    const t = decodePosition([...lines.slice(0, 12), 'Moves: 7'].join('\n'));
    expect(t).toMatchObject({ ok: true, value: { score: 493, moves: 7 } });
    const u = decodePosition([...lines.slice(0, 12), 'Moves: 7', 'Score: -20'].join('\n'));
    expect(u).toMatchObject({ ok: true, value: { score: -20, moves: 7 } });
    const runs = table({ columns: {}, foundations: 'S S', fill: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
    const noScore = encodePosition(runs).split('\n').slice(0, 12).join('\n');
    expect(decodePosition(noScore)).toMatchObject({ ok: true, value: { score: 700 } });
  });

  it('load accepts CRLF, blank lines, header lines in any order, lower case cards and 10 for T', () => {
    const shuffled = [lines[13], '', lines[1], lines[0], ...lines.slice(2, 12), lines[12]].join('\r\n');
    expect(decodePosition(shuffled)).toEqual(decodePosition(start));
    expect(decodePosition(start.replace(/TS/g, '10s'))).toEqual(decodePosition(start));
  });

  it.each([
    ['not a text', 42],
    ['empty', ''],
    ['nine columns', lines.slice(0, 11).join('\n')],
    ['eleven columns', [...lines, ':'].join('\n')],
    ['a card too many', withLine(2, `${lines[2]} KS`)],
    ['a card missing', withLine(2, lines[2]!.replace(/ [2-9TJQKA]S \|/, ' |'))],
    ['a heart in a 1-suit game', withLine(2, lines[2]!.replace(/S$/, 'H'))],
    ['a stock that is no multiple of ten', withLine(1, lines[1]!.replace(/ \w\w$/, ''))],
    ['a column ending face down', withLine(2, lines[2]!.replace(/\| \w\w$/, '|'))],
    ['two | in a column', withLine(2, `${lines[2]} |`)],
    ['an unknown card', withLine(2, lines[2]!.replace(/S$/, 'X'))],
    ['an unknown suit in Foundations', withLine(0, 'Foundations: X')],
    ['an unknown line', `${start}\nHello: 1`],
    ['a header twice', `${start}\nMoves: 3`],
    ['a negative move count', withLine(13, 'Moves: -1')],
    ['a huge score', withLine(12, 'Score: 99999999999')],
    ['a fractional score', withLine(12, 'Score: 1.5')],
    ['NaN moves', withLine(13, 'Moves: NaN')],
    ['a 10 KB string', 'x'.repeat(MAX_POSITION_CHARS + 1)],
    ['runs home and their cards still on the table', withLine(0, 'Foundations: S')],
  ])('load refuses %s with bad_position', (_why, position) => {
    const r = decodePosition(position);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('bad_position');
  });

  it('a stock of 60 is refused (at most 5 deals)', () => {
    const s = newDeal(2, 1);
    const big = { ...s, stock: [...s.stock, ...s.columns[0]!.slice(0, 6), ...s.columns[1]!.slice(0, 4)] };
    const cols = s.columns.map((c, i) => (i === 0 ? c.slice(6) : i === 1 ? c.slice(4) : c));
    const r = decodePosition(encodePosition({ ...big, columns: cols, hidden: cols.map((c) => Math.max(0, c.length - 1)) }));
    expect(r.ok).toBe(false);
  });

  it('junk positions never throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.jsonValue({ maxDepth: 2 })), (junk) => {
        const r = spiderDef.load(junk, {});
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.string({ maxLength: 3 }), (at, len, ins) => {
        const i = at % start.length;
        const edited = start.slice(0, i) + ins + start.slice(i + (len % 4));
        const r = decodePosition(edited);
        if (r.ok) expect(decodePosition(encodePosition(r.value))).toEqual(r);
      }),
      { numRuns: 300 },
    );
  });
});

describe('move notation', () => {
  it.each([
    ['37', mv(2, 6)],
    ['30', mv(2, 9)],
    ['01', mv(9, 0)],
    ['30v2', mv(2, 9, 2)],
    ['10vd', mv(0, 9, 13)],
    ['s', DEAL],
  ])('SPI-2 %s', (textForm, move) => {
    expect(parseMove(textForm)).toEqual({ ok: true, value: move });
    expect(formatMove(move)).toBe(textForm);
  });

  it('moves are trimmed and case-insensitive', () => {
    expect(parseMove(' S ')).toEqual({ ok: true, value: DEAL });
    expect(parseMove('30V2')).toEqual({ ok: true, value: mv(2, 9, 2) });
  });

  it.each([['3'], ['378'], ['3a'], ['30v0'], ['30v'], ['30v123'], ['d'], [''], [37], [null], ['x'.repeat(100)]])('junk move %j is a bad_request', (raw) => {
    const r = parseMove(raw);
    expect(!r.ok && r.error.code).toBe('bad_request');
  });

  it('junk moves never throw, through parse and play', () => {
    const s = play(newDeal(3, 2), DEAL).state;
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 })), (junk) => {
        const m = spiderDef.parseMove(junk);
        if (m.ok) expect(typeof spiderDef.play(s, m.value, undefined, {}).ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
    for (const raw of [
      { kind: 'move', from: 11, to: 1 },
      { kind: 'move', from: 0.5, to: 1 },
      { kind: 'move', from: 0, to: 1, count: -2 },
      { kind: 'jump' },
      null,
    ]) {
      const r = spiderDef.play(s, raw as never, undefined, {});
      expect(r.ok).toBe(false);
    }
  });

  it('junk options never throw; only suits 1, 2, 4 pass', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 2 }), (junk) => {
        const r = spiderDef.parseOptions(junk);
        if (r.ok) expect([undefined, 1, 2, 4]).toContain(r.value.suits);
        expect(typeof spiderDef.parseOptions({ suits: junk }).ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });

  it('text helper builds loadable positions', () => {
    expect(decodePosition(text({ columns: { 0: 'KS' }, fill: [1, 2] })).ok).toBe(true);
  });
});
