// The screen's prepare step with Klondike's spec: a fresh round waits for the prover, the status
// line says so meanwhile, and the proven deal is dealt; without the option nothing waits.
import { describe, expect, it } from 'vitest';
import { MemoryStorage, Store } from '../../core/storage.ts';
import { PageController } from '../../ui/screen/controller.svelte.ts';
import { klondikeSpec, writePrefs } from './page.ts';

describe('prepare', () => {
  it('"Nur lösbare Blätter": a new deal waits for the prover and is dealt as proven', async () => {
    const store = new Store(new MemoryStorage());
    writePrefs(store, { winnable: true });
    let answer: (n: number) => void = () => {};
    const prove = () => new Promise<number | null>((r) => (answer = r));
    const ctl = new PageController(klondikeSpec({ store, prove, carry: () => 0 }), store, { detached: true, confirm: () => Promise.resolve(true) });
    ctl.route(new URLSearchParams('deal=5'));
    expect(ctl.round.seed).toBe(5);
    await ctl.newGame();
    expect(ctl.preparing).toBe(true);
    expect(ctl.statusText).toBe('Blatt wird geprüft …');
    answer(4242);
    await Promise.resolve();
    await Promise.resolve();
    expect(ctl.preparing).toBe(false);
    expect(ctl.round.seed).toBe(4242);
    expect(ctl.state.deal).toBe(4242);
  });
  it('without the option a new deal is dealt at once', async () => {
    const store = new Store(new MemoryStorage());
    const ctl = new PageController(klondikeSpec({ store, prove: () => Promise.reject(new Error('unused')), carry: () => 0 }), store, { detached: true });
    ctl.route(new URLSearchParams('deal=5'));
    await ctl.newGame();
    expect(ctl.preparing).toBe(false);
    expect(ctl.round.seed).not.toBe(5);
  });
});
