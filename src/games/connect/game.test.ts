// The page's view state in Node: the clock starts only when the board lies complete (CON-1, CON-12), selection (CON-3).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { replay } from '../../core/session.ts';
import { ConnectGame } from './game.svelte.ts';
import { connectDef } from './def.ts';
import { BESTS_ENTRY } from './view.ts';
import { connectablePairs } from './rules.ts';

describe('connect view state', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('CON-1 CON-12 the clock stands still while dealing and starts when the deal ends by itself', () => {
    const game = new ConnectGame(new Store(new MemoryStorage()));
    game.start({ seed: '41739205', size: 'b' }, 'relaxed');
    expect(game.dealing).toBe(true);
    vi.advanceTimersByTime(500);
    expect(game.t()).toBe(0);
    // 48 cards: 380 ms for one card plus 22 ms per card of stagger = 1436 ms.
    vi.advanceTimersByTime(936);
    expect(game.dealing).toBe(false);
    expect(game.t()).toBe(0);
    vi.advanceTimersByTime(3000);
    expect(game.t()).toBe(3000);
    game.dispose();
  });

  it('CON-1 CON-12 a tap during the deal only skips it; the clock starts then', () => {
    const game = new ConnectGame(new Store(new MemoryStorage()));
    game.start({ seed: '41739205', size: 'a' }, 'timed');
    vi.advanceTimersByTime(300);
    game.tap([0, 0]);
    expect(game.dealing).toBe(false);
    expect(game.selected).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(game.clockMs()).toBe(89_000);
    game.dispose();
  });

  it('CON-3 select, deselect, switch to another symbol; CON-4 a pair clears and leaves a line effect', () => {
    const game = new ConnectGame(new Store(new MemoryStorage()));
    game.start({ seed: '41739205', size: 'b' }, 'relaxed');
    game.finishDeal();
    const [a, b] = connectablePairs(game.state)[0] ?? [
      [0, 0],
      [0, 0],
    ];
    game.tap(a);
    expect(game.selected).toEqual(a);
    game.tap(a);
    expect(game.selected).toBeNull();
    game.tap(a);
    game.tap(b);
    expect(game.selected).toBeNull();
    expect(game.state.pairs).toBe(1);
    expect(game.effects).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(game.effects).toHaveLength(0);
    game.dispose();
  });

  it('CON-17 CON-18 a cleared timed round reports the clock left, the figure the time bonus used', () => {
    const game = new ConnectGame(new Store(new MemoryStorage()));
    game.start({ seed: '41739205', size: 'a' }, 'timed');
    game.finishDeal();
    for (let k = 0; k < 18 && game.status === 'playing'; k++) {
      vi.advanceTimersByTime(2500);
      game.hint();
      const [a, b] = game.hinted;
      game.tap([Math.floor((a ?? 0) / 6), (a ?? 0) % 6]);
      game.tap([Math.floor((b ?? 0) / 6), (b ?? 0) % 6]);
    }
    expect(game.status).toBe('won');
    const f = game.finished;
    expect(f?.result.timeMs).toBe(game.state.clockMs);
    expect(f?.bonus).toBe(2 * Math.floor(game.state.clockMs / 1000));
    expect(f?.result.hints).toBe(18);
    game.dispose();
  });

  it('CON-12 the stopwatch stands still while the page is hidden and goes on from there', () => {
    const game = new ConnectGame(new Store(new MemoryStorage()));
    game.start({ seed: '41739205', size: 'b' }, 'relaxed');
    game.finishDeal();
    vi.advanceTimersByTime(4000);
    game.setHidden(true);
    vi.advanceTimersByTime(60_000);
    game.tick();
    expect(game.t()).toBe(4000);
    expect(game.clockMs()).toBe(4000);
    game.setHidden(true); // a second hidden report changes nothing
    vi.advanceTimersByTime(5000);
    game.setHidden(false);
    expect(game.t()).toBe(4000);
    vi.advanceTimersByTime(1500);
    expect(game.t()).toBe(5500);
    game.setHidden(false); // nor does a second visible report
    expect(game.t()).toBe(5500);
    game.dispose();
  });

  it('CON-13 the countdown does not run out while the page is hidden', () => {
    const game = new ConnectGame(new Store(new MemoryStorage()));
    game.start({ seed: '41739205', size: 'a' }, 'timed');
    game.finishDeal();
    vi.advanceTimersByTime(80_000);
    game.setHidden(true);
    vi.advanceTimersByTime(120_000);
    game.tick();
    expect(game.status).toBe('playing');
    expect(game.clockMs()).toBe(10_000);
    game.setHidden(false);
    vi.advanceTimersByTime(9000);
    game.tick();
    expect(game.status).toBe('playing');
    expect(game.clockMs()).toBe(1000);
    vi.advanceTimersByTime(1000);
    game.tick();
    expect(game.status).toBe('over');
    game.dispose();
  });

  it('CON-12 a deal that ends while the page is hidden starts the clock only when it shows again', () => {
    const game = new ConnectGame(new Store(new MemoryStorage()));
    game.start({ seed: '41739205', size: 'a' }, 'timed');
    game.setHidden(true);
    vi.advanceTimersByTime(30_000);
    expect(game.dealing).toBe(false);
    expect(game.clockMs()).toBe(90_000);
    game.setHidden(false);
    vi.advanceTimersByTime(2000);
    expect(game.clockMs()).toBe(88_000);
    game.dispose();
  });

  it('CON-13 the ticker ends a timed round at 0 with results', () => {
    const game = new ConnectGame(new Store(new MemoryStorage()));
    game.start({ seed: '41739205', size: 'a' }, 'timed');
    game.finishDeal();
    vi.advanceTimersByTime(90_000);
    game.tick();
    expect(game.status).toBe('over');
    expect(game.finished?.status).toBe('over');
    game.dispose();
  });

  it('CON-4 CON-15 CON-16 CON-13 the page round replays from its session log to the same state (pairs, hint, shuffle, timeout)', () => {
    const store = new Store(new MemoryStorage());
    const game = new ConnectGame(store);
    game.start({ seed: '41739205', size: 'a' }, 'timed');
    game.finishDeal();
    for (let k = 0; k < 9; k++) {
      vi.advanceTimersByTime(k % 3 === 0 ? 7000 : 1200);
      if (k === 2) game.hint();
      else if (k === 5) game.shuffle();
      else {
        const [a, b] = connectablePairs(game.state)[k % 2] ??
          connectablePairs(game.state)[0] ?? [
            [0, 0],
            [0, 0],
          ];
        game.tap(a);
        game.tap([0, 0]); // a wrong second card only moves the selection (no step)
        game.tap(a);
        game.tap(a);
        game.tap(b);
      }
    }
    expect(game.state.pairs).toBeGreaterThan(3);
    expect(game.state.hints).toBe(1);
    expect(game.state.shuffles).toBe(1);
    // The clock runs out: the tick action ends the round.
    vi.advanceTimersByTime(200_000);
    game.tick();
    expect(game.status).toBe('over');
    const log = JSON.parse(JSON.stringify(game.log));
    expect(log.steps.map((s: { cmd?: string }) => s.cmd ?? 'move')).toContain('tick');
    const again = replay(connectDef, log);
    expect(again.ok).toBe(true);
    if (again.ok) expect(again.value.state).toEqual(game.state);
    // The finished round went into the injected store's bests, once.
    expect(store.read(BESTS_ENTRY)?.['a-timed']?.played).toBe(1);
    game.dispose();
  });
});
