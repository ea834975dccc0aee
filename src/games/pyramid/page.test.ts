// The pyramid's page spec on the shared controller: every link that worked before opens the same
// deal, the deal lives only in saves.ts's memory (PYR-11: back from another page it is there, after a
// reload it is not, and nothing of it reaches the device), and the statistics keep their entry.

import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_PREFIX, MemoryStorage, Store } from '../../core/storage.ts';
import { today as todayOf } from '../../ui/seeds.ts';
import { PageController } from '../../ui/screen/controller.svelte.ts';
import { forgetKept, keptStore } from './saves.ts';
import { MAX_DEAL } from './notation.ts';
import { Bests, pyramidSpec, readPyramidQuery } from './page.ts';
import { STATS_ENTRY, dailyDeal, dailyResult } from './records.ts';
import { hint, slotIndex, type PyramidMove } from './rules.ts';
import { c } from './testing.ts';

const TODAY = '2026-12-03';
const q = (s: string): URLSearchParams => new URLSearchParams(s);
const dump = (b: MemoryStorage): Record<string, string> => {
  const out: Record<string, string> = {};
  for (let i = 0; i < b.length; i++) out[b.key(i) as string] = b.getItem(b.key(i) as string) as string;
  return out;
};

function setup(device = new Store(new MemoryStorage())) {
  const ctl = new PageController(pyramidSpec(device), keptStore(), { detached: true, confirm: () => Promise.resolve(true) });
  return { ctl, device };
}

/** Follow the hints to the end of the deal. */
function followHints(ctl: ReturnType<typeof setup>['ctl'], bests?: Bests): void {
  for (let i = 0; i < 120 && ctl.status === 'playing'; i++) {
    const h: PyramidMove | null = hint(ctl.state);
    if (h === null) return;
    ctl.play(h);
    bests?.reached(ctl.state);
  }
}

afterEach(() => forgetKept());

describe('pyramid links (PYR-9, issue 13)', () => {
  it.each([
    ['deal=0', { kind: 'free', seed: 0, variant: '' }],
    ['deal=134', { kind: 'free', seed: 134, variant: '' }],
    ['deal=007', { kind: 'free', seed: 7, variant: '' }],
    [`deal=${MAX_DEAL}`, { kind: 'free', seed: MAX_DEAL, variant: '' }],
    ['', 'resume'],
    ['daily=1', { kind: 'daily', seed: dailyDeal(TODAY), day: TODAY, variant: '' }],
    ['daily=1&deal=7', { kind: 'daily', seed: dailyDeal(TODAY), day: TODAY, variant: '' }],
    ['daily=0&deal=5', { kind: 'free', seed: 5, variant: '' }],
  ])('PYR-9 "%s" opens %j as it always did', (query, round) => {
    expect(readPyramidQuery(q(query), TODAY)).toEqual({ ok: true, round });
  });

  it.each(['daily=', 'daily=0', 'daily=<script>'])('issue 26 "%s" alone opens nothing and says so (the game in progress stays)', (query) => {
    const r = readPyramidQuery(q(query), TODAY);
    expect(r).toMatchObject({ ok: false, fallback: 'resume' });
    if (r.ok) throw new Error('expected a bad link');
    expect(typeof r.message === 'string' ? r.message : r.message({ label: 'Verteilung Nr. 5', stayed: true })).toContain('daily=');
  });

  it.each(['deal=-1', 'deal=x', 'deal=', 'deal=1e3', 'deal=99999999999999999'])('PYR-9 "%s" is a bad link that names the deal on screen', (query) => {
    const r = readPyramidQuery(q(query), TODAY);
    expect(r.ok).toBe(false);
    if (r.ok || typeof r.message === 'string') throw new Error('expected a message made from the deal on screen');
    const raw = q(query).get('deal') ?? '';
    expect(r.message({ label: 'Verteilung Nr. 5', stayed: true })).toContain(`„${raw}“`);
    expect(r.message({ label: 'Verteilung Nr. 5', stayed: true })).toContain('Es bleibt bei Verteilung Nr. 5.');
    expect(r.message({ label: 'Verteilung Nr. 9', stayed: false })).toContain('Stattdessen liegt jetzt Verteilung Nr. 9 aus.');
  });

  it('PYR-9 every deal and the daily format to a link that reads back to them', () => {
    const spec = pyramidSpec(new Store(new MemoryStorage()));
    fc.assert(
      fc.property(fc.nat({ max: MAX_DEAL }), (seed) => {
        const round = { kind: 'free' as const, seed, variant: '' };
        expect(readPyramidQuery(q(new URLSearchParams(spec.rounds.queryOf(round, TODAY)).toString()), TODAY)).toEqual({ ok: true, round });
      }),
    );
    expect(spec.rounds.queryOf({ kind: 'daily', seed: dailyDeal(TODAY), day: TODAY, variant: '' }, TODAY)).toEqual({ daily: '1' });
    expect(spec.rounds.label({ kind: 'free', seed: 336135, variant: '' })).toBe('Verteilung Nr. 336.135');
  });

  it('PYR-9 the menu takes "336.135" and refuses "-3" with a sentence', () => {
    const field = pyramidSpec(new Store(new MemoryStorage())).menu?.inputs?.[0];
    const round = { kind: 'free' as const, seed: 1, variant: '' };
    expect(field?.read('336.135', round, 7)).toEqual({ ok: true, round: { kind: 'free', seed: 336135, variant: '' } });
    const bad = field?.read('-3', round, 7);
    expect(bad?.ok === false && bad.message).toContain('keine Verteilungsnummer');
  });
});

describe('PYR-11 the deal lives only in the open page', () => {
  it('PYR-11 issue 12 back from another page the deal and its undo history are there; after a reload they are not; the device holds only statistics', () => {
    const backend = new MemoryStorage();
    const { ctl, device } = setup(new Store(backend));
    ctl.rounds.route(q('deal=1'));
    ctl.play({ kind: 'pair', a: c('4C'), b: c('9S') });
    ctl.play({ kind: 'king', card: c('KH') });
    const state = ctl.state;
    // Leaving saves (the screen's clean-up does), a new page controller opens on the same memory.
    ctl.saves.save();
    const back = setup(device).ctl;
    back.rounds.route(q('deal=1'));
    expect(back.state).toEqual(state);
    back.undo();
    expect(back.state.pyramid[slotIndex(6, 1)]).toBe(c('KH'));
    // A link without a deal (the start page) finds it too.
    const bare = setup(device).ctl;
    bare.rounds.route(q(''));
    expect(bare.round).toMatchObject({ kind: 'free', seed: 1 });
    expect(bare.state).toEqual(back.state);
    // Nothing but the statistics reached the device.
    expect(Object.keys(dump(backend))).toEqual([`${KEY_PREFIX}pyramid/stats`]);
    expect(device.read(STATS_ENTRY)).toMatchObject({ played: 1 });
    // A reload empties the module memory: the same link deals afresh.
    forgetKept();
    const reloaded = setup(device).ctl;
    reloaded.rounds.route(q('deal=1'));
    expect(reloaded.state.score).toBe(0);
    expect(reloaded.canUndo).toBe(false);
  });

  it('PYR-11 a bare link continues the daily when the daily was played last', () => {
    const { ctl, device } = setup();
    ctl.rounds.route(q('daily=1'));
    ctl.play({ kind: 'draw' });
    ctl.saves.save();
    const bare = setup(device).ctl;
    bare.rounds.route(q(''));
    expect(bare.round.kind).toBe('daily');
    expect(bare.state.waste).toHaveLength(1);
  });

  it('PYR-9 a bad link on a first visit deals a fresh deal and names it; with a deal open it keeps that one', () => {
    const { ctl } = setup();
    ctl.rounds.route(q('deal=abc'));
    expect(ctl.statusText).toContain('„abc“');
    expect(ctl.statusText).toContain(`Stattdessen liegt jetzt ${ctl.label} aus.`);
    ctl.rounds.route(q('deal=134'));
    ctl.rounds.route(q('deal=-5'));
    expect(ctl.statusText).toContain('Es bleibt bei Verteilung Nr. 134.');
  });
});

describe('pyramid statistics through the page (issue 13)', () => {
  it('issue 13 an attempt counts at its first move, a win once, each Neustart again; bests follow every move', async () => {
    const { ctl, device } = setup();
    const bests = new Bests(device);
    ctl.rounds.route(q('deal=134'));
    expect(device.read(STATS_ENTRY)).toBeUndefined();
    followHints(ctl, bests);
    expect(ctl.status).toBe('won');
    expect(ctl.end?.title).toBe('Gewonnen!');
    expect(device.read(STATS_ENTRY)).toMatchObject({ played: 1, won: 1, bestScore: 28 });
    ctl.undo();
    ctl.redo();
    expect(device.read(STATS_ENTRY)).toMatchObject({ played: 1, won: 1 });
    await ctl.rounds.restart();
    ctl.play({ kind: 'draw' });
    expect(device.read(STATS_ENTRY)).toMatchObject({ played: 2, won: 1 });
    expect(device.read(STATS_ENTRY)?.longestCombo).toBeGreaterThanOrEqual(2);
  });

  it("issue 13 the daily plays the day's deal and keeps its result; a loss offers undo", () => {
    const { ctl, device } = setup();
    const day = todayOf('local');
    ctl.rounds.route(q('daily=1'));
    expect(ctl.round).toMatchObject({ kind: 'daily', seed: dailyDeal(day), day });
    expect(ctl.label).toMatch(/^Tagesaufgabe /);
    followHints(ctl);
    expect(ctl.status).not.toBe('playing');
    expect(dailyResult(device.read(STATS_ENTRY), day)).toEqual({ day, score: ctl.state.score, won: ctl.status === 'won' });
    expect(ctl.end?.lines).toContain('Das Ergebnis der Tagesaufgabe ist gespeichert.');
    if (ctl.status === 'lost') expect(ctl.end?.undo).toBe(true);
  });

  it('issue 13 statistics saved before the shared screen are read and kept in the same entry and format', () => {
    const backend = new MemoryStorage();
    const old = { played: 4, won: 1, bestScore: 28, longestCombo: 7, daily: [{ day: '2026-11-30', score: 20, won: false }] };
    backend.setItem(`${KEY_PREFIX}pyramid/stats`, JSON.stringify({ kk: 1, v: 1, data: old }));
    const { ctl, device } = setup(new Store(backend));
    ctl.rounds.route(q('deal=1'));
    ctl.play({ kind: 'pair', a: c('4C'), b: c('9S') });
    expect(device.read(STATS_ENTRY)).toEqual({ ...old, played: 5 });
    expect(JSON.parse(backend.getItem(`${KEY_PREFIX}pyramid/stats`) ?? '')).toMatchObject({ kk: 1, v: 1 });
  });
});
