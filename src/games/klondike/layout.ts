// Where every card of a Klondike table lies, computed from the space the board is given (no DOM
// measuring): the card size, the arrangement, the columns' steps (pressed as a column grows), and
// each of the 52 cards' position, face and role. Pure, so the board and its animations share it.
//
// Two arrangements, whichever gives the larger cards: "top" (stock, waste and the four foundations
// in a row above the seven columns: phones upright and desktops) and "side" (stock and waste on one
// side of the columns, the foundations on the other: low, wide screens such as a phone held
// sideways). Stock and waste sit on the side of the player's thumb (Einstellungen: right unless the
// player chose the left hand), the foundations opposite.
// The card size is chosen so that the longest possible column (6 face-down cards and a run from a
// king to an ace) still fits at the smallest steps.

import type { Card } from '../../core/cards.ts';
import type { Hand } from '../../ui/table-prefs.svelte.ts';
import {
  COLUMN_COUNT,
  FOUNDATION,
  HOME,
  STOCK,
  STOCK_MOVE,
  WASTE,
  columnMoveCount,
  isColumnPlace,
  movableRun,
  isFoundationPlace,
  type KlondikeMove,
  type KlondikeState,
  type Place,
} from './rules.ts';

export const CARD_RATIO = 1.4;
/** Foundations in the order they are shown, by suit id (C 0, D 1, H 2, S 3): colours alternate. */
export const FOUNDATION_SUITS = [2, 0, 1, 3] as const;
/** Steps of a column as fractions of the card height: face-down and face-up, largest and smallest. */
const DOWN_MAX = 0.1;
const DOWN_MIN = 0.055;
const UP_MAX = 0.3;
const UP_MIN = 0.17;
/** A column never needs more than this many card heights at the smallest steps (6 down, K … A up). */
const WORST_COLUMN = 1 + 6 * DOWN_MIN + 12 * UP_MIN;
const MAX_CARD_W = 116;

export interface XY {
  readonly x: number;
  readonly y: number;
}

export interface TableLayout {
  readonly mode: 'top' | 'side';
  readonly cardW: number;
  readonly cardH: number;
  readonly gap: number;
  readonly width: number;
  readonly height: number;
  readonly stock: XY;
  readonly waste: XY;
  /** Offset between the fanned waste cards (Ziehen 3). */
  readonly fan: XY;
  /** Foundation places in FOUNDATION_SUITS order. */
  readonly homes: readonly XY[];
  readonly columnX: readonly number[];
  readonly columnTop: number;
  readonly columnBottom: number;
}

const gapFor = (w: number): number => (w < 520 ? 4 : w < 900 ? 6 : 10);

/** The top row over the columns: which column each place sits over (the gap holds Ziehen 3's fan). */
export interface TopRow {
  readonly stock: number;
  readonly waste: number;
  readonly gap: number;
  /** Over these columns, in FOUNDATION_SUITS order. */
  readonly homes: readonly number[];
}

const TOP_ROWS: Readonly<Record<Hand, TopRow>> = {
  left: { stock: 0, waste: 1, gap: 2, homes: [3, 4, 5, 6] },
  // The waste stays left of its fan and the stock: the fanned cards show their left-hand indices.
  right: { stock: 6, waste: 4, gap: 5, homes: [0, 1, 2, 3] },
};

export const topRowOf = (hand: Hand): TopRow => TOP_ROWS[hand];

/** Lay the table out in width × height: the arrangement with the larger cards. */
export function tableLayout(width: number, height: number, hand: Hand = 'right'): TableLayout {
  const W = Math.max(200, width);
  const H = Math.max(160, height);
  const gap = gapFor(W);
  const pad = gap;
  // top: 7 slots across; a card row, a gap, the columns.
  const topW = Math.min(MAX_CARD_W, (W - 2 * pad - 6 * gap) / 7, (H - 2 * pad - 2 * gap) / (1 + WORST_COLUMN) / CARD_RATIO);
  // side: stock | 7 columns | foundations, with a wider gap either side of the columns.
  const sideW = Math.min(MAX_CARD_W, (W - 2 * pad - 10 * gap) / 9, (H - 2 * pad) / WORST_COLUMN / CARD_RATIO);
  const side = sideW > topW * 1.08;
  const cardW = Math.floor(side ? sideW : topW);
  const cardH = Math.round(cardW * CARD_RATIO);
  const slot = cardW + gap;
  if (!side) {
    const used = 7 * cardW + 6 * gap;
    const x0 = Math.floor((W - used) / 2);
    const columnX = Array.from({ length: COLUMN_COUNT }, (_, i) => x0 + i * slot);
    const row = pad;
    const top = topRowOf(hand);
    return {
      mode: 'top',
      cardW,
      cardH,
      gap,
      width: W,
      height: H,
      stock: { x: columnX[top.stock] as number, y: row },
      waste: { x: columnX[top.waste] as number, y: row },
      fan: { x: Math.min(cardW * 0.42, slot / 2), y: 0 },
      homes: top.homes.map((i) => ({ x: columnX[i] as number, y: row })),
      columnX,
      columnTop: row + cardH + 2 * gap,
      columnBottom: H - pad,
    };
  }
  const used = 9 * cardW + 10 * gap;
  const x0 = Math.floor((W - used) / 2);
  const columnX = Array.from({ length: COLUMN_COUNT }, (_, i) => x0 + cardW + 2 * gap + i * slot);
  // The two outer lanes: the pile lane on the thumb's side, the foundations' lane opposite.
  const farX = x0 + 9 * cardW + 10 * gap - cardW;
  const pileX = hand === 'left' ? x0 : farX;
  const homeX = hand === 'left' ? farX : x0;
  const homeStep = Math.min(cardH + gap, (H - 2 * pad - cardH) / 3);
  return {
    mode: 'side',
    cardW,
    cardH,
    gap,
    width: W,
    height: H,
    stock: { x: pileX, y: pad },
    waste: { x: pileX, y: pad + cardH + 2 * gap },
    fan: { x: 0, y: Math.min(cardH * 0.22, (H - 2 * pad - 2 * cardH - 2 * gap) / 2) },
    homes: [0, 1, 2, 3].map((i) => ({ x: homeX, y: pad + i * homeStep })),
    columnX,
    columnTop: pad,
    columnBottom: H - pad,
  };
}

/** The steps of a column with `down` face-down and `up` face-up cards: as large as fits. */
export function stepsOf(l: TableLayout, down: number, up: number): { down: number; up: number } {
  const room = l.columnBottom - l.columnTop - l.cardH;
  const dMax = l.cardH * DOWN_MAX;
  const uMax = l.cardH * UP_MAX;
  const last = up > 0 ? up - 1 : 0;
  const natural = down * dMax + last * uMax;
  if (natural <= room || natural === 0) return { down: dMax, up: uMax };
  const f = room / natural;
  const d = Math.max(l.cardH * DOWN_MIN, dMax * f);
  const u = last > 0 ? Math.max(l.cardH * UP_MIN, (room - down * d) / last) : uMax;
  return { down: d, up: Math.min(uMax, u) };
}

/** How a card is drawn and what it offers. */
export interface CardSpot {
  readonly card: Card;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly faceUp: boolean;
  /** Where it lies: a column 0–6, WASTE, FOUNDATION + suit or STOCK. */
  readonly place: Place;
  /** How many cards a pick-up from this card holds (0: it cannot be picked up). */
  readonly count: number;
  /** Seen by assistive technology: a button (can be tapped), a picture, or nothing (buried in a pile). */
  readonly role: 'button' | 'img' | 'none';
}

/** Every card's spot on the table. */
export function spotsOf(s: KlondikeState, l: TableLayout): CardSpot[] {
  const out: CardSpot[] = [];
  s.stock.forEach((card, i) => out.push({ card, x: l.stock.x, y: l.stock.y, z: i, faceUp: false, place: STOCK, count: 0, role: 'none' }));
  const shown = s.draw === 3 ? Math.min(3, s.waste.length) : Math.min(1, s.waste.length);
  s.waste.forEach((card, i) => {
    const k = i - (s.waste.length - shown);
    const top = i === s.waste.length - 1;
    const x = l.waste.x + Math.max(0, k) * l.fan.x;
    const y = l.waste.y + Math.max(0, k) * l.fan.y;
    out.push({ card, x, y, z: i, faceUp: true, place: WASTE, count: top ? 1 : 0, role: top ? 'button' : k >= 0 ? 'img' : 'none' });
  });
  FOUNDATION_SUITS.forEach((suit, i) => {
    const top = s.foundations[suit] as number;
    const at = l.homes[i] as XY;
    for (let r = 1; r <= top; r++)
      out.push({
        card: (r - 1) * 4 + suit,
        x: at.x,
        y: at.y,
        z: r,
        faceUp: true,
        place: FOUNDATION + suit,
        count: r === top ? 1 : 0,
        role: r === top ? 'button' : 'none',
      });
  });
  s.columns.forEach((col, c) => {
    const down = s.down[c] as number;
    const st = stepsOf(l, down, col.length - down);
    const run = movableRun(s, c);
    let y = l.columnTop;
    col.forEach((card, i) => {
      const faceUp = i >= down;
      const count = col.length - i;
      out.push({ card, x: l.columnX[c] as number, y, z: i, faceUp, place: c, count: faceUp && count <= run ? count : 0, role: faceUp ? 'button' : 'img' });
      y += faceUp ? st.up : st.down;
    });
  });
  return out;
}

/** The cards and places a hint marks: the cards that would move and where they would go ('stock', 'c3', 'h2'). */
export function hintMarks(s: KlondikeState, m: KlondikeMove): { readonly cards: readonly Card[]; readonly place: string } {
  if (m === STOCK_MOVE || m.from === STOCK) return { cards: [], place: 'stock' };
  let cards: Card[] = [];
  if (isColumnPlace(m.from)) {
    const col = s.columns[m.from] as readonly Card[];
    const n = m.to === HOME ? 1 : columnMoveCount(s, m.from, m.to);
    cards = col.slice(col.length - Math.max(1, n));
  } else if (m.from === WASTE) cards = s.waste.slice(-1);
  else if (isFoundationPlace(m.from)) {
    const suit = m.from - FOUNDATION;
    const r = s.foundations[suit] as number;
    if (r > 0) cards = [(r - 1) * 4 + suit];
  }
  const head = cards[0];
  const place = m.to === HOME ? (head === undefined ? 'h' : `h${head & 3}`) : `c${m.to}`;
  return { cards, place };
}
