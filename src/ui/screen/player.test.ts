// The trace player's timing promises: beats in order, skip, and frame() (a board's animations start in
// the next frame unless something skipped first).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TracePlayer } from './player.svelte.ts';

describe('TracePlayer', () => {
  let frames: Array<() => void> = [];
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const runFrame = async (): Promise<void> => {
    const fs = frames;
    frames = [];
    for (const f of fs) f();
    for (let i = 0; i < 3; i++) await Promise.resolve();
  };

  it('frame() resolves true at the next frame when nothing skipped', async () => {
    const p = new TracePlayer();
    let got: boolean | null = null;
    void p.frame().then((x) => (got = x));
    for (let i = 0; i < 3; i++) await Promise.resolve();
    expect(got).toBeNull();
    await runFrame();
    expect(got).toBe(true);
  });

  it('frame() resolves false when a skip (a new move) came before the frame', async () => {
    const p = new TracePlayer();
    let got: boolean | null = null;
    void p.frame().then((x) => (got = x));
    p.skip();
    await runFrame();
    expect(got).toBe(false);
  });

  it('play() runs beats in order after their delays; skip() runs the rest at once', async () => {
    const p = new TracePlayer();
    const seen: number[] = [];
    const done = p.play([
      { after: 0, run: () => seen.push(1) },
      { after: 100, run: () => seen.push(2) },
      { after: 100, run: () => seen.push(3) },
    ]);
    expect(seen).toEqual([1]);
    expect(p.busy).toBe(true);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([1, 2]);
    p.skip();
    expect(seen).toEqual([1, 2, 3]);
    await done;
    expect(p.busy).toBe(false);
  });
});
