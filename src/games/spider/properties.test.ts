// fast-check properties of Spider: 104 cards always, undo/redo identity, round trips, legal == accepted, hint independence.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards.ts';
import { createRng, shuffled } from '../../core/rng.ts';
import { GameSession } from '../../core/session.ts';
import { spiderDef } from './def.ts';
import { hints } from './hint.ts';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import {
  COLUMN_COUNT,
  allCards,
  columnMoveCount,
  legalMoves,
  newDeal,
  playMove,
  spiderDeck,
  statusOf,
  type SpiderMove,
  type SpiderState,
  type SuitCount,
} from './rules.ts';
import { bestTarget, movableRunFrom, moveTo, targetsOf } from './selection.ts';

const walk = fc.record({
  seed: fc.nat({ max: 1_000_000 }),
  suits: fc.constantFrom<SuitCount>(1, 2, 4),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 150 }),
});

/** Random play that prefers hinted moves half the time, so games get deep (runs home, empty columns). */
function* playWalk(seed: number, suits: SuitCount, picks: readonly number[]): Generator<SpiderState> {
  let s = newDeal(seed, suits);
  yield s;
  for (const p of picks) {
    const hinted = p % 2 === 0 ? hints(s) : [];
    const moves = hinted.length ? hinted : legalMoves(s);
    if (moves.length === 0) return;
    const m = moves[(p >> 1) % Math.min(moves.length, hinted.length ? 2 : moves.length)] as SpiderMove;
    const r = playMove(s, m);
    if (!r.ok) throw new Error(`legal move refused: ${formatMove(m)}: ${r.error.message}`);
    s = r.value.state;
    yield s;
  }
}

const sortedDeck = (suits: SuitCount): Card[] => spiderDeck(suits).sort((a, b) => a - b);

describe('properties', () => {
  it('SPI-1 random play never creates or loses a card: always 104, each as often as the suit count says', () => {
    fc.assert(
      fc.property(walk, ({ seed, suits, picks }) => {
        const deck = sortedDeck(suits);
        for (const s of playWalk(seed, suits, picks)) {
          expect(allCards(s).sort((a, b) => a - b)).toEqual(deck);
          expect(s.stock.length % 10).toBe(0);
          s.columns.forEach((c, i) => expect(c.length === 0 ? 0 : c.length - (s.hidden[i] as number)).toBeGreaterThanOrEqual(c.length === 0 ? 0 : 1));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('SPI-2 random legal play never throws, and the position text round-trips for every reachable table', () => {
    fc.assert(
      fc.property(walk, ({ seed, suits, picks }) => {
        for (const s of playWalk(seed, suits, picks)) {
          const text = encodePosition(s);
          expect(decodePosition(text)).toEqual({ ok: true, value: s });
          expect(decodePosition(text, suits).ok).toBe(true);
          expect(['playing', 'won', 'stuck']).toContain(statusOf(s));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('SPI-2 every legal move formats and parses back to itself, and legal moves are exactly the accepted ones', () => {
    const all: SpiderMove[] = [{ kind: 'deal' }];
    for (let from = 0; from < COLUMN_COUNT; from++) {
      for (let to = 0; to < COLUMN_COUNT; to++) {
        all.push({ kind: 'move', from, to });
        for (let count = 1; count <= 13; count++) all.push({ kind: 'move', from, to, count });
      }
    }
    fc.assert(
      fc.property(walk, ({ seed, suits, picks }) => {
        let i = 0;
        for (const s of playWalk(seed, suits, picks)) {
          if (i++ % 10 !== 0) continue;
          const legal = new Set(legalMoves(s).map(formatMove));
          for (const m of legalMoves(s)) expect(parseMove(formatMove(m))).toEqual({ ok: true, value: m });
          for (const m of all) {
            const accepted = playMove(s, m).ok;
            // A count equal to what the move carries anyway is accepted; the list writes such a move without it.
            const implied = m.kind === 'move' && m.count !== undefined ? columnMoveCount(s, m.from, m.to) : null;
            const listed = legal.has(formatMove(m)) || (implied !== null && implied.ok && implied.value === (m.kind === 'move' ? m.count : 0));
            expect(accepted, formatMove(m)).toBe(listed);
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('SPI-6 undo then redo is identity through GameSession, and undo all the way back gives the start', () => {
    fc.assert(
      fc.property(walk, ({ seed, suits, picks }) => {
        const initial = newDeal(seed, suits);
        const session = new GameSession(spiderDef, { suits }, { seed, options: { suits } }, initial);
        const seen: SpiderState[] = [initial];
        for (const p of picks.slice(0, 60)) {
          const moves = session.legalMoves();
          if (!moves.length) break;
          const r = session.play(moves[p % moves.length] as SpiderMove);
          expect(r.ok).toBe(true);
          seen.push(session.state);
          const now = session.state;
          expect(session.undo()).toBe(true);
          expect(session.state).toBe(seen[seen.length - 2]);
          expect(session.redo()).toBe(true);
          expect(session.state).toBe(now);
        }
        while (session.undo());
        expect(session.state).toEqual(initial);
      }),
      { numRuns: 40 },
    );
  });

  it('SPI-8 two tables differing only in face-down cards and stock order give the same hints', () => {
    fc.assert(
      fc.property(walk, fc.nat(), ({ seed, suits, picks }, reshuffle) => {
        for (const s of playWalk(seed, suits, picks.slice(0, 60))) {
          // Swap the hidden cards and the stock among themselves: what the player sees stays the same.
          const hiddenCards = s.columns.flatMap((c, i) => c.slice(0, s.hidden[i]));
          const pool = shuffled([...hiddenCards, ...s.stock], createRng(reshuffle));
          let k = 0;
          const columns = s.columns.map((c, i) => [...c.slice(0, s.hidden[i]).map(() => pool[k++] as Card), ...c.slice(s.hidden[i])]);
          const other: SpiderState = { ...s, columns, stock: s.stock.map(() => pool[k++] as Card) };
          expect(hints(other)).toEqual(hints(s));
          expect(statusOf(other)).toBe(statusOf(s));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('SPI-8 every hint is a legal move that changes the table', () => {
    fc.assert(
      fc.property(walk, ({ seed, suits, picks }) => {
        for (const s of playWalk(seed, suits, picks.slice(0, 60))) {
          const legal = new Set(legalMoves(s).map(formatMove));
          for (const h of hints(s)) expect(legal.has(formatMove(h))).toBe(true);
          if (statusOf(s) === 'playing') expect(hints(s).length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('SPI-7 the page helpers agree with the rules: every target of a pick-up is an accepted move', () => {
    fc.assert(
      fc.property(walk, ({ seed, suits, picks }) => {
        for (const s of playWalk(seed, suits, picks.slice(0, 50))) {
          for (let c = 0; c < COLUMN_COUNT; c++) {
            const col = s.columns[c] as readonly Card[];
            for (let i = 0; i < col.length; i++) {
              const k = movableRunFrom(s, c, i);
              const targets = targetsOf(s, c, i);
              if (k === null) {
                expect(targets).toEqual([]);
                continue;
              }
              for (const to of targets) {
                const m = moveTo(s, c, i, to) as SpiderMove;
                const r = playMove(s, m);
                expect(r.ok).toBe(true);
                if (r.ok) expect(r.value.trace.steps[0]).toMatchObject({ kind: 'move', cards: col.slice(i) });
              }
              const best = bestTarget(s, c, i);
              expect(best === null ? targets.length === 0 : best.kind === 'move' && targets.includes(best.to)).toBe(true);
            }
          }
        }
      }),
      { numRuns: 20 },
    );
  });
});
