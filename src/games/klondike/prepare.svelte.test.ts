// The screen's prepare step with Klondike's spec: a fresh round waits for the prover, the status
// line says so meanwhile, and the proven deal is dealt; without the option nothing waits.
import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { PageController } from '../../ui/screen/controller.svelte.ts';
import GameMenu from '../../ui/screen/GameMenu.svelte';
import { today } from '../../ui/seeds.ts';
import { addDays } from '../../core/dates.ts';
import { klondikeDef } from './def.ts';
import { dailyDeal, klondikeSpec, optionsOf, writePrefs } from './page.ts';
import { nextWinnableSeed, provenDeal } from './solve.ts';
import type { Draw, Scoring } from './rules.ts';

/** The worker's answer, computed here (solve.worker.ts runs this very call: provenDeal). */
const workerStandIn = (calls: unknown[][]) => (seed: number, draw: Draw, scoring: Scoring) => {
  calls.push([seed, draw, scoring]);
  return Promise.resolve(provenDeal(seed, draw, scoring));
};

describe('prepare', () => {
  it('"Nur lösbare Blätter": a new deal waits for the prover and is dealt as proven', async () => {
    const store = new Store(new MemoryStorage());
    writePrefs(store, { winnable: true });
    let answer: (n: number) => void = () => {};
    const prove = () => new Promise<number | null>((r) => (answer = r));
    const ctl = new PageController(klondikeSpec({ store, prove, carry: () => 0 }), store, { detached: true, confirm: () => Promise.resolve(true) });
    ctl.rounds.route(new URLSearchParams('deal=5'));
    expect(ctl.round.seed).toBe(5);
    await ctl.rounds.newGame();
    expect(ctl.rounds.preparing).toBe(true);
    expect(ctl.statusText).toBe('Blatt wird geprüft …');
    answer(4242);
    await Promise.resolve();
    await Promise.resolve();
    expect(ctl.rounds.preparing).toBe(false);
    expect(ctl.round.seed).toBe(4242);
    expect(ctl.state.deal).toBe(4242);
  });
  it('without the option a new deal is dealt at once', async () => {
    const store = new Store(new MemoryStorage());
    const ctl = new PageController(klondikeSpec({ store, prove: () => Promise.reject(new Error('unused')), carry: () => 0 }), store, { detached: true });
    ctl.rounds.route(new URLSearchParams('deal=5'));
    await ctl.rounds.newGame();
    expect(ctl.rounds.preparing).toBe(false);
    expect(ctl.round.seed).not.toBe(5);
  });
  // First in this file: today's daily is not yet known to the rules here.
  it('a daily link waits for the prover with the proving line, then deals the proven daily', async () => {
    const store = new Store(new MemoryStorage());
    let answer: (n: number) => void = () => {};
    const asked: number[] = [];
    const prove = (seed: number) => {
      asked.push(seed);
      return new Promise<number | null>((r) => (answer = r));
    };
    const ctl = new PageController(klondikeSpec({ store, prove, carry: () => 0 }), store, { detached: true });
    ctl.rounds.route(new URLSearchParams('daily=1'));
    expect(ctl.ready).toBe(false);
    expect(ctl.rounds.preparing).toBe(true);
    expect(ctl.statusText).toBe('Blatt wird geprüft …');
    expect(asked).toHaveLength(1);
    const proven = nextWinnableSeed(asked[0]!, 1);
    answer(proven!);
    await Promise.resolve();
    await Promise.resolve();
    expect(ctl.rounds.preparing).toBe(false);
    expect(ctl.round.kind).toBe('daily');
    expect(ctl.state.deal).toBe(proven);
  });
  // Issue 34: the one exception random play found ("reading 'variant'" in the menu's draw choice).
  it('the menu opened while the daily is still being proven draws; its draw and scoring wait for the round', () => {
    const store = new Store(new MemoryStorage());
    const ctl = new PageController(klondikeSpec({ store, prove: () => new Promise<number | null>(() => {}), carry: () => 0 }), store, { detached: true });
    // Yesterday's daily: no other test of this file proves it first.
    ctl.rounds.route(new URLSearchParams(`daily=1&day=${addDays(today('local'), -1)}`));
    expect(ctl.rounds.preparing).toBe(true);
    const { body } = render(GameMenu, { props: { ctl, back: () => undefined } });
    expect(body).toContain('Ziehen');
    expect(body).toContain('Wertung');
    expect(body).not.toMatch(/<input[^>]*checked/);
  });
  it('KLO-12 the daily is proven by the prover (the worker), and the rules deal its answer; 2026-12-03 gives 20261203 as before', async () => {
    const store = new Store(new MemoryStorage());
    const calls: unknown[][] = [];
    const spec = klondikeSpec({ store, prove: workerStandIn(calls), carry: () => 0 });
    const round = spec.rounds.daily!('2026-10-15', null);
    const job = spec.rounds.prepare?.run(round, true);
    expect(job).toBeInstanceOf(Promise);
    expect(calls).toEqual([[20261015, 1, 'standard']]);
    expect(await job).toEqual(round);
    // The rules' create (the engine's code path: winnable from the day's number) now answers from the worker's proof.
    const started = performance.now();
    const made = klondikeDef.create(round.seed, optionsOf(round, store));
    expect(performance.now() - started).toBeLessThan(20);
    expect(made.ok && made.value.deal).toBe(dailyDeal('2026-10-15'));
    // Proven once per day: the next opening needs no preparation.
    expect(spec.rounds.prepare?.run(round, true)).toBeNull();
    // 2026-12-03 as before.
    await spec.rounds.prepare?.run(spec.rounds.daily!('2026-12-03', null), true);
    const d3 = klondikeDef.create(20261203, { draw: 1, scoring: 'standard', winnable: true, carry: 0 });
    expect(d3.ok && d3.value.deal).toBe(20261203);
  });
  it("the rules take the worker's answer for the daily instead of searching again", async () => {
    const store = new Store(new MemoryStorage());
    const spec = klondikeSpec({ store, prove: () => Promise.resolve(20261107), carry: () => 0 });
    const round = spec.rounds.daily!('2026-11-01', null);
    await spec.rounds.prepare?.run(round, true);
    const made = klondikeDef.create(round.seed, optionsOf(round, store));
    expect(made.ok && made.value.deal).toBe(20261107);
  });
});
