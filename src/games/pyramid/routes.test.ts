// Pyramid links: query <-> deal, both ways, and a typed error for a link naming no deal.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DEAL } from './notation.ts';
import { formatPyramidQuery, parsePyramidQuery } from './routes.ts';

const parse = (q: string) => parsePyramidQuery(new URLSearchParams(q));

describe('pyramid routes', () => {
  it.each([
    ['deal=0', { kind: 'deal', deal: 0 }],
    ['deal=134', { kind: 'deal', deal: 134 }],
    [`deal=${MAX_DEAL}`, { kind: 'deal', deal: MAX_DEAL }],
    ['', { kind: 'fresh' }],
    ['daily=1', { kind: 'daily' }],
    ['daily=1&deal=7', { kind: 'daily' }],
  ])('PYR-9 "%s" opens %j', (q, route) => {
    expect(parse(q)).toEqual({ ok: true, value: route });
  });

  it.each(['deal=-1', 'deal=x', 'deal=', 'deal=1e3', 'deal=99999999999999999'])('PYR-9 "%s" is a bad deal link with a typed error', (q) => {
    const r = parse(q);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'bad_deal', raw: new URLSearchParams(q).get('deal') });
  });

  it('issue 13 the daily deal has its own link', () => {
    expect(formatPyramidQuery({ kind: 'daily' })).toEqual({ daily: '1' });
  });

  it('PYR-9 every deal formats to a query that parses back to it', () => {
    fc.assert(
      fc.property(fc.nat({ max: MAX_DEAL }), (deal) => {
        expect(parsePyramidQuery(new URLSearchParams(formatPyramidQuery({ kind: 'deal', deal })))).toEqual({ ok: true, value: { kind: 'deal', deal } });
      }),
    );
  });
});
