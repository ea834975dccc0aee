// The play clock (clock.svelte.ts): it runs from the first move, not from the opening of a round.
import { describe, expect, it } from 'vitest';
import { firstLegal, q, setup } from './testing/toy.ts';

describe('the play clock', () => {
  it('runs the play clock from the first move and keeps it with the save', () => {
    const { ctl, advance } = setup();
    ctl.rounds.route(q('seed=9'));
    advance(5000);
    ctl.play(firstLegal(ctl));
    advance(3000);
    ctl.clock.tick();
    expect(ctl.clock.elapsed).toBe(3000);
  });
});
