// Test helper (issue 26): a game's real save after one move, and that save edited and reopened by
// the page controller, for the games' bounds tests (a save with an out-of-bound number is never
// resumed: the store sets it aside or the rules refuse it, and the round starts afresh).
import type { GameActions } from '../../../core/game.ts';
import { MemoryStorage, Store } from '../../../core/storage.ts';
import { PageController } from '../controller.svelte.ts';
import type { PageSpec } from '../spec.ts';

/** A stored entry as JSON: `{ kk, v, data: { log, attempt, meta } }`. */
export type StoredSave = {
  data: { log: { origin: Record<string, unknown>; steps: unknown[] }; attempt: Record<string, unknown>; meta: Record<string, unknown> };
};

/** A game's page spec made for a store. */
type SpecFor<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>, R, X, H> = (store: Store) => PageSpec<S, M, O, T, E, A, R, X, H>;

function open<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>, R, X, H>(
  spec: SpecFor<S, M, O, T, E, A, R, X, H>,
  link: string,
  mem: MemoryStorage,
) {
  const store = new Store(mem);
  const ctl = new PageController(spec(store), store, { detached: true, confirm: () => Promise.resolve(true) });
  ctl.rounds.route(new URLSearchParams(link));
  return { ctl, store };
}

/** The round `link` opens, one legal move played: its slot entry (the only one written). */
export function savedAfterOneMove<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>, R, X, H>(
  spec: SpecFor<S, M, O, T, E, A, R, X, H>,
  link: string,
): { key: string; save: StoredSave } {
  const mem = new MemoryStorage();
  const { ctl } = open(spec, link, mem);
  const first = ctl.legalMoves[0];
  if (first === undefined || !ctl.play(first)) throw new Error('the first legal move was refused');
  const keys = Array.from({ length: mem.length }, (_, i) => mem.key(i) ?? '').filter((k) => k.includes('/slot/'));
  if (keys.length !== 1) throw new Error(`expected one slot entry, found ${keys.join(', ')}`);
  const key = keys[0] as string;
  return { key, save: JSON.parse(mem.getItem(key) ?? 'null') as StoredSave };
}

/** Open `link` over a device holding `save` in `key`: what the page resumed and what the store reported. */
export function reopened<S, M, O, T, E extends object, A extends GameActions<S, O, T, E>, R, X, H>(
  spec: SpecFor<S, M, O, T, E, A, R, X, H>,
  link: string,
  key: string,
  save: StoredSave,
) {
  const mem = new MemoryStorage();
  mem.setItem(key, JSON.stringify(save));
  const { ctl, store } = open(spec, link, mem);
  return { depth: ctl.session.depth, inProgress: ctl.inProgress, message: ctl.message?.text ?? null, reports: store.reports.map((r) => r.kind), mem };
}
