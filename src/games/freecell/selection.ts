// Tap-to-pick-up / tap-to-drop logic (FC-3, FC-4), pure: what a held card may reach and what a tap does.

import type { Card } from '../../core/cards.ts';
import {
  COLUMN_COUNT,
  HOME,
  cellPlace,
  columnMoveCount,
  fitsOn,
  goesHome,
  isCellPlace,
  isColumnPlace,
  orderedRunLength,
  type FreecellMove,
  type FreecellState,
  type Place,
} from './rules.ts';

/** What the player holds: `count` cards from the bottom of a column, or one card from a cell. */
export interface Selection {
  readonly from: Place;
  readonly count: number;
}

/** A tap on the table: a card (or the empty space) of a column, a free cell, or a foundation. */
export type Tap =
  { readonly kind: 'column'; readonly column: number; readonly index?: number } | { readonly kind: 'cell'; readonly cell: number } | { readonly kind: 'home' };

export type TapOutcome = { readonly kind: 'move'; readonly move: FreecellMove } | { readonly kind: 'select'; readonly selection: Selection | null };

/** How many cards pick up together when card `index` of a column is tapped (0 when it cannot move). */
export function movableFrom(s: FreecellState, column: number, index: number): number {
  const col = s.columns[column];
  if (!col || index < 0 || index >= col.length) return 0;
  const count = col.length - index;
  return count <= orderedRunLength(col) ? count : 0;
}

/** The first card (deepest) of a selection, for naming and highlighting. */
export function selectedCards(s: FreecellState, sel: Selection): Card[] {
  if (isCellPlace(sel.from)) {
    const c = s.cells[sel.from - COLUMN_COUNT];
    return c == null ? [] : [c];
  }
  const col = s.columns[sel.from] ?? [];
  return col.slice(col.length - sel.count);
}

/** Whether a selection still describes movable cards of this state. */
export function isValidSelection(s: FreecellState, sel: Selection): boolean {
  if (isCellPlace(sel.from)) return sel.count === 1 && s.cells[sel.from - COLUMN_COUNT] != null;
  if (!isColumnPlace(sel.from)) return false;
  const col = s.columns[sel.from] ?? [];
  return sel.count >= 1 && movableFrom(s, sel.from, col.length - sel.count) === sel.count;
}

/** The move that carries exactly the held cards to `to`, if the rules allow it. */
export function moveTo(s: FreecellState, sel: Selection, to: Place): FreecellMove | null {
  if (!isValidSelection(s, sel) || to === sel.from) return null;
  if (to === HOME) {
    if (sel.count !== 1) return null;
    const card = selectedCards(s, sel)[0];
    return card !== undefined && goesHome(s, card) ? { from: sel.from, to: HOME } : null;
  }
  if (isCellPlace(to)) {
    if (sel.count !== 1 || isCellPlace(sel.from)) return null;
    return s.cells[to - COLUMN_COUNT] === null ? { from: sel.from, to } : null;
  }
  if (!isColumnPlace(to)) return null;
  const dst = s.columns[to] ?? [];
  if (isCellPlace(sel.from)) {
    const card = s.cells[sel.from - COLUMN_COUNT] as Card;
    const under = dst[dst.length - 1];
    if (under !== undefined && !fitsOn(card, under)) return null;
    return { from: sel.from, to };
  }
  // FC-6/FC-7: the held run must fit as a whole and be short enough to carry.
  const k = columnMoveCount(s, sel.from, to, dst.length === 0 ? sel.count : undefined);
  if (!k.ok || k.value !== sel.count) return null;
  return dst.length === 0 && sel.count > 1 ? { from: sel.from, to, count: sel.count } : { from: sel.from, to };
}

/** FC-3: every place the held cards may land on (nothing when the run is too long to carry). */
export function targetsOf(s: FreecellState, sel: Selection | null): Place[] {
  if (!sel) return [];
  const out: Place[] = [];
  for (let p = 0; p <= HOME; p++) if (moveTo(s, sel, p)) out.push(p);
  return out;
}

/** What sits at a tap, as a new selection (the movable card there), or null. */
function selectionAt(s: FreecellState, tap: Tap): Selection | null {
  if (tap.kind === 'cell') return s.cells[tap.cell] != null ? { from: cellPlace(tap.cell), count: 1 } : null;
  if (tap.kind === 'column') {
    const col = s.columns[tap.column] ?? [];
    const index = tap.index ?? col.length - 1;
    const n = movableFrom(s, tap.column, index);
    return n > 0 ? { from: tap.column, count: n } : null;
  }
  return null;
}

const placeOf = (tap: Tap): Place => (tap.kind === 'home' ? HOME : tap.kind === 'cell' ? cellPlace(tap.cell) : tap.column);

/** Whether a tap hits the held card itself (its deepest held card, or its cell). */
function hitsHeld(s: FreecellState, sel: Selection, tap: Tap): boolean {
  if (tap.kind === 'cell') return cellPlace(tap.cell) === sel.from;
  if (tap.kind !== 'column' || tap.column !== sel.from) return false;
  const col = s.columns[tap.column] ?? [];
  return (tap.index ?? col.length - 1) === col.length - sel.count;
}

/**
 * FC-3/FC-4: the outcome of a tap. With nothing held, the tap picks up the movable card
 * (with the ordered run below it). With something held: a legal target gets the move;
 * the held card itself goes home when it can (else the selection clears); any other tap
 * silently moves the selection to the movable card there, or clears it.
 */
export function tapOutcome(s: FreecellState, sel: Selection | null, tap: Tap): TapOutcome {
  if (!sel || !isValidSelection(s, sel)) return { kind: 'select', selection: selectionAt(s, tap) };
  if (hitsHeld(s, sel, tap)) {
    const home = moveTo(s, sel, HOME);
    return home ? { kind: 'move', move: home } : { kind: 'select', selection: null };
  }
  const move = moveTo(s, sel, placeOf(tap));
  if (move) return { kind: 'move', move };
  return { kind: 'select', selection: selectionAt(s, tap) };
}

/** Keyboard: hold one more card of the ordered run (or, at its end, only the exposed card again). */
export function growSelection(s: FreecellState, sel: Selection): Selection {
  if (!isColumnPlace(sel.from)) return sel;
  const run = orderedRunLength(s.columns[sel.from] ?? []);
  return { from: sel.from, count: sel.count < run ? sel.count + 1 : 1 };
}

/** Keyboard: hold one card fewer (at least one). */
export function shrinkSelection(sel: Selection): Selection {
  return sel.count > 1 ? { from: sel.from, count: sel.count - 1 } : sel;
}
