// The page's view state over the session (NUM-8): selection, explanations, saving, and counting results once.
import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { slotEntry } from '../../core/saves.ts';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { replay } from '../../core/session.ts';
import { NumberMatchGame } from './game.svelte.ts';
import { numbermatchDef } from './def.ts';
import { PROGRESS_ENTRY, originSchema } from './progress.ts';
import { numbermatchSlots } from './saves.ts';
import { encodePosition } from './notation.ts';
import { legalPairIndices } from './rules.ts';

let store: Store;
const slot = (s: 'stage' | 'free') => numbermatchSlots(store).read(s);
const open = (origin: Parameters<typeof NumberMatchGame.open>[0]) => NumberMatchGame.open(origin, store).game!;

beforeEach(() => {
  store = new Store(new MemoryStorage());
});

describe('NUM-8 view state', () => {
  it('NUM-1 a tap selects, a bad second tap explains and moves the selection, a good one removes the pair', () => {
    const g = NumberMatchGame.start({ kind: 'stage', id: '1-1' }, store)!;
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
    expect(slot('stage')?.log.steps).toEqual([
      {
        move: [
          [0, 0],
          [0, 1],
        ],
      },
    ]);
  });

  it('NUM-8 a saved game resumes where it was; a win is counted once and clears the save', () => {
    const g = NumberMatchGame.start({ kind: 'stage', id: '1-1' }, store)!;
    for (const [a, b] of [
      [9, 10],
      [0, 1],
      [3, 4],
      [5, 6],
      [7, 8],
    ] as const) {
      g.tap(a);
      g.tap(b);
    }
    const again = open({ kind: 'stage', id: '1-1' });
    expect(again.state).toEqual(g.state);
    expect(again.canUndo).toBe(true);
    again.add();
    again.tap(2);
    again.tap(9);
    expect(again.status).toBe('won');
    expect(store.read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 1, lost: 0 });
    expect(slot('stage')).toBeUndefined();
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
    {
      how: 'undo, a reload of the save and the last pair',
      again: (g: NumberMatchGame) => {
        g.undo();
        const r = open(g.origin);
        r.tap(2);
        r.tap(9);
        return r;
      },
    },
  ])('NUM-8 a win is counted once per attempt: $how after the win counts nothing more', ({ again }) => {
    const g = NumberMatchGame.start({ kind: 'stage', id: '1-1' }, store)!;
    playAll(g, SOLVE_1_1);
    expect(g.status).toBe('won');
    expect(store.read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 1, lost: 0 });
    g.undo();
    expect(slot('stage')?.attempt.counted).toEqual(['won']);
    g.redo();
    const last = again(g) ?? g;
    expect(last.status).toBe('won');
    expect(store.read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 1, lost: 0 });
  });

  it('NUM-8 a restart or a fresh opening after a win starts a new attempt that counts again', () => {
    const g = NumberMatchGame.start({ kind: 'stage', id: '1-1' }, store)!;
    playAll(g, SOLVE_1_1);
    g.restart();
    expect(slot('stage')).toMatchObject({ log: { steps: [] }, attempt: { counted: [] } });
    playAll(g, SOLVE_1_1);
    expect(store.read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 2, lost: 0 });
    const fresh = open({ kind: 'stage', id: '1-1' });
    playAll(fresh, SOLVE_1_1);
    expect(store.read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 3, lost: 0 });
  });

  it('NUM-8 the stage in progress and the free game in progress keep separate slots', () => {
    const stage = NumberMatchGame.start({ kind: 'stage', id: '1-1' }, store)!;
    stage.tap(9);
    stage.tap(10);
    const free = NumberMatchGame.start({ kind: 'classic' }, store)!;
    free.tap(0);
    free.tap(9);
    expect(slot('stage')).toMatchObject({
      meta: { origin: { kind: 'stage', id: '1-1' } },
      log: {
        steps: [
          {
            move: [
              [1, 0],
              [1, 1],
            ],
          },
        ],
      },
    });
    expect(slot('free')).toMatchObject({
      meta: { origin: { kind: 'classic' } },
      log: {
        steps: [
          {
            move: [
              [0, 0],
              [1, 0],
            ],
          },
        ],
      },
    });
    // Each comes back where it was left.
    expect(open(stage.origin).state).toEqual(stage.state);
    expect(open(free.origin).state).toEqual(free.state);
    // Another free game replaces only the free slot; winning the stage empties only the stage slot.
    const seeded = open({ kind: 'seed', seed: 1 });
    seeded.add();
    expect(slot('free')?.meta.origin).toEqual({ kind: 'seed', seed: 1 });
    expect(slot('stage')?.log.steps).toHaveLength(1);
    playAll(stage, SOLVE_1_1.slice(1));
    expect(stage.status).toBe('won');
    expect(slot('stage')).toBeUndefined();
    expect(slot('free')).toMatchObject({ meta: { origin: { kind: 'seed', seed: 1 } }, log: { steps: [{ move: 'add' }] } });
  });

  it('NUM-8 a loss is counted once per attempt, even after undo and redo', () => {
    const g = NumberMatchGame.start({ kind: 'seed', seed: 5 }, store)!;
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
    expect(slot('free')?.attempt.counted).toEqual(['lost']);
    g.restart();
    expect(slot('free')).toMatchObject({ log: { steps: [] }, attempt: { counted: [] } });
  });

  it('NUM-8 a save the rules refuse is dropped and reported; the origin opens fresh', () => {
    const g = NumberMatchGame.start({ kind: 'stage', id: '1-1' }, store)!;
    g.tap(9);
    g.tap(10);
    const saved = slot('stage')!;
    numbermatchSlots(store).clear('stage');
    store.write(
      { ...slotEntryOf('stage') },
      {
        ...saved,
        log: {
          ...saved.log,
          steps: [
            {
              move: [
                [0, 0],
                [0, 2],
              ],
            },
          ],
        },
      },
    );
    const opened = NumberMatchGame.open({ kind: 'stage', id: '1-1' }, store);
    expect(opened.badSave).toBe(true);
    expect(opened.game?.canUndo).toBe(false);
    expect(slot('stage')).toBeUndefined();
  });
});

describe('NUM-8 the view replays through the def (issue 9 item 7)', () => {
  it('NUM-1 NUM-7 NUM-9 moves, a refused pair, hint, add, undo and redo: the session log replays to the same state', () => {
    const g = NumberMatchGame.start({ kind: 'seed', seed: 12 }, store)!;
    for (let k = 0; k < 14 && g.status === 'playing'; k++) {
      if (k === 5 || k === 11) g.add();
      else if (k === 3) g.showHint();
      else if (k === 7) g.undo();
      else if (k === 8) g.redo();
      else if (k === 9) {
        g.undo();
        g.undo();
      } else {
        const pair = legalPairIndices(g.state.cells)[k % 2];
        if (!pair) g.add();
        else {
          g.tap(pair[0]);
          g.tap(pair[1]);
        }
      }
      if (k === 4) {
        // Select and deselect: no step.
        g.tap(0);
        g.tap(0);
      }
    }
    const again = replay(numbermatchDef, JSON.parse(JSON.stringify(g.log)));
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.value.state).toEqual(g.state);
    // And the saved slot resumes to it as well.
    expect(open(g.origin).state).toEqual(g.state);
  });
});

function slotEntryOf(s: 'stage' | 'free') {
  return slotEntry('numbermatch', s, v.object({ origin: originSchema }));
}
