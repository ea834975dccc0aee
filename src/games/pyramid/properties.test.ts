// fast-check properties of pyramid: card conservation, score bound, undo/redo identity, round trips.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GameSession } from '../../core/session.ts';
import { pyramidDef } from './def.ts';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import { applyMove, deal, legalMoves, MAX_SCORE, pyramidLeft, status, type PyramidState } from './rules.ts';

/** A deal number and a list of choices; each choice picks one legal move (index modulo the count). */
const playArb = fc.record({
  seed: fc.nat({ max: 1_000_000 }),
  picks: fc.array(fc.nat({ max: 1000 }), { minLength: 0, maxLength: 80 }),
});

function randomPlay(seed: number, picks: readonly number[]): PyramidState[] {
  const states = [deal(seed)];
  for (const p of picks) {
    const s = states[states.length - 1] as PyramidState;
    const moves = legalMoves(s);
    if (moves.length === 0) break;
    const r = applyMove(s, moves[p % moves.length] as (typeof moves)[number]);
    if (!r.ok) throw new Error(`legal move rejected: ${r.error.message}`);
    states.push(r.value);
  }
  return states;
}

const cardsIn = (s: PyramidState): number[] => [...s.pyramid.filter((x): x is number => x !== null), ...s.stock, ...s.waste];

describe('pyramid properties', () => {
  it('PYR-1 PYR-2 random legal play never creates or loses a card: only legal removals (pairs of 13, kings) leave the board', () => {
    fc.assert(
      fc.property(playArb, ({ seed, picks }) => {
        const states = randomPlay(seed, picks);
        for (let i = 1; i < states.length; i++) {
          const before = cardsIn(states[i - 1] as PyramidState);
          const after = cardsIn(states[i] as PyramidState);
          expect(new Set(after).size).toBe(after.length); // no duplicates
          expect(after.every((card) => before.includes(card))).toBe(true); // nothing created
          const gone = before.filter((card) => !after.includes(card));
          const ranks = gone.map((card) => (card >> 2) + 1);
          const sum = ranks.reduce((a, b) => a + b, 0);
          // A draw removes nothing; a king alone; a pair sums to 13.
          expect(gone.length === 0 || (gone.length === 1 && sum === 13) || (gone.length === 2 && sum === 13)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('PYR-5 the score never exceeds 28 and never exceeds the removed pyramid cards', () => {
    fc.assert(
      fc.property(playArb, ({ seed, picks }) => {
        for (const s of randomPlay(seed, picks)) {
          expect(s.score).toBeLessThanOrEqual(MAX_SCORE);
          expect(s.score).toBe(28 - pyramidLeft(s));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('PYR-8 undo then redo is the identity (and undo restores every earlier state)', () => {
    fc.assert(
      fc.property(playArb, fc.nat({ max: 100 }), ({ seed, picks }, back) => {
        const states = randomPlay(seed, picks);
        const session = new GameSession(pyramidDef, {}, { seed }, states[0] as PyramidState);
        for (const p of picks) {
          const moves = session.legalMoves();
          if (moves.length === 0) break;
          expect(session.play(moves[p % moves.length] as (typeof moves)[number]).ok).toBe(true);
        }
        expect(session.state).toEqual(states[states.length - 1]);
        const here = session.state;
        const k = Math.min(back, session.depth);
        for (let i = 0; i < k; i++) session.undo();
        expect(session.state).toEqual(states[states.length - 1 - k]);
        for (let i = 0; i < k; i++) session.redo();
        expect(session.state).toBe(here);
      }),
      { numRuns: 100 },
    );
  });

  it('positions round-trip through the ENGINE.md JSON (object and text)', () => {
    fc.assert(
      fc.property(playArb, ({ seed, picks }) => {
        for (const s of randomPlay(seed, picks)) {
          const enc = encodePosition(s);
          const back = decodePosition(JSON.parse(JSON.stringify(enc)));
          expect(back.ok && back.value).toEqual(s);
          const text = decodePosition(JSON.stringify(enc));
          expect(text.ok && encodePosition(text.value)).toEqual(enc);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('every legal move round-trips through its notation; status is consistent with legal moves', () => {
    fc.assert(
      fc.property(playArb, ({ seed, picks }) => {
        for (const s of randomPlay(seed, picks)) {
          const moves = legalMoves(s);
          for (const m of moves) {
            const p = parseMove(formatMove(m));
            expect(p.ok && p.value).toEqual(m);
          }
          expect(status(s) === 'playing').toBe(moves.length > 0);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('PYR-3 a malformed position is rejected with bad_position, never thrown', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const r = decodePosition(raw);
        if (!r.ok) expect(r.error.code).toBe('bad_position');
      }),
      { numRuns: 300 },
    );
  });
});
