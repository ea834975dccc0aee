// FreeCell rules (FC-1 … FC-10): the table, legal moves, supermove capacity, dead ends, finishing.

import type { Card } from '../../core/cards.ts';
import { fail, ok, type Result, type RuleError } from '../../core/result.ts';
import { dealColumns } from './deal.ts';

export const COLUMN_COUNT = 8;
export const CELL_COUNT = 4;

/**
 * A place a move starts from or goes to: columns 0–7, free cells 8–11, foundations 12.
 * (Standard notation: columns `1`–`8`, cells `a`–`d`, foundations `h`.)
 */
export type Place = number;
export const HOME: Place = 12;
export const cellPlace = (i: number): Place => COLUMN_COUNT + i;
export const isColumnPlace = (p: Place): boolean => p >= 0 && p < COLUMN_COUNT;
export const isCellPlace = (p: Place): boolean => p >= COLUMN_COUNT && p < COLUMN_COUNT + CELL_COUNT;

export interface FreecellState {
  /** Top rank on each foundation (0 = empty … 13 = king), indexed by suit C D H S. */
  readonly foundations: readonly number[];
  /** The four free cells, `null` when empty. */
  readonly cells: readonly (Card | null)[];
  /** The eight columns, deepest card first; the last card is the exposed one. */
  readonly columns: readonly (readonly Card[])[];
  /** The move counter (FC-9, FC-17): one per move, one per card sent home by "finish". */
  readonly moves: number;
}

/**
 * One move. `count` is the number of cards a column-to-column move carries when it was
 * given explicitly (the `v` suffix); without it a move onto a card carries the run that
 * fits there and a move into an empty column carries one card.
 */
export interface FreecellMove {
  readonly from: Place;
  readonly to: Place;
  readonly count?: number;
}

export function newDeal(deal: number): FreecellState {
  return { foundations: [0, 0, 0, 0], cells: [null, null, null, null], columns: dealColumns(deal), moves: 0 };
}

/** FC-5: `card` may lie on `under` in a column: one rank lower, the other colour. */
export function fitsOn(card: Card, under: Card): boolean {
  return (card >> 2) + 1 === under >> 2 && isRedSuit(card & 3) !== isRedSuit(under & 3);
}
const isRedSuit = (suit: number): boolean => suit === 1 || suit === 2;

/** FC-5: `card` may go onto its foundation now. */
export const goesHome = (s: FreecellState, card: Card): boolean => s.foundations[card & 3] === card >> 2;

/** FC-6: length of the ordered run (descending, alternating colours) at the bottom of a column. */
export function orderedRunLength(column: readonly Card[]): number {
  const n = column.length;
  if (n === 0) return 0;
  let k = 1;
  while (k < n && fitsOn(column[n - k] as Card, column[n - k - 1] as Card)) k++;
  return k;
}

export const emptyCellCount = (s: FreecellState): number => {
  let n = 0;
  for (const c of s.cells) if (c === null) n++;
  return n;
};
export const emptyColumnCount = (s: FreecellState): number => {
  let n = 0;
  for (const c of s.columns) if (c.length === 0) n++;
  return n;
};

/**
 * FC-7: the most cards one move may carry: (1 + empty cells) × 2^(empty columns), where an
 * empty column that is the move's target does not count.
 */
export function supermoveCapacity(s: FreecellState, targetIsEmptyColumn: boolean): number {
  const cols = emptyColumnCount(s) - (targetIsEmptyColumn ? 1 : 0);
  return (1 + emptyCellCount(s)) * 2 ** Math.max(0, cols);
}

export const isWon = (s: FreecellState): boolean => s.foundations.every((r) => r === 13);

const illegal = (message: string): Result<never, RuleError> => fail('illegal', message);

/**
 * How many cards a column-to-column move would carry, or an error. This is the single
 * place that decides FC-5/6/7 for runs; the page and the engine both go through it.
 */
export function columnMoveCount(s: FreecellState, from: number, to: number, count?: number): Result<number> {
  const src = s.columns[from];
  const dst = s.columns[to];
  if (!src || !dst) return fail('bad_request', 'No such column.');
  if (from === to) return illegal('A column cannot move onto itself.');
  if (src.length === 0) return illegal(`Column ${from + 1} is empty.`);
  const run = orderedRunLength(src);
  if (dst.length === 0) {
    const k = count ?? 1;
    if (k < 1 || k > run) return illegal(`Column ${from + 1} has no ordered run of ${k} cards.`);
    if (k > supermoveCapacity(s, true)) return illegal(`${k} cards are more than one move may carry into an empty column now.`);
    return ok(k);
  }
  const target = dst[dst.length - 1] as Card;
  const wantRank = (target >> 2) - 1; // rank index of the card that must lie on the target
  if (wantRank < 0) return illegal('Nothing can lie on an ace.');
  const top = src[src.length - 1] as Card;
  const k = wantRank - (top >> 2) + 1;
  if (k < 1 || k > run || !fitsOn(src[src.length - k] as Card, target)) {
    return illegal(`No card of column ${from + 1} fits on column ${to + 1}.`);
  }
  if (count !== undefined && count !== k) return illegal(`The run that fits on column ${to + 1} has ${k} cards, not ${count}.`);
  if (k > supermoveCapacity(s, false)) return illegal(`${k} cards are more than one move may carry now.`);
  return ok(k);
}

/** The card that a move from `from` would take first (the deepest card it carries is irrelevant here). */
function exposedAt(s: FreecellState, from: Place): Card | null {
  if (isColumnPlace(from)) {
    const col = s.columns[from] as readonly Card[];
    return col.length ? (col[col.length - 1] as Card) : null;
  }
  if (isCellPlace(from)) return s.cells[from - COLUMN_COUNT] ?? null;
  return null;
}

/** Apply one move (FC-5 … FC-7). The counter goes up by one. */
export function applyMove(s: FreecellState, m: FreecellMove): Result<FreecellState> {
  const { from, to } = m;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || from >= HOME || to < 0 || to > HOME) {
    return fail('bad_request', 'No such place.');
  }
  if (m.count !== undefined && (!Number.isInteger(m.count) || m.count < 1)) return fail('bad_request', 'A card count must be a positive integer.');
  const card = exposedAt(s, from);
  if (card === null) return illegal(isCellPlace(from) ? 'That free cell is empty.' : `Column ${from + 1} is empty.`);

  if (to === HOME) {
    if (m.count !== undefined && m.count !== 1) return illegal('Only one card at a time goes to a foundation.');
    if (!goesHome(s, card)) return illegal('That card does not fit on its foundation yet.');
    const foundations = s.foundations.slice();
    foundations[card & 3] = (card >> 2) + 1;
    return ok({ ...removeFrom(s, from, 1), foundations, moves: s.moves + 1 });
  }
  if (isCellPlace(to)) {
    if (isCellPlace(from)) return illegal('A card does not move from one free cell to another.');
    if (m.count !== undefined && m.count !== 1) return illegal('A free cell holds one card.');
    const i = to - COLUMN_COUNT;
    if (s.cells[i] !== null) return illegal('That free cell is taken.');
    const base = removeFrom(s, from, 1);
    const cells = base.cells.slice();
    cells[i] = card;
    return ok({ ...base, cells, moves: s.moves + 1 });
  }
  // Target is a column.
  const dst = s.columns[to] as readonly Card[];
  if (isCellPlace(from)) {
    if (m.count !== undefined && m.count !== 1) return illegal('A free cell holds one card.');
    if (dst.length > 0 && !fitsOn(card, dst[dst.length - 1] as Card)) return illegal(`That card does not fit on column ${to + 1}.`);
    const base = removeFrom(s, from, 1);
    const columns = base.columns.slice();
    columns[to] = [...dst, card];
    return ok({ ...base, columns, moves: s.moves + 1 });
  }
  const k = columnMoveCount(s, from, to, m.count);
  if (!k.ok) return k;
  const src = s.columns[from] as readonly Card[];
  const columns = s.columns.slice();
  columns[from] = src.slice(0, src.length - k.value);
  columns[to] = [...dst, ...src.slice(src.length - k.value)];
  return ok({ ...s, columns, moves: s.moves + 1 });
}

function removeFrom(s: FreecellState, from: Place, n: number): FreecellState {
  if (isCellPlace(from)) {
    const cells = s.cells.slice();
    cells[from - COLUMN_COUNT] = null;
    return { ...s, cells };
  }
  const columns = s.columns.slice();
  const col = s.columns[from] as readonly Card[];
  columns[from] = col.slice(0, col.length - n);
  return { ...s, columns };
}

/**
 * Every legal move now (FC-5 … FC-7), in a fixed order: to the foundations, onto cards,
 * into empty columns (every carriable run length, `count` set above one card), into free
 * cells (the first empty cell only for ordering, but every empty cell is listed).
 */
export function legalMoves(s: FreecellState): FreecellMove[] {
  const out: FreecellMove[] = [];
  const cols = s.columns;
  const emptyCells = emptyCellCount(s);
  const emptyCols = emptyColumnCount(s);
  const capOnCard = (1 + emptyCells) * 2 ** emptyCols;
  const capIntoEmpty = emptyCols > 0 ? (1 + emptyCells) * 2 ** (emptyCols - 1) : 0;
  // Foundations.
  for (let i = 0; i < COLUMN_COUNT; i++) {
    const col = cols[i] as readonly Card[];
    if (col.length && goesHome(s, col[col.length - 1] as Card)) out.push({ from: i, to: HOME });
  }
  for (let c = 0; c < CELL_COUNT; c++) {
    const card = s.cells[c];
    if (card != null && goesHome(s, card)) out.push({ from: cellPlace(c), to: HOME });
  }
  // Column to column.
  for (let i = 0; i < COLUMN_COUNT; i++) {
    const src = cols[i] as readonly Card[];
    const n = src.length;
    if (n === 0) continue;
    const run = orderedRunLength(src);
    const topRank = (src[n - 1] as Card) >> 2;
    for (let j = 0; j < COLUMN_COUNT; j++) {
      if (j === i) continue;
      const dst = cols[j] as readonly Card[];
      if (dst.length === 0) {
        // A whole column into an empty column changes nothing but is still a legal move.
        const max = Math.min(run, capIntoEmpty);
        for (let k = 1; k <= max; k++) out.push(k === 1 ? { from: i, to: j } : { from: i, to: j, count: k });
        continue;
      }
      const target = dst[dst.length - 1] as Card;
      const k = (target >> 2) - topRank; // cards needed so that the deepest moved card is one rank below target
      if (k >= 1 && k <= run && k <= capOnCard && fitsOn(src[n - k] as Card, target)) out.push({ from: i, to: j });
    }
  }
  // Free cell to column.
  for (let c = 0; c < CELL_COUNT; c++) {
    const card = s.cells[c];
    if (card == null) continue;
    for (let j = 0; j < COLUMN_COUNT; j++) {
      const dst = cols[j] as readonly Card[];
      if (dst.length === 0 || fitsOn(card, dst[dst.length - 1] as Card)) out.push({ from: cellPlace(c), to: j });
    }
  }
  // Column to free cell.
  if (emptyCells > 0) {
    for (let i = 0; i < COLUMN_COUNT; i++) {
      if ((cols[i] as readonly Card[]).length === 0) continue;
      for (let c = 0; c < CELL_COUNT; c++) if (s.cells[c] === null) out.push({ from: i, to: cellPlace(c) });
    }
  }
  return out;
}

/** True when at least one legal move exists (cheaper than listing them). */
export function hasLegalMove(s: FreecellState): boolean {
  const cols = s.columns;
  if (emptyCellCount(s) > 0) {
    for (const col of cols) if (col.length) return true;
  }
  if (emptyColumnCount(s) > 0) {
    for (const col of cols) if (col.length) return true;
    for (const c of s.cells) if (c !== null) return true;
  }
  const exposed: Card[] = [];
  for (const col of cols) if (col.length) exposed.push(col[col.length - 1] as Card);
  for (const c of s.cells) {
    if (c === null) continue;
    if (goesHome(s, c)) return true;
    for (const e of exposed) if (fitsOn(c, e)) return true;
  }
  // No empty cell and no empty column: capacity is 1, so only single cards move.
  for (const card of exposed) {
    if (goesHome(s, card)) return true;
    for (const e of exposed) if (fitsOn(card, e)) return true;
  }
  return false;
}

export type FreecellStatus = 'playing' | 'won' | 'stuck';

/** FC-2 won, FC-8 stuck (no legal move at all), else playing. */
export function statusOf(s: FreecellState): FreecellStatus {
  if (isWon(s)) return 'won';
  return hasLegalMove(s) ? 'playing' : 'stuck';
}

/**
 * FC-10: every card left can be brought home by foundation moves alone. Foundation moves
 * only ever uncover more candidates, so sending home greedily decides it exactly.
 * False once the game is won (nothing is left to finish).
 */
export function canFinish(s: FreecellState): boolean {
  if (isWon(s)) return false;
  return finishSequence(s) !== null;
}

/**
 * The foundation moves that bring every remaining card home, in the order "finish" plays
 * them (lowest rank first, columns before cells), or null when that is impossible.
 */
export function finishSequence(s: FreecellState): FreecellMove[] | null {
  const found = s.foundations.slice();
  const heights = s.columns.map((c) => c.length);
  const cellLeft = s.cells.map((c) => c !== null);
  const out: FreecellMove[] = [];
  let left = 52 - found.reduce((a, b) => a + b, 0);
  while (left > 0) {
    let best = -1;
    let bestRank = 99;
    for (let i = 0; i < COLUMN_COUNT; i++) {
      const h = heights[i] as number;
      if (h === 0) continue;
      const card = (s.columns[i] as readonly Card[])[h - 1] as Card;
      if (found[card & 3] === card >> 2 && card >> 2 < bestRank) {
        best = i;
        bestRank = card >> 2;
      }
    }
    for (let c = 0; c < CELL_COUNT; c++) {
      if (!cellLeft[c]) continue;
      const card = s.cells[c] as Card;
      if (found[card & 3] === card >> 2 && card >> 2 < bestRank) {
        best = cellPlace(c);
        bestRank = card >> 2;
      }
    }
    if (best < 0) return null;
    let card: Card;
    if (best < COLUMN_COUNT) {
      const h = (heights[best] as number) - 1;
      heights[best] = h;
      card = (s.columns[best] as readonly Card[])[h] as Card;
    } else {
      cellLeft[best - COLUMN_COUNT] = false;
      card = s.cells[best - COLUMN_COUNT] as Card;
    }
    found[card & 3] = (card >> 2) + 1;
    out.push({ from: best, to: HOME });
    left--;
  }
  return out;
}

/** FC-10 "Spiel beenden": play every remaining card home; each card counts as a move. */
export function finish(s: FreecellState): Result<FreecellState> {
  const r = playFinish(s);
  return r.ok ? ok(r.value.state) : r;
}

// ---------------------------------------------------------------- traces

/** One step of a move: these cards (deepest first) went from one place to another, as one. */
export interface FreecellStep {
  readonly cards: readonly Card[];
  readonly from: Place;
  readonly to: Place;
}

/**
 * What a move or "finish" did, step by step (pages animate from it). A move is one step (a run
 * carried by a supermove travels as one); "finish" is one step per card sent home, in order.
 */
export interface FreecellTrace {
  readonly kind: 'move' | 'finish';
  readonly steps: readonly FreecellStep[];
}

/** The cards a legal move takes from its source, deepest first. */
function carried(before: FreecellState, after: FreecellState, from: Place): Card[] {
  if (isCellPlace(from)) return [before.cells[from - COLUMN_COUNT] as Card];
  const col = before.columns[from] as readonly Card[];
  return col.slice((after.columns[from] as readonly Card[]).length);
}

/** applyMove with its trace. */
export function playMove(s: FreecellState, m: FreecellMove): Result<{ state: FreecellState; trace: FreecellTrace }> {
  const r = applyMove(s, m);
  if (!r.ok) return r;
  return ok({ state: r.value, trace: { kind: 'move', steps: [{ cards: carried(s, r.value, m.from), from: m.from, to: m.to }] } });
}

/** finish with its trace: each card sent home, in the order it goes. */
export function playFinish(s: FreecellState): Result<{ state: FreecellState; trace: FreecellTrace }> {
  if (isWon(s)) return illegal('The game is already won.');
  const seq = finishSequence(s);
  if (seq === null) return illegal('The remaining cards cannot all go home by foundation moves alone.');
  const steps: FreecellStep[] = [];
  let cur = s;
  for (const m of seq) {
    const r = playMove(cur, m);
    if (!r.ok) return r;
    steps.push(...r.value.trace.steps);
    cur = r.value.state;
  }
  return ok({ state: cur, trace: { kind: 'finish', steps } });
}

/** Every card on the table, cells and foundations once each (used by tests and load checks). */
export function allCards(s: FreecellState): Card[] {
  const out: Card[] = [];
  s.foundations.forEach((top, suit) => {
    for (let r = 1; r <= top; r++) out.push((r - 1) * 4 + suit);
  });
  for (const c of s.cells) if (c !== null) out.push(c);
  for (const col of s.columns) out.push(...col);
  return out;
}
