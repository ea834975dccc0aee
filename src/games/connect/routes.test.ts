// CON-21 CON-22 links of connect: query -> route with typed errors for bad links, and round -> query, both ways.
import { describe, expect, it } from 'vitest';
import { codeOfRoute, formatConnectQuery, parseConnectQuery } from './routes.ts';

const q = (s: string): URLSearchParams => new URLSearchParams(s);
const fresh = () => ({ seed: '00000007', size: 'a' as const });

describe('connect routes', () => {
  it('CON-21 a code opens that board, with or without a mode', () => {
    expect(parseConnectQuery(q('code=41739205-b&mode=timed'))).toEqual({
      ok: true,
      value: { kind: 'code', code: { seed: '41739205', size: 'b' }, mode: 'timed' },
    });
    expect(parseConnectQuery(q('code=%2041739205-C%20'))).toEqual({ ok: true, value: { kind: 'code', code: { seed: '41739205', size: 'c' }, mode: null } });
  });

  it('CON-22 daily=1 opens the board of the day, whose code comes from the date', () => {
    const r = parseConnectQuery(q('daily=1&mode=relaxed'));
    expect(r).toEqual({ ok: true, value: { kind: 'daily', mode: 'relaxed' } });
    if (r.ok) expect(codeOfRoute(r.value, 20261202, fresh)).toEqual({ seed: '20261202', size: 'b' });
  });

  it('CON-21 no code: a fresh board of the caller’s choice', () => {
    const r = parseConnectQuery(q(''));
    expect(r).toEqual({ ok: true, value: { kind: 'fresh', mode: null } });
    if (r.ok) expect(codeOfRoute(r.value, 20261202, fresh)).toEqual(fresh());
  });

  it('CON-21 a bad code or mode is a typed error with what to open instead', () => {
    expect(parseConnectQuery(q('code=4173-x&mode=timed'))).toMatchObject({
      ok: false,
      error: { code: 'bad_code', raw: '4173-x', fallback: { kind: 'fresh', mode: 'timed' } },
    });
    expect(parseConnectQuery(q('code=41739205-b&mode=fast'))).toMatchObject({
      ok: false,
      error: { code: 'bad_mode', raw: 'fast', fallback: { kind: 'code', code: { seed: '41739205', size: 'b' }, mode: null } },
    });
    expect(parseConnectQuery(q('code=zz&mode=fast'))).toMatchObject({ ok: false, error: { code: 'bad_mode', fallback: { kind: 'fresh', mode: null } } });
  });

  it('CON-21 a round formats to a query that parses back to the same board and mode', () => {
    for (const round of [
      { code: { seed: '00000000', size: 'a' as const }, mode: 'relaxed' as const },
      { code: { seed: '99999999', size: 'c' as const }, mode: 'timed' as const },
    ]) {
      const query = formatConnectQuery(round);
      expect(query).toEqual({ code: `${round.code.seed}-${round.code.size}`, mode: round.mode });
      expect(parseConnectQuery(new URLSearchParams(query))).toEqual({ ok: true, value: { kind: 'code', ...round } });
    }
  });
});
