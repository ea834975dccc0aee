// The rounds kit (rounds.ts): numbered rounds, the daily and its open days, a variant, labels, and
// round → query → round as the identity; the link readers every game reads its links with.
import { describe, expect, it } from 'vitest';
import { numberParam, quoted, readParams, type ParamReader } from './links.ts';
import { roundKit } from './rounds.ts';
import { q } from './testing/toy.ts';

describe('rounds kit', () => {
  const kit = roundKit({
    param: 'deal',
    range: [1, 1000],
    numberLabel: (n) => `Blatt Nr. ${n}`,
    daily: { days: 30 },
    variant: {
      param: 'draw',
      legend: 'Ziehen',
      values: [
        { value: '1', label: 'Ziehen 1' },
        { value: '3', label: 'Ziehen 3' },
      ],
    },
  });
  it.each([
    ['deal=17', { kind: 'free', seed: 17, variant: '1' }],
    ['deal=1.000', { kind: 'free', seed: 1000, variant: '1' }],
    ['deal=17&draw=3', { kind: 'free', seed: 17, variant: '3' }],
  ])('%s opens %j', (query, round) => {
    const r = kit.rounds.readQuery(q(query), '2026-12-03');
    expect(r).toEqual({ ok: true, round });
  });
  it('an earlier open daily, and one too old', () => {
    expect(kit.rounds.readQuery(q('daily=1&day=2026-11-10'), '2026-12-03')).toMatchObject({ ok: true, round: { kind: 'daily', day: '2026-11-10' } });
    expect(kit.rounds.readQuery(q('daily=1&day=2026-10-01'), '2026-12-03')).toMatchObject({ ok: false });
    expect(kit.rounds.readQuery(q('daily=1&day=2026-12-04'), '2026-12-03')).toMatchObject({ ok: false });
  });
  it.each(['', 'abc', '2026-13-45', '<script>alert(1)</script>', 'x'.repeat(10_240)])(
    'issue 26 a day that is no day ("%s") is quoted short and opens today\'s daily',
    (day) => {
      const r = kit.rounds.readQuery(q(`daily=1&day=${encodeURIComponent(day)}`), '2026-12-03');
      expect(r).toMatchObject({ ok: false, fallback: { kind: 'daily', day: '2026-12-03' } });
      if (r.ok || typeof r.message !== 'string') throw new Error('expected a bad link with its sentence');
      expect(r.message).toContain(`„${day.slice(0, 24)}`);
      expect(r.message.length).toBeLessThan(80);
    },
  );
  it('round → query → round is the identity', () => {
    for (const r of [
      { kind: 'free' as const, seed: 5, variant: '3' },
      { kind: 'daily' as const, seed: 20261201, day: '2026-12-01', variant: '1' },
    ]) {
      const back = kit.rounds.readQuery(new URLSearchParams(kit.rounds.queryOf(r, '2026-12-03')), '2026-12-03');
      expect(back).toEqual({ ok: true, round: r });
    }
  });
  it('labels say the round in one German date format', () => {
    expect(kit.rounds.label({ kind: 'daily', seed: 1, day: '2026-12-03', variant: '1' })).toBe('Tagesaufgabe 3.12.2026 · Ziehen 1');
    expect(kit.rounds.label({ kind: 'free', seed: 11982, variant: '3' })).toBe('Blatt Nr. 11.982 · Ziehen 3');
  });
});

describe('issue 30: the link readers every game uses (readParams, numberParam)', () => {
  const seed = numberParam<number>(
    [0, 99],
    (n) => n,
    (raw) => `bad ${quoted(raw)}`,
  );
  const word: ParamReader<number> = (raw, query) => ({ ok: true, round: raw.length + (query.get('x') === null ? 0 : 100) });
  const read = (text: string) =>
    readParams(q(text), [
      ['daily', word],
      ['seed', seed],
    ]);

  it('the first parameter the link has decides, in the order given; none opens the game in progress', () => {
    expect(read('seed=5&daily=abc')).toEqual({ ok: true, round: 3 });
    expect(read('seed=5')).toEqual({ ok: true, round: 5 });
    expect(read('daily=ab&x=1')).toEqual({ ok: true, round: 102 });
    expect(read('other=1')).toEqual({ ok: true, round: 'resume' });
    expect(readParams(q(''), [], { ok: true, round: { like: 7 } })).toEqual({ ok: true, round: { like: 7 } });
  });

  it('a bad number is named (quoted short) and the game in progress stays', () => {
    expect(read('seed=100')).toEqual({ ok: false, message: 'bad 100', fallback: 'resume' });
    expect(read(`seed=${'9'.repeat(40)}`)).toEqual({ ok: false, message: `bad ${'9'.repeat(24)}…`, fallback: 'resume' });
    expect(read('seed=1.000')).toEqual({ ok: false, message: 'bad 1.000', fallback: 'resume' });
  });
});
