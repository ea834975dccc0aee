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
    expect(store.read(SAVE_ENTRY)?.moves).toEqual([[[0, 0], [0, 1]]]);
  });

  it('NUM-8 a saved game resumes where it was; a win is counted once and clears the save', () => {
    const g = NumberMatchGame.start({ kind: 'stage', id: '1-1' })!;
    for (const [a, b] of [[9, 10], [0, 1], [3, 4], [5, 6], [7, 8]] as const) {
      g.tap(a);
      g.tap(b);
    }
    const save = store.read(SAVE_ENTRY)!;
    const again = NumberMatchGame.resume({ kind: 'stage', id: '1-1' }, save).game!;
    expect(again.state).toEqual(g.state);
    expect(again.canUndo).toBe(true);
    again.add();
    again.tap(2);
    again.tap(9);
    expect(again.status).toBe('won');
    expect(store.read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 1, lost: 0 });
    expect(store.read(SAVE_ENTRY)).toBeUndefined();
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
    expect(store.read(SAVE_ENTRY)?.lostCounted).toBe(true);
    g.restart();
    expect(store.read(SAVE_ENTRY)).toMatchObject({ moves: [], lostCounted: false });
  });
});
