// Pure page helpers of connect: card geometry, the drawn line (CON-8), cursor moves, stored bests and preferences.

import * as v from 'valibot';
import type { EntrySpec } from '../../core/storage.ts';
import { MAX_PLAY_MS, counter, playMs } from '../../core/bounds.ts';
import { SIZES, type SizeId } from './generate.ts';
import { WIDTH, type Cell } from './path.ts';
import { BONUS_PER_SECOND, pairPoints, type Mode } from './rules.ts';

/** Gap between cards and the distance of ring segments outside the board edge (CON-8). */
export const GAP = 4;
export const RING_OFFSET = 8;
export const CARD_RATIO = 1.18;
/** The tallest board: card sizes are chosen for it, so every size gets the same card (CON-9). */
const TALLEST_ROWS = 9;
/** The largest card (width), so a big desktop window does not get giant tiles. */
export const MAX_CARD_W = 96;
/** Width of the column beside the board on short landscape screens (bar, status, code). */
export const SIDE_W = 184;

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

/** Height a card gets from the viewport when the tallest board stands upright below `reservedH`. */
const uprightByHeight = (viewH: number, reservedH: number): number => Math.floor((viewH - reservedH - (TALLEST_ROWS - 1) * GAP) / TALLEST_ROWS);

/**
 * CON-9: the card width depends only on the viewport, never on the board size. Upright boards
 * keep cards as wide as the width allows (tap targets) unless the height would squash them below
 * 0.8 of their width. `reservedH` is the height the page needs around the board (bars, status line).
 */
export function cardWidthFor(viewW: number, viewH: number, reservedH: number): number {
  const byWidth = Math.floor((Math.min(viewW, 640) - 2 * 24 - (WIDTH - 1) * GAP) / WIDTH);
  return Math.max(36, Math.min(76, byWidth, Math.round(uprightByHeight(viewH, reservedH) / 0.8)));
}

/** Phones on their side (and other short, wide windows): the bar goes beside the board. */
export const isShortLandscape = (viewW: number, viewH: number): boolean => viewW > viewH && viewH <= 520;

/** Wider than high: the board is drawn on its side, its long edge along the screen's. */
export const isTurned = (viewW: number, viewH: number): boolean => viewW > viewH;

/** The flattest card shape (height / width) used on short screens. */
export const FLAT_RATIO = 0.62;

/**
 * CON-9 on a turned board: the tallest board's 9 rows lie across the width `availW`, its 6
 * columns down the height `availH`. Cards take what the space gives (at most MAX_CARD_W wide);
 * `flat` screens (a phone on its side) may make them flatter, down to FLAT_RATIO, so they stay
 * wide enough to tap; elsewhere they keep the upright card shape.
 */
export function turnedCard(availW: number, availH: number, flat: boolean): { cardW: number; cardH: number } {
  const byWidth = Math.floor((availW - (TALLEST_ROWS - 1) * GAP) / TALLEST_ROWS);
  const byHeight = Math.max(20, Math.floor((availH - (WIDTH - 1) * GAP) / WIDTH));
  const cardW = Math.max(30, Math.min(MAX_CARD_W, byWidth, Math.round(byHeight / (flat ? FLAT_RATIO : CARD_RATIO))));
  return { cardW, cardH: Math.min(byHeight, Math.round(cardW * CARD_RATIO)) };
}

export function geometry(cardW: number, rows: number, cardH = Math.round(cardW * CARD_RATIO), turned = false): Geometry {
  const down = rows * cardH + (rows - 1) * GAP;
  const across = WIDTH * cardW + (WIDTH - 1) * GAP;
  if (!turned) return { cardW, cardH, rows, turned, width: across, height: down };
  return { cardW, cardH, rows, turned, width: rows * cardW + (rows - 1) * GAP, height: WIDTH * cardH + (WIDTH - 1) * GAP };
}

/** Height the page needs around the board (app header, bar, status line, code line, ring room). */
export const reservedHeight = (viewW: number): number => (viewW < 560 ? 320 : 272);

/**
 * CON-9: the board the page draws for a viewport; `rows` only sets how far the board reaches,
 * the card depends on the viewport alone.
 * - Short landscape (a phone on its side): the board is turned; bar, status and code go in a
 *   column beside it (SIDE_W); the board gets the height below the app's header.
 * - Other landscape windows (desktops): turned, below the bar.
 * - Portrait: upright; cards as wide as the width allows and flatter when the height is short.
 */
export function boardGeometry(viewW: number, viewH: number, rows: number): Geometry {
  if (isShortLandscape(viewW, viewH)) {
    // App header 57, ring room 2 × 10, page and stage padding.
    const { cardW, cardH } = turnedCard(viewW - SIDE_W - 16 - 2 * Math.min(16, Math.max(6, viewW * 0.02)) - 20 - 20, viewH - 57 - 20 - 14, true);
    return geometry(cardW, rows, cardH, true);
  }
  if (isTurned(viewW, viewH)) {
    const { cardW, cardH } = turnedCard(Math.min(viewW, 1040) - 2 * 16 - 20, viewH - reservedHeight(viewW), false);
    return geometry(cardW, rows, cardH, true);
  }
  const reserved = reservedHeight(viewW);
  const cardW = cardWidthFor(viewW, viewH, reserved);
  const cardH = Math.max(Math.round(cardW * FLAT_RATIO), Math.min(Math.round(cardW * CARD_RATIO), uprightByHeight(viewH, reserved)));
  return geometry(cardW, rows, cardH);
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

// ---- Preferences (last size/mode, glow assist per size) -------------------------------

const sizeSchema = v.picklist(['a', 'b', 'c']);
const modeSchema = v.picklist(['relaxed', 'timed']);
const prefsSchema = v.object({
  size: sizeSchema,
  mode: modeSchema,
  glow: v.object({ a: v.boolean(), b: v.boolean(), c: v.boolean() }),
});
export type Prefs = v.InferOutput<typeof prefsSchema>;
export const PREFS_ENTRY: EntrySpec<Prefs> = { name: 'connect/prefs', version: 1, schema: prefsSchema };
/** CON-11: the glow assist is on by default for Einsteiger only; a setting for every size. */
export const DEFAULT_PREFS: Prefs = { size: 'b', mode: 'relaxed', glow: { a: true, b: false, c: false } };

// ---- Bests per size and mode (CON-17, CON-23) -----------------------------------------

const recordSchema = v.object({
  played: counter,
  won: counter,
  bestTimeMs: v.nullable(playMs),
  bestScore: counter,
  bestStreak: counter,
  fewestHints: v.nullable(counter),
  fewestShuffles: v.nullable(counter),
});
export type BestRecord = v.InferOutput<typeof recordSchema>;

/** Whether play on this size and mode can produce the record (bounds CON-17/CON-18 allow, won ≤ played). */
export function possibleRecord(size: SizeId, mode: Mode, r: BestRecord): boolean {
  const info = SIZES[size];
  const pairs = (info.rows * WIDTH) / 2;
  const maxBonus = mode === 'timed' ? BONUS_PER_SECOND * Math.floor(info.capMs / 1000) : 0;
  const maxTime = mode === 'timed' ? info.capMs : MAX_PLAY_MS;
  const wonFigures = [r.bestTimeMs, r.fewestHints, r.fewestShuffles];
  return (
    r.won <= r.played &&
    r.bestScore <= pairs * pairPoints(pairs) + maxBonus &&
    r.bestStreak <= pairs &&
    (r.bestTimeMs === null || r.bestTimeMs <= maxTime) &&
    // Time, hints and shuffles are recorded exactly for cleared boards.
    wonFigures.every((x) => (x === null) === (r.won === 0))
  );
}

const bestsSchema = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^[abc]-(relaxed|timed)$/)), recordSchema),
  v.check((all) => Object.entries(all).every(([key, r]) => possibleRecord(key.slice(0, 1) as SizeId, key.slice(2) as Mode, r)), 'a record play cannot produce'),
);
export type Bests = v.InferOutput<typeof bestsSchema>;
export const BESTS_ENTRY: EntrySpec<Bests> = { name: 'connect/bests', version: 1, schema: bestsSchema };

export const bestKey = (size: SizeId, mode: Mode): string => `${size}-${mode}`;
export const EMPTY_RECORD: BestRecord = { played: 0, won: 0, bestTimeMs: null, bestScore: 0, bestStreak: 0, fewestHints: null, fewestShuffles: null };

export interface RoundResult {
  readonly won: boolean;
  /**
   * Entspannt: the time played (lower is better). Auf Zeit: the clock left after the last pair's
   * +3 s, the figure the time bonus uses (higher is better; 0 when the time ran out).
   */
  readonly timeMs: number;
  readonly mode: Mode;
  readonly score: number;
  readonly streak: number;
  readonly hints: number;
  readonly shuffles: number;
}

const minOrNull = (a: number | null, b: number): number => (a === null ? b : Math.min(a, b));
const betterTime = (mode: Mode, best: number | null, t: number): boolean => best === null || (mode === 'timed' ? t > best : t < best);

/**
 * Fold a finished round into the record. Points and streak count for every finished round;
 * time, hints and shuffles only for cleared boards (a round that ran out of time has no
 * comparable time).
 */
export function mergeBest(rec: BestRecord | undefined, r: RoundResult): BestRecord {
  const b = rec ?? EMPTY_RECORD;
  const timeMs = Math.min(MAX_PLAY_MS, Math.round(r.timeMs));
  return {
    played: b.played + 1,
    won: b.won + (r.won ? 1 : 0),
    bestTimeMs: r.won && betterTime(r.mode, b.bestTimeMs, timeMs) ? timeMs : b.bestTimeMs,
    bestScore: Math.max(b.bestScore, r.score),
    bestStreak: Math.max(b.bestStreak, r.streak),
    fewestHints: r.won ? minOrNull(b.fewestHints, r.hints) : b.fewestHints,
    fewestShuffles: r.won ? minOrNull(b.fewestShuffles, r.shuffles) : b.fewestShuffles,
  };
}

/** Which of this round's figures beat the record as it stood before the round. */
export function newBests(
  before: BestRecord | undefined,
  r: RoundResult,
): { time: boolean; score: boolean; streak: boolean; hints: boolean; shuffles: boolean } {
  const b = before ?? EMPTY_RECORD;
  return {
    time: r.won && betterTime(r.mode, b.bestTimeMs, Math.round(r.timeMs)),
    score: r.score > b.bestScore,
    streak: r.streak > b.bestStreak,
    hints: r.won && (b.fewestHints === null || r.hints < b.fewestHints),
    shuffles: r.won && (b.fewestShuffles === null || r.shuffles < b.fewestShuffles),
  };
}
