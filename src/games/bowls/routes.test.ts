// Farbschalen links (routes.ts): every link of before opens the same round; any value of ?daily=
// other than 1 is a bad link the page names (issue 26); bad puzzle numbers fall back to puzzle 1.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bowlsQueryOf, originOfRound, puzzleOfQuery, readBowlsQuery, type BowlsRound } from './routes.ts';

const TODAY = '2026-12-03';
const read = (q: string, carried: string | null = null) => readBowlsQuery(new URLSearchParams(q), TODAY, carried);

describe('bowls routes', () => {
  it.each<[string, BowlsRound | 'resume']>([
    ['', 'resume'],
    ['daily=1', { kind: 'daily', day: TODAY }],
    ['puzzle=7', { kind: 'puzzle', n: 7 }],
    ['puzzle=100', { kind: 'puzzle', n: 100 }],
    ['seed=4242', { kind: 'endless', seed: 4242 }],
  ])('"%s" opens %o and formats back', (q, round) => {
    expect(read(q)).toEqual({ ok: true, round });
    if (round !== 'resume') expect(read(new URLSearchParams(bowlsQueryOf(round)).toString())).toEqual({ ok: true, round });
  });

  it("the old saves' origins: daily seed YYYYMMDD, puzzle seed = its number, endless its seed", () => {
    expect(originOfRound({ kind: 'daily', day: '2026-12-02' })).toEqual({ seed: 20261202, options: { mode: 'daily' } });
    expect(originOfRound({ kind: 'puzzle', n: 12 })).toEqual({ seed: 12, options: { mode: 'puzzle' } });
    expect(originOfRound({ kind: 'endless', seed: 5 })).toEqual({ seed: 5, options: { mode: 'endless' } });
  });

  it("BOW-26 ?daily=1 continues the daily attempt of an earlier day; &day=<today> asks for today's", () => {
    expect(read('daily=1', '2026-12-02')).toEqual({ ok: true, round: { kind: 'daily', day: '2026-12-02' } });
    expect(read(`daily=1&day=${TODAY}`, '2026-12-02')).toEqual({ ok: true, round: { kind: 'daily', day: TODAY } });
  });

  it.each(['', '0', '2', '-1', 'ja', 'true', '2026-12-03', '<script>alert(1)</script>', '1'.repeat(10_000)])(
    'issue 26: ?daily=%s is a bad link: named in German, the game in progress stays',
    (raw) => {
      const r = readBowlsQuery(new URLSearchParams({ daily: raw }), TODAY, null);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.fallback).toBe('resume');
      expect(r.message).toMatch(/Tagesaufgabe/);
      expect(String(r.message).length).toBeLessThan(120);
    },
  );

  it('issue 26: any daily value but "1" is refused; bad puzzle numbers name themselves and open nothing', () => {
    fc.assert(fc.property(fc.string(), (raw) => readBowlsQuery(new URLSearchParams({ daily: raw }), TODAY, null).ok === (raw === '1')));
    for (const raw of ['', '0', '101', '-1', '1.5', 'abc', '99999999999']) {
      const r = read(`puzzle=${encodeURIComponent(raw)}`);
      expect(r).toMatchObject({ ok: false, fallback: 'resume' });
      if (!r.ok) expect(r.message).toContain('ist kein Rätsel');
      expect(puzzleOfQuery(new URLSearchParams({ puzzle: raw }))).toBeNull();
    }
    expect(read('seed=abc')).toMatchObject({ ok: false, fallback: 'resume' });
  });

  it.each(['', '2026-12-02', 'gestern', '<script>alert(1)</script>'])("issue 26: ?daily=1&day=%s names the day and keeps to today's task", (raw) => {
    const r = readBowlsQuery(new URLSearchParams({ daily: '1', day: raw }), TODAY, null);
    expect(r).toMatchObject({ ok: false, fallback: { kind: 'daily', day: TODAY } });
    if (!r.ok) expect(r.message).toMatch(/kein offener Tag/);
  });
});
