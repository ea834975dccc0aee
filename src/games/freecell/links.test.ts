// FreeCell links as the page reads and writes them (the round kit through spec.rounds.readQuery and
// spec.rounds.queryOf): query <-> round both ways, and a German refusal with a fallback for links the page
// cannot follow.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/dates.ts';
import type { Round } from '../../ui/screen/rounds.ts';
import { MAX_DEAL } from './deal.ts';
import { spec } from './page.ts';
import { DAILY_WINDOW, dailyDeal } from './records.ts';

const TODAY = '2026-12-02';
const read = (q: string) => spec.rounds.readQuery(new URLSearchParams(q), TODAY);
const free = (deal: number): Round => ({ kind: 'free', seed: deal, variant: '' });
const daily = (day: string): Round => ({ kind: 'daily', seed: dailyDeal(day), day, variant: '' });

describe('FreeCell links', () => {
  it.each([
    ['deal=1', free(1)],
    ['deal=11982', free(11982)],
    [`deal=${MAX_DEAL}`, free(MAX_DEAL)],
    ['deal= 617 ', free(617)],
    ['daily=1', daily(TODAY)],
    [`daily=1&day=${TODAY}`, daily(TODAY)],
    ['daily=1&day=2026-11-03', daily('2026-11-03')],
    // The daily link wins over a deal number in the same query.
    ['daily=1&deal=5', daily(TODAY)],
    ['', 'resume'],
  ] as const)('FC-14 FC-16 "%s" opens %j', (q, round) => {
    expect(read(q)).toEqual({ ok: true, round });
  });

  it.each(['deal=0', 'deal=-3', 'deal=abc', 'deal=', `deal=${MAX_DEAL + 1}`, 'deal=1.5', 'daily=0'])(
    'FC-14 "%s" is refused with a German sentence: the saved free game opens instead',
    (q) => {
      const r = read(q);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(typeof r.message === 'string' && r.message.length > 10).toBe(true);
        expect(r.fallback).toBe('resume');
      }
    },
  );

  it.each(['2026-12-03', '2026-11-02', '2026-13-01', '2026-02-30', 'yesterday', 'garbage', ''])(
    'FC-16 daily day "%s" is not open: it is refused and today\'s daily deal opens instead',
    (day) => {
      const r = read(`daily=1&day=${day}`);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(typeof r.message === 'string' && r.message.length > 10).toBe(true);
        expect(r.fallback).toEqual(daily(TODAY));
      }
    },
  );

  it("FC-14 FC-16 every round writes a query that reads back as it; today's daily link has no day", () => {
    const round: fc.Arbitrary<Round> = fc.oneof(
      fc.integer({ min: 1, max: MAX_DEAL }).map(free),
      fc.integer({ min: 0, max: DAILY_WINDOW - 1 }).map((back) => daily(addDays(TODAY, -back))),
    );
    fc.assert(
      fc.property(round, (r) => {
        expect(read(new URLSearchParams(spec.rounds.queryOf(r, TODAY)).toString())).toEqual({ ok: true, round: r });
      }),
    );
    expect(spec.rounds.queryOf(daily(TODAY), TODAY)).toEqual({ daily: '1' });
  });
});
