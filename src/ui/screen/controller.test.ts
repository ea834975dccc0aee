// The page controller's own job (controller.svelte.ts): the game on screen. A move goes through the
// session once and its result is the change record (with the move) the board and the game's view
// take; refusals are said with the move tried; an attempt counts as played once; an undo marks it
// as practice where the game says so. Its parts have their own tests (opener, keeper, clock, hints,
// keys). Driven with core's toy game behind a minimal page spec (testing/toy.ts).
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../core/storage.ts';
import type { ToyState, ToyTrace } from '../../testing/toy-game.ts';
import type { Change } from './change.ts';
import { firstLegal, q, setup, toyController, toySpec, TOY_STATS, type ToySpec } from './testing/toy.ts';

describe('issue 20: the game on screen', () => {
  it('a refused move is said with the move tried', () => {
    const said: ToySpec = { ...toySpec, play: { ...toySpec.play, refused: (_e, _s, m) => `Nicht ${m}.` } };
    const ctl = toyController(said, new MemoryStorage());
    ctl.rounds.route(q('seed=4'));
    expect(ctl.play(999)).toBe(false);
    expect(ctl.message?.text).toBe('Nicht 999.');
  });

  it('counts a round as played once, at its first move, also after undo', () => {
    const { ctl, store } = setup();
    ctl.rounds.route(q('seed=3'));
    ctl.play(firstLegal(ctl));
    ctl.undo();
    ctl.play(firstLegal(ctl));
    expect(store.read(TOY_STATS)?.['']?.played).toBe(1);
  });

  it('an undo marks the attempt as practice where the game says so', () => {
    const { ctl } = setup();
    ctl.rounds.route(q('seed=3'));
    ctl.play(firstLegal(ctl));
    expect(ctl.attempt.practice).toBe(false);
    ctl.undo();
    expect(ctl.attempt.practice).toBe(true);
  });
});

describe('issue 30: one move path', () => {
  it("a move, an undo and a redo each become one change record, carrying the move and the session's trace, handed to the view once", () => {
    const ctl = toyController();
    const seen: Change<ToyState, ToyTrace, number>[] = [];
    ctl.follow({ changed: (c) => seen.push(c) });
    ctl.rounds.route(q('seed=8'));
    expect(seen.map((c) => c.cause)).toEqual(['open']);
    const before = ctl.state;
    expect(ctl.play(2)).toBe(true);
    expect(seen).toHaveLength(2);
    const moved = seen[1];
    expect(ctl.change).toBe(moved);
    expect(moved).toMatchObject({ cause: 'move', move: 2, trace: { kind: 'take', stones: 2 }, before, after: ctl.session.state });
    ctl.undo();
    expect(seen[2]).toMatchObject({ cause: 'undo', move: 2, trace: { kind: 'take', stones: 2 }, after: before });
    ctl.redo();
    expect(seen[3]).toMatchObject({ cause: 'redo', move: 2, after: ctl.session.state });
    // An action carries no move; a refused move changes nothing and tells the view nothing.
    expect(ctl.act('double')).toBe(true);
    expect(seen[4]).toMatchObject({ cause: 'action', move: undefined, trace: { kind: 'double' } });
    expect(ctl.play(999)).toBe(false);
    expect(seen).toHaveLength(5);
    expect(new Set(seen.map((c) => c.seq)).size).toBe(5);
  });
});
