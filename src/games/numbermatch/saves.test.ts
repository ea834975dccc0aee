// NUM-8 players' saves of before the core save layer survive: version 1 and 2 entries (fixtures
// written by the old code) open as the same games in progress, with their counted results; progress stays.
import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { NumberMatchGame } from './game.svelte.ts';
import { encodePosition } from './notation.ts';
import { PROGRESS_ENTRY, isUnlocked, progressSummary } from './progress.ts';
import { gamesInProgress, numbermatchSlots } from './saves.ts';
import {
  PROGRESS_KEY,
  PROGRESS_V1,
  SAVE_KEY,
  SAVE_V1_CLASSIC,
  SAVE_V1_CLASSIC_AT,
  SAVE_V1_STAGE,
  SAVE_V1_STAGE_AT,
  SAVE_V2,
  SAVE_V2_FREE_AT,
  SAVE_V2_STAGE_AT,
} from './save-fixtures.ts';

function storeWith(entries: Record<string, string>): { store: Store; backend: MemoryStorage } {
  const backend = new MemoryStorage();
  for (const [k, v] of Object.entries(entries)) backend.setItem(k, v);
  return { store: new Store(backend), backend };
}

describe('NUM-8 migrating saves of version 1 and 2 onto replay-log slots', () => {
  it('NUM-8 version 2: the stage and the free game in progress come back at the same positions, undo history included', () => {
    const { store, backend } = storeWith({ [SAVE_KEY]: SAVE_V2, [PROGRESS_KEY]: PROGRESS_V1 });
    const stage = NumberMatchGame.open({ kind: 'stage', id: '2-1' }, store);
    expect(stage.badSave).toBe(false);
    expect(encodePosition(stage.game!.state)).toEqual(SAVE_V2_STAGE_AT);
    expect(stage.game!.canUndo).toBe(true);
    // Only the migrated slot left the old entry; the free game is still there until it is opened.
    expect(JSON.parse(backend.getItem(SAVE_KEY) ?? 'null')?.data).toMatchObject({ stage: null, free: { origin: { kind: 'seed', seed: 4711 } } });
    const free = NumberMatchGame.open({ kind: 'seed', seed: 4711 }, store);
    expect(encodePosition(free.game!.state)).toEqual(SAVE_V2_FREE_AT);
    expect(free.game!.hasCounted('lost')).toBe(true);
    expect(free.game!.hasCounted('won')).toBe(false);
    expect(stage.game!.hasCounted('lost')).toBe(false);
    expect(backend.getItem(SAVE_KEY)).toBeNull();
    // The new slots hold replay logs with the same moves.
    const slots = numbermatchSlots(store);
    expect(slots.read('stage')?.log.steps.map((s) => ('move' in s ? s.move : null))).toEqual(JSON.parse(SAVE_V2).data.stage.moves);
    expect(slots.read('free')?.log.steps).toHaveLength(6);
    expect(gamesInProgress(slots)).toEqual([
      { kind: 'stage', id: '2-1' },
      { kind: 'seed', seed: 4711 },
    ]);
  });

  it('NUM-8 version 1: a classic free game and a stage (its loss already counted) come back where they were', () => {
    const classic = storeWith({ [SAVE_KEY]: SAVE_V1_CLASSIC });
    const c = NumberMatchGame.open({ kind: 'classic' }, classic.store);
    expect(encodePosition(c.game!.state)).toEqual(SAVE_V1_CLASSIC_AT);
    expect(c.game!.state.adds).toBe(4);
    expect(classic.backend.getItem(SAVE_KEY)).toBeNull();

    const stage = storeWith({ [SAVE_KEY]: SAVE_V1_STAGE });
    const s = NumberMatchGame.open({ kind: 'stage', id: '1-3' }, stage.store);
    expect(encodePosition(s.game!.state)).toEqual(SAVE_V1_STAGE_AT);
    expect(s.game!.hasCounted('lost')).toBe(true);
  });

  it('NUM-8 opening another origin leaves the saved game alone', () => {
    const { store, backend } = storeWith({ [SAVE_KEY]: SAVE_V2 });
    const other = NumberMatchGame.open({ kind: 'seed', seed: 1 }, store);
    expect(other.game?.canUndo).toBe(false);
    // The seed-4711 game was migrated into the free slot (read to compare origins) and is still there.
    expect(numbermatchSlots(store).read('free')?.meta.origin).toEqual({ kind: 'seed', seed: 4711 });
    expect(JSON.parse(backend.getItem(SAVE_KEY) ?? 'null')?.data?.stage?.origin).toEqual({ kind: 'stage', id: '2-1' });
  });

  it('NUM-8 an old save the rules refuse is dropped with a notice, never trusted', () => {
    const broken = SAVE_V1_STAGE.replace('[[0,0],[1,1]]', '[[0,0],[0,1]]');
    const { store } = storeWith({ [SAVE_KEY]: broken });
    const opened = NumberMatchGame.open({ kind: 'stage', id: '1-3' }, store);
    expect(opened.badSave).toBe(true);
    expect(opened.game?.canUndo).toBe(false);
  });

  it('NUM-8 progress (wins and losses per stage, the free tally) reads unchanged', () => {
    const { store } = storeWith({ [PROGRESS_KEY]: PROGRESS_V1 });
    const p = store.read(PROGRESS_ENTRY)!;
    expect(p).toEqual(JSON.parse(PROGRESS_V1).data);
    expect(isUnlocked(p, '1-3')).toBe(true);
    expect(isUnlocked(p, '1-4')).toBe(false);
    expect(progressSummary(p)).toMatchObject({ stagesWon: 2, stagesLost: 2 });
  });
});
