// Issue 32: the "Weiterspielen" shortcut's target: the game opened last, at its round in progress.
import { describe, expect, it } from 'vitest';
import { KEY_PREFIX, MemoryStorage, Store } from '../core/storage.ts';
import { GAMES } from '../games/registry.ts';
import { hrefFor } from '../ui/router.svelte.ts';
import { safeSummary } from '../ui/summary.ts';
import { LAST_GAME, continueHref, rememberGame } from './last-game.ts';

describe('issue 32: the last game played', () => {
  it('nothing remembered: no target, the start page stays', () => {
    expect(continueHref(new Store(new MemoryStorage()), new Date())).toBeNull();
  });

  it('remembers the game page opened last, writes only on a change, and ignores unknown ids', () => {
    const [a, b] = GAMES;
    if (!a || !b) throw new Error('two games');
    const mem = new MemoryStorage();
    const store = new Store(mem);
    rememberGame(store, a.id);
    rememberGame(store, b.id);
    expect(store.read(LAST_GAME)).toEqual({ game: b.id });
    const text = mem.getItem(`${KEY_PREFIX}app/last-game`);
    rememberGame(store, b.id);
    rememberGame(store, 'not-a-game');
    expect(mem.getItem(`${KEY_PREFIX}app/last-game`)).toBe(text);
  });

  it('opens the last game where the start page would resume it', () => {
    const now = new Date();
    for (const g of GAMES) {
      const store = new Store(new MemoryStorage());
      rememberGame(store, g.id);
      // Nothing in progress: the game's page itself.
      expect(continueHref(store, now)).toBe(`#/${g.id}`);
      expect(continueHref(store, now)).toBe(hrefFor([g.id], safeSummary(g.summary, store, now).inProgress?.query));
    }
  });

  it('a remembered id that is no game (a hand-edited entry) is set aside, and the start page stays', () => {
    const mem = new MemoryStorage();
    mem.setItem(`${KEY_PREFIX}app/last-game`, JSON.stringify({ kk: 1, v: 1, data: { game: 'gone' } }));
    const store = new Store(mem);
    expect(continueHref(store, new Date())).toBeNull();
    expect(store.reports.map((r) => r.kind)).toEqual(['invalid']);
  });
});
