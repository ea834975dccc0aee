// Issue 26 item 3, for any game: every number a position carries has a documented bound
// (src/core/bounds.ts) checked on load. A game's bounds.test.ts lists its fields; these helpers
// talk to the engine the way ENGINE.md's clients do.

import fc from 'fast-check';
import { expect } from 'vitest';
import { Engine, type EngineGames } from '../engine/engine.ts';

export type Json = Record<string, unknown>;
export type Defs = EngineGames;

export const send = (e: Engine, req: Json): Json => JSON.parse(e.handleLine(JSON.stringify(req))) as Json;

/** A new game through the engine: the engine and the position it answered. */
export function started(defs: Defs, game: string, seed: unknown, options: Json = {}): { e: Engine; position: Json } {
  const e = new Engine(defs);
  const r = send(e, { cmd: 'new', game, seed, options });
  expect(r['ok']).toBe(true);
  return { e, position: r['position'] as Json };
}

/** The engine's answer to loading `position`. */
export const load = (defs: Defs, game: string, position: unknown, options: Json = {}): Json => send(new Engine(defs), { cmd: 'load', game, position, options });

/** A number past `max`: just past it, far past it, past the safe integers, negative or a fraction. */
export const pastBound = (max: number): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: max + 1, max: max + 1000 }),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 53, 1e300, -1),
    fc.double({ min: 0.5, max: max - 0.5, noInteger: true, noNaN: true }),
  );

/** A position field past its bound is refused with bad_position, whatever the number. */
export function refusesPastBound(defs: Defs, game: string, base: Json, field: string, max: number): void {
  fc.assert(
    fc.property(pastBound(max), (n) => {
      expect(load(defs, game, { ...base, [field]: n })).toMatchObject({ ok: false, code: 'bad_position' });
    }),
    { numRuns: 40 },
  );
}

/** Play up to `picks.length` legal moves (chosen by `pick`), checking load(encode(s)) == s after each. */
export function roundTrips(defs: Defs, game: string, position: Json, options: Json, picks: readonly number[], t?: (i: number) => number): Json {
  const e = new Engine(defs);
  let r = send(e, { cmd: 'load', game, position, options });
  expect(r).toMatchObject({ ok: true });
  for (const [i, pick] of picks.entries()) {
    expect(load(defs, game, r['position'], options)).toMatchObject({ ok: true, position: r['position'] });
    const moves = send(e, { cmd: 'moves' })['moves'] as unknown[];
    if (moves.length === 0) break;
    const next = send(e, { cmd: 'move', move: moves[pick % moves.length], ...(t ? { t: t(i) } : {}) });
    if (next['ok'] !== true) continue;
    r = next;
  }
  expect(load(defs, game, r['position'], options)).toMatchObject({ ok: true, position: r['position'] });
  return r;
}
