// Issue 32: the "Weiterspielen" shortcut's target: the game opened last, at its round in progress.
import { describe, expect, it } from 'vitest';
import { KEY_PREFIX, MemoryStorage, Store } from '../core/storage.ts';
import { LAST_GAME, continueHref, rememberGame } from './last-game.ts';

describe('issue 32: the last game played', () => {
  it('nothing remembered: no target, the start page stays', () => {
    expect(continueHref(new Store(new MemoryStorage()), new Date())).toBeNull();
  });

  it('remembers the game page opened last, writes only on a change, and ignores unknown ids', () => {
    const mem = new MemoryStorage();
    const store = new Store(mem);
    rememberGame(store, 'freecell');
    rememberGame(store, '2048');
    expect(store.read(LAST_GAME)).toEqual({ game: '2048' });
    const text = mem.getItem(`${KEY_PREFIX}app/last-game`);
    rememberGame(store, '2048');
    rememberGame(store, 'not-a-game');
    expect(mem.getItem(`${KEY_PREFIX}app/last-game`)).toBe(text);
    expect(continueHref(store, new Date())).toBe('#/2048');
  });

  it('a game with a round in progress opens that round', () => {
    const mem = new MemoryStorage();
    const store = new Store(mem);
    // A Farbschalen puzzle with one move made: the start page's summary names it by its query.
    const save = { log: { game: 'bowls', origin: { seed: 7 }, steps: [{ move: '1-2' }] }, meta: { round: {} } };
    mem.setItem(`${KEY_PREFIX}bowls/slot/puzzle`, JSON.stringify({ kk: 1, v: 1, data: save }));
    rememberGame(store, 'bowls');
    expect(continueHref(store, new Date())).toBe('#/bowls?puzzle=7');
  });
});
