// Issue 20: Farbschalen moved onto the shared screen; nothing a player saved before is lost. Saves of
// today's format ("bowls/save/<mode>", saves.ts) resume in the new page spec's slots with the same
// round, moves, practice mark and counted results; records, prefs, feats, themes keep their entries.
import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { SaveSlots } from '../../core/saves.ts';
import { RECORDS_ENTRY, recordPuzzle } from './records.ts';
import { bowlsSpec } from './page.ts';
import { LEGACY, SAVE_ENTRIES, carriedDay, metaSchema, sessionOf, toSave } from './saves.ts';
import { legalMoves } from './rules.ts';
import type { Mode } from './rules/types.ts';

const TODAY = '2026-12-03';

function oldSave(store: Store, mode: Mode, seed: number, moves: number, marks: { practice: boolean; recorded: boolean; day?: string }): number[] {
  const s = sessionOf({ seed, options: { mode } });
  if (!s.ok) throw new Error(s.error.message);
  const played: number[] = [];
  for (let k = 0; k < moves; k++) {
    const m = legalMoves(s.value.state)[k % 2] as number;
    played.push(m);
    s.value.play(m);
  }
  store.write(SAVE_ENTRIES[mode], toSave(s.value, marks));
  return played;
}

describe('issue 20: old Farbschalen saves load on the shared screen', () => {
  it('an endless save of before resumes: same seed, same moves, the practice mark, and the old entry is gone', () => {
    const store = new Store(new MemoryStorage());
    const played = oldSave(store, 'endless', 4242, 3, { practice: true, recorded: false });
    const spec = bowlsSpec(store, () => TODAY);
    const slots = new SaveSlots(store, spec.def, { slots: spec.saves.slots, meta: metaSchema, legacy: LEGACY });
    const r = slots.resume('endless');
    expect(r.ok).toBe(true);
    if (!r.ok || !r.value) throw new Error('not resumed');
    expect(r.value.meta.round).toEqual({ kind: 'endless', seed: 4242 });
    expect(r.value.session.state.moves).toBe(3);
    expect(r.value.session.toLog().steps.map((s) => ('move' in s ? s.move : null))).toEqual(played);
    expect(r.value.attempt.practice).toBe(true);
    expect(store.read(SAVE_ENTRIES.endless)).toBeUndefined();
  });

  it('BOW-26 a daily save of before keeps its UTC day past midnight; the link reader continues it', () => {
    const store = new Store(new MemoryStorage());
    oldSave(store, 'daily', 20261202, 5, { practice: false, recorded: false, day: '2026-12-02' });
    expect(carriedDay(store)).toBe('2026-12-02');
    const spec = bowlsSpec(store, () => TODAY);
    const q = spec.rounds.readQuery(new URLSearchParams('daily=1'), TODAY);
    expect(q).toEqual({ ok: true, round: { kind: 'daily', day: '2026-12-02' } });
    const slots = new SaveSlots(store, spec.def, { slots: spec.saves.slots, meta: metaSchema, legacy: LEGACY });
    const r = slots.resume('daily');
    if (!r.ok || !r.value) throw new Error('not resumed');
    expect(r.value.meta.round).toEqual({ kind: 'daily', day: '2026-12-02' });
    expect(r.value.session.state.movesLeft).toBe(15);
    expect(r.value.attempt.day).toBe('2026-12-02');
  });

  it('a recorded (ended once, then undone) save keeps its result counted; records stay in their entry', () => {
    const store = new Store(new MemoryStorage());
    store.write(RECORDS_ENTRY, recordPuzzle(undefined, 3, { won: true, moves: 2 }));
    oldSave(store, 'endless', 7, 2, { practice: true, recorded: true });
    const spec = bowlsSpec(store, () => TODAY);
    const slots = new SaveSlots(store, spec.def, { slots: spec.saves.slots, meta: metaSchema, legacy: LEGACY });
    const r = slots.resume('endless');
    if (!r.ok || !r.value) throw new Error('not resumed');
    expect(r.value.attempt.hasCounted('lost')).toBe(true);
    expect(store.read(RECORDS_ENTRY)?.puzzles['3']).toEqual({ won: 1, lost: 0, bestMoves: 2 });
    // The start page's summary reads the new slot.
    expect(spec.screen.counters(r.value.session.state, 0, { kind: 'endless', seed: 7 }, 0).map((c) => c.id)).toEqual(['score', 'best']);
  });

  it('BOW-30 an old save that does not replay moves over and is then set aside, never resumed', () => {
    const store = new Store(new MemoryStorage());
    const s = sessionOf({ seed: 5, options: { mode: 'endless' } });
    if (!s.ok) throw new Error(s.error.message);
    const good = toSave(s.value, { practice: false, recorded: false });
    // Three moves from bowl 0: the second finds it empty, so the log cannot be replayed.
    store.write(SAVE_ENTRIES.endless, { ...good, log: { ...good.log, steps: [{ move: 0 }, { move: 0 }, { move: 0 }] } });
    const spec = bowlsSpec(store, () => TODAY);
    const slots = new SaveSlots(store, spec.def, { slots: spec.saves.slots, meta: metaSchema, legacy: LEGACY });
    const r = slots.resume('endless');
    expect(r.ok).toBe(false);
    expect(store.read(SAVE_ENTRIES.endless)).toBeUndefined();
    expect(store.reports.map((x) => [x.kind, x.name])).toEqual([['invalid', 'bowls/slot/endless']]);
    expect(store.reports[0]?.asideKey).toBe('knobelkiste:bowls/slot/endless:aside:1');
    expect(slots.resume('endless')).toEqual({ ok: true, value: null });
  });
});
