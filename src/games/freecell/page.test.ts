// FreeCell on the shared screen: a round writes its link (links.test.ts reads every link), taps play through the
// controller, statistics stay in freecell/stats (FC-19), a return keeps the table and counter but no
// undo (FC-12), two tabs on one deal follow each other, and the board's motion and tall cards.

import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { PageController } from '../../ui/screen/controller.svelte.ts';
import type { Change } from '../../ui/screen/controller.svelte.ts';
import { CARD_RATIO, LONGEST_COLUMN, stepOf, tableLayout } from './layout.ts';
import { isFreshDeal, motionOf } from './motion.ts';
import { spec } from './page.ts';
import { STATS_ENTRY, dailyDeal } from './records.ts';
import { freecellSlots } from './saves.ts';
import { newDeal, type FreecellState, type FreecellTrace } from './rules.ts';
import { table } from './testing.ts';
import { FreecellView } from './view.svelte.ts';

const TODAY = '2026-12-02';

const setup = (store = new Store(new MemoryStorage()), answer = true) => {
  const asked: string[] = [];
  const ctl = new PageController(spec, store, {
    detached: true,
    clock: () => 0,
    confirm: (title) => {
      asked.push(title);
      return Promise.resolve(answer);
    },
  });
  return { store, ctl, view: new FreecellView(ctl), asked };
};
const q = (s: string) => new URLSearchParams(s);

describe('FreeCell links on the shared screen', () => {
  it('FC-14 FC-16 a round writes the link it came from; labels name the deal or the day', () => {
    expect(spec.rounds.queryOf({ kind: 'free', seed: 11982, variant: '' }, TODAY)).toEqual({ deal: '11982' });
    expect(spec.rounds.queryOf({ kind: 'daily', seed: dailyDeal(TODAY), day: TODAY, variant: '' }, TODAY)).toEqual({ daily: '1' });
    expect(spec.rounds.label({ kind: 'free', seed: 11982, variant: '' })).toBe('Blatt Nr. 11.982');
    expect(spec.rounds.label({ kind: 'daily', seed: 1, day: TODAY, variant: '' })).toBe('Tagesaufgabe 2.12.2026');
    expect(spec.rounds.seedRange).toEqual([1, 1_000_000]);
  });
});

describe('FreeCell play through the controller', () => {
  it('FC-3 FC-9 FC-19 taps move cards, the first move counts the deal once, undo takes the counter back', () => {
    const { ctl, view, store } = setup();
    ctl.rounds.route(q('deal=1'));
    view.tap({ kind: 'column', column: 7 });
    expect(view.held).toEqual({ from: 7, count: 1 });
    expect(view.targets.length).toBeGreaterThan(0);
    view.tap({ kind: 'cell', cell: 0 });
    expect(ctl.state.moves).toBe(1);
    expect(ctl.state.cells[0]).toBe(newDeal(1).columns[7]?.at(-1));
    expect(store.read(STATS_ENTRY)?.played).toBe(1);
    ctl.undo();
    expect(ctl.state.moves).toBe(0);
    view.key('column', 7);
    view.key('cell', 1);
    expect(store.read(STATS_ENTRY)?.played).toBe(1);
    expect(freecellSlots(store).read('free')).toMatchObject({ meta: { deal: 1, moves: 1 } });
  });

  it('FC-4 an illegal tap moves the selection or clears it, and plays nothing', () => {
    const { ctl, view } = setup();
    ctl.rounds.route(q('deal=1'));
    view.tap({ kind: 'column', column: 7 });
    view.tap({ kind: 'home' });
    expect(view.held).toBeNull();
    expect(ctl.state.moves).toBe(0);
  });

  it('FC-12 a return keeps table, deal and counter, without undo; a new deal then asks first', async () => {
    const a = setup();
    a.ctl.rounds.route(q('deal=617'));
    a.view.key('column', 7);
    a.view.key('cell', 0);
    a.view.key('column', 6);
    a.view.key('cell', 1);
    expect(a.ctl.state.moves).toBe(2);
    const b = setup(a.store);
    b.ctl.rounds.route(q(''));
    expect(b.ctl.round).toMatchObject({ kind: 'free', seed: 617 });
    expect(b.ctl.state).toEqual(a.ctl.state);
    expect(b.ctl.canUndo).toBe(false);
    expect(b.ctl.inProgress).toBe(true);
    await b.ctl.rounds.newGame();
    expect(b.asked.length).toBe(1);
  });

  it('FC-16 FC-19 a won daily: time, moves and the day go into freecell/stats, once', () => {
    const { ctl, store } = setup();
    const nearly = table({
      columns: {
        0: 'KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D AC',
        1: 'KD QC JD TC 9D 8C 7D 6C 5D 4C 3D 2C AD',
        2: 'KH QS JH TS 9H 8S 7H 6S 5H 4S 3H 2S',
        3: 'KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS',
      },
      cells: ['AH', null, null, null],
    });
    ctl.rounds.route(q('daily=1'));
    const day = ctl.round.day as string;
    const won = { ...nearly, moves: 80 };
    const panel = spec.play.ended({ round: ctl.round, state: won, status: 'won', attempt: ctl.attempt, elapsedMs: 61_000, first: true, store, undos: 0 });
    expect(panel.lines[1]).toBe('80 Züge · Zeit 1:01');
    // Counted once: the same ending told again records nothing.
    spec.play.ended({ round: ctl.round, state: won, status: 'won', attempt: ctl.attempt, elapsedMs: 61_000, first: false, store, undos: 0 });
    expect(store.read(STATS_ENTRY)).toMatchObject({ won: 1, bestMoves: 80, bestTimeMs: 61_000, dailyWon: [day] });
  });

  it('FC-12 two tabs on the same deal follow each other; another deal is a conflict', () => {
    const store = new Store(new MemoryStorage());
    const a = setup(store);
    const b = setup(store);
    a.ctl.rounds.route(q('deal=617'));
    b.ctl.rounds.route(q('deal=617'));
    a.view.key('column', 7);
    a.view.key('cell', 0);
    b.ctl.saves.storageChanged('knobelkiste:freecell/slot/free');
    expect(b.ctl.state.moves).toBe(1);
    b.view.key('column', 6);
    b.view.key('cell', 1);
    a.ctl.saves.storageChanged('knobelkiste:freecell/slot/free');
    expect(a.ctl.saves.conflict).toBe(false);
    expect(a.ctl.state).toEqual(b.ctl.state);
    const c = setup(store);
    c.ctl.rounds.route(q('deal=5'));
    c.view.key('column', 0);
    c.view.key('cell', 0);
    a.ctl.saves.storageChanged('knobelkiste:freecell/slot/free');
    expect(a.ctl.saves.conflict).toBe(true);
  });
});

describe('FreeCell board helpers', () => {
  const change = (cause: Change<FreecellState, FreecellTrace>['cause'], after: FreecellState, trace?: FreecellTrace) => ({
    seq: 1,
    cause,
    move: undefined,
    trace,
    before: after,
    after,
  });

  it('a fresh deal is dealt in; a resumed table is not; an undo plays its trace backwards', () => {
    expect(isFreshDeal(newDeal(3))).toBe(true);
    expect(motionOf(change('open', newDeal(3)))).toEqual({ kind: 'deal' });
    expect(motionOf(change('open', { ...newDeal(3), moves: 4 }))).toBeNull();
    const trace: FreecellTrace = { kind: 'move', steps: [{ cards: [5], from: 0, to: 8 }] };
    expect(motionOf(change('undo', newDeal(3), trace))).toEqual({ kind: 'trace', trace: { kind: 'move', steps: [{ cards: [5], from: 8, to: 0 }] } });
    expect(motionOf(change('move', newDeal(3), trace))).toEqual({ kind: 'trace', trace });
  });

  it.each([
    [374, 600],
    [348, 520],
  ])('issue 21 a phone (%i × %i) gets taller cards while a 19-card column still fits', (width, height) => {
    const tall = tableLayout({ width, height, tall: true });
    const plain = tableLayout({ width, height });
    expect(tall.cardW).toBe(plain.cardW);
    expect(tall.cardH).toBeGreaterThan(Math.round(tall.cardW * CARD_RATIO));
    expect(tall.columnTop + (LONGEST_COLUMN - 1) * stepOf(tall, LONGEST_COLUMN) + tall.cardH).toBeLessThanOrEqual(tall.columnBottom + 0.5);
    expect(tall.height).toBeLessThanOrEqual(height);
    expect(stepOf(tall, LONGEST_COLUMN)).toBeGreaterThanOrEqual(tall.stepMin - 1e-9);
  });

  it('issue 21 a wide screen keeps the classic card shape', () => {
    const l = tableLayout({ width: 1000, height: 560, tall: true });
    expect(l.cardH).toBe(Math.round(l.cardW * CARD_RATIO));
  });
});
