// The page's pure parts: layout (everything fits, steps press as columns grow), card spots, hint
// marks, drag/tap place names, the selection's moves, modes and the spec's rounds.
import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { spotsOf, stepsOf, tableLayout, hintMarks } from './layout.ts';
import { modeParts, statsKeyOf } from './modes.ts';
import { dailyDeal, keepVegasTotal, klondikeSpec, optionsOf, readPrefs } from './page.ts';
import { HOME, STOCK_MOVE, WASTE, moveOf, newDeal, playMove, type KlondikeState } from './rules.ts';
import { solve } from './solve.ts';
import { KlondikeView, parseSource, parseTarget, sourceOf } from './view.svelte.ts';
import { card, table } from './testing.ts';

describe('layout', () => {
  it.each([
    [348, 560],
    [366, 640],
    [505, 300],
    [950, 690],
  ])('at %i × %i the longest column fits and cards are at least 22 px', (w, h) => {
    const l = tableLayout(w, h);
    expect(l.cardW).toBeGreaterThanOrEqual(22);
    const st = stepsOf(l, 6, 13);
    expect(l.columnTop + 6 * st.down + 12 * st.up + l.cardH).toBeLessThanOrEqual(l.columnBottom + 0.5);
    expect(l.columnX.at(-1)! + l.cardW).toBeLessThanOrEqual(w);
  });
  it('a low wide area puts stock and foundations beside the columns', () => {
    expect(tableLayout(505, 300).mode === 'side' || tableLayout(505, 300).mode === 'top').toBe(true);
    expect(tableLayout(700, 260).mode).toBe('side');
    expect(tableLayout(366, 640).mode).toBe('top');
  });
  it('short columns keep the largest steps; long ones are pressed', () => {
    const l = tableLayout(366, 400);
    expect(stepsOf(l, 2, 2).up).toBeCloseTo(l.cardH * 0.3);
    expect(stepsOf(l, 6, 13).up).toBeLessThan(l.cardH * 0.3);
  });
  it('every card has one spot; the dealt table shows 21 face-down column cards and 7 buttons', () => {
    const s = newDeal(1);
    const spots = spotsOf(s, tableLayout(366, 640));
    expect(new Set(spots.map((x) => x.card)).size).toBe(52);
    expect(spots.filter((x) => x.role === 'img' && !x.faceUp)).toHaveLength(21);
    expect(spots.filter((x) => x.role === 'button')).toHaveLength(7);
  });
  it('Ziehen 3 fans the top three waste cards', () => {
    const s0 = newDeal(1, { draw: 3, scoring: 'standard', carry: 0 });
    const r = playMove(s0, STOCK_MOVE);
    if (!r.ok) throw new Error();
    const w = spotsOf(r.value.state, tableLayout(366, 640)).filter((x) => x.place === WASTE);
    expect(new Set(w.map((x) => x.x)).size).toBe(3);
    expect(w.filter((x) => x.role === 'button')).toHaveLength(1);
  });
  it('hint marks: the stock, or the moving cards and their target', () => {
    const s = newDeal(1);
    expect(hintMarks(s, STOCK_MOVE).place).toBe('stock');
    const t = table({ columns: ['KS', 'QH'] });
    expect(hintMarks(t, moveOf(1, 0))).toEqual({ cards: [card('QH')], place: 'c0' });
  });
});

describe('view', () => {
  it('place names round-trip', () => {
    for (const h of [
      { from: 3, count: 2 },
      { from: WASTE, count: 1 },
      { from: 10, count: 1 },
    ])
      expect(parseSource(sourceOf(h))).toEqual(h);
    expect(parseTarget('c6')).toBe(6);
    expect(parseTarget('h')).toBe(HOME);
    expect(parseTarget('c7')).toBeNull();
  });
  it('tap to pick up, tap to place; the held card tapped again goes home (KLO-6)', () => {
    let state: KlondikeState = table({ columns: ['KS', 'QH', 'AD'] });
    const played: string[] = [];
    const view = new KlondikeView(
      {
        get state() {
          return state;
        },
        ready: true,
        round: { kind: 'free', seed: 1, variant: '1' },
        player: { skip: () => undefined },
        act: () => false,
        play(m) {
          const r = playMove(state, m);
          if (!r.ok) return false;
          state = r.value.state;
          played.push(`${m.from}>${m.to}`);
          return true;
        },
      },
      new Store(new MemoryStorage()),
    );
    view.tapCard(1, 1);
    expect(view.lit).toEqual(['c0']);
    view.tapCard(0, 1);
    expect(played).toEqual(['1>0']);
    view.tapCard(2, 1);
    view.tapCard(2, 1);
    expect(played.at(-1)).toBe(`2>${HOME}`);
    view.column(0);
    expect(view.held).toEqual({ from: 0, count: 2 });
    view.clear();
    expect(view.drop('c0:1', 'c1')).toBe(false);
  });
});

describe('modes and rounds', () => {
  it('modes name draw count and scoring', () => {
    expect(modeParts('3vk')).toEqual({ draw: 3, scoring: 'vegas', cumulative: true });
    expect(statsKeyOf('1vk')).toBe('1-vegas');
    expect(statsKeyOf('3')).toBe('3-standard');
  });
  it.each([
    ['draw', '1', '3', '3'],
    ['draw', '3vk', '1', '1vk'],
    ['scoring', '3', 'vegas', '3v'],
    ['scoring', '1v', 'cumulative', '1vk'],
    ['scoring', '3vk', 'standard', '3'],
  ])('KLO-10 the menu choice %s from mode %s to %s gives mode %s and keeps the other part', (id, from, to, mode) => {
    const spec = klondikeSpec({ store: new Store(new MemoryStorage()), prove: () => Promise.resolve(7), carry: () => 0 });
    const choice = spec.menu?.choices?.find((c) => c.id === id);
    const round = { kind: 'free' as const, seed: 4, variant: from };
    expect(choice?.options.some((o) => o.value === choice.value(round))).toBe(true);
    const next = choice?.pick(round, to, 9);
    expect(next).toEqual({ kind: 'free', seed: 9, variant: mode });
    expect(choice?.value(next!)).toBe(to);
  });
  it('KLO-12 the daily is a proven deal, Ziehen 1 Standard, the same as before (2026-12-03: 20261203; 2026-12-04: 20261205)', () => {
    expect(dailyDeal('2026-12-03')).toBe(20261203);
    expect(dailyDeal('2026-12-04')).toBe(20261205);
    expect(Array.isArray(solve(newDeal(20261205)))).toBe(true);
    const store = new Store(new MemoryStorage());
    const spec = klondikeSpec({ store, prove: () => Promise.resolve(7), carry: () => 0 });
    const r = spec.rounds.daily?.('2026-12-03', { kind: 'free', seed: 1, variant: '3v' });
    // The round is named by its day's number; the rules deal the first proven deal from it on.
    expect(r).toMatchObject({ kind: 'daily', seed: 20261203, variant: '1' });
    expect(spec.rounds.originOf(r!)).toEqual({ seed: 20261203, options: { draw: 1, scoring: 'standard', winnable: true, carry: 0 } });
  });
  it('"Nur lösbare Blätter" prepares fresh free rounds only; Vegas kumulativ starts from the kept total', async () => {
    const store = new Store(new MemoryStorage());
    const spec = klondikeSpec({ store, prove: (seed) => Promise.resolve(seed + 3), carry: () => 0 });
    const free = { kind: 'free' as const, seed: 10, variant: '1' };
    expect(spec.rounds.prepare?.run(free, false)).toBeNull();
    const choice = spec.menu?.choices?.find((c) => c.id === 'deals');
    choice?.pick(free, 'proven', 10);
    expect(readPrefs(store).winnable).toBe(true);
    expect(await spec.rounds.prepare?.run(free, false)).toEqual({ ...free, seed: 13 });
    // A link's deal is dealt as it is.
    expect(spec.rounds.prepare?.run(free, true)).toBeNull();
    keepVegasTotal(store, 40);
    expect(optionsOf({ kind: 'free', seed: 1, variant: '1vk' }, store)).toMatchObject({ draw: 1, scoring: 'vegas', carry: 40 });
    expect(optionsOf({ kind: 'free', seed: 1, variant: '3v' }, store)).toMatchObject({ draw: 3, scoring: 'vegas', carry: 0 });
    expect(spec.rounds.originOf({ kind: 'free', seed: 5, variant: '1vk' })).toEqual({
      seed: 5,
      options: { draw: 1, scoring: 'vegas', winnable: false, carry: 40 },
    });
  });
});
