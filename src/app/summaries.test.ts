// Issue 12: the start page's "Weiterspielen" hints and daily marks, for every registered game: with
// nothing saved each offers plain "Spielen", and broken saves never throw (each game's own
// summary.test.ts reads its real saves).
import { describe, expect, it } from 'vitest';
import { KEY_PREFIX, MemoryStorage, Store } from '../core/storage.ts';
import { safeSummary } from '../ui/summary.ts';
import { GAMES } from '../games/registry.ts';

const NOW = new Date(2026, 11, 3, 12, 0, 0);

describe('issue 12: start page summaries', () => {
  it('nothing saved: every game offers plain "Spielen"', () => {
    const store = new Store(new MemoryStorage());
    for (const g of GAMES) expect(safeSummary(g.summary, store, NOW), g.id).toEqual({ inProgress: null, daily: null });
  });

  it('bad saves: corrupt, foreign or odd entries give plain "Spielen", never a throw', () => {
    const bad = [
      '{not json',
      JSON.stringify({ kk: 1, v: 1, data: { log: 'x' } }),
      JSON.stringify({ kk: 1, v: 1, data: { log: { steps: [] }, meta: { deal: -3, moves: 'x' } } }),
      '42',
      'null',
    ];
    for (const text of bad) {
      const backend = new MemoryStorage();
      const store = new Store(backend);
      for (const g of GAMES) {
        for (const name of ['slot/free', 'slot/daily', 'slot/stage', 'slot/round', 'slot/endless', 'save/endless', 'stats', 'records', 'progress']) {
          backend.setItem(`${KEY_PREFIX}${g.id}/${name}`, text);
        }
      }
      for (const g of GAMES) expect(safeSummary(g.summary, store, NOW), `${g.id} with ${text}`).toEqual({ inProgress: null, daily: null });
    }
  });
});
