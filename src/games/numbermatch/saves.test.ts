// NUM-8 players' saves of before the shared screen survive: version 1 and 2 entries (fixtures written
// by the old code) and the core slots of the old page open as the same games in progress through the
// new page spec, with their counted results; a daily kept in the free slot moves to its own; progress stays.
import { describe, expect, it } from 'vitest';
import { slotEntry } from '../../core/saves.ts';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { PageController } from '../../ui/screen/controller.svelte.ts';
import { encodePosition } from './notation.ts';
import { numbermatchSpec } from './page.ts';
import { PROGRESS_ENTRY, isUnlocked, progressSummary } from './records.ts';
import { gamesInProgress, metaSchema, numbermatchSlots } from './saves.ts';
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
} from './testing.ts';

function storeWith(entries: Record<string, string>): { store: Store; backend: MemoryStorage } {
  const backend = new MemoryStorage();
  for (const [k, v] of Object.entries(entries)) backend.setItem(k, v);
  return { store: new Store(backend), backend };
}

/** The new page opening a link on this storage. */
function page(store: Store, link: string) {
  const ctl = new PageController(numbermatchSpec(store), store, { detached: true });
  ctl.rounds.route(new URLSearchParams(link));
  return ctl;
}

describe('NUM-8 migrating saves of version 1 and 2 onto the page spec', () => {
  it('NUM-8 version 2: the stage and the free game in progress come back at the same positions, undo history included', () => {
    const { store, backend } = storeWith({ [SAVE_KEY]: SAVE_V2, [PROGRESS_KEY]: PROGRESS_V1 });
    const stage = page(store, 'stage=2-1');
    expect(encodePosition(stage.state)).toEqual(SAVE_V2_STAGE_AT);
    expect(stage.canUndo).toBe(true);
    // Only the migrated slot left the old entry; the free game is still there until it is opened.
    expect(JSON.parse(backend.getItem(SAVE_KEY) ?? 'null')?.data).toMatchObject({ stage: null, free: { origin: { kind: 'seed', seed: 4711 } } });
    const free = page(store, 'seed=4711');
    expect(encodePosition(free.state)).toEqual(SAVE_V2_FREE_AT);
    expect(free.attempt.hasCounted('lost')).toBe(true);
    expect(free.attempt.hasCounted('won')).toBe(false);
    expect(stage.attempt.hasCounted('lost')).toBe(false);
    expect(backend.getItem(SAVE_KEY)).toBeNull();
    const slots = numbermatchSlots(store);
    expect(slots.read('stage')?.log.steps.map((s) => ('move' in s ? s.move : null))).toEqual(JSON.parse(SAVE_V2).data.stage.moves);
    expect(slots.read('free')?.log.steps).toHaveLength(6);
    expect(gamesInProgress(slots)).toEqual([
      { kind: 'stage', id: '2-1' },
      { kind: 'seed', seed: 4711 },
    ]);
  });

  it('NUM-8 a link without a round continues the stage of version 2', () => {
    const { store } = storeWith({ [SAVE_KEY]: SAVE_V2, [PROGRESS_KEY]: PROGRESS_V1 });
    const ctl = page(store, '');
    expect(ctl.round).toEqual({ kind: 'stage', id: '2-1' });
    expect(encodePosition(ctl.state)).toEqual(SAVE_V2_STAGE_AT);
  });

  it('NUM-8 version 1: a classic free game and a stage (its loss already counted) come back where they were', () => {
    const classic = storeWith({ [SAVE_KEY]: SAVE_V1_CLASSIC });
    const c = page(classic.store, 'classic=1');
    expect(encodePosition(c.state)).toEqual(SAVE_V1_CLASSIC_AT);
    expect(c.state.adds).toBe(4);
    expect(classic.backend.getItem(SAVE_KEY)).toBeNull();

    const stage = storeWith({ [SAVE_KEY]: SAVE_V1_STAGE, [PROGRESS_KEY]: PROGRESS_V1 });
    const s = page(stage.store, 'stage=1-3');
    expect(encodePosition(s.state)).toEqual(SAVE_V1_STAGE_AT);
    expect(s.attempt.hasCounted('lost')).toBe(true);
  });

  it('NUM-8 opening another round leaves the saved game alone until a move is made', () => {
    const { store, backend } = storeWith({ [SAVE_KEY]: SAVE_V2 });
    const other = page(store, 'seed=1');
    expect(other.canUndo).toBe(false);
    expect(numbermatchSlots(store).read('free')?.meta.origin).toEqual({ kind: 'seed', seed: 4711 });
    expect(JSON.parse(backend.getItem(SAVE_KEY) ?? 'null')?.data?.stage?.origin).toEqual({ kind: 'stage', id: '2-1' });
  });

  it('NUM-8 an old save the rules refuse opens fresh with a word, never trusted', () => {
    const broken = SAVE_V1_STAGE.replace('[[0,0],[1,1]]', '[[0,0],[0,1]]');
    const { store } = storeWith({ [SAVE_KEY]: broken, [PROGRESS_KEY]: PROGRESS_V1 });
    const ctl = page(store, 'stage=1-3');
    expect(ctl.canUndo).toBe(false);
    expect(ctl.statusText).toContain('beschädigt');
  });

  it('issue 34: the level list never offers a save the rules refuse: it is set aside and reported, not kept unread', () => {
    const { store, backend } = storeWith({});
    const free = slotEntry('numbermatch', 'free', metaSchema);
    const bad = {
      log: { game: 'numbermatch', origin: { seed: 5 }, steps: [{ move: 'zz' }] },
      attempt: { practice: false, counted: [], elapsedMs: 0 },
      meta: { origin: { kind: 'seed' as const, seed: 5 } },
    };
    store.write(free, bad);
    const text = backend.getItem('knobelkiste:numbermatch/slot/free');
    expect(gamesInProgress(numbermatchSlots(store))).toEqual([]);
    expect(backend.getItem('knobelkiste:numbermatch/slot/free')).toBeNull();
    expect(backend.getItem('knobelkiste:numbermatch/slot/free:aside:1')).toBe(text);
    expect(store.reports.map((r) => [r.kind, r.name])).toEqual([['invalid', 'numbermatch/slot/free']]);
  });

  it('NUM-8 a daily board the old page kept in the free slot moves to the daily slot when opened', () => {
    const { store } = storeWith({});
    const day = '2026-11-02';
    const first = page(store, `daily=${day}`);
    first.play({ kind: 'add' });
    const saved = numbermatchSlots(store).read('daily')!;
    numbermatchSlots(store).clear('daily');
    store.write(slotEntry('numbermatch', 'free', metaSchema), { ...saved, meta: { origin: { kind: 'daily', day }, hintsUsed: 1 } });
    const ctl = page(store, `daily=${day}`);
    expect(ctl.session.steps).toEqual([{ move: 'add' }]);
    expect(ctl.hints.left).toBe(2);
    expect(numbermatchSlots(store).read('free')).toBeUndefined();
    expect(numbermatchSlots(store).read('daily')?.meta.origin).toEqual({ kind: 'daily', day });
  });

  it('NUM-8 progress (wins and losses per stage, the free tally) reads unchanged', () => {
    const { store } = storeWith({ [PROGRESS_KEY]: PROGRESS_V1 });
    const p = store.read(PROGRESS_ENTRY)!;
    expect(p).toEqual(JSON.parse(PROGRESS_V1).data);
    expect(isUnlocked(p, '1-3')).toBe(true);
    expect(isUnlocked(p, '1-4')).toBe(false);
    expect(progressSummary(p)).toMatchObject({ stagesWon: 2, stagesLost: 2 });
    // And the page opens the next stage not won: 1-3.
    expect(page(store, '').round).toEqual({ kind: 'stage', id: '1-3' });
  });
});
