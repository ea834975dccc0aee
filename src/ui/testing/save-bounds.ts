// Issue 26 for any game on the shared screen and its round kit: a save carrying a number past its
// bound (core/bounds.ts) is never resumed; the store sets it aside or the rules refuse it, the round
// starts afresh, and the page says so. A game's bounds.test.ts calls this with its spec and a link.
import { describe, expect, it } from 'vitest';
import { MAX_PLAY_MS } from '../../core/bounds.ts';
import type { GameActions } from '../../core/game.ts';
import type { Store } from '../../core/storage.ts';
import type { PageSpec } from '../screen/spec.ts';
import { reopened, savedAfterOneMove, type StoredSave } from '../screen/testing/saves.ts';

const round = (s: StoredSave): Record<string, unknown> => s.data.meta['round'] as Record<string, unknown>;

const EDITS: readonly [string, (s: StoredSave) => void][] = [
  ['a play time past MAX_PLAY_MS', (s) => void (s.data.attempt['elapsedMs'] = MAX_PLAY_MS + 1)],
  ['a negative play time', (s) => void (s.data.attempt['elapsedMs'] = -1)],
  ['a round seed past the safe integers', (s) => void (round(s)['seed'] = 2 ** 53)],
  ['a negative round seed', (s) => void (round(s)['seed'] = -17)],
  ['a fractional round seed', (s) => void (round(s)['seed'] = 17.5)],
  ['an origin seed past the safe integers', (s) => void (s.data.log.origin['seed'] = 1e20)],
  ['a negative origin seed', (s) => void (s.data.log.origin['seed'] = -1)],
  ['a 10 KB round variant', (s) => void (round(s)['variant'] = 'x'.repeat(10_240))],
];

/** The suite for game `name`: its spec made for a store, and a link that opens a round with a legal first move. */
export function describeSaveBounds<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>, R, X, H>(
  name: string,
  spec: (store: Store) => PageSpec<S, M, O, T, E, A, R, X, H>,
  link: string,
): void {
  describe(`${name} saves and their bounds (issue 26)`, () => {
    const { key, save } = savedAfterOneMove(spec, link);

    it('the save as written resumes (the edits below are the only difference)', () => {
      expect(reopened(spec, link, key, save)).toMatchObject({ depth: 1, inProgress: true, reports: [] });
    });

    it.each(EDITS)('a save with %s is not resumed; the round starts afresh and says so', (_what, edit) => {
      const bad = structuredClone(save);
      edit(bad);
      const r = reopened(spec, link, key, bad);
      expect(r.depth).toBe(0);
      expect(r.inProgress).toBe(false);
      // Set aside by the store (reported, kept beside for a look), or refused by the rules (said on the status line).
      expect(r.reports.includes('invalid') || r.message !== null).toBe(true);
      if (r.reports.includes('invalid')) expect(r.mem.getItem(`${key}:aside:1`)).toBe(JSON.stringify(bad));
    });
  });
}
