// Where each place of the FreeCell table lies, computed from the space the page has (no DOM
// measuring here), and the card motions of a move's trace: the page positions and animates from these.
//
// Cards are sized from the width AND the height, so the whole table — cells, foundations and the
// longest possible column (19 cards: a dealt 7 plus a king-to-two run) — always fits without
// scrolling. A column's cards step down by as much as the height allows (stepMax), and a long column
// compresses its step, never below MIN_STEP × card width.
//
// Two arrangements: "top" puts cells a–d and the foundations H C D S in a row above the 8 columns
// (FC-2, phones upright and desktops); "side" (wide, low screens such as a phone on its side) puts the
// cells as a 2 × 2 block left of the columns and the foundations right of them, where it gives larger cards.

import type { Card } from '../../core/cards.ts';
import { CELL_COUNT, COLUMN_COUNT, HOME, isCellPlace, type FreecellState, type FreecellTrace, type Place } from './rules.ts';

/** Foundations left to right, by suit id (C 0, D 1, H 2, S 3): H C D S, colours alternating. */
export const FOUNDATION_SUITS = [2, 0, 1, 3] as const;

/** Card height : width. */
export const CARD_RATIO = 1.4;
/** The longest column FreeCell can have: 7 dealt cards and a run from king to two on them. */
export const LONGEST_COLUMN = 19;
/** The smallest step of a column, as a fraction of the card width (the rank index stays readable). */
export const MIN_STEP = 0.2;
/** With "larger cards" the longest column may press its strips a little more. */
export const MIN_STEP_LARGE = 0.16;

export interface XY {
  readonly x: number;
  readonly y: number;
}

export interface LayoutInput {
  /** Width the table may use (px). */
  readonly width: number;
  /** Height the table may use (px), including the status line of the "top" arrangement. */
  readonly height: number;
  /** Larger cards (the card-look setting): a higher size cap and slightly tighter long columns. */
  readonly large?: boolean;
  /** Height of the status line above the table in the "top" arrangement (px); "side" puts it beside the cells. */
  readonly statusH?: number;
  /**
   * Issue 21: where the width bounds the cards (a phone upright) and height is left over, cards grow
   * taller (up to TALL_RATIO) as long as a 19-card column still fits.
   */
  readonly tall?: boolean;
}

/** The tallest card shape "tall" gives (height : width). */
export const TALL_RATIO = 1.6;

export interface TableLayout {
  readonly mode: 'top' | 'side';
  readonly cardW: number;
  readonly cardH: number;
  readonly gap: number;
  /** The felt's size (its padding included). */
  readonly width: number;
  readonly height: number;
  /** The status line's height above the felt ("top"; 0 for "side"). */
  readonly statusH: number;
  /** Top-left corners, relative to the felt: cells a–d, foundations in FOUNDATION_SUITS order. */
  readonly cells: readonly XY[];
  readonly homes: readonly XY[];
  /** Left edge of each column and the vertical span the columns may use. */
  readonly columnX: readonly number[];
  readonly columnTop: number;
  readonly columnBottom: number;
  /** The step of a short column, and the floor a long one may be pressed to. */
  readonly stepMax: number;
  readonly stepMin: number;
  /** The free area beside the cells ("side" only; the dead-end note goes there), else null. */
  readonly aside: { readonly x: number; readonly y: number; readonly w: number; readonly h: number } | null;
}

const gapFor = (width: number): number => (width < 520 ? 4 : width < 900 ? 6 : 10);

/** The step of a column of n cards: stepMax while it fits, pressed so the column ends at columnBottom. */
export function stepOf(l: TableLayout, n: number): number {
  if (n <= 1) return l.stepMax;
  const fit = (l.columnBottom - l.columnTop - l.cardH) / (n - 1);
  return Math.max(Math.min(l.stepMax, fit), Math.min(l.stepMin, l.stepMax));
}

/** Lay the table out in the given space: the arrangement that gives the larger cards. */
export function tableLayout(input: LayoutInput): TableLayout {
  const large = input.large === true;
  const width = Math.max(200, input.width);
  const height = Math.max(160, input.height);
  const statusH = Math.max(0, input.statusH ?? 0);
  const gap = gapFor(width);
  const pad = gap;
  const minStep = large ? MIN_STEP_LARGE : MIN_STEP;
  const cap = large ? 140 : 112;
  const longest = CARD_RATIO + (LONGEST_COLUMN - 1) * minStep; // a 19-card column, in card widths
  const rowGap = 2 * gap + 4;
  const sideGap = 2 * gap + 4;

  // "top": 8 tracks across; cells row + columns down.
  const topByW = (width - 2 * pad - 7 * gap) / 8;
  const topByH = (height - statusH - 2 * pad - rowGap) / (CARD_RATIO + longest);
  const topW = Math.floor(Math.min(cap, topByW, topByH));
  // "side": 2 + 8 + 2 tracks across; the columns alone down.
  const sideByW = (width - 2 * pad - 9 * gap - 2 * sideGap) / 12;
  const sideByH = Math.min((height - 2 * pad) / longest, (height - 2 * pad - gap) / (2 * CARD_RATIO));
  const sideW = Math.floor(Math.min(cap, sideByW, sideByH));

  const side = sideW > topW * 1.08;
  const w = Math.max(24, side ? sideW : topW);
  // Two card heights, a row gap and a 19-card column's pressed strips fill the height at most.
  const spare = (height - statusH - 2 * pad - rowGap - (LONGEST_COLUMN - 1) * minStep * w) / (2 * w);
  const ratio = input.tall === true && !side && Math.min(cap, topByW) < topByH ? Math.min(TALL_RATIO, Math.max(CARD_RATIO, spare)) : CARD_RATIO;
  const h = Math.round(w * ratio);
  // Strips as tall as the height allows: at most 45 % of the width (up to 0.72 on small cards, for the finger).
  // Tall cards (issue 21) also get taller strips, up to a finger's 40 px, where the height allows.
  const stepMax = Math.max(0.45 * w, Math.min(30, 0.72 * w), ratio > CARD_RATIO ? Math.min(40, 0.95 * w) : 0);
  const stepMin = minStep * w;

  if (!side) {
    const feltH = Math.floor(height - statusH);
    const pitch = Math.min((width - 2 * pad - w) / 7, w * 1.22);
    const feltW = Math.ceil(2 * pad + 7 * pitch + w);
    const columnX = Array.from({ length: COLUMN_COUNT }, (_, i) => Math.round(pad + i * pitch));
    const columnTop = pad + h + rowGap;
    // No taller than a 19-card column at full strips needs.
    const columnBottom = Math.min(feltH - pad, columnTop + h + (LONGEST_COLUMN - 1) * stepMax);
    return {
      mode: 'top',
      cardW: w,
      cardH: h,
      gap,
      width: feltW,
      height: Math.ceil(columnBottom + pad),
      statusH,
      cells: columnX.slice(0, CELL_COUNT).map((x) => ({ x, y: pad })),
      homes: columnX.slice(CELL_COUNT).map((x) => ({ x, y: pad })),
      columnX,
      columnTop,
      columnBottom,
      stepMax,
      stepMin,
      aside: null,
    };
  }

  const pitch = Math.min((width - 2 * pad - 4 * (w + gap) - 2 * sideGap - w) / 7, w * 1.22);
  const colsX0 = pad + 2 * w + gap + sideGap;
  const columnX = Array.from({ length: COLUMN_COUNT }, (_, i) => Math.round(colsX0 + i * pitch));
  const homesX0 = Math.round(colsX0 + 7 * pitch + w + sideGap);
  const block = (x0: number): XY[] => [0, 1, 2, 3].map((i) => ({ x: x0 + (i % 2) * (w + gap), y: pad + Math.floor(i / 2) * (h + gap) }));
  const feltW = Math.ceil(homesX0 + 2 * w + gap + pad);
  const columnBottom = Math.min(height - pad, pad + h + (LONGEST_COLUMN - 1) * stepMax);
  const feltH = Math.ceil(Math.max(columnBottom, pad + 2 * h + gap) + pad);
  const asideY = pad + 2 * h + 2 * gap;
  return {
    mode: 'side',
    cardW: w,
    cardH: h,
    gap,
    width: feltW,
    height: feltH,
    statusH: 0,
    cells: block(pad),
    homes: block(homesX0),
    columnX,
    columnTop: pad,
    columnBottom,
    stepMax,
    stepMin,
    aside: { x: pad, y: asideY, w: 2 * w + gap, h: Math.max(0, feltH - pad - asideY) },
  };
}

/** Top-left corner of a card at `place` (and `index` in its column of `length` cards), relative to the felt. */
export function placeXY(l: TableLayout, place: Place, card: Card, index: number, length: number): XY {
  if (place === HOME) return l.homes[FOUNDATION_SUITS.indexOf((card & 3) as 0 | 1 | 2 | 3)] ?? { x: 0, y: 0 };
  if (isCellPlace(place)) return l.cells[place - COLUMN_COUNT] ?? { x: 0, y: 0 };
  return { x: l.columnX[place] ?? 0, y: l.columnTop + index * stepOf(l, length) };
}

export interface Motion {
  readonly card: Card;
  /** From the old place to the new one, in px: the card starts translated by (dx, dy) and slides to 0. */
  readonly dx: number;
  readonly dy: number;
  /** Order in the trace ("Spiel beenden" plays the cards one after another by it). */
  readonly order: number;
  /** The card's index in the column it left (0 for a cell): waiting cards keep their stacking by it. */
  readonly fromIndex: number;
}

/**
 * The motions of a trace that led to `after`. Column lengths before each step are rebuilt from the
 * trace itself (the cards a step took from a column lay at its foot), so no earlier state is needed.
 */
export function traceMotions(l: TableLayout, trace: FreecellTrace, after: FreecellState): Motion[] {
  const length = after.columns.map((c) => c.length);
  // Walk back from `after` to the lengths before the whole trace.
  for (const step of trace.steps) {
    if (step.to < COLUMN_COUNT) length[step.to] = (length[step.to] ?? 0) - step.cards.length;
    if (step.from < COLUMN_COUNT) length[step.from] = (length[step.from] ?? 0) + step.cards.length;
  }
  const out: Motion[] = [];
  for (const step of trace.steps) {
    const fromLen = step.from < COLUMN_COUNT ? (length[step.from] ?? 0) : 1;
    const toLenBefore = step.to < COLUMN_COUNT ? (length[step.to] ?? 0) : 0;
    const finalTo = step.to < COLUMN_COUNT ? (after.columns[step.to]?.length ?? 0) : 1;
    step.cards.forEach((card, k) => {
      const fromIndex = step.from < COLUMN_COUNT ? fromLen - step.cards.length + k : 0;
      const a = placeXY(l, step.from, card, fromIndex, fromLen);
      const b = placeXY(l, step.to, card, toLenBefore + k, finalTo);
      out.push({ card, dx: a.x - b.x, dy: a.y - b.y, order: out.length, fromIndex });
    });
    if (step.from < COLUMN_COUNT) length[step.from] = fromLen - step.cards.length;
    if (step.to < COLUMN_COUNT) length[step.to] = toLenBefore + step.cards.length;
  }
  return out;
}

/** The trace of taking a move back: the same cards, the other way, last step first. */
export function reversedTrace(trace: FreecellTrace): FreecellTrace {
  return { kind: trace.kind, steps: [...trace.steps].reverse().map((s) => ({ cards: s.cards, from: s.to, to: s.from })) };
}
