// Spider's page helpers: the table geometry, taps and keys (SPI-7), the hint's words and cycling (SPI-8),
// the animation plan from a trace, and the spec's rounds, refusals and undo-carrying meta (SPI-6, SPI-9).
import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { PageController } from '../../ui/screen/controller.svelte.ts';
import { plan } from './motion.ts';
import { hints } from './hint.ts';
import { columnYs, geometry, legibleStep, nextDealX, stockHolds } from './layout.ts';
import { spec } from './page.ts';
import { DEAL, newDeal, playMove, type SpiderState } from './rules.ts';
import { bestTarget } from './selection.ts';
import { z } from './strings.de.ts';
import { carried, hintSentence, keyColumn, tapAt } from './taps.ts';
import { table } from './testing.ts';

const shapes = (s: SpiderState) => s.columns.map((c, i) => ({ length: c.length, hidden: s.hidden[i] as number }));

describe('layout: ten columns that never scroll', () => {
  it('fits ten columns in the width at a phone held upright, cards at least 26 px', () => {
    const g = geometry(348, 480, shapes(newDeal(1, 1)));
    expect(g.cw).toBeGreaterThanOrEqual(26);
    expect((g.colX[9] as number) + g.cw).toBeLessThanOrEqual(348);
  });
  it('compresses a growing column down to the legible step, then shrinks cards, and always fits', () => {
    const short = columnYs({ length: 8, hidden: 4 }, 34, 48, 600);
    const long = columnYs({ length: 30, hidden: 5 }, 34, 48, 420);
    expect((short[7] as number) - (short[6] as number)).toBeGreaterThan((long[29] as number) - (long[28] as number));
    expect((long[29] as number) + 48).toBeLessThanOrEqual(420 + 0.5);
    const huge = { length: 60, hidden: 5 };
    const g = geometry(348, 300, [huge, ...Array.from({ length: 9 }, () => ({ length: 1, hidden: 0 }))]);
    const ys = g.ys[0] as number[];
    expect(g.top + (ys[59] as number) + g.ch).toBeLessThanOrEqual(300 + 0.5);
  });
  it('the stock lies over the last column, or over the first for the left hand; the runs gone home opposite', () => {
    const cols = shapes(newDeal(1, 1));
    const right = geometry(348, 480, cols);
    const left = geometry(348, 480, cols, 'left');
    expect(right.stockX + 4 * right.stockStep).toBe(right.colX[9]);
    expect(left.stockX).toBe(left.colX[0]);
    expect(left.homeX[0]).toBe(left.colX[9]);
    expect(right.homeX[0]).toBe(right.colX[0]);
    // With three deals left the piles at the outer edge remain; the next deal leaves from the innermost.
    expect([0, 1, 2, 3, 4].filter((p) => stockHolds(right, p, 3))).toEqual([2, 3, 4]);
    expect([0, 1, 2, 3, 4].filter((p) => stockHolds(left, p, 3))).toEqual([0, 1, 2]);
    expect(nextDealX(right, 3)).toBe(right.stockX + 2 * right.stockStep);
    expect(nextDealX(left, 3)).toBe(left.stockX + 2 * left.stockStep);
  });
  it('keeps the legible step while it fits', () => {
    const ys = columnYs({ length: 20, hidden: 0 }, 34, 48, 48 + 19 * legibleStep(34, 48));
    expect((ys[1] as number) - (ys[0] as number)).toBeGreaterThanOrEqual(legibleStep(34, 48) - 0.1);
  });
});

describe('SPI-7 taps and keys', () => {
  const s = table({ suits: 1, columns: { 0: 'KS | 9S 8S', 1: 'QS | TS', 2: '' }, fill: [3, 4, 5, 6, 7, 8, 9] });
  it('picks up the movable run from the tapped card, refuses a broken one, places on a lit column', () => {
    expect(tapAt(s, null, 0, 1)).toEqual({ held: { col: 0, index: 1 } });
    expect(tapAt(s, null, 0, 0)).toEqual({ held: null });
    expect(tapAt(s, { col: 0, index: 1 }, 1, 1).move).toEqual({ kind: 'move', from: 0, to: 1 });
    expect(tapAt(s, { col: 0, index: 1 }, 2, -1).move).toEqual({ kind: 'move', from: 0, to: 2 });
  });
  it('a second tap on the held run sends it to its best target', () => {
    expect(tapAt(s, { col: 0, index: 1 }, 0, 2).move).toEqual(bestTarget(s, 0, 1));
  });
  it('a column key picks up the whole run, the same key again plays the best target', () => {
    const r = keyColumn(s, null, 0);
    expect(r.held).toEqual({ col: 0, index: 1 });
    expect(keyColumn(s, r.held, 0).move).toEqual(bestTarget(s, 0, 1));
  });
});

describe('SPI-8 hint words', () => {
  it('names the run and its target; the deal has its own sentence', () => {
    const s = newDeal(28, 1);
    const m = hints(s)[0];
    expect(m && hintSentence(s, m)).toMatch(/^Tipp: .+ aus Spalte \d+ (auf|in) /);
    expect(hintSentence(s, DEAL)).toBe(z.hintDeal);
  });
});

describe('animation plan', () => {
  it('a deal glides ten cards from the stock, one after another', () => {
    const s = newDeal(3, 1);
    const r = playMove(s, DEAL);
    if (!r.ok) throw new Error(r.error.message);
    const g = geometry(800, 600, shapes(s));
    const p = plan(s, r.value.trace, g, geometry(800, 600, shapes(r.value.state)));
    expect(p.glides).toHaveLength(10);
    expect(p.glides.map((x) => x.index)).toEqual(s.columns.map((c) => c.length));
    expect(p.glides[9]?.delay).toBeGreaterThan(p.glides[0]?.delay ?? 0);
  });
  it('a completed run flies home as 13 ghosts after the move, then the turn', () => {
    const s = table({ suits: 1, columns: { 0: '5S | KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S', 1: '5S | AS' }, fill: [2, 3, 4, 5, 6, 7, 8, 9] });
    const m = { kind: 'move', from: 1, to: 0 } as const;
    const r = playMove(s, m);
    if (!r.ok) throw new Error(r.error.message);
    expect(carried(s, m)).toBe(1);
    const p = plan(s, r.value.trace, geometry(800, 600, shapes(s)), geometry(800, 600, shapes(r.value.state)));
    expect(p.ghosts).toHaveLength(13);
    expect(p.turns.length).toBe(2);
    expect(Math.min(...p.ghosts.map((x) => x.delay))).toBeGreaterThan(0);
  });
});

describe('SPI-9 the spec', () => {
  const today = '2026-12-03';
  it('reads deal links with a suit count; the daily has 2 suits and 30 days open', () => {
    expect(spec.rounds.readQuery(new URLSearchParams('deal=28&suits=4'), today)).toEqual({ ok: true, round: { kind: 'free', seed: 28, variant: '4' } });
    const d = spec.rounds.readQuery(new URLSearchParams('daily=1&day=2026-11-04'), today);
    expect(d.ok && typeof d.round === 'object' && 'variant' in d.round && d.round.variant).toBe('2');
    expect(spec.rounds.readQuery(new URLSearchParams('daily=1&day=2026-11-03'), today).ok).toBe(false);
  });
  it('keeps the undo count in the meta and shows it in the score (SPI-6)', () => {
    const round = { kind: 'free', seed: 28, variant: '1' } as const;
    const s = newDeal(28, 1);
    const meta = spec.saves.metaOf(round, s, 3);
    expect(spec.saves.undosOf?.(meta)).toBe(3);
    expect(spec.screen.counters(s, 0, round, 3).find((c) => c.id === 'score')?.value).toBe('494');
  });
  it('says why a deal is refused while a column is empty', () => {
    const s = table({ suits: 1, columns: { 0: '' }, stock: 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS', fill: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
    const r = playMove(s, DEAL);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(spec.play.refused(r.error, s)).toBe(z.emptyColumn(1));
  });
});

describe('SPI-8 Tipp again shows the next hint', () => {
  it('steps through hints in one position and starts over after a change', async () => {
    const { SpiderView } = await import('./view.svelte.ts');
    const v = new SpiderView(new PageController(spec, new Store(new MemoryStorage())));
    const s = newDeal(28, 1);
    const list = hints(s);
    const shown = list.map(() => v.nextHint(s, 1));
    expect(shown).toEqual(list);
    expect(v.nextHint(s, 1)).toEqual(list[0]);
    v.nextHint(s, 1);
    expect(v.nextHint(s, 2)).toEqual(list[0]);
  });
});
