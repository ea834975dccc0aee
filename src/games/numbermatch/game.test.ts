// The page's view state over the rules (NUM-8): selection, explanations, saving, and counting results once.
import { beforeEach, describe, expect, it } from 'vitest';
import { store } from '../../app/store.ts';
import { NumberMatchGame } from './game.svelte.ts';
import { PROGRESS_ENTRY, SAVE_ENTRY } from './progress.ts';
import { encodePosition } from './notation.ts';
import { legalPairIndices } from './rules.ts';

beforeEach(() => {
  store.remove(PROGRESS_ENTRY.name);
  store.remove(SAVE_ENTRY.name);
});

describe('NUM-8 view state', () => {
  it('NUM-1 a tap selects, a bad second tap explains and moves the selection, a good one removes the pair', () => {
    const g = NumberMatchGame.start({ kind: 'stage', id: '1-1' })!;
    g.tap(0);
    expect(g.selected).toBe(0);
    g.tap(2);
    expect(g.message).toContain('passen nicht');
    expect(g.selected).toBe(2);
    g.tap(2);
    expect(g.selected).toBeNull();
    g.tap(0);
    g.tap(1);
    expect(encodePosition(g.state).rows).toEqual(['..5283746', '55']);
    expect(store.read(SAVE_ENTRY)?.stage?.moves).toEqual([[[0, 0], [0, 1]]]);
  });

  it('NUM-8 a saved game resumes where it was; a win is counted once and clears the save', () => {
    const g = NumberMatchGame.start({ kind: 'stage', id: '1-1' })!;
    for (const [a, b] of [[9, 10], [0, 1], [3, 4], [5, 6], [7, 8]] as const) {
      g.tap(a);
      g.tap(b);
    }
    const save = store.read(SAVE_ENTRY)!.stage!;
    const again = NumberMatchGame.resume({ kind: 'stage', id: '1-1' }, save).game!;
    expect(again.state).toEqual(g.state);
    expect(again.canUndo).toBe(true);
    again.add();
    again.tap(2);
    again.tap(9);
    expect(again.status).toBe('won');
    expect(store.read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 1, lost: 0 });
    expect(store.read(SAVE_ENTRY)?.stage).toBeNull();
  });

  // The shipped solution of stage 1-1, as taps on cell indices and adds.
  const SOLVE_1_1: ReadonlyArray<readonly [number, number] | 'add'> = [[9, 10], [0, 1], [3, 4], [5, 6], [7, 8], 'add', [2, 9]];
  function playAll(g: NumberMatchGame, steps: typeof SOLVE_1_1): void {
    for (const s of steps) {
      if (s === 'add') g.add();
      else {
        g.tap(s[0]);
        g.tap(s[1]);
      }
    }
  }

  it.each([
    { how: 'undo and the same last pair', again: (g: NumberMatchGame) => (g.undo(), g.tap(2), g.tap(9)) },
    { how: 'undo and redo', again: (g: NumberMatchGame) => (g.undo(), g.redo()) },
    { how: 'undo, a reload of the save and the last pair', again: (g: NumberMatchGame) => {
      g.undo();
      const r = NumberMatchGame.resume(g.origin, store.read(SAVE_ENTRY)!.stage!).game!;
      r.tap(2);
      r.tap(9);
      return r;
    } },
  ])('NUM-8 a win is counted once per attempt: $how after the win counts nothing more', ({ again }) => {
    const g = NumberMatchGame.start({ kind: 'stage', id: '1-1' })!;
    playAll(g, SOLVE_1_1);
    expect(g.status).toBe('won');
    expect(store.read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 1, lost: 0 });
    g.undo();
    expect(store.read(SAVE_ENTRY)?.stage).toMatchObject({ wonCounted: true });
    g.redo();
    const last = again(g) ?? g;
    expect(last.status).toBe('won');
    expect(store.read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 1, lost: 0 });
  });

  it('NUM-8 a restart or a fresh opening after a win starts a new attempt that counts again', () => {
    const g = NumberMatchGame.start({ kind: 'stage', id: '1-1' })!;
    playAll(g, SOLVE_1_1);
    g.restart();
    expect(store.read(SAVE_ENTRY)?.stage).toMatchObject({ moves: [], wonCounted: false });
    playAll(g, SOLVE_1_1);
    expect(store.read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 2, lost: 0 });
    const fresh = NumberMatchGame.start({ kind: 'stage', id: '1-1' })!;
    playAll(fresh, SOLVE_1_1);
    expect(store.read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 3, lost: 0 });
  });

  it('NUM-8 the stage in progress and the free game in progress keep separate slots', () => {
    const stage = NumberMatchGame.start({ kind: 'stage', id: '1-1' })!;
    stage.tap(9);
    stage.tap(10);
    const free = NumberMatchGame.start({ kind: 'classic' })!;
    free.tap(0);
    free.tap(9);
    const saves = store.read(SAVE_ENTRY)!;
    expect(saves.stage).toMatchObject({ origin: { kind: 'stage', id: '1-1' }, moves: [[[1, 0], [1, 1]]] });
    expect(saves.free).toMatchObject({ origin: { kind: 'classic' }, moves: [[[0, 0], [1, 0]]] });
    // Each comes back where it was left.
    expect(NumberMatchGame.resume(stage.origin, saves.stage!).game!.state).toEqual(stage.state);
    expect(NumberMatchGame.resume(free.origin, saves.free!).game!.state).toEqual(free.state);
    // Another free game replaces only the free slot; winning the stage empties only the stage slot.
    const seeded = NumberMatchGame.start({ kind: 'seed', seed: 1 })!;
    seeded.add();
    expect(store.read(SAVE_ENTRY)?.free?.origin).toEqual({ kind: 'seed', seed: 1 });
    expect(store.read(SAVE_ENTRY)?.stage?.moves).toHaveLength(1);
    playAll(stage, SOLVE_1_1.slice(1));
    expect(stage.status).toBe('won');
    expect(store.read(SAVE_ENTRY)).toMatchObject({ stage: null, free: { origin: { kind: 'seed', seed: 1 }, moves: ['add'] } });
  });

  it('NUM-8 a loss is counted once per attempt, even after undo and redo', () => {
    const g = NumberMatchGame.start({ kind: 'seed', seed: 5 })!;
    // Always the last listed pair, adding only when stuck: on board 5 this runs into a loss.
    for (let i = 0; i < 200 && g.status === 'playing'; i++) {
      const pairs = legalPairIndices(g.state.cells);
      const last = pairs[pairs.length - 1];
      if (last) {
        g.tap(last[0]);
        g.tap(last[1]);
      } else g.add();
    }
    expect(g.status).toBe('lost');
    expect(store.read(PROGRESS_ENTRY)?.free).toEqual({ won: 0, lost: 1 });
    g.undo();
    expect(g.status).toBe('playing');
    g.redo();
    expect(g.status).toBe('lost');
    expect(store.read(PROGRESS_ENTRY)?.free).toEqual({ won: 0, lost: 1 });
    expect(store.read(SAVE_ENTRY)?.free?.lostCounted).toBe(true);
    g.restart();
    expect(store.read(SAVE_ENTRY)?.free).toMatchObject({ moves: [], lostCounted: false });
  });
});
