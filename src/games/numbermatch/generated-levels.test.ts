// Issue 13 (content): levels beyond the 12 shipped ones are generated from a seed, proven clearable by the
// solver, and plug into stage ids, links, unlocking, saves and the summary like the shipped ones.
import { describe, expect, it } from 'vitest';
import {
  FIRST_GENERATED,
  GENERATED_STAGES,
  MAX_LEVEL,
  cellsFor,
  generatedLevel,
  generatedStage,
  nextStageId,
  previousStageId,
  stageDef,
  stageExists,
} from './generated-levels.ts';
import { LEVELS } from './levels.ts';
import { decodePosition } from './notation.ts';
import { play, status, type NumberMatchState } from './rules.ts';
import {
  PROGRESS_ENTRY,
  emptyProgress,
  isUnlocked,
  levelComplete,
  nextStage,
  progressSummary,
  reachableLevel,
  recordResult,
  replaySave,
  startOf,
  type Progress,
} from './records.ts';
import { nmQueryOf, readNmQuery } from './page.ts';
import { nm } from './strings.de.ts';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { formatMove } from './notation.ts';

/** Progress with every stage of levels 1 … `level` won. */
function wonThrough(level: number): Progress {
  let p = emptyProgress();
  for (let l = 1; l <= level; l++) {
    const count = l < FIRST_GENERATED ? (LEVELS[l - 1]?.stages.length ?? 0) : GENERATED_STAGES;
    for (let s = 1; s <= count; s++) p = recordResult(p, { kind: 'stage', id: `${l}-${s}` }, 'won');
  }
  return p;
}

describe('issue 13: generated levels after the 12', () => {
  it('NUM-8 issue 13 the same level number gives the same stages (deterministic, cached or not)', () => {
    const a = generatedLevel(13);
    expect(a?.stages.map((s) => s.id)).toEqual(['13-1', '13-2', '13-3', '13-4']);
    expect(generatedLevel(13)).toEqual(a);
    expect(generatedStage(14, 2)?.rows).not.toEqual(generatedStage(14, 1)?.rows);
    expect(generatedStage(13, 1)?.rows).not.toEqual(generatedStage(14, 1)?.rows);
    expect(stageDef('13-2')).toEqual(a?.stages[1]);
    expect(startOf({ kind: 'stage', id: '13-2' })).toEqual(decodePosition({ rows: [...(a?.stages[1]?.rows ?? [])], adds: a?.stages[1]?.adds }));
  });

  it('NUM-8 issue 13 every stage of levels 13–20 has a solver proof that replays to a cleared board through the rules', () => {
    for (let level = 13; level <= 20; level++) {
      for (let stage = 1; stage <= GENERATED_STAGES; stage++) {
        const def = generatedStage(level, stage);
        expect(def, `${level}-${stage}`).not.toBeNull();
        const start = decodePosition({ rows: [...(def?.rows ?? [])], adds: def?.adds });
        expect(start.ok).toBe(true);
        if (!start.ok || !def) continue;
        // Difficulty: as many numbers as the generator says (no fallback used), one add at most.
        expect(start.value.cells.length, `${level}-${stage}`).toBe(cellsFor(level, stage));
        expect(def.adds).toBe(1);
        let s: NumberMatchState = start.value;
        for (const m of def.proof) {
          const r = play(s, m);
          expect(r.ok, `${level}-${stage}`).toBe(true);
          if (r.ok) s = r.value.state;
        }
        expect(status(s), `${level}-${stage}`).toBe('won');
      }
    }
  });

  it('NUM-8 issue 13 difficulty rises gently: more numbers with the level, capped', () => {
    expect(cellsFor(13, 1)).toBeGreaterThanOrEqual(46);
    expect(cellsFor(20, 1)).toBeGreaterThan(cellsFor(13, 1));
    expect(cellsFor(500, 4)).toBe(58);
  });

  it('NUM-8 issue 13 stage ids: which exist, and the play order across levels', () => {
    for (const id of ['13-1', '13-4', '20-3', `${MAX_LEVEL}-4`]) expect(stageExists(id), id).toBe(true);
    for (const id of ['13-5', '13-0', '0-1', '013-1', '12-6', `${MAX_LEVEL + 1}-1`, '1-1-1', '13-', ' 13-1']) expect(stageExists(id), id).toBe(false);
    expect(previousStageId('13-1')).toBe('12-5');
    expect(previousStageId('14-1')).toBe('13-4');
    expect(previousStageId('1-1')).toBeNull();
    expect(nextStageId('12-5')).toBe('13-1');
    expect(nextStageId('13-4')).toBe('14-1');
    expect(nextStageId(`${MAX_LEVEL}-4`)).toBeNull();
    expect(nextStage('13-4')?.id).toBe('14-1');
    expect(generatedStage(13, 5)).toBeNull();
    expect(generatedLevel(12)).toBeNull();
  });

  it('NUM-8 issue 13 progress unlocks 13 after 12 and 14 after 13; the summary counts generated levels', () => {
    const before = wonThrough(11);
    expect(isUnlocked(before, '13-1')).toBe(false);
    expect(reachableLevel(before)).toBe(12);
    const after12 = wonThrough(12);
    expect(isUnlocked(after12, '13-1')).toBe(true);
    expect(isUnlocked(after12, '13-2')).toBe(false);
    expect(isUnlocked(after12, '14-1')).toBe(false);
    expect(reachableLevel(after12)).toBe(13);
    const after13 = wonThrough(13);
    expect(levelComplete(after13, 13)).toBe(true);
    expect(isUnlocked(after13, '14-1')).toBe(true);
    expect(isUnlocked(after13, '14-2')).toBe(false);
    expect(reachableLevel(after13)).toBe(14);
    // Issue 21: as many levels as the level list shows (the reachable ones and one locked after them).
    expect(progressSummary(after13)).toMatchObject({ levelsDone: 13, levels: 15 });
    expect(progressSummary(after12)).toMatchObject({ levelsDone: 12, levels: 14 });
  });

  it('NUM-8 issue 13 links: 13+ stages parse and format both ways; bad stage numbers get the clear message', () => {
    const p = wonThrough(12);
    const origin = { kind: 'stage', id: '13-1' } as const;
    const today = '2026-12-03';
    expect(nmQueryOf(origin)).toEqual({ stage: '13-1' });
    expect(readNmQuery(new URLSearchParams(nmQueryOf(origin)), today, p)).toEqual({ ok: true, round: origin });
    expect(readNmQuery(new URLSearchParams('stage=13-2'), today, p)).toMatchObject({ ok: false, message: nm.lockedLink('13-2') });
    expect(readNmQuery(new URLSearchParams('stage=14-1'), today, p)).toMatchObject({ ok: false, message: nm.lockedLink('14-1') });
    for (const bad of ['13-5', '13-0', '0-1', '99999999-1', '13-x', '13-01']) {
      const r = readNmQuery(new URLSearchParams({ stage: bad }), today, p);
      expect(r, bad).toMatchObject({ ok: false, message: nm.badStage });
    }
  });

  it('NUM-8 issue 13 progress and saves of a generated stage go through the store and replay', () => {
    const backend = new MemoryStorage();
    new Store(backend).write(PROGRESS_ENTRY, recordResult(wonThrough(12), { kind: 'stage', id: '13-1' }, 'won'));
    const back = new Store(backend).read(PROGRESS_ENTRY);
    expect(back?.stages['13-1']).toEqual({ won: 1, lost: 0 });
    expect(isUnlocked(back as Progress, '13-2')).toBe(true);
    const def = generatedStage(13, 1);
    const moves = (def?.proof ?? []).slice(0, 2).map((m) => formatMove(m)) as never;
    const r = replaySave({ origin: { kind: 'stage', id: '13-1' }, moves, lostCounted: false, wonCounted: false });
    expect(r.ok && r.value.moves.length).toBe(2);
  });
});
