// Test helpers for Minesweeper: positions from row pictures, deduce-only play, and a brute-force oracle for deduce.

import { geometry } from './board.ts';
import { COVERED, deduce, SHOWN_MINE, type Budget } from './deduce.ts';
import { decodePosition } from './notation.ts';
import { CELL_COVERED, playMove, shownView, statusOf, type MinesState } from './rules.ts';

/** A placed position from rows in ENGINE.md notation; the mine count is read off the rows. */
export function position(rows: readonly string[]): MinesState {
  const mines = rows.join('').replace(/[^*FX]/g, '').length;
  const r = decodePosition({ width: rows[0]!.length, height: rows.length, mines, rows });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export const idx = (state: MinesState, x: number, y: number): number => y * state.width + x;

/** Play on by deduction alone from a placed state: reveal every proven-safe cell until won or stuck. */
export function playByDeduction(start: MinesState, budget?: Budget): MinesState {
  let state = start;
  while (statusOf(state) === 'playing') {
    const d = deduce(state.width, state.height, state.mines, shownView(state), budget ? { budget } : {});
    let moved = false;
    for (const c of d.safe) {
      if (state.cell[c] !== CELL_COVERED) continue;
      const r = playMove(state, { kind: 'reveal', x: c % state.width, y: Math.floor(c / state.width) });
      if (!r.ok) throw new Error(r.error.message);
      if (r.value.trace.exploded >= 0) throw new Error('deduce called a mine safe');
      state = r.value.state;
      moved = true;
    }
    if (!moved) break;
  }
  return state;
}

/**
 * The exact answer by brute force: every placement of the remaining mines on the covered cells
 * that fits every shown number. Only for small boards (a few thousand placements).
 */
export function bruteForce(width: number, height: number, total: number, shown: Int8Array): { safe: number[]; mines: number[] } {
  const g = geometry(width, height);
  const covered: number[] = [];
  let known = 0;
  for (let c = 0; c < g.cells; c++) {
    if (shown[c] === COVERED) covered.push(c);
    else if (shown[c] === SHOWN_MINE) known++;
  }
  const R = total - known;
  const mine = new Uint8Array(g.cells);
  for (let c = 0; c < g.cells; c++) if (shown[c] === SHOWN_MINE) mine[c] = 1;
  const canMine = new Uint8Array(g.cells);
  const canSafe = new Uint8Array(g.cells);
  const fits = (): boolean => {
    for (let c = 0; c < g.cells; c++) {
      const v = shown[c]!;
      if (v < 0) continue;
      let m = 0;
      for (let k = g.start[c]!; k < g.start[c + 1]!; k++) m += mine[g.nb[k]!]!;
      if (m !== v) return false;
    }
    return true;
  };
  const choose = (from: number, left: number): void => {
    if (left === 0) {
      if (!fits()) return;
      for (const c of covered) {
        if (mine[c] === 1) canMine[c] = 1;
        else canSafe[c] = 1;
      }
      return;
    }
    for (let i = from; i <= covered.length - left; i++) {
      mine[covered[i]!] = 1;
      choose(i + 1, left - 1);
      mine[covered[i]!] = 0;
    }
  };
  if (R >= 0 && R <= covered.length) choose(0, R);
  return { safe: covered.filter((c) => canMine[c] === 0 && canSafe[c] === 1), mines: covered.filter((c) => canSafe[c] === 0 && canMine[c] === 1) };
}
