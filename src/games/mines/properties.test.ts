// fast-check properties of Minesweeper: deduce is sound along logical play, the first reveal, undo/redo, round trips, legal = accepted.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.ts';
import { SIZES } from './board.ts';
import { deduce } from './deduce.ts';
import { minesDef } from './def.ts';
import { decodePosition, encodePosition, formatMove, parseMove } from './notation.ts';
import { CELL_COVERED, CELL_FLAGGED, legalMoves, newGame, playMove, shownView, statusOf, type MinesMove, type MinesState } from './rules.ts';

const sizes = fc.constantFrom(SIZES.beginner, SIZES.intermediate, { width: 7, height: 6, mines: 10 }, { width: 12, height: 5, mines: 15 });
const walk = fc.record({ size: sizes, seed: fc.nat({ max: 1_000_000 }), first: fc.nat(), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 60 }) });

/** Random legal play: the first reveal at `first`, then a picked legal move per step. */
function* playWalk(w: { size: typeof SIZES.beginner; seed: number; first: number; picks: number[] }): Generator<MinesState> {
  let s = newGame(w.size, w.seed);
  yield s;
  const n = w.size.width * w.size.height;
  const r = playMove(s, { kind: 'reveal', x: (w.first % n) % w.size.width, y: Math.floor((w.first % n) / w.size.width) });
  if (!r.ok) throw new Error(r.error.message);
  s = r.value.state;
  yield s;
  for (const p of w.picks) {
    const moves = legalMoves(s);
    if (moves.length === 0) return;
    const m = moves[p % moves.length]!;
    const next = playMove(s, m);
    if (!next.ok) throw new Error(`legal move refused: ${formatMove(m)}`);
    s = next.value.state;
    yield s;
  }
}

describe('properties', () => {
  it('MIN-3 deduce is sound along logical play: no proven-safe cell is a mine, no proven mine is safe', () => {
    fc.assert(
      fc.property(walk, (w) => {
        let s = [...playWalk({ ...w, picks: [] })][1]!;
        for (const p of w.picks.slice(0, 12)) {
          const d = deduce(s.width, s.height, s.mines, shownView(s));
          for (const c of d.safe) expect(s.mine[c]).toBe(0);
          for (const c of d.mines) expect(s.mine[c]).toBe(1);
          if (d.safe.length === 0 || statusOf(s) !== 'playing') break;
          // Logical play with flags on some proven mines (deduce must ignore them).
          const c = d.safe[p % d.safe.length]!;
          const r = playMove(s, { kind: 'reveal', x: c % s.width, y: Math.floor(c / s.width) });
          if (!r.ok) throw new Error(r.error.message);
          s = r.value.state;
          const m = d.mines[p % Math.max(1, d.mines.length)];
          if (m !== undefined && s.cell[m] === CELL_COVERED && statusOf(s) === 'playing') {
            const f = playMove(s, { kind: 'flag', x: m % s.width, y: Math.floor(m / s.width) });
            if (f.ok) s = f.value.state;
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('MIN-2 the first reveal is never a mine and always opens an area', () => {
    fc.assert(
      fc.property(walk, (w) => {
        const [, s] = [...playWalk({ ...w, picks: [] })];
        expect(statusOf(s!)).toBe('playing');
        expect(s!.revealed).toBeGreaterThanOrEqual(4);
      }),
      { numRuns: 80 },
    );
  });

  it('MIN-4 random legal play never throws; mines are never created or lost; flags and reveals add up', () => {
    fc.assert(
      fc.property(walk, (w) => {
        for (const s of playWalk(w)) {
          const mines = s.mine.reduce((a, b) => a + b, 0);
          expect(mines).toBe(s.seed === null ? s.mines : 0);
          expect(s.cell.filter((c) => c === CELL_FLAGGED).length).toBe(s.flags);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('MIN-5 undo then redo is the identity (GameSession)', () => {
    fc.assert(
      fc.property(walk, fc.nat({ max: 80 }), (w, back) => {
        const session = new GameSession(minesDef, w.size, { seed: w.seed }, newGame(w.size, w.seed));
        const n0 = w.size.width * w.size.height;
        expect(session.play({ kind: 'reveal', x: (w.first % n0) % w.size.width, y: Math.floor((w.first % n0) / w.size.width) }).ok).toBe(true);
        for (const p of w.picks) {
          const moves = session.legalMoves();
          if (moves.length === 0) break;
          expect(session.play(moves[p % moves.length]!).ok).toBe(true);
        }
        const end = session.state;
        const n = Math.min(back, session.depth);
        for (let i = 0; i < n; i++) session.undo();
        for (let i = 0; i < n; i++) session.redo();
        expect(session.state).toEqual(end);
      }),
      { numRuns: 30 },
    );
  });

  it('MIN-1 load(encode(s)) equals s for reachable states', () => {
    fc.assert(
      fc.property(walk, (w) => {
        for (const s of playWalk(w)) {
          const text = JSON.stringify(encodePosition(s));
          const back = decodePosition(text);
          if (!back.ok) throw new Error(back.error.message);
          expect(back.value).toEqual(s);
          expect(encodePosition(back.value)).toEqual(encodePosition(s));
        }
      }),
      { numRuns: 30 },
    );
  });

  it('MIN-4 every legal move formats and parses back; legal moves are exactly the accepted ones', () => {
    fc.assert(
      fc.property(walk, (w) => {
        const states = [...playWalk(w)];
        const s = states[Math.min(states.length - 1, 2)]!;
        const legal = new Set(legalMoves(s).map(formatMove));
        for (const m of legal) expect(formatMove((parseMove(m) as { value: MinesMove }).value)).toBe(m);
        for (let y = 0; y < s.height; y++) {
          for (let x = 0; x < s.width; x++) {
            for (const kind of ['reveal', 'flag', 'chord'] as const) {
              const move = { kind, x, y };
              expect(playMove(s, move).ok).toBe(legal.has(formatMove(move)));
            }
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
