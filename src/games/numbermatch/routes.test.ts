// NUM-8 links of Number Match: query -> route with typed errors for bad links, and origin -> query, both ways.
import { describe, expect, it } from 'vitest';
import { emptyProgress, recordResult } from './progress.ts';
import { formatNumberMatchQuery, parseNumberMatchQuery } from './routes.ts';

const q = (s: string): URLSearchParams => new URLSearchParams(s);
const fresh = emptyProgress();

describe('Number Match routes', () => {
  it('NUM-8 stage, seed and classic links open their game; no link opens the overview', () => {
    expect(parseNumberMatchQuery(q('stage=1-1'), fresh)).toEqual({ ok: true, value: { kind: 'game', origin: { kind: 'stage', id: '1-1' } } });
    expect(parseNumberMatchQuery(q('seed=000042'), fresh)).toEqual({ ok: true, value: { kind: 'game', origin: { kind: 'seed', seed: 42 } } });
    expect(parseNumberMatchQuery(q('classic=1'), fresh)).toEqual({ ok: true, value: { kind: 'game', origin: { kind: 'classic' } } });
    expect(parseNumberMatchQuery(q(''), fresh)).toEqual({ ok: true, value: { kind: 'overview' } });
  });

  it('NUM-8 unknown or locked stages and bad seeds are typed errors', () => {
    expect(parseNumberMatchQuery(q('stage=99-9'), fresh)).toMatchObject({ ok: false, error: { code: 'bad_stage', raw: '99-9' } });
    expect(parseNumberMatchQuery(q('stage=1-2'), fresh)).toMatchObject({ ok: false, error: { code: 'locked_stage', raw: '1-2' } });
    const won = recordResult(fresh, { kind: 'stage', id: '1-1' }, 'won');
    expect(parseNumberMatchQuery(q('stage=1-2'), won).ok).toBe(true);
    for (const bad of ['-1', '1.5', 'x', '1234567890123456']) {
      expect(parseNumberMatchQuery(new URLSearchParams({ seed: bad }), fresh)).toMatchObject({ ok: false, error: { code: 'bad_seed', raw: bad } });
    }
  });

  it('NUM-8 an origin formats to a query that parses back to it', () => {
    const won = recordResult(fresh, { kind: 'stage', id: '1-1' }, 'won');
    for (const origin of [
      { kind: 'stage', id: '1-2' } as const,
      { kind: 'seed', seed: 0 } as const,
      { kind: 'seed', seed: 999_999_999_999_999 } as const,
      { kind: 'classic' } as const,
    ]) {
      expect(parseNumberMatchQuery(new URLSearchParams(formatNumberMatchQuery(origin)), won)).toEqual({ ok: true, value: { kind: 'game', origin } });
    }
  });
});
