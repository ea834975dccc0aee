// Issue 13 (content): the daily board is the same for everyone on a day, differs between days, and its
// proof clears it through the rules within its adds; links to it are checked.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/dates.ts';
import { dailyBoard } from './daily.ts';
import { play, status, type NumberMatchState } from './rules.ts';
import { nmQueryOf, readNmQuery } from './page.ts';
import { nm } from './strings.de.ts';
import { emptyProgress, recordResult, dailyWon, startOf } from './records.ts';

describe('issue 13: the daily board', () => {
  it('NUM-8 every daily board of 40 days is proven: its proof clears it through the rules', () => {
    for (let k = 0; k < 40; k++) {
      const day = addDays('2026-12-01', k);
      const board = dailyBoard(day);
      expect(board, day).not.toBeNull();
      let s: NumberMatchState = (board as NonNullable<typeof board>).state;
      for (const m of (board as NonNullable<typeof board>).proof) {
        const r = play(s, m);
        expect(r.ok, day).toBe(true);
        if (r.ok) s = r.value.state;
      }
      expect(status(s), day).toBe('won');
    }
  });
  it('NUM-8 the same day gives the same board; another day another one', () => {
    expect(dailyBoard('2026-12-03')?.state).toEqual(dailyBoard('2026-12-03')?.state);
    expect(dailyBoard('2026-12-03')?.state.cells).not.toEqual(dailyBoard('2026-12-04')?.state.cells);
    expect(startOf({ kind: 'daily', day: '2026-12-03' })).toEqual({ ok: true, value: dailyBoard('2026-12-03')?.state });
  });
  it('NUM-8 a bad day is refused, in the board maker and in links', () => {
    expect(dailyBoard('2026-02-30')).toBeNull();
    const bad = readNmQuery(new URLSearchParams('daily=2026-13-01'), '2026-12-03', emptyProgress());
    expect(!bad.ok && bad.message).toBe(nm.badDay);
    const good = readNmQuery(new URLSearchParams('daily=2026-12-03'), '2026-12-05', emptyProgress());
    expect(good).toEqual({ ok: true, round: { kind: 'daily', day: '2026-12-03' } });
    expect(nmQueryOf({ kind: 'daily', day: '2026-12-03' })).toEqual({ daily: '2026-12-03' });
  });
  it('NUM-8 a won daily is remembered by day and counts as a free win', () => {
    const p = recordResult(emptyProgress(), { kind: 'daily', day: '2026-12-03' }, 'won');
    expect(dailyWon(p, '2026-12-03')).toBe(true);
    expect(dailyWon(p, '2026-12-04')).toBe(false);
    expect(p.free.won).toBe(1);
  });
});
