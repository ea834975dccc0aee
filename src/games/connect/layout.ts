// Where connect's board is drawn (pure): card geometry (CON-9), the drawn line (CON-8), the turned board and cursor moves.

import { WIDTH, type Cell } from './path.ts';

/** Gap between cards and the distance of ring segments outside the board edge (CON-8). */
export const GAP = 4;
export const RING_OFFSET = 8;
export const CARD_RATIO = 1.18;
/** The tallest board: card sizes are chosen for it, so every size gets the same card (CON-9). */
const TALLEST_ROWS = 9;
/** The largest card (width), so a big desktop window does not get giant tiles. */
export const MAX_CARD_W = 96;

/**
 * The board as drawn. Upright: the rules' rows run down the screen. Turned (landscape windows,
 * issue 13): the board lies on its side, the rules' row r is the r-th column on screen and the
 * rules' column c the c-th screen row. Only the drawing turns: cells, codes and paths are the
 * rules' own, and `pointFor` maps them.
 */
export interface Geometry {
  readonly cardW: number;
  readonly cardH: number;
  readonly rows: number;
  readonly turned: boolean;
  /** Size on screen. */
  readonly width: number;
  readonly height: number;
}

/** The flattest card shape (height / width), so cards stay wide enough to tap on short screens. */
export const FLAT_RATIO = 0.62;
/** An area this much wider than high turns the board (a nearly square one keeps it upright). */
export const TURN_ASPECT = 1.2;
/** Room around the board for the ring line (8 px outside the edge) and the lifted selection. */
export const BOARD_MARGIN = 10;

export function geometry(cardW: number, rows: number, cardH = Math.round(cardW * CARD_RATIO), turned = false): Geometry {
  const down = rows * cardH + (rows - 1) * GAP;
  const across = WIDTH * cardW + (WIDTH - 1) * GAP;
  if (!turned) return { cardW, cardH, rows, turned, width: across, height: down };
  return { cardW, cardH, rows, turned, width: rows * cardW + (rows - 1) * GAP, height: WIDTH * cardH + (WIDTH - 1) * GAP };
}

/**
 * CON-9: the board drawn at the largest size that fits the area the screen gives it (never the
 * viewport). The card comes from the tallest board, so it is the same for 6, 8 and 9 rows; `rows`
 * only sets how far the board reaches. An area clearly wider than high (TURN_ASPECT) turns the board on its side (its
 * long edge along the area's); cards may get flatter, down to FLAT_RATIO, to stay wide enough to tap.
 */
export function fitBoard(areaW: number, areaH: number, rows: number): Geometry {
  const turned = areaW > areaH * TURN_ASPECT;
  const across = turned ? TALLEST_ROWS : WIDTH;
  const down = turned ? WIDTH : TALLEST_ROWS;
  const byWidth = Math.floor((areaW - 2 * BOARD_MARGIN - (across - 1) * GAP) / across);
  const byHeight = Math.floor((areaH - 2 * BOARD_MARGIN - (down - 1) * GAP) / down);
  const cardW = Math.max(20, Math.min(MAX_CARD_W, byWidth, Math.round(byHeight / FLAT_RATIO)));
  const cardH = Math.max(20, Math.min(byHeight, Math.round(cardW * CARD_RATIO)));
  return geometry(cardW, rows, cardH, turned);
}

/** Top-left corner of a card in board pixels (screen), for the rules' cell (r, c). */
export const cardPos = (g: Geometry, r: number, c: number): { x: number; y: number } =>
  g.turned ? { x: r * (g.cardW + GAP), y: c * (g.cardH + GAP) } : { x: c * (g.cardW + GAP), y: r * (g.cardH + GAP) };

/**
 * CON-8: a path corner in board pixels. Board cells map to card centres; the ring (row or
 * column -1 / rows / WIDTH) maps to a line 8 px outside the board's edge.
 */
export function pointFor(g: Geometry, [r, c]: Cell): { x: number; y: number } {
  if (g.turned) {
    const x = r < 0 ? -RING_OFFSET : r >= g.rows ? g.width + RING_OFFSET : r * (g.cardW + GAP) + g.cardW / 2;
    const y = c < 0 ? -RING_OFFSET : c >= WIDTH ? g.height + RING_OFFSET : c * (g.cardH + GAP) + g.cardH / 2;
    return { x, y };
  }
  const x = c < 0 ? -RING_OFFSET : c >= WIDTH ? g.width + RING_OFFSET : c * (g.cardW + GAP) + g.cardW / 2;
  const y = r < 0 ? -RING_OFFSET : r >= g.rows ? g.height + RING_OFFSET : r * (g.cardH + GAP) + g.cardH / 2;
  return { x, y };
}

/** SVG `points` of a path's polyline. */
export const polyline = (g: Geometry, path: readonly Cell[]): string =>
  path
    .map((p) => pointFor(g, p))
    .map(({ x, y }) => `${x},${y}`)
    .join(' ');

export const lineLength = (g: Geometry, path: readonly Cell[]): number => {
  let n = 0;
  const pts = path.map((p) => pointFor(g, p));
  for (let i = 1; i < pts.length; i++) n += Math.abs((pts[i]?.x ?? 0) - (pts[i - 1]?.x ?? 0)) + Math.abs((pts[i]?.y ?? 0) - (pts[i - 1]?.y ?? 0));
  return n;
};

/** Arrow keys on a turned board move the way they point on screen: → is the next row of the rules, ↓ the next column. */
export function screenKey(key: string, turned: boolean): string {
  if (!turned) return key;
  const map: Record<string, string> = { ArrowRight: 'ArrowDown', ArrowDown: 'ArrowRight', ArrowLeft: 'ArrowUp', ArrowUp: 'ArrowLeft' };
  return map[key] ?? key;
}

/** Keyboard cursor: arrow keys move one cell and stop at the edges. */
export function moveCursor([r, c]: Cell, key: string, rows: number): Cell | null {
  switch (key) {
    case 'ArrowUp':
      return [Math.max(0, r - 1), c];
    case 'ArrowDown':
      return [Math.min(rows - 1, r + 1), c];
    case 'ArrowLeft':
      return [r, Math.max(0, c - 1)];
    case 'ArrowRight':
      return [r, Math.min(WIDTH - 1, c + 1)];
    case 'Home':
      return [r, 0];
    case 'End':
      return [r, WIDTH - 1];
    default:
      return null;
  }
}
