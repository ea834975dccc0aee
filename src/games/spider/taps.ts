// What a tap or a column key does in Spider (SPI-7), as pure functions the page and its tests share:
// pick up the movable run from the tapped card, place it on a lit column, or, tapped again, send it to
// its best target. Also the hint's sentence.

import { cardNameDe, type Card } from '../../core/cards.ts';
import { bestTarget, movableRunFrom, moveTo } from './selection.ts';
import { columnMoveCount, movableRunLength, type SpiderMove, type SpiderState } from './rules.ts';
import { z } from './strings.de.ts';

/** The run in the player's hand: from card `index` of column `col` to the column's end. */
export interface Held {
  readonly col: number;
  readonly index: number;
}

export type Say = 'notRun' | 'noTarget' | 'noFit';

export interface TapResult {
  readonly held: Held | null;
  readonly move?: SpiderMove;
  readonly say?: Say;
}

const faceUp = (s: SpiderState, col: number, index: number): boolean => index >= (s.hidden[col] ?? 0) && index < (s.columns[col]?.length ?? 0);

/** A tap on card `index` of column `col` (index -1: the empty column's place or the column below its cards). */
export function tapAt(s: SpiderState, held: Held | null, col: number, index: number): TapResult {
  const pick = (): TapResult => {
    if (!faceUp(s, col, index)) return { held: null };
    return movableRunFrom(s, col, index) === null ? { held: null, say: 'notRun' } : { held: { col, index } };
  };
  if (held === null) return pick();
  if (col === held.col) {
    if (index >= held.index) {
      const m = bestTarget(s, held.col, held.index);
      return m === null ? { held: null, say: 'noTarget' } : { held: null, move: m };
    }
    return pick();
  }
  const m = moveTo(s, held.col, held.index, col);
  if (m !== null) return { held: null, move: m };
  if (faceUp(s, col, index) && movableRunFrom(s, col, index) !== null) return { held: { col, index } };
  return { held: null, say: 'noFit' };
}

/**
 * A column key (1 … 9, 0): with nothing held it picks up the column's whole movable run; the same
 * column again sends it to its best target; another column takes the part of the run that fits there.
 */
export function keyColumn(s: SpiderState, held: Held | null, col: number): TapResult {
  const column = s.columns[col];
  if (!column) return { held: null };
  if (held === null) {
    if (column.length === 0) return { held: null };
    return { held: { col, index: column.length - movableRunLength(column, s.hidden[col] as number) } };
  }
  if (col === held.col) return tapAt(s, held, col, held.index);
  const m = moveTo(s, held.col, held.index, col);
  if (m !== null) return { held: null, move: m };
  if (column.length > 0 && columnMoveCount(s, held.col, col).ok) return { held: null, move: { kind: 'move', from: held.col, to: col } };
  return { held: null, say: 'noFit' };
}

/** Cards a move carries (0 for a deal or a refused move). */
export function carried(s: SpiderState, m: SpiderMove): number {
  if (m.kind !== 'move') return 0;
  const r = columnMoveCount(s, m.from, m.to, m.count);
  return r.ok ? r.value : 0;
}

/** The hint said in words: which run goes where. */
export function hintSentence(s: SpiderState, m: SpiderMove): string {
  if (m.kind === 'deal') return z.hintDeal;
  const k = carried(s, m);
  const src = s.columns[m.from] as readonly Card[];
  const dst = s.columns[m.to] as readonly Card[];
  const first = src[src.length - k] as Card;
  const where = dst.length === 0 ? z.intoEmpty(m.to + 1) : z.onto(cardNameDe(dst[dst.length - 1] as Card), m.to + 1);
  return z.hintMove(z.runOf(cardNameDe(first), k), m.from + 1, where);
}

export const SAY: Record<Say, string> = { notRun: z.notRun, noTarget: z.noTarget, noFit: z.noFit };
