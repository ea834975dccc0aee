// A tiny game used only by core tests: take 1–3 stones from a seeded pile; empty pile wins.
import type { GameDef } from '../core/game.ts';
import { fail, ok } from '../core/result.ts';
import { createRng } from '../core/rng.ts';

export interface ToyState {
  readonly pile: number;
  readonly taken: readonly number[];
}

/** What a toy move or action did. */
export type ToyTrace = { readonly kind: 'take'; readonly stones: number; readonly emptied: boolean } | { readonly kind: 'double'; readonly added: number };

/** Typed error data: how many stones a refused move could have taken at most. */
export interface ToyErrorData {
  readonly max: number;
}

const actions = {
  double: {
    run: (s: ToyState) => ok({ state: { pile: s.pile * 2, taken: s.taken }, trace: { kind: 'double', added: s.pile } as ToyTrace, answer: undefined }),
    respond: (): Readonly<Record<string, unknown>> => ({}),
  },
  peek: {
    run: (s: ToyState) => ok({ answer: s.pile }),
    respond: (pile: number) => ({ pile }),
  },
};

export const toyDef: GameDef<ToyState, number, { max: number }, ToyTrace, ToyErrorData, typeof actions> = {
  id: 'toy',
  parseOptions(raw) {
    if (typeof raw !== 'object' || raw === null) return fail('bad_request', 'options must be an object');
    const max = (raw as { max?: unknown }).max ?? 3;
    return typeof max === 'number' && Number.isInteger(max) && max >= 1 ? ok({ max }) : fail('bad_request', 'bad max');
  },
  create(seed) {
    if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0) return fail('bad_request', 'bad seed');
    return ok({ pile: 5 + createRng(seed).nextInt(10), taken: [] });
  },
  load(position) {
    if (typeof position !== 'object' || position === null) return fail('bad_position', 'not an object');
    const p = position as { pile?: unknown };
    if (typeof p.pile !== 'number' || !Number.isInteger(p.pile) || p.pile < 0) return fail('bad_position', 'bad pile');
    return ok({ pile: p.pile, taken: [] });
  },
  encode: (s) => ({ pile: s.pile }),
  legalMoves: (s) => [1, 2, 3].filter((n) => n <= s.pile),
  parseMove: (raw) => (typeof raw === 'number' && Number.isInteger(raw) ? ok(raw) : fail('bad_request', 'a move is an integer')),
  formatMove: (m) => m,
  play(s, m, _t, options) {
    const max = Math.min(options.max, s.pile);
    if (m < 1 || m > max) return fail('illegal', `cannot take ${m}`, { max });
    const pile = s.pile - m;
    return ok({ state: { pile, taken: [...s.taken, m] }, trace: { kind: 'take', stones: m, emptied: pile === 0 } });
  },
  engineFields: (trace) => ({ events: trace.kind === 'take' && trace.emptied ? ['empty'] : [] }),
  status: (s) => (s.pile === 0 ? 'won' : 'playing'),
  extras: (s) => ({ taken: s.taken.length }),
  actions,
};
