// Helpers for the page (KLO-6), pure: legal targets of a held card or run, and "tap again sends it home".

import type { Card } from '../../core/cards.ts';
import {
  COLUMN_COUNT,
  HOME,
  WASTE,
  columnMoveCount,
  fitsColumn,
  foundationTop,
  goesHome,
  isColumnPlace,
  isFoundationPlace,
  FOUNDATION,
  movableRun,
  moveOf,
  type KlondikeMove,
  type KlondikeState,
  type Place,
} from './rules.ts';

/** What the player holds: `count` cards from the end of a column, or the top of the waste or a foundation (count 1). */
export interface Held {
  readonly from: Place;
  readonly count: number;
}

/** The held cards may be picked up at all: face up, in order (a column's movable run), or a waste/foundation top. */
export function canHold(s: KlondikeState, h: Held): boolean {
  if (!Number.isInteger(h.count) || h.count < 1) return false;
  if (isColumnPlace(h.from)) return h.count <= movableRun(s, h.from);
  if (h.from === WASTE) return h.count === 1 && s.waste.length > 0;
  if (isFoundationPlace(h.from)) return h.count === 1 && foundationTop(s, h.from - FOUNDATION) !== null;
  return false;
}

/** The card at the head of the held cards (the deepest one). */
function headCard(s: KlondikeState, h: Held): Card | null {
  if (!canHold(s, h)) return null;
  if (isColumnPlace(h.from)) {
    const col = s.columns[h.from] as readonly Card[];
    return col[col.length - h.count] as Card;
  }
  if (h.from === WASTE) return s.waste[s.waste.length - 1] as Card;
  return foundationTop(s, h.from - FOUNDATION);
}

/** The move that puts exactly the held cards on `to` (a column or HOME), or null when that is not legal. */
export function moveFor(s: KlondikeState, h: Held, to: Place): KlondikeMove | null {
  const card = headCard(s, h);
  if (card === null) return null;
  if (to === HOME) {
    if (h.count !== 1 || isFoundationPlace(h.from) || !goesHome(s, card)) return null;
    return moveOf(h.from, HOME);
  }
  if (!isColumnPlace(to) || to === h.from) return null;
  if (isColumnPlace(h.from)) return columnMoveCount(s, h.from, to) === h.count ? moveOf(h.from, to) : null;
  return fitsColumn(s, card, to) ? moveOf(h.from, to) : null;
}

/** KLO-6: the places that light up while `h` is held: columns 0–6 and HOME where its move is legal. */
export function targetsOf(s: KlondikeState, h: Held): Place[] {
  const out: Place[] = [];
  for (let j = 0; j < COLUMN_COUNT; j++) if (moveFor(s, h, j) !== null) out.push(j);
  if (moveFor(s, h, HOME) !== null) out.push(HOME);
  return out;
}

/** KLO-6: tapping the held card again sends it to its foundation when possible: that move, or null. */
export const sendHomeTarget = (s: KlondikeState, h: Held): KlondikeMove | null => moveFor(s, h, HOME);
