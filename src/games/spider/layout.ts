// Spider's table geometry (pure): ten columns at the largest card that fits the board, a top strip
// with the completed runs and the stock (on the side of the thumb, Einstellungen), and per column the steps between cards. The
// overlap compresses as a column grows, down to a step that still shows a card's index; only when
// even that does not fit do the cards get smaller, and past the smallest card the steps shrink
// further, so the table never needs to scroll.

import { COLUMN_COUNT } from './rules.ts';
import type { Hand } from '../../ui/table-prefs.svelte.ts';

export interface ColumnShape {
  /** Cards in the column. */
  readonly length: number;
  /** Face-down cards at its bottom. */
  readonly hidden: number;
}

export interface Geometry {
  /** Card width and height in px. */
  readonly cw: number;
  readonly ch: number;
  readonly gap: number;
  /** Left edge of column i. */
  readonly colX: readonly number[];
  /** Top of the columns (below the strip). */
  readonly top: number;
  /** The table's width and height (what the board draws). */
  readonly width: number;
  readonly height: number;
  /** Per column, the y of each card relative to `top`. */
  readonly ys: readonly (readonly number[])[];
  /** Which side the stock is on: its piles keep to the table's outer edge as deals are made. */
  readonly hand: Hand;
  /** The stock's left edge (over column 10, or column 1 for the left hand) and the step between its piles (one per deal left). */
  readonly stockX: number;
  readonly stockStep: number;
  /** The left edge of completed run n (0 … 7) in the strip, over columns 1 and on. */
  readonly homeX: readonly number[];
}

/** Face-up step that keeps a card's index visible: the index is drawn larger on small cards. */
export const legibleStep = (cw: number, ch: number): number => Math.ceil(ch * (cw <= TINY ? 0.275 : cw <= 56 ? 0.245 : 0.19));
/** Face-up step when the column has room (more on small cards, whose indices are drawn larger). */
const roomyStep = (cw: number, ch: number): number => Math.round(ch * (cw <= 56 ? 0.36 : 0.3));
const downStep = (ch: number): number => Math.max(3, Math.round(ch * 0.1));

/** Cards this narrow or narrower draw their index larger still (Board.svelte's `tiny`). */
export const TINY = 40;

const MAX_CW = 96;
const MIN_CW = 26;

/** The y of each card of a column that may use `room` px below its first card's top (room ≥ 0). */
export function columnYs(shape: ColumnShape, cw: number, ch: number, room: number): number[] {
  const { length, hidden } = shape;
  if (length === 0) return [];
  const up = length - hidden;
  const avail = Math.max(0, room - ch);
  let d = downStep(ch);
  let u = roomyStep(cw, ch);
  const need = (dd: number, uu: number): number => hidden * dd + Math.max(0, up - 1) * uu;
  if (need(d, u) > avail) {
    // First the face-up steps shrink to the legible step, then the face-down ones to 2 px, then all.
    const legible = legibleStep(cw, ch);
    u = up > 1 ? Math.max(legible, (avail - hidden * d) / (up - 1)) : u;
    if (need(d, u) > avail) {
      d = hidden > 0 ? Math.max(2, (avail - Math.max(0, up - 1) * u) / hidden) : d;
      if (need(d, u) > avail) {
        const scale = avail / need(d, u);
        d *= scale;
        u *= scale;
      }
    }
  }
  const ys: number[] = [];
  let y = 0;
  for (let i = 0; i < length; i++) {
    ys.push(Math.round(y * 10) / 10);
    y += i < hidden ? d : u;
  }
  return ys;
}

/** The height a column needs at the legible steps (face-down cards at 2 px at least). */
const tightHeight = (s: ColumnShape, cw: number, ch: number): number => ch + s.hidden * 2 + Math.max(0, s.length - s.hidden - 1) * legibleStep(cw, ch);

/** The table for a board of `width` × `height` px and these columns. */
export function geometry(width: number, height: number, columns: readonly ColumnShape[], hand: Hand = 'right'): Geometry {
  const gap = width < 520 ? 3 : width < 900 ? 5 : 8;
  let cw = Math.min(MAX_CW, Math.floor((width - gap * (COLUMN_COUNT - 1)) / COLUMN_COUNT));
  const chOf = (w: number): number => Math.round(w * 1.4);
  const fits = (w: number): boolean => {
    const ch = chOf(w);
    const room = height - ch - gap * 2;
    return columns.every((c) => tightHeight(c, w, ch) <= room);
  };
  // Also keep the strip and one column of roomy steps from taking more than the height.
  while (cw > MIN_CW && (!fits(cw) || chOf(cw) * 2.4 + gap * 2 > height)) cw--;
  cw = Math.max(MIN_CW, cw);
  const ch = chOf(cw);
  const tableW = cw * COLUMN_COUNT + gap * (COLUMN_COUNT - 1);
  const left = Math.max(0, Math.floor((width - tableW) / 2));
  const colX = Array.from({ length: COLUMN_COUNT }, (_, i) => left + i * (cw + gap));
  const top = ch + gap * 2;
  const room = Math.max(ch, height - top);
  const ys = columns.map((c) => columnYs(c, cw, ch, room));
  const stockStep = Math.max(4, Math.round(cw * 0.22));
  const homeStep = Math.max(8, Math.round(cw * 0.42));
  // The stock on the thumb's side (Einstellungen), the completed runs opposite.
  const firstX = colX[0] as number;
  const lastX = colX[COLUMN_COUNT - 1] as number;
  const stockX = hand === 'left' ? firstX : lastX - 4 * stockStep;
  // Runs gone home pile up from the outer edge inwards.
  const homeX = Array.from({ length: 8 }, (_, i) => (hand === 'left' ? lastX - i * homeStep : firstX + i * homeStep));
  return { cw, ch, gap, colX, top, width: Math.max(width, tableW), height, ys, hand, stockX, stockStep, homeX };
}

/** Which of the stock's five places still holds a deal, with `deals` left: those at the table's outer edge. */
export const stockHolds = (g: Geometry, place: number, deals: number): boolean => (g.hand === 'left' ? place < deals : place >= 5 - deals);

/** The x of the pile the next deal comes from (the innermost one left). */
export const nextDealX = (g: Geometry, deals: number): number => g.stockX + (g.hand === 'left' ? Math.max(0, deals - 1) : Math.min(4, 5 - deals)) * g.stockStep;
