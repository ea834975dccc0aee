// Farbschalen links (routes.ts): every value of ?daily= other than 1 is a bad link the page names
// and corrects (issue 26); bad puzzle numbers fall back to puzzle 1 as before.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bw } from './strings.de.ts';
import { formatBowlsQuery, parseBowlsQuery, type BowlsRoute } from './routes.ts';

const parse = (q: string) => parseBowlsQuery(new URLSearchParams(q));

describe('bowls routes', () => {
  it.each<[string, BowlsRoute]>([
    ['', { mode: 'endless' }],
    ['daily=1', { mode: 'daily' }],
    ['puzzle=7', { mode: 'puzzle', puzzle: 7 }],
    ['puzzle=100', { mode: 'puzzle', puzzle: 100 }],
  ])('"%s" opens %o and formats back', (q, route) => {
    expect(parse(q)).toEqual({ ok: true, value: route });
    expect(parse(new URLSearchParams(formatBowlsQuery(route)).toString())).toEqual({ ok: true, value: route });
  });

  it.each(['', '0', '2', '-1', 'ja', 'true', '2026-12-03', '<script>alert(1)</script>', '1'.repeat(10_000)])(
    'issue 26: ?daily=%s is a bad link: today’s task, named in German, address corrected to daily=1',
    (raw) => {
      const r = parseBowlsQuery(new URLSearchParams({ daily: raw }));
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error).toMatchObject({ code: 'bad_daily', raw, fallback: { mode: 'daily' } });
      expect(formatBowlsQuery(r.error.fallback)).toEqual({ daily: '1' });
      const text = bw.status.badDaily(raw);
      expect(text).toMatch(/Tagesaufgabe/);
      expect(text.length).toBeLessThan(120);
    },
  );

  it('issue 26: any daily value but "1" is refused; bad puzzle numbers fall back to puzzle 1', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const r = parseBowlsQuery(new URLSearchParams({ daily: raw }));
        expect(r.ok).toBe(raw === '1');
      }),
    );
    for (const raw of ['', '0', '101', '-1', '1.5', 'abc', '99999999999']) {
      expect(parse(`puzzle=${encodeURIComponent(raw)}`)).toMatchObject({
        ok: false,
        error: { code: 'bad_puzzle', raw, fallback: { mode: 'puzzle', puzzle: 1 } },
      });
    }
  });
});
