// KLO-11 "Tipp": one useful legal move, computed from what the player sees and nothing else.
//
// The hint never reads a KlondikeState: `visibleTable` copies out only what lies face up (the
// columns' face-up cards, the waste's top, the foundations) and the counts of face-down cards
// per column and in the stock, and `hintFor` works on that copy alone. A face-down card or the
// stock's order cannot reach it, so two tables that differ only there get the same hint.

import type { Card } from '../../core/cards.ts';
import { COLUMN_COUNT, HOME, STOCK_MOVE, WASTE, moveOf, passLimit, type Draw, type KlondikeMove, type KlondikeState } from './rules.ts';

/** What the player sees of a table. */
export interface VisibleTable {
  /** The face-up cards of each column, deepest first. */
  readonly columns: readonly (readonly Card[])[];
  /** How many cards lie face down under each column. */
  readonly down: readonly number[];
  readonly wasteTop: Card | null;
  readonly wasteCount: number;
  readonly stockCount: number;
  /** Top rank per suit C D H S. */
  readonly foundations: readonly number[];
  readonly draw: Draw;
  /** A new pass is still allowed (Vegas limits them). */
  readonly passLeft: boolean;
}

export function visibleTable(s: KlondikeState): VisibleTable {
  return {
    columns: s.columns.map((col, i) => col.slice(s.down[i])),
    down: s.down.slice(),
    wasteTop: s.waste.length ? (s.waste[s.waste.length - 1] as Card) : null,
    wasteCount: s.waste.length,
    stockCount: s.stock.length,
    foundations: s.foundations.slice(),
    draw: s.draw,
    passLeft: s.pass < passLimit(s.draw, s.scoring),
  };
}

const isRed = (c: Card): boolean => ((c & 3) + 1) >> 1 === 1;
const fits = (card: Card, under: Card): boolean => (card >> 2) + 1 === under >> 2 && isRed(card) !== isRed(under);

/** The ordered run at the end of face-up cards `up`. */
function runOf(up: readonly Card[]): number {
  const n = up.length;
  if (n === 0) return 0;
  let k = 1;
  while (k < n && fits(up[n - k] as Card, up[n - k - 1] as Card)) k++;
  return k;
}

const isEmpty = (v: VisibleTable, j: number): boolean => (v.columns[j] as readonly Card[]).length === 0 && v.down[j] === 0;

/** Cards a move from column i onto column j would carry (0: none fits), as the rules count it. */
function carries(v: VisibleTable, i: number, j: number): number {
  if (i === j) return 0;
  const up = v.columns[i] as readonly Card[];
  const n = up.length;
  if (n === 0) return 0;
  const top = (up[n - 1] as Card) >> 2;
  const dst = v.columns[j] as readonly Card[];
  let k: number;
  if (dst.length === 0) {
    if (!isEmpty(v, j)) return 0;
    k = 13 - top;
  } else {
    const target = dst[dst.length - 1] as Card;
    k = (target >> 2) - top;
    if (k < 1 || k > n || !fits(up[n - k] as Card, target)) return 0;
  }
  return k >= 1 && k <= runOf(up) ? k : 0;
}

const goesHome = (v: VisibleTable, c: Card): boolean => v.foundations[c & 3] === c >> 2;

/** KLO-11 (2): no column card can still need it: rank ≤ 2 + the lowest foundation of the other colour. */
function noLongerNeeded(v: VisibleTable, c: Card): boolean {
  const f = v.foundations;
  const other = isRed(c) ? Math.min(f[0] as number, f[3] as number) : Math.min(f[1] as number, f[2] as number);
  return (c >> 2) + 1 <= 2 + other;
}

const topOf = (v: VisibleTable, i: number): Card | null => {
  const up = v.columns[i] as readonly Card[];
  return up.length ? (up[up.length - 1] as Card) : null;
};

/**
 * KLO-11 as SPEC.md resolves it, first match wins:
 * (1) a move that uncovers a face-down card, from the column with the most face-down cards
 *     (ties: the leftmost; its foundation move before column targets, those left to right);
 * (2) a foundation move of a card no column card can still need (columns left to right, then the waste);
 * (3) the waste card onto a card in a column (leftmost);
 * (4) a king or king run into the leftmost empty column when that frees something: the waste's
 *     king, or a column's king run with face-up cards above it (one with face-down cards above is (1));
 * (5) any other foundation move (columns, then the waste);
 * (6) the stock: while it has cards, or when a new pass is allowed and would show other cards
 *     (more waste cards than one turn takes).
 * null when nothing helps (also once every card is home). Shuttling a run between columns is never a hint.
 */
export function hintFor(v: VisibleTable): KlondikeMove | null {
  // (1)
  const order = Array.from({ length: COLUMN_COUNT }, (_, i) => i)
    .filter((i) => (v.down[i] as number) > 0)
    .sort((a, b) => (v.down[b] as number) - (v.down[a] as number) || a - b);
  for (const i of order) {
    const up = v.columns[i] as readonly Card[];
    if (up.length === 1 && goesHome(v, up[0] as Card)) return moveOf(i, HOME);
    for (let j = 0; j < COLUMN_COUNT; j++) if (carries(v, i, j) === up.length) return moveOf(i, j);
  }
  // (2)
  for (let i = 0; i < COLUMN_COUNT; i++) {
    const c = topOf(v, i);
    if (c !== null && goesHome(v, c) && noLongerNeeded(v, c)) return moveOf(i, HOME);
  }
  const w = v.wasteTop;
  if (w !== null && goesHome(v, w) && noLongerNeeded(v, w)) return moveOf(WASTE, HOME);
  // (3)
  if (w !== null) {
    for (let j = 0; j < COLUMN_COUNT; j++) {
      const t = topOf(v, j);
      if (t !== null && fits(w, t)) return moveOf(WASTE, j);
    }
  }
  // (4)
  const empty = Array.from({ length: COLUMN_COUNT }, (_, j) => j).find((j) => isEmpty(v, j));
  if (empty !== undefined) {
    if (w !== null && w >> 2 === 12) return moveOf(WASTE, empty);
    for (let i = 0; i < COLUMN_COUNT; i++) {
      const k = carries(v, i, empty);
      if (k > 0 && k < (v.columns[i] as readonly Card[]).length) return moveOf(i, empty);
    }
  }
  // (5)
  for (let i = 0; i < COLUMN_COUNT; i++) {
    const c = topOf(v, i);
    if (c !== null && goesHome(v, c)) return moveOf(i, HOME);
  }
  if (w !== null && goesHome(v, w)) return moveOf(WASTE, HOME);
  // (6)
  if (v.stockCount > 0) return STOCK_MOVE;
  if (v.passLeft && v.wasteCount > v.draw) return STOCK_MOVE;
  return null;
}

/** The hint for a table: computed from its visible part only. */
export const hint = (s: KlondikeState): KlondikeMove | null => hintFor(visibleTable(s));
