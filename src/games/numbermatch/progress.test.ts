// Progress and saved games of Number Match (NUM-8): unlocking, tallies, replaying and rejecting saves.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  PROGRESS_ENTRY,
  SAVE_ENTRY,
  emptyProgress,
  isUnlocked,
  levelComplete,
  nextStage,
  progressSummary,
  recordResult,
  replaySave,
  startOf,
} from './progress.ts';
import { LEVELS } from './levels.ts';
import { encodePosition } from './notation.ts';
import { MemoryStorage, Store } from '../../core/storage.ts';

describe('NUM-8 progress through the levels', () => {
  it('NUM-8 only the first stage is open at first; winning a stage opens the next', () => {
    let p = emptyProgress();
    expect(isUnlocked(p, '1-1')).toBe(true);
    expect(isUnlocked(p, '1-2')).toBe(false);
    expect(isUnlocked(p, '99-1')).toBe(false);
    p = recordResult(p, { kind: 'stage', id: '1-1' }, 'won');
    expect(isUnlocked(p, '1-2')).toBe(true);
    expect(isUnlocked(p, '1-3')).toBe(false);
    p = recordResult(p, { kind: 'stage', id: '1-2' }, 'lost');
    expect(isUnlocked(p, '1-3')).toBe(false);
  });
  it('NUM-8 a level is complete when all its stages are won; the summary counts them', () => {
    let p = emptyProgress();
    for (const s of LEVELS[0]?.stages ?? []) p = recordResult(p, { kind: 'stage', id: s.id }, 'won');
    p = recordResult(p, { kind: 'stage', id: '2-1' }, 'lost');
    p = recordResult(p, { kind: 'seed', seed: 3 }, 'won');
    expect(levelComplete(p, 1)).toBe(true);
    expect(levelComplete(p, 2)).toBe(false);
    expect(progressSummary(p)).toEqual({ levelsDone: 1, levels: LEVELS.length, stagesWon: LEVELS[0]?.stages.length, stagesLost: 1 });
    expect(p.free).toEqual({ won: 1, lost: 0 });
    expect(nextStage('1-3')?.id).toBe('2-1');
    expect(nextStage('12-5')).toBeUndefined();
  });
  it('NUM-8 progress goes through the store and survives a reload of the store', () => {
    const backend = new MemoryStorage();
    new Store(backend).update(PROGRESS_ENTRY, (p) => recordResult(p, { kind: 'stage', id: '1-1' }, 'won'));
    expect(new Store(backend).read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 1, lost: 0 });
  });
});

describe('NUM-8 saved games', () => {
  it('NUM-8 a save replays through the rules to the same position', () => {
    const r = replaySave({ origin: { kind: 'stage', id: '1-1' }, moves: [[[1, 0], [1, 1]], 'add'], lostCounted: false });
    expect(r.ok && encodePosition(r.value.states.at(-1)!)).toEqual({ rows: ['195283746', '195283746'], adds: 2 });
  });
  it('NUM-8 a save with an illegal move, an unknown stage or a bad shape is refused', () => {
    expect(replaySave({ origin: { kind: 'stage', id: '1-1' }, moves: [[[0, 0], [0, 2]]], lostCounted: false }).ok).toBe(false);
    expect(replaySave({ origin: { kind: 'stage', id: '77-1' }, moves: [], lostCounted: false }).ok).toBe(false);
    expect(v.safeParse(SAVE_ENTRY.schema, { origin: { kind: 'seed', seed: -1 }, moves: [], lostCounted: false }).success).toBe(false);
    expect(v.safeParse(SAVE_ENTRY.schema, { origin: { kind: 'classic' }, moves: ['jump'], lostCounted: false }).success).toBe(false);
    const backend = new MemoryStorage();
    backend.setItem('knobelkiste:numbermatch/save', '{"kk":1,"v":1,"data":{"origin":');
    const store = new Store(backend);
    expect(store.read(SAVE_ENTRY)).toBeUndefined();
    expect(store.reports[0]?.kind).toBe('corrupt');
  });
  it('NUM-8 free games start from the classic board or the seed, with the default 5 adds', () => {
    const c = startOf({ kind: 'classic' });
    expect(c.ok && encodePosition(c.value)).toEqual({ rows: ['123456789', '111213141', '516171819'], adds: 5 });
    const s = startOf({ kind: 'seed', seed: 1 });
    expect(s.ok && s.value.adds).toBe(5);
  });
});
