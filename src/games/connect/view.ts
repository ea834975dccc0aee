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
