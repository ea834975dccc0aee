// Issue 26: a Minesweeper save carrying a number past its bound (core/bounds.ts) is never resumed:
// the store sets it aside or the rules refuse it, the round starts afresh, and the page says so.
// (Positions with out-of-bound numbers: notation.test.ts and engine.test.ts.)
import { describe, expect, it } from 'vitest';
import { MAX_PLAY_MS } from '../../core/bounds.ts';
import { spec } from './page.ts';
import { reopened, savedAfterOneMove, type StoredSave } from '../../ui/screen/testing/saves.ts';

const SPEC = () => spec;
const LINK = 'seed=17';

const EDITS: readonly [string, (s: StoredSave) => void][] = [
  ['a play time past MAX_PLAY_MS', (s) => void (s.data.attempt['elapsedMs'] = MAX_PLAY_MS + 1)],
  ['a negative play time', (s) => void (s.data.attempt['elapsedMs'] = -1)],
  ['a round seed past the safe integers', (s) => void ((s.data.meta['round'] as Record<string, unknown>)['seed'] = 2 ** 53)],
  ['a negative round seed', (s) => void ((s.data.meta['round'] as Record<string, unknown>)['seed'] = -17)],
  ['a fractional round seed', (s) => void ((s.data.meta['round'] as Record<string, unknown>)['seed'] = 17.5)],
  ['an origin seed past the safe integers', (s) => void (s.data.log.origin['seed'] = 1e20)],
  ['a negative origin seed', (s) => void (s.data.log.origin['seed'] = -1)],
  ['a 10 KB round variant', (s) => void ((s.data.meta['round'] as Record<string, unknown>)['variant'] = 'x'.repeat(10_240))],
];

describe('Minesweeper saves and their bounds (issue 26)', () => {
  const { key, save } = savedAfterOneMove(SPEC, LINK);

  it('the save as written resumes (the edits below are the only difference)', () => {
    expect(reopened(SPEC, LINK, key, save)).toMatchObject({ depth: 1, inProgress: true, reports: [] });
  });

  it.each(EDITS)('a save with %s is not resumed; the round starts afresh and says so', (_what, edit) => {
    const bad = structuredClone(save);
    edit(bad);
    const r = reopened(SPEC, LINK, key, bad);
    expect(r.depth).toBe(0);
    expect(r.inProgress).toBe(false);
    // Set aside by the store (reported, kept beside for a look), or refused by the rules (said on the status line).
    expect(r.reports.includes('invalid') || r.message !== null).toBe(true);
    if (r.reports.includes('invalid')) expect(r.mem.getItem(`${key}:aside:1`)).toBe(JSON.stringify(bad));
  });
});
