// fast-check properties of Klondike: card conservation, undo/redo identity, text round-trip,
// notation round-trip, legal moves == accepted moves, hint independence from hidden cards.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.ts';
import { klondikeDef, type KlondikeOptions } from './def.ts';
import { hint, visibleTable } from './hint.ts';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import { COLUMN_COUNT, FOUNDATION, HOME, STOCK, WASTE, allCards, legalMoves, moveOf, newDeal, playMove, statusOf, type KlondikeState } from './rules.ts';
import { moveFor, targetsOf } from './selection.ts';

const optionsArb = fc.record({
  draw: fc.constantFrom(1 as const, 3 as const),
  scoring: fc.constantFrom('standard' as const, 'vegas' as const),
  carry: fc.integer({ min: -1000, max: 1000 }),
});

/** A deal, options and move picks: play the picked legal move at each step (the stock less often, so columns get played). */
const walk = fc.record({
  deal: fc.nat({ max: 1_000_000 }),
  o: optionsArb,
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 150 }),
});

function* playWalk(deal: number, o: { draw: 1 | 3; scoring: 'standard' | 'vegas'; carry: number }, picks: readonly number[]): Generator<KlondikeState> {
  let s = newDeal(deal, o);
  yield s;
  for (const p of picks) {
    const moves = legalMoves(s);
    if (moves.length === 0) return;
    // Prefer non-stock moves two times in three so that walks reach the middle game.
    const nonStock = moves.filter((m) => m.from !== STOCK);
    const pool = nonStock.length && p % 3 !== 0 ? nonStock : moves;
    const m = pool[Math.floor(p / 3) % pool.length]!;
    const r = playMove(s, m);
    if (!r.ok) throw new Error(`legal move rejected: ${formatMove(m)}: ${r.error.message}`);
    s = r.value.state;
    yield s;
  }
}

const every = (deal: number, o: Parameters<typeof playWalk>[1], picks: readonly number[]): KlondikeState[] => [...playWalk(deal, o, picks)];

describe('properties', () => {
  it('KLO-2 random legal play never throws and never creates, loses or duplicates a card', () => {
    fc.assert(
      fc.property(walk, ({ deal, o, picks }) => {
        for (const s of playWalk(deal, o, picks)) {
          const cards = allCards(s);
          expect(cards.length).toBe(52);
          expect(new Set(cards).size).toBe(52);
          for (let i = 0; i < COLUMN_COUNT; i++) {
            const n = (s.columns[i] as readonly number[]).length;
            expect(n === 0 ? s.down[i] === 0 : (s.down[i] as number) < n).toBe(true);
          }
          expect(s.scoring === 'vegas' || s.score >= 0).toBe(true);
          expect(['playing', 'won', 'stuck']).toContain(statusOf(s));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('KLO-1 the position text round-trips for every reachable table', () => {
    fc.assert(
      fc.property(walk, ({ deal, o, picks }) => {
        for (const s of playWalk(deal, o, picks)) {
          const text = encodePosition(s);
          const back = decodePosition(text, o);
          expect(back.ok).toBe(true);
          if (back.ok) {
            expect(encodePosition(back.value)).toBe(text);
            expect({ ...back.value, deal: s.deal }).toEqual(s);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('KLO-7 undo then redo is the identity; undo all the way gives the deal back', () => {
    fc.assert(
      fc.property(walk, fc.nat({ max: 200 }), ({ deal, o, picks }, back) => {
        const options: KlondikeOptions = { ...o, winnable: false };
        const start = newDeal(deal, o);
        const session = new GameSession(klondikeDef, options, { seed: deal }, start);
        for (const p of picks) {
          const moves = session.legalMoves();
          if (moves.length === 0) break;
          expect(session.play(moves[p % moves.length]!).ok).toBe(true);
        }
        const end = session.state;
        const n = Math.min(back, session.depth);
        for (let i = 0; i < n; i++) session.undo();
        for (let i = 0; i < n; i++) session.redo();
        expect(session.state).toEqual(end);
        while (session.undo());
        expect(session.state).toEqual(start);
      }),
      { numRuns: 40 },
    );
  });

  it('ENGINE every legal move formats and parses back to itself, and only legal moves are accepted', () => {
    const places = [...Array.from({ length: COLUMN_COUNT }, (_, i) => i), WASTE, FOUNDATION, FOUNDATION + 1, FOUNDATION + 2, FOUNDATION + 3];
    const targets = [...Array.from({ length: COLUMN_COUNT }, (_, i) => i), HOME];
    const sweep = [moveOf(STOCK, STOCK), ...places.flatMap((f) => targets.filter((t) => t !== f).map((t) => moveOf(f, t)))];
    fc.assert(
      fc.property(walk, ({ deal, o, picks }) => {
        for (const s of every(deal, o, picks).slice(-25)) {
          const legal = legalMoves(s);
          for (const m of legal) {
            const p = parseMove(formatMove(m));
            expect(p.ok && p.value).toBe(m);
          }
          const accepted = sweep.filter((m) => playMove(s, m).ok);
          expect(new Set(accepted)).toEqual(new Set(legal));
        }
      }),
      { numRuns: 30 },
    );
  });

  it('KLO-6 the lit targets of any held card or run are exactly the places where its move is legal', () => {
    fc.assert(
      fc.property(walk, ({ deal, o, picks }) => {
        for (const s of every(deal, o, picks).slice(-10)) {
          const held = [{ from: WASTE, count: 1 }, ...[0, 1, 2, 3].map((k) => ({ from: FOUNDATION + k, count: 1 }))];
          for (let i = 0; i < COLUMN_COUNT; i++) for (let k = 1; k <= (s.columns[i] as readonly number[]).length; k++) held.push({ from: i, count: k });
          for (const h of held) {
            for (const to of targetsOf(s, h)) {
              const m = moveFor(s, h, to);
              expect(m).not.toBeNull();
              const r = playMove(s, m!);
              expect(r.ok).toBe(true);
              // The move carries exactly the held cards.
              if (r.ok) {
                const st = r.value.trace.steps[0]!;
                expect(st.kind === 'move' && st.cards.length).toBe(h.count);
              }
            }
          }
        }
      }),
      { numRuns: 20 },
    );
  });

  it('KLO-11 two tables that differ only in face-down cards and stock order get the same hint, and the hint is legal', () => {
    fc.assert(
      fc.property(walk, fc.nat(), ({ deal, o, picks }, shuffleSeed) => {
        for (const s of every(deal, o, picks).slice(-15)) {
          // Swap the hidden cards (face-down cards and the stock) among themselves.
          const hidden: number[] = [...s.stock];
          s.columns.forEach((col, i) => hidden.push(...col.slice(0, s.down[i])));
          let x = shuffleSeed || 1;
          for (let i = hidden.length - 1; i > 0; i--) {
            x = (Math.imul(x, 1103515245) + 12345) >>> 0;
            const j = x % (i + 1);
            [hidden[i], hidden[j]] = [hidden[j]!, hidden[i]!];
          }
          let at = 0;
          const stock = hidden.slice(at, (at += s.stock.length));
          const columns = s.columns.map((col, i) => [...hidden.slice(at, (at += s.down[i]!)), ...col.slice(s.down[i])]);
          const twin: KlondikeState = { ...s, stock, columns };
          expect(visibleTable(twin)).toEqual(visibleTable(s));
          expect(hint(twin)).toBe(hint(s));
          const h = hint(s);
          if (h !== null) expect(playMove(s, h).ok).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});
