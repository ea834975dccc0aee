// Number Match on the shared screen (NUM-8, issue 21): links both ways, the page spec driven
// through the page controller with the view on top: selection and explanations, slots per kind of
// round, results counted once, limited hints, the next stage after a win, the daily.
import { beforeEach, describe, expect, it } from 'vitest';
import { slotEntry } from '../../core/saves.ts';
import { replay } from '../../core/session.ts';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { PageController } from '../../ui/screen/controller.svelte.ts';
import { numbermatchDef } from './def.ts';
import { encodePosition } from './notation.ts';
import { nmLabel, nmQueryOf, nextUnplayed, numbermatchSpec, readNmQuery } from './page.ts';
import { PROGRESS_ENTRY, emptyProgress, recordResult } from './records.ts';
import { legalPairIndices } from './rules.ts';
import { metaSchema, numbermatchSlots } from './saves.ts';
import { nm } from './strings.de.ts';
import { NumberMatchView, type NmController } from './view.svelte.ts';

const TODAY = '2026-12-03';
const q = (s: string | Record<string, string>): URLSearchParams => new URLSearchParams(s);
const fresh = emptyProgress();

describe('Number Match links (every link of before opens the same round)', () => {
  it('NUM-8 stage, seed, classic and daily links open their round; no link continues the stage in progress', () => {
    expect(readNmQuery(q('stage=1-1'), TODAY, fresh)).toEqual({ ok: true, round: { kind: 'stage', id: '1-1' } });
    expect(readNmQuery(q('seed=000042'), TODAY, fresh)).toEqual({ ok: true, round: { kind: 'seed', seed: 42 } });
    expect(readNmQuery(q('classic=1'), TODAY, fresh)).toEqual({ ok: true, round: { kind: 'classic' } });
    expect(readNmQuery(q('daily=2026-02-03'), TODAY, fresh)).toEqual({ ok: true, round: { kind: 'daily', day: '2026-02-03' } });
    expect(readNmQuery(q('daily=1'), TODAY, fresh)).toEqual({ ok: true, round: { kind: 'daily', day: TODAY } });
    expect(readNmQuery(q(''), TODAY, fresh)).toEqual({ ok: true, round: 'resume' });
  });

  it.each(['classic=', 'classic=0', 'classic=<script>alert(1)</script>'])('issue 26 "%s" opens nothing and says so', (query) => {
    expect(readNmQuery(q(query), TODAY, fresh)).toEqual({ ok: false, message: nm.badClassic, fallback: 'resume' });
  });

  it('NUM-8 unknown or locked stages, bad seeds and days say why and open the game in progress', () => {
    expect(readNmQuery(q('stage=99-9'), TODAY, fresh)).toEqual({ ok: false, message: nm.badStage, fallback: 'resume' });
    expect(readNmQuery(q('stage=1-2'), TODAY, fresh)).toMatchObject({ ok: false, message: expect.stringContaining('gesperrt') });
    expect(readNmQuery(q('stage=1-2'), TODAY, recordResult(fresh, { kind: 'stage', id: '1-1' }, 'won')).ok).toBe(true);
    for (const bad of ['-1', '1.5', 'x', '1234567890123456', '1.000'])
      expect(readNmQuery(q({ seed: bad }), TODAY, fresh)).toMatchObject({ ok: false, message: nm.badSeed });
    expect(readNmQuery(q('daily=2026-02-30'), TODAY, fresh)).toMatchObject({ ok: false, message: nm.badDay });
  });

  it('NUM-8 a round formats to a query that reads back to it; labels are whole', () => {
    const won = recordResult(fresh, { kind: 'stage', id: '1-1' }, 'won');
    for (const round of [
      { kind: 'stage', id: '1-2' } as const,
      { kind: 'seed', seed: 0 } as const,
      { kind: 'seed', seed: 999_999_999_999_999 } as const,
      { kind: 'classic' } as const,
      { kind: 'daily', day: '2026-01-05' } as const,
    ]) {
      expect(readNmQuery(q(nmQueryOf(round)), TODAY, won)).toEqual({ ok: true, round });
    }
    expect(nmLabel({ kind: 'daily', day: '2026-01-05' })).toBe('Tagesaufgabe vom 5.1.2026');
    expect(nmLabel({ kind: 'stage', id: '3-2' })).toBe('Level 3 · Stufe 2');
  });

  it('issue 21: with nothing in progress the game opens the next stage not won yet', () => {
    expect(nextUnplayed(fresh)).toBe('1-1');
    let p = recordResult(fresh, { kind: 'stage', id: '1-1' }, 'won');
    p = recordResult(p, { kind: 'stage', id: '1-2' }, 'lost');
    expect(nextUnplayed(p)).toBe('1-2');
  });
});

let store: Store;
let ctl: NmController;
let view: NumberMatchView;

function open(link: string): void {
  ctl.rounds.route(q(link));
}
function tap(...cells: number[]): void {
  for (const i of cells) view.tap(i);
}
const add = (): void => view.add();
const undo = (): void => ctl.undo();
const redo = (): void => ctl.redo();
const slot = (s: 'stage' | 'free' | 'daily') => numbermatchSlots(store).read(s);
/** A new page on the same storage (a reload). */
function reload(): void {
  ctl = new PageController(numbermatchSpec(store), store, { detached: true, confirm: () => Promise.resolve(true) });
  view = new NumberMatchView(ctl);
  // As the screen does: the view follows every change and hint of the controller.
  ctl.follow(view);
}

beforeEach(() => {
  store = new Store(new MemoryStorage());
  reload();
});

// The shipped solution of stage 1-1, as taps on cell indices and adds.
const SOLVE_1_1: ReadonlyArray<readonly [number, number] | 'add'> = [[9, 10], [0, 1], [3, 4], [5, 6], [7, 8], 'add', [2, 9]];
function playAll(steps: typeof SOLVE_1_1): void {
  for (const s of steps) {
    if (s === 'add') add();
    else tap(s[0], s[1]);
  }
}

describe('NUM-8 Number Match on the page controller', () => {
  it('issue 21: a first visit without a link opens stage 1-1; after its win, the next one', () => {
    open('');
    expect(ctl.round).toEqual({ kind: 'stage', id: '1-1' });
    playAll(SOLVE_1_1);
    expect(ctl.status).toBe('won');
    expect(ctl.end).toMatchObject({ next: { label: 'Weiter: Level 1, Stufe 2', query: { stage: '1-2' } } });
    reload();
    open('');
    expect(ctl.round).toEqual({ kind: 'stage', id: '1-2' });
  });

  it('NUM-1 a tap selects, a bad second tap explains and moves the selection, a good one removes the pair', () => {
    open('stage=1-1');
    tap(0);
    expect(view.selected).toBe(0);
    tap(2);
    expect(ctl.statusText).toContain('passen nicht');
    expect(view.selected).toBe(2);
    tap(2);
    expect(view.selected).toBeNull();
    tap(0, 1);
    expect(encodePosition(ctl.state).rows).toEqual(['..5283746', '55']);
    expect(ctl.statusText).toContain('abgeräumt');
    expect(view.faded.slice(0, 2)).toEqual([1, 9]);
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
    open('stage=1-1');
    playAll(SOLVE_1_1.slice(0, 5));
    const at = ctl.state;
    reload();
    open('stage=1-1');
    expect(ctl.state).toEqual(at);
    expect(ctl.canUndo).toBe(true);
    expect(view.faded.slice(0, 2)).toEqual([1, 9]);
    playAll(SOLVE_1_1.slice(5));
    expect(ctl.status).toBe('won');
    expect(store.read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 1, lost: 0 });
    expect(slot('stage')).toBeUndefined();
    // Undo and the same last pair again: counted once per attempt.
    undo();
    tap(2, 9);
    undo();
    redo();
    expect(store.read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 1, lost: 0 });
  });

  it('NUM-8 a restart starts a new attempt that counts again', async () => {
    open('stage=1-1');
    playAll(SOLVE_1_1);
    await ctl.rounds.restart();
    expect(ctl.state.cells).toHaveLength(11);
    playAll(SOLVE_1_1);
    expect(store.read(PROGRESS_ENTRY)?.stages['1-1']).toEqual({ won: 2, lost: 0 });
  });

  it('NUM-8 the stage, the free game and the daily keep separate slots', () => {
    open('stage=1-1');
    tap(9, 10);
    open('classic=1');
    tap(0, 9);
    open(`daily=${TODAY}`);
    add();
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
    expect(slot('daily')).toMatchObject({ meta: { origin: { kind: 'daily', day: TODAY } }, log: { steps: [{ move: 'add' }] } });
    open('stage=1-1');
    expect(ctl.session.steps).toHaveLength(1);
    open('classic=1');
    expect(ctl.session.steps).toHaveLength(1);
  });

  it('NUM-8 a loss is counted once per attempt, even after undo and redo; the panel offers undo', () => {
    open('seed=5');
    for (let i = 0; i < 200 && ctl.status === 'playing'; i++) {
      const pairs = legalPairIndices(ctl.state.cells);
      const last = pairs[pairs.length - 1];
      if (last) tap(last[0], last[1]);
      else add();
    }
    expect(ctl.status).toBe('lost');
    expect(ctl.end).toMatchObject({ title: nm.lostHeading, undo: true });
    expect(store.read(PROGRESS_ENTRY)?.free).toEqual({ won: 0, lost: 1 });
    undo();
    expect(ctl.status).toBe('playing');
    redo();
    expect(store.read(PROGRESS_ENTRY)?.free).toEqual({ won: 0, lost: 1 });
    expect(slot('free')?.attempt.counted).toContain('lost');
  });

  it('issue 13: 3 hints per stage; asking again while one shows is free; they survive a reload', () => {
    open('stage=1-1');
    expect(ctl.hints.left).toBe(3);
    ctl.hint();
    expect(ctl.hints.left).toBe(2);
    expect(view.hintCells).toHaveLength(2);
    expect(ctl.statusText).toContain('Tipp:');
    ctl.hint();
    expect(ctl.hints.left).toBe(2);
    const [a, b] = view.hintCells as [number, number];
    tap(a, b);
    expect(view.hintCells).toEqual([]);
    ctl.hint();
    ctl.undo();
    ctl.hint();
    expect(ctl.hints.left).toBe(0);
    reload();
    open('stage=1-1');
    expect(ctl.hints.left).toBe(0);
    ctl.hint();
    expect(ctl.statusText).toContain('Tipps dieser Stufe sind verbraucht');
  });

  it('issue 13: a save of before with hintsUsed in its metadata keeps those hints used', () => {
    open('stage=1-1');
    tap(9, 10);
    const saved = slot('stage');
    store.write(slotEntry('numbermatch', 'stage', metaSchema), { ...saved!, meta: { origin: { kind: 'stage', id: '1-1' }, hintsUsed: 2 } });
    reload();
    open('stage=1-1');
    expect(ctl.hints.left).toBe(1);
  });

  it('NUM-8 a save the rules refuse is not trusted: the round opens fresh and the status line says so', () => {
    open('stage=1-1');
    tap(9, 10);
    const saved = slot('stage')!;
    store.write(slotEntry('numbermatch', 'stage', metaSchema), {
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
    });
    reload();
    open('stage=1-1');
    expect(ctl.canUndo).toBe(false);
    expect(ctl.statusText).toContain('beschädigt');
  });

  it('issue 21: a removed pair is drawn over the board from the next frame, not inside the tap, and goes with the animation', async () => {
    open('stage=1-1');
    tap(0, 1);
    expect(ctl.player.ms(1), 'motion is on here').toBeGreaterThan(0);
    expect(view.fx?.pair?.map((g) => g.v)).toEqual([1, 9]);
    expect(view.ghost, 'nothing of the ghost is made in the tap').toBeNull();
    await ctl.player.frame();
    await Promise.resolve();
    expect(view.ghost).toEqual({ id: view.fx?.id, pair: view.fx?.pair });
    ctl.player.skip();
    expect(view.fx).toBeNull();
    expect(view.ghost).toBeNull();
  });

  it('issue 21: an add asks the board to show the new numbers', () => {
    open('seed=7');
    const before = ctl.state.cells.length;
    add();
    // A beat after the add (a tap or key skips straight to it).
    ctl.player.skip();
    expect(view.reveal?.cell).toBe(ctl.state.cells.length - 1);
    expect(ctl.state.cells.length).toBeGreaterThan(before);
  });
});

describe('NUM-8 the view replays through the def (issue 9 item 7)', () => {
  it('NUM-1 NUM-7 NUM-9 moves, a refused pair, hint, add, undo and redo: the session log replays to the same state', () => {
    open('seed=12');
    for (let k = 0; k < 14 && ctl.status === 'playing'; k++) {
      if (k === 5 || k === 11) add();
      else if (k === 3) ctl.hint();
      else if (k === 7) undo();
      else if (k === 8) redo();
      else if (k === 9) {
        undo();
        undo();
      } else {
        const pair = legalPairIndices(ctl.state.cells)[k % 2];
        if (!pair) add();
        else tap(pair[0], pair[1]);
      }
      if (k === 4) tap(0, 0);
    }
    const again = replay(numbermatchDef, JSON.parse(JSON.stringify(ctl.session.toLog())));
    expect(again.ok && again.value.state).toEqual(ctl.state);
    const at = ctl.state;
    reload();
    open('seed=12');
    expect(ctl.state).toEqual(at);
  });
});
