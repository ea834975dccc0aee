// Daily seeds from local and UTC calendar dates.
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, daySeed, localDayKey, utcDayKey } from './dates.ts';

describe('dates', () => {
  it('keys a Date by UTC and by local calendar day', () => {
    const d = new Date(Date.UTC(2026, 11, 2, 23, 30));
    expect(utcDayKey(d)).toBe('2026-12-02');
    const local = new Date(2026, 0, 5, 0, 10);
    expect(localDayKey(local)).toBe('2026-01-05');
  });

  it('gives the same seed all day, whatever the hour', () => {
    const morning = new Date(2026, 5, 1, 0, 0, 1);
    const night = new Date(2026, 5, 1, 23, 59, 59);
    expect(daySeed(localDayKey(morning))).toBe(daySeed(localDayKey(night)));
    expect(daySeed('2026-12-02')).toBe(20261202);
  });

  it('does calendar arithmetic across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-12-02', -29)).toBe('2026-11-03');
  });

  it('rejects impossible days', () => {
    expect(dayNumber('2026-02-30')).toBeNull();
    expect(dayNumber('2026-2-3')).toBeNull();
    expect(() => daySeed('nonsense')).toThrow(RangeError);
  });
});
