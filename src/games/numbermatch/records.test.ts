// Progress and saved games of Number Match (NUM-8): unlocking, tallies, replaying and rejecting saves, slots, migration.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  PROGRESS_ENTRY,
  SAVE_ENTRY,
  emptyProgress,
  isUnlocked,
  levelComplete,
  migrateSaveV1,
  nextStage,
  progressSummary,
  recordResult,
  replaySave,
  slotOf,
  startOf,
  withSlot,
  type SavedGame,
} from './records.ts';
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
    // Issue 21: the statistics count the levels the list shows (the shipped ones and the next, locked one).
    expect(progressSummary(p)).toEqual({ levelsDone: 1, levels: LEVELS.length + 1, stagesWon: LEVELS[0]?.stages.length, stagesLost: 1 });
    expect(p.free).toEqual({ won: 1, lost: 0 });
    expect(nextStage('1-3')?.id).toBe('2-1');
    // Issue 13: level 12 is followed by the generated level 13.
    expect(nextStage('12-5')?.id).toBe('13-1');
  });
  it('NUM-8 progress goes through the store and survives a reload of the store', () => {
    const backend = new MemoryStorage();
    new Store(backend).update(PROGRESS_ENTRY, (p) => recordResult(p, { kind: 'stage', id: '1-1' }, 'won'));
    expect(new Store(backend).read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 1, lost: 0 });
  });
});

describe('NUM-8 saved games', () => {
  it('NUM-8 a save replays through the rules to the same position', () => {
    const r = replaySave({
      origin: { kind: 'stage', id: '1-1' },
      moves: [
        [
          [1, 0],
          [1, 1],
        ],
        'add',
      ],
      lostCounted: false,
      wonCounted: false,
    });
    expect(r.ok && encodePosition(r.value.states.at(-1)!)).toEqual({ rows: ['195283746', '195283746'], adds: 2 });
  });
  it('NUM-8 a save with an illegal move, an unknown stage or a bad shape is refused', () => {
    expect(
      replaySave({
        origin: { kind: 'stage', id: '1-1' },
        moves: [
          [
            [0, 0],
            [0, 2],
          ],
        ],
        lostCounted: false,
        wonCounted: false,
      }).ok,
    ).toBe(false);
    expect(replaySave({ origin: { kind: 'stage', id: '77-9' }, moves: [], lostCounted: false, wonCounted: false }).ok).toBe(false);
    expect(v.safeParse(SAVE_ENTRY.schema, { origin: { kind: 'seed', seed: -1 }, moves: [], lostCounted: false, wonCounted: false }).success).toBe(false);
    expect(v.safeParse(SAVE_ENTRY.schema, { origin: { kind: 'classic' }, moves: ['jump'], lostCounted: false, wonCounted: false }).success).toBe(false);
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

describe('NUM-8 stored entries that play cannot produce', () => {
  const game = (id: string): SavedGame => ({ origin: { kind: 'stage', id }, moves: [], lostCounted: false, wonCounted: false });
  const v2 = (data: unknown): string => JSON.stringify({ kk: 1, v: 2, data });
  const v1 = (data: unknown): string => JSON.stringify({ kk: 1, v: 1, data });

  it.each([
    ['a stage that does not exist', { stage: game('999-9'), free: null }],
    ['an inherited name as stage', { stage: game('constructor'), free: null }],
    ['a stage id of another shape', { stage: game('1-1 '), free: null }],
    ['a seed beyond the safe integers', { stage: null, free: { ...game('1-1'), origin: { kind: 'seed', seed: 1e300 } } }],
    [
      'a cell far outside any board',
      {
        stage: {
          ...game('1-1'),
          moves: [
            [
              [1e9, 0],
              [0, 1],
            ],
          ],
        },
        free: null,
      },
    ],
    ['more moves than any game has', { stage: { ...game('1-1'), moves: Array.from({ length: 20_000 }, () => 'add') }, free: null }],
  ])('NUM-8 a save with %s is set aside and reported, not offered', (_t, data) => {
    const backend = new MemoryStorage();
    backend.setItem('knobelkiste:numbermatch/save', v2(data));
    const store = new Store(backend);
    expect(store.read(SAVE_ENTRY)).toBeUndefined();
    expect(store.reports[0]).toMatchObject({ kind: 'invalid', name: 'numbermatch/save' });
    expect(backend.getItem('knobelkiste:numbermatch/save:aside:1')).toBe(v2(data));
  });

  it.each([
    ['an unknown stage', { stages: { '999-9': { won: 1, lost: 0 } }, free: { won: 0, lost: 0 } }],
    ['an inherited name as stage', { stages: { toString: { won: 1, lost: 0 } }, free: { won: 0, lost: 0 } }],
    ['a count no play reaches', { stages: { '1-1': { won: 1e300, lost: 0 } }, free: { won: 0, lost: 0 } }],
    ['a fractional count', { stages: {}, free: { won: 0.5, lost: 0 } }],
  ])('NUM-8 progress with %s is set aside and reported', (_t, data) => {
    const backend = new MemoryStorage();
    backend.setItem('knobelkiste:numbermatch/progress', v1(data));
    const store = new Store(backend);
    expect(store.read(PROGRESS_ENTRY)).toBeUndefined();
    expect(store.reports[0]).toMatchObject({ kind: 'invalid', name: 'numbermatch/progress' });
  });

  it('NUM-8 what play writes passes: every stage, the free tally, saves of every origin', () => {
    const store = new Store(new MemoryStorage());
    let p = emptyProgress();
    for (const l of LEVELS)
      for (const st of l.stages) p = recordResult(recordResult(p, { kind: 'stage', id: st.id }, 'won'), { kind: 'stage', id: st.id }, 'lost');
    p = recordResult(p, { kind: 'classic' }, 'won');
    expect(store.write(PROGRESS_ENTRY, p).ok).toBe(true);
    expect(store.read(PROGRESS_ENTRY)).toEqual(p);
    const saves = { stage: { ...game('12-1'), moves: ['add' as const] }, free: { ...game('1-1'), origin: { kind: 'seed' as const, seed: 2 ** 40 } } };
    expect(store.write(SAVE_ENTRY, saves).ok).toBe(true);
    expect(store.read(SAVE_ENTRY)).toEqual(saves);
    expect(store.reports).toEqual([]);
  });
});

describe('NUM-8 save slots and the version 1 migration', () => {
  const v1 = (data: unknown): string => JSON.stringify({ kk: 1, v: 1, data });
  const stageGame = {
    origin: { kind: 'stage', id: '1-1' },
    moves: [
      [
        [1, 0],
        [1, 1],
      ],
    ],
    lostCounted: false,
  };
  const seedGame = { origin: { kind: 'seed', seed: 5 }, moves: ['add'], lostCounted: true };
  const classicGame = { origin: { kind: 'classic' }, moves: [], lostCounted: false };

  it.each([
    { what: 'a stage', old: stageGame, slots: { stage: { ...stageGame, wonCounted: false }, free: null } },
    { what: 'a seeded board', old: seedGame, slots: { stage: null, free: { ...seedGame, wonCounted: false } } },
    { what: 'the classic start', old: classicGame, slots: { stage: null, free: { ...classicGame, wonCounted: false } } },
  ])('NUM-8 a version 1 save of $what moves into its slot, is written back as version 2 and still replays', ({ old, slots }) => {
    const backend = new MemoryStorage();
    backend.setItem('knobelkiste:numbermatch/save', v1(old));
    const store = new Store(backend);
    const read = store.read(SAVE_ENTRY);
    expect(read).toEqual(slots);
    expect(store.reports.map((r) => r.kind)).toEqual(['migrated']);
    expect(JSON.parse(backend.getItem('knobelkiste:numbermatch/save') ?? '')).toEqual({ kk: 1, v: 2, data: slots });
    const game = read?.stage ?? read?.free;
    expect(game && replaySave(game).ok).toBe(true);
  });

  it.each([
    { what: 'not an object', data: [1, 2] },
    { what: 'null', data: null },
    { what: 'an unknown origin', data: { origin: { kind: 'daily' }, moves: [], lostCounted: false } },
    { what: 'a move of a bad shape', data: { origin: { kind: 'classic' }, moves: ['jump'], lostCounted: false } },
  ])('NUM-8 a version 1 save that is $what is set aside, not migrated into a slot', ({ data }) => {
    const backend = new MemoryStorage();
    backend.setItem('knobelkiste:numbermatch/save', v1(data));
    const store = new Store(backend);
    expect(store.read(SAVE_ENTRY)).toBeUndefined();
    expect(store.reports[0]?.kind).toBe('invalid');
    expect(backend.getItem('knobelkiste:numbermatch/save:aside:1')).toBe(v1(data));
  });

  it('NUM-8 the migration keeps every other field and never counts a win twice afterwards', () => {
    expect(migrateSaveV1(stageGame)).toEqual({ stage: { ...stageGame, wonCounted: false }, free: null });
    expect(() => migrateSaveV1('x')).toThrow();
  });

  it('NUM-8 stages and free games use separate slots; replacing one keeps the other', () => {
    expect(slotOf({ kind: 'stage', id: '2-1' })).toBe('stage');
    expect(slotOf({ kind: 'seed', seed: 3 })).toBe('free');
    expect(slotOf({ kind: 'classic' })).toBe('free');
    const s: SavedGame = { origin: { kind: 'stage', id: '1-1' }, moves: [], lostCounted: false, wonCounted: false };
    const f: SavedGame = { origin: { kind: 'classic' }, moves: ['add'], lostCounted: false, wonCounted: false };
    const both = withSlot(withSlot(undefined, 'stage', s), 'free', f);
    expect(both).toEqual({ stage: s, free: f });
    expect(withSlot(both, 'stage', null)).toEqual({ stage: null, free: f });
    expect(withSlot(both, 'free', null)).toEqual({ stage: s, free: null });
  });
});
