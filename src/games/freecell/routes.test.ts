// FreeCell links: query <-> round, both ways, and typed errors for links the page cannot follow.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/dates.ts';
import { MAX_DEAL } from './deal.ts';
import { DAILY_WINDOW } from './records.ts';
import { formatFreecellQuery, parseFreecellQuery, type FreecellRound } from './routes.ts';

const TODAY = '2026-12-02';
const parse = (q: string) => parseFreecellQuery(new URLSearchParams(q), TODAY);

describe('FreeCell routes', () => {
  it.each([
    ['deal=1', { kind: 'free', deal: 1 }],
    ['deal=11982', { kind: 'free', deal: 11982 }],
    [`deal=${MAX_DEAL}`, { kind: 'free', deal: MAX_DEAL }],
    ['daily=1', { kind: 'daily', day: TODAY }],
    [`daily=1&day=${TODAY}`, { kind: 'daily', day: TODAY }],
    ['daily=1&day=2026-11-03', { kind: 'daily', day: '2026-11-03' }],
    // The daily link wins over a deal number in the same query.
    ['daily=1&deal=5', { kind: 'daily', day: TODAY }],
    ['', { kind: 'resume' }],
    ['daily=0', { kind: 'resume' }],
  ])('FC-14 FC-16 "%s" opens %j', (q, route) => {
    expect(parse(q)).toEqual({ ok: true, value: route });
  });

  it.each(['deal=0', 'deal=-3', 'deal=abc', 'deal=', `deal=${MAX_DEAL + 1}`, 'deal=1.5'])(
    'FC-14 "%s" is a bad deal link: the saved free game opens instead',
    (q) => {
      const r = parse(q);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 'bad_deal', raw: new URLSearchParams(q).get('deal'), fallback: { kind: 'resume' } });
    },
  );

  it.each(['2026-12-03', '2026-11-02', '2026-13-01', 'yesterday', ''])('FC-16 daily day "%s" is not open: today\'s daily deal opens instead', (day) => {
    const r = parse(`daily=1&day=${day}`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'bad_day', raw: day, fallback: { kind: 'daily', day: TODAY } });
  });

  it("FC-14 FC-16 every round formats to a query that parses back to it; today's daily link has no day", () => {
    const round: fc.Arbitrary<FreecellRound> = fc.oneof(
      fc.integer({ min: 1, max: MAX_DEAL }).map((deal) => ({ kind: 'free' as const, deal })),
      fc.integer({ min: 0, max: DAILY_WINDOW - 1 }).map((back) => ({ kind: 'daily' as const, day: addDays(TODAY, -back) })),
    );
    fc.assert(
      fc.property(round, (r) => {
        const q = formatFreecellQuery(r, TODAY);
        expect(parseFreecellQuery(new URLSearchParams(q), TODAY)).toEqual({ ok: true, value: r });
      }),
    );
    expect(formatFreecellQuery({ kind: 'daily', day: TODAY }, TODAY)).toEqual({ daily: '1' });
  });
});
