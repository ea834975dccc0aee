// Pyramid statistics and the daily deal (issue 13): pure updates, the schema's guards, the day mapping.

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPTY_STATS, STATS_ENTRY, countPlayed, dailyDeal, dailyResult, recordBest, recordDaily, recordWin, summarize } from './records.ts';

describe('pyramid statistics (issue 13)', () => {
  it('issue 13 played, won, win rate, best score and longest combo add up', () => {
    let s = countPlayed(undefined);
    s = recordBest(s, { score: 12, combo: 4 });
    s = countPlayed(s);
    s = recordBest(s, { score: 9, combo: 6 });
    s = recordWin(s);
    expect(summarize(s)).toEqual({ played: 2, won: 1, winRate: 0.5, bestScore: 28, longestCombo: 6, dailyWon: 0 });
    expect(summarize(undefined)).toMatchObject({ played: 0, winRate: null, bestScore: null, longestCombo: null });
  });

  it('issue 13 a day keeps its best result; a win beats any score', () => {
    let s = recordDaily(EMPTY_STATS, { day: '2026-12-03', score: 20, won: false });
    s = recordDaily(s, { day: '2026-12-01', score: 5, won: false });
    s = recordDaily(s, { day: '2026-12-03', score: 14, won: false });
    expect(dailyResult(s, '2026-12-03')).toEqual({ day: '2026-12-03', score: 20, won: false });
    s = recordDaily(s, { day: '2026-12-03', score: 28, won: true });
    s = recordDaily(s, { day: '2026-12-03', score: 22, won: false });
    expect(dailyResult(s, '2026-12-03')).toEqual({ day: '2026-12-03', score: 28, won: true });
    expect(s.daily.map((d) => d.day)).toEqual(['2026-12-01', '2026-12-03']);
  });

  it('issue 13 what play writes passes the schema; impossible records are refused', () => {
    const good = recordDaily(recordWin(countPlayed(undefined)), { day: '2026-12-03', score: 28, won: true });
    expect(v.safeParse(STATS_ENTRY.schema, good).success).toBe(true);
    for (const bad of [
      { ...good, won: 2 },
      { ...good, bestScore: 29 },
      { ...good, bestScore: 20 },
      { ...good, longestCombo: -1 },
      { ...good, daily: [good.daily[0], good.daily[0]] },
      { ...good, daily: [{ day: '2026-12-03', score: 3, won: true }] },
      { ...good, daily: [{ day: 'gestern', score: 3, won: false }] },
    ])
      expect(v.safeParse(STATS_ENTRY.schema, bad).success).toBe(false);
  });

  it('issue 13 the daily deal follows the local day: the same all day, another the next day', () => {
    expect(dailyDeal('2026-12-03')).toBe(dailyDeal('2026-12-03'));
    expect(dailyDeal('2026-12-03')).not.toBe(dailyDeal('2026-12-04'));
    for (const day of ['2026-01-01', '2026-12-03', '2030-02-28']) {
      const n = dailyDeal(day);
      expect(Number.isInteger(n) && n >= 1 && n <= 999_999).toBe(true);
    }
  });
});
