// The hint quota (hints.svelte.ts, issue 13): limited hints count once each, asking again while one
// shows is free, the count survives a reload; the answer reaches the game's view typed.
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../core/storage.ts';
import { firstLegal, q, setup, toyController, toySpec, type ToySpec } from './testing/toy.ts';

const limited: ToySpec = { ...toySpec, hint: { action: 'peek', limit: 2, spent: 'Keine Tipps mehr.' } };

describe('the hint quota', () => {
  it('limited hints: one each, free while one shows, said when used up, kept with the save', () => {
    const backend = new MemoryStorage();
    const ctl = toyController(limited, backend);
    ctl.rounds.route(q('seed=9'));
    expect(ctl.hints.left).toBe(2);
    ctl.hint();
    expect(ctl.hints.shown).not.toBeNull();
    ctl.hint();
    expect(ctl.hints.left).toBe(1);
    ctl.play(firstLegal(ctl));
    ctl.hint();
    expect(ctl.hints.left).toBe(0);
    ctl.play(firstLegal(ctl));
    ctl.hint();
    expect(ctl.message?.text).toBe('Keine Tipps mehr.');
    const again = toyController(limited, backend);
    again.rounds.route(q('seed=9'));
    expect(again.hints.left).toBe(0);
    expect(setup().ctl.hints.left).toBeNull();
  });

  it("issue 30: the answer is the hint action's own type, kept until the next change and handed to the view", () => {
    const ctl = toyController(limited);
    const heard: number[] = [];
    ctl.follow({ hinted: (pile) => heard.push(pile) });
    ctl.rounds.route(q('seed=9'));
    ctl.hint();
    const pile: number | null = ctl.hints.shown;
    expect(pile).toBe(ctl.state.pile);
    expect(heard).toEqual([ctl.state.pile]);
    ctl.play(firstLegal(ctl));
    expect(ctl.hints.shown).toBeNull();
  });
});
