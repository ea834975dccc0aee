// SPI-8 "Tipp": useful legal moves in SPEC order, computed on the visible view only (face-down cards and the stock's order are masked).

import type { Card } from '../../core/cards.ts';
import {
  RUN_LENGTH,
  columnMoveCount,
  changesTable,
  completesRun,
  followsInSuit,
  legalMoves,
  visibleView,
  DEAL,
  type SpiderMove,
  type SpiderState,
  type SpiderView,
} from './rules.ts';

/** SPI-8's classes, best first; the deal comes after all of them. */
export type HintClass = 1 | 2 | 3 | 4 | 5;

interface Ranked {
  readonly move: SpiderMove;
  readonly cls: HintClass;
  /** Face-down cards in the source column: more first within a class (the deepest column is the one to dig out). */
  readonly depth: number;
  readonly order: number;
}

/**
 * The class of a move on the view, or null when it is no hint (it changes nothing but which of two
 * equal columns holds a run). (1) builds in suit or completes a run and uncovers a card; (2) uncovers a
 * card; (3) builds in suit; (4) empties a column; (5) any other move that changes the table.
 * "Builds in suit" means the run lands on a card of its own suit and did not already lie on one:
 * taking a run off one card of its suit onto another is no progress.
 */
export function hintClass(v: SpiderView, m: SpiderMove): HintClass | null {
  if (m.kind !== 'move' || !changesTable(v, m)) return null;
  const r = columnMoveCount(v, m.from, m.to, m.count);
  if (!r.ok) return null;
  const k = r.value;
  const src = v.columns[m.from] as readonly Card[];
  const dst = v.columns[m.to] as readonly Card[];
  const hs = v.hidden[m.from] as number;
  const rest = src.length - k;
  const deepest = src[rest] as Card;
  const completes = completesRun(v, m.from, m.to, k);
  // A completed run going home uncovers the target's face-down card when nothing face up stays there.
  const uncoversTarget = completes && (v.hidden[m.to] as number) > 0 && dst.length - (v.hidden[m.to] as number) + k === RUN_LENGTH;
  const uncovers = (hs > 0 && rest === hs) || uncoversTarget;
  const layInSuit = dst.length > 0 && followsInSuit(deepest, dst[dst.length - 1] as Card);
  const wasInSuit = rest > hs && followsInSuit(deepest, src[rest - 1] as Card);
  const inSuit = completes || (layInSuit && !wasInSuit);
  if (inSuit && uncovers) return 1;
  if (uncovers) return 2;
  if (inSuit) return 3;
  if (rest === 0) return 4;
  return 5;
}

/**
 * SPI-8 hints on what the player sees: every useful move in order (class, then the source column with
 * the most face-down cards, then legal-move order), then the deal when the stock has cards and no
 * column is empty. Of several empty columns only the first is offered as a target (they are equal).
 */
export function hintsOnView(v: SpiderView): SpiderMove[] {
  const firstEmpty = v.columns.findIndex((c) => c.length === 0);
  const ranked: Ranked[] = [];
  let deal = false;
  legalMoves(v).forEach((move, order) => {
    if (move.kind === 'deal') {
      deal = true;
      return;
    }
    if ((v.columns[move.to] as readonly Card[]).length === 0 && move.to !== firstEmpty) return;
    const cls = hintClass(v, move);
    if (cls !== null) ranked.push({ move, cls, depth: v.hidden[move.from] as number, order });
  });
  ranked.sort((a, b) => a.cls - b.cls || b.depth - a.depth || a.order - b.order);
  const out = ranked.map((r) => r.move);
  if (deal) out.push(DEAL);
  return out;
}

/** Every hint for the state, best first; a repeated tap on "Tipp" shows the next one (hints[n mod length]). */
export const hints = (s: SpiderState): SpiderMove[] => hintsOnView(visibleView(s));

/** The engine's `hint`: the first of hints, or null when nothing helps and no deal is possible. */
export const hint = (s: SpiderState): SpiderMove | null => hints(s)[0] ?? null;
