// Where the pyramid's cards and piles lie in the space the screen gives the board (pure, unit-tested).
// Two arrangements: the piles in a row under the pyramid, or in a column beside it; the one with the
// larger cards wins. Card height is 1.4 × width; a covered card shows a strip of 0.42 × width.
// The stock sits on the side of the player's thumb (Einstellungen: right unless the left hand).

import type { Hand } from '../../ui/table-prefs.svelte.ts';
import { slotRowCol } from './rules.ts';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface PyramidLayout {
  /** Card width and height, the visible strip of a covered card, the gap between cards of a row. */
  readonly w: number;
  readonly h: number;
  readonly strip: number;
  readonly gap: number;
  /** Piles beside the pyramid (true) or under it. */
  readonly side: boolean;
  /** The felt's size. */
  readonly width: number;
  readonly height: number;
  readonly slots: readonly Point[];
  readonly stock: Point;
  readonly waste: Point;
}

/** Room for a pile's label under it ("Stapel · 23"). */
export const LABEL = 16;
const PAD = 8;
const MAX_W = 112;

const STRIP = 0.42;
const GAP = 0.05;
/** Room above the apex for the hint's flag and a lifted selection. */
const TOP = 0.22;

function place(w: number, side: boolean, strip = w * STRIP): PyramidLayout {
  const h = w * 1.4;
  const gap = w * GAP;
  const pyrW = 7 * w + 6 * gap;
  const pyrH = 6 * strip + h;
  const top = PAD + TOP * w;
  const slots = Array.from({ length: 28 }, (_, i) => {
    const { row, col } = slotRowCol(i);
    return { x: PAD + (col + (6 - row) / 2) * (w + gap), y: top + row * strip };
  });
  if (side) {
    const x = PAD + pyrW + 0.5 * w;
    return {
      w,
      h,
      strip,
      gap,
      side,
      width: x + w + PAD,
      height: Math.max(top + pyrH, top + 2 * h + 2 * LABEL + 0.2 * w) + PAD,
      slots,
      stock: { x, y: top },
      waste: { x, y: top + h + LABEL + 0.2 * w },
    };
  }
  const y = top + pyrH + 0.25 * w;
  const mid = PAD + pyrW / 2;
  return {
    w,
    h,
    strip,
    gap,
    side,
    width: pyrW + 2 * PAD,
    height: y + h + LABEL + PAD,
    slots,
    stock: { x: mid + 0.6 * w, y },
    waste: { x: mid - 0.6 * w - w, y },
  };
}

/** The largest card width whose arrangement fits width × height. */
function widthFor(width: number, height: number, side: boolean): number {
  const probe = place(100, side);
  // Everything scales with w except the padding and the labels: solve for each direction.
  const fixedW = 2 * PAD;
  const fixedH = 2 * PAD + (side ? 0 : LABEL);
  const byW = ((width - fixedW) / (probe.width - fixedW)) * 100;
  let byH = ((height - fixedH) / (probe.height - fixedH)) * 100;
  if (side) {
    // The piles' column has two labels; take the tighter of the two heights.
    const pilesH = (height - 2 * PAD - 2 * LABEL) / (TOP + 2.8 + 0.2);
    const pyrH = (height - 2 * PAD) / (TOP + 6 * STRIP + 1.4);
    byH = Math.min(pilesH, pyrH);
  }
  return Math.max(0, Math.min(byW, byH));
}

/** Room left over in height shows more of each covered card (a taller pyramid), up to 0.6 × width. */
function stripFor(w: number, height: number, side: boolean): number {
  const rest = side ? height - 2 * PAD - (TOP + 1.4) * w : height - 2 * PAD - LABEL - (TOP + 1.4 + 0.25 + 1.4) * w;
  return Math.min(0.6 * w, Math.max(STRIP * w, Math.floor(rest / 6)));
}

/** The arrangement for the left hand: the piles' column left of the pyramid, or the stock left of the waste. */
function forLeftHand(g: PyramidLayout): PyramidLayout {
  if (!g.side) return { ...g, stock: { x: g.waste.x, y: g.stock.y }, waste: { x: g.stock.x, y: g.waste.y } };
  const shift = g.stock.x - PAD;
  return {
    ...g,
    slots: g.slots.map((p) => ({ x: p.x + g.w + 0.5 * g.w, y: p.y })),
    stock: { x: g.stock.x - shift, y: g.stock.y },
    waste: { x: g.waste.x - shift, y: g.waste.y },
  };
}

/** The arrangement with the larger cards (at most MAX_W wide) in width × height. */
export function pyramidLayout(width: number, height: number, hand: Hand = 'right'): PyramidLayout {
  const below = Math.floor(Math.min(MAX_W, widthFor(width, height, false)));
  const beside = Math.floor(Math.min(MAX_W, widthFor(width, height, true)));
  const side = beside > below * 1.02;
  const w = side ? beside : below;
  const g = place(w, side, stripFor(w, height, side));
  return hand === 'left' ? forLeftHand(g) : g;
}
