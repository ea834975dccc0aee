// Oracles for pyramid (issue 9 item 7): perft counts, the move list against a brute-force sweep, the position round trip.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pyramidDef } from './def.ts';
import { deal, type PyramidMove, type PyramidState } from './rules.ts';

/** Every card alone, every ordered pair of two different cards, and draw: 52 + 52 × 51 + 1 tries. */
function* everyMove(): Generator<PyramidMove> {
  yield { kind: 'draw' };
  for (let a = 0; a < 52; a++) {
    yield { kind: 'king', card: a };
    for (let b = 0; b < 52; b++) if (b !== a) yield { kind: 'pair', a, b };
  }
}

/** A move independent of how it was written: "QH+AS" and "AS+QH" are one move. */
const key = (m: PyramidMove): string => (m.kind === 'pair' ? `${Math.min(m.a, m.b)}+${Math.max(m.a, m.b)}` : m.kind === 'king' ? String(m.card) : 'draw');

/** The moves play() accepts, found by trying everything; one entry per distinct move. */
function sweep(s: PyramidState): Map<string, PyramidState> {
  const out = new Map<string, PyramidState>();
  for (const m of everyMove()) {
    const r = pyramidDef.play(s, m, undefined, {});
    if (r.ok) out.set(key(m), r.value.state);
  }
  return out;
}

function bruteForcePerft(s: PyramidState, depth: number): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const next of sweep(s).values()) n += bruteForcePerft(next, depth - 1);
  return n;
}

const walk = fc.record({
  seed: fc.nat({ max: 1_000_000 }),
  picks: fc.array(fc.nat({ max: 1000 }), { minLength: 0, maxLength: 120 }),
});

function* playWalk(seed: number, picks: readonly number[]): Generator<PyramidState> {
  let s = deal(seed);
  yield s;
  for (const p of picks) {
    const moves = pyramidDef.legalMoves(s);
    if (moves.length === 0) return;
    const r = pyramidDef.play(s, moves[p % moves.length] as PyramidMove, undefined, {});
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    yield s;
  }
}

/**
 * Deals whose perft is pinned: deal 1 (the engine's usual example; depth 1 is 4C+9S, KH,
 * 3H+TH, draw) and deal 134 (won by following hints). A pair counts once whatever its order.
 * The same counts through legalMoves are pinned in conformance.test.ts.
 */
const PINNED: readonly { deal: number; counts: readonly number[] }[] = [
  { deal: 1, counts: [4, 15, 51] },
  { deal: 134, counts: [5, 17, 45] },
];

describe('pyramid oracles', () => {
  for (const { deal: n, counts } of PINNED) {
    it(`PYR-2 PYR-3 PYR-4 perft of deal ${n} counted by brute force (every card, pair and draw through play) agrees`, () => {
      const s = deal(n);
      expect([1, 2, 3].map((d) => bruteForcePerft(s, d))).toEqual(counts);
    });
  }

  it('PYR-2 PYR-3 PYR-4 the moves play() accepts are exactly the moves legalMoves lists, each listed once', () => {
    fc.assert(
      fc.property(walk, ({ seed, picks }) => {
        for (const s of playWalk(seed, picks)) {
          const listed = pyramidDef.legalMoves(s).map(key);
          expect(new Set(listed).size).toBe(listed.length);
          expect(new Set(listed)).toEqual(new Set(sweep(s).keys()));
        }
      }),
      { numRuns: 30 },
    );
  });

  // The position JSON carries the whole state (pyramid, stock, waste, score, combo), so the
  // round trip is exact, through the object and through its JSON text.
  it('PYR-8 load(encode(s)) gives back a state equal to s for every reachable s', () => {
    fc.assert(
      fc.property(walk, ({ seed, picks }) => {
        for (const s of playWalk(seed, picks)) {
          const encoded = pyramidDef.encode(s);
          expect(pyramidDef.load(encoded, {})).toEqual({ ok: true, value: s });
          expect(pyramidDef.load(JSON.stringify(encoded), {})).toEqual({ ok: true, value: s });
        }
      }),
      { numRuns: 60 },
    );
  });
});
