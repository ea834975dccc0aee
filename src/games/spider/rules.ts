// Spider rules (SPI-1 … SPI-6): the deal, moves of same-suit runs, deals from the stock, runs sent home, score and status.

import { SUITS, type Card, type Suit } from '../../core/cards.ts';
import { createRng, shuffled } from '../../core/rng.ts';
import { fail, ok, type Result, type RuleError } from '../../core/result.ts';

export const COLUMN_COUNT = 10;
export const RUN_LENGTH = 13;
export const RUNS_TO_WIN = 8;
export const DECK_SIZE = 104;
/** Cards dealt to the table at the start (SPI-1): 4 columns of 6, 6 columns of 5. */
export const TABLE_AT_START = 54;
/** SPI-1: 5 deals of 10. */
export const MAX_STOCK = 50;
export const START_SCORE = 500;
/** SPI-6: a run sent home is worth 100. */
export const RUN_POINTS = 100;
/**
 * Bounds of the numbers a position carries (checked on load). Counters saturate at them instead of
 * growing past them, so arithmetic stays exact and every reachable state encodes and loads again.
 */
export const MAX_MOVES = 1_000_000_000;
export const MAX_SCORE = 1_000_000_000;
export const MIN_SCORE = -1_000_000_000;
/** The largest seed: kb-rng-1 takes any safe non-negative integer. */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

export type SuitCount = 1 | 2 | 4;
export const SUIT_COUNTS: readonly SuitCount[] = [1, 2, 4];

/** Suit indices (C D H S = 0 1 2 3, as core/cards.ts) a game with `n` suits uses (SPI-1). */
export const SUITS_IN_PLAY: Readonly<Record<SuitCount, readonly number[]>> = { 1: [3], 2: [2, 3], 4: [0, 1, 2, 3] };
/** How often each card of the suits in play lies in a game: 104 cards over 13 × n distinct cards. */
export const copiesOf = (n: SuitCount): number => 8 / n;

/** A stand-in for a card the player cannot see (face down, or in the stock) in a visible view. */
export const MASKED: Card = -1;

export interface SpiderState {
  /** How many suits this game uses (SPI-1); load infers it from the cards. */
  readonly suits: SuitCount;
  /** Ten columns, deepest card first; the last card is the exposed one. */
  readonly columns: readonly (readonly Card[])[];
  /** Face-down cards at the bottom of each column (a non-empty column always ends face up). */
  readonly hidden: readonly number[];
  /** The stock, bottom first: a deal takes the last ten, the very last one to column 10. */
  readonly stock: readonly Card[];
  /** The suits of the completed runs, in the order they went home. */
  readonly foundations: readonly Suit[];
  /** SPI-6 score of the position (the undo cost is applied on top by the page and the engine, see scoreWithUndos). */
  readonly score: number;
  /** Moves made, deals included. */
  readonly moves: number;
}

/**
 * A move: a deal from the stock, or a run from one column to another. `count` is given only when it
 * was written explicitly (the `v` suffix): onto a card the run that fits there moves, onto an empty
 * column the whole movable run.
 */
export type SpiderMove = { readonly kind: 'deal' } | { readonly kind: 'move'; readonly from: number; readonly to: number; readonly count?: number };

export const DEAL: SpiderMove = { kind: 'deal' };

/** One thing that happened during a move, in order; pages animate from these. */
export type SpiderStep =
  /** `cards` left column `from` (deepest first) and now lie on column `to`. */
  | { readonly kind: 'move'; readonly from: number; readonly to: number; readonly cards: readonly Card[] }
  /** A deal: `cards[i]` came from the stock onto column i. */
  | { readonly kind: 'deal'; readonly cards: readonly Card[] }
  /** SPI-5: the face-down card that became the last of `column` turned over. */
  | { readonly kind: 'turn'; readonly column: number; readonly card: Card }
  /** SPI-4: the complete run king … ace at the end of `column` went to the foundation. */
  | { readonly kind: 'home'; readonly column: number; readonly suit: Suit; readonly cards: readonly Card[] };

export interface SpiderTrace {
  readonly steps: readonly SpiderStep[];
}

const illegal = (message: string): Result<never, RuleError> => fail('illegal', message);
const clampScore = (n: number): number => Math.max(MIN_SCORE, Math.min(MAX_SCORE, n));

/** The 104 cards of a game with `suits` suits, in id order, each card's copies together (before the shuffle). */
export function spiderDeck(suits: SuitCount): Card[] {
  const deck: Card[] = [];
  const inPlay = SUITS_IN_PLAY[suits];
  for (let copy = 0; copy < copiesOf(suits); copy++) {
    for (let id = 0; id < 52; id++) if (inPlay.includes(id & 3)) deck.push(id);
  }
  return deck;
}

/**
 * SPI-1 deal: the deck (spiderDeck: for each copy, ids ascending) shuffled with kb-rng-1 from the
 * seed (Fisher–Yates, core/rng.ts `shuffled`). The first 54 shuffled cards go out row by row:
 * card i to column i mod 10 (cards 0–9 form the deepest row, cards 50–53 the sixth row of columns
 * 1–4). The last card of each column lies face up. Cards 54–103 form the stock, bottom first, so
 * card 103 is the last: the first deal puts cards 94–103 onto columns 1–10.
 */
export function newDeal(seed: number, suits: SuitCount): SpiderState {
  const cards = shuffled(spiderDeck(suits), createRng(seed));
  const columns: Card[][] = Array.from({ length: COLUMN_COUNT }, () => []);
  for (let i = 0; i < TABLE_AT_START; i++) (columns[i % COLUMN_COUNT] as Card[]).push(cards[i] as Card);
  return {
    suits,
    columns,
    hidden: columns.map((c) => c.length - 1),
    stock: cards.slice(TABLE_AT_START),
    foundations: [],
    score: START_SCORE,
    moves: 0,
  };
}

/** `card` continues a same-suit run on `under`: one rank lower, the same suit (ids differ by 4). */
export const followsInSuit = (card: Card, under: Card): boolean => under === card + 4;

/**
 * SPI-2: how many cards at the end of a column move as one unit: the face-up run that descends in
 * one suit (0 for an empty column).
 */
export function movableRunLength(column: readonly Card[], hidden: number): number {
  const n = column.length;
  if (n === 0) return 0;
  let k = 1;
  while (n - k - 1 >= hidden && column[n - k - 1] === (column[n - k] as Card) + 4) k++;
  return k;
}

/** Whether the column ends in a complete run king … ace of one suit (SPI-4). */
export function endsInCompleteRun(column: readonly Card[], hidden: number): boolean {
  const n = column.length;
  return n - hidden >= RUN_LENGTH && (column[n - 1] as Card) >> 2 === 0 && movableRunLength(column, hidden) >= RUN_LENGTH;
}

/**
 * How many cards a column-to-column move carries, or an error. This is the one place that decides
 * SPI-2; the engine, the page helpers and the hint all go through it or through legalMoves, which
 * applies the same arithmetic.
 */
export function columnMoveCount(s: SpiderState, from: number, to: number, count?: number): Result<number> {
  const src = s.columns[from];
  const dst = s.columns[to];
  if (!src || !dst || !Number.isInteger(from) || !Number.isInteger(to)) return fail('bad_request', 'No such column.');
  if (count !== undefined && (!Number.isInteger(count) || count < 1)) return fail('bad_request', 'A card count must be a positive integer.');
  if (from === to) return illegal('A column cannot move onto itself.');
  if (src.length === 0) return illegal(`Column ${from + 1} is empty.`);
  const run = movableRunLength(src, s.hidden[from] as number);
  if (dst.length === 0) {
    const k = count ?? run;
    if (k > run) return illegal(`Column ${from + 1} has no run of ${k} cards in one suit.`);
    return ok(k);
  }
  const target = dst[dst.length - 1] as Card;
  const k = (target >> 2) - ((src[src.length - 1] as Card) >> 2);
  if (k < 1 || k > run) return illegal(`No card of column ${from + 1} that moves with the cards on it fits on column ${to + 1}.`);
  if (count !== undefined && count !== k) return illegal(`The run that fits on column ${to + 1} has ${k} cards, not ${count}.`);
  return ok(k);
}

/**
 * Every legal move: per source column (1 … 10) and target column, the run that fits onto the target's
 * last card; into an empty column the whole movable run and then each shorter part (`v1` …); the deal
 * last, when the stock has cards and no column is empty (SPI-3).
 */
export function legalMoves(s: SpiderState): SpiderMove[] {
  const out: SpiderMove[] = [];
  const cols = s.columns;
  let empty = false;
  for (let from = 0; from < COLUMN_COUNT; from++) {
    const src = cols[from] as readonly Card[];
    const n = src.length;
    if (n === 0) {
      empty = true;
      continue;
    }
    const run = movableRunLength(src, s.hidden[from] as number);
    const bottomRank = (src[n - 1] as Card) >> 2;
    for (let to = 0; to < COLUMN_COUNT; to++) {
      if (to === from) continue;
      const dst = cols[to] as readonly Card[];
      if (dst.length === 0) {
        out.push({ kind: 'move', from, to });
        for (let k = 1; k < run; k++) out.push({ kind: 'move', from, to, count: k });
      } else {
        const k = ((dst[dst.length - 1] as Card) >> 2) - bottomRank;
        if (k >= 1 && k <= run) out.push({ kind: 'move', from, to });
      }
    }
  }
  if (!empty && s.stock.length > 0) out.push(DEAL);
  return out;
}

/** Send home a complete run at the end of `column` (SPI-4) and turn what it uncovers (SPI-5). */
function settleColumn(columns: Card[][], hidden: number[], foundations: Suit[], column: number, steps: SpiderStep[]): number {
  let col = columns[column] as Card[];
  const h = hidden[column] as number;
  if (!endsInCompleteRun(col, h)) return 0;
  const run = col.slice(col.length - RUN_LENGTH);
  col = col.slice(0, col.length - RUN_LENGTH);
  columns[column] = col;
  const suit = SUITS[(run[0] as Card) & 3] as Suit;
  foundations.push(suit);
  steps.push({ kind: 'home', column, suit, cards: run });
  turnIfNeeded(columns, hidden, column, steps);
  return 1;
}

function turnIfNeeded(columns: Card[][], hidden: number[], column: number, steps: SpiderStep[]): void {
  const col = columns[column] as Card[];
  const h = hidden[column] as number;
  if (h > 0 && col.length === h) {
    hidden[column] = h - 1;
    steps.push({ kind: 'turn', column, card: col[h - 1] as Card });
  }
}

/** Apply one move (SPI-2 … SPI-6): the counter goes up by one, the score down by one, plus 100 per run home. */
export function playMove(s: SpiderState, m: SpiderMove): Result<{ state: SpiderState; trace: SpiderTrace }> {
  if (typeof m !== 'object' || m === null) return fail('bad_request', 'A move is an object.');
  const columns = s.columns.slice() as Card[][];
  const hidden = s.hidden.slice();
  const foundations = s.foundations.slice();
  const steps: SpiderStep[] = [];
  let homes = 0;
  let stock = s.stock;
  if (m.kind === 'deal') {
    if (s.stock.length === 0) return illegal('The stock is empty.');
    const empty = s.columns.findIndex((c) => c.length === 0);
    if (empty >= 0) return fail('empty_column', `No deal while a column is empty: column ${empty + 1} needs a card first.`);
    const start = s.stock.length - COLUMN_COUNT;
    const dealt = s.stock.slice(start);
    stock = s.stock.slice(0, start);
    for (let i = 0; i < COLUMN_COUNT; i++) columns[i] = [...(columns[i] as Card[]), dealt[i] as Card];
    steps.push({ kind: 'deal', cards: dealt });
    for (let i = 0; i < COLUMN_COUNT; i++) homes += settleColumn(columns, hidden, foundations, i, steps);
  } else if (m.kind === 'move') {
    const r = columnMoveCount(s, m.from, m.to, m.count);
    if (!r.ok) return r;
    const k = r.value;
    const src = s.columns[m.from] as readonly Card[];
    const cards = src.slice(src.length - k);
    columns[m.from] = src.slice(0, src.length - k);
    columns[m.to] = (s.columns[m.to] as readonly Card[]).concat(cards);
    steps.push({ kind: 'move', from: m.from, to: m.to, cards });
    turnIfNeeded(columns, hidden, m.from, steps);
    homes += settleColumn(columns, hidden, foundations, m.to, steps);
  } else {
    return fail('bad_request', 'Unknown kind of move.');
  }
  const state: SpiderState = {
    suits: s.suits,
    columns,
    hidden,
    stock,
    foundations,
    score: clampScore(s.score - 1 + RUN_POINTS * homes),
    moves: Math.min(MAX_MOVES, s.moves + 1),
  };
  return ok({ state, trace: { steps } });
}

/**
 * Whether a legal move changes the table as the player sees it: it turns a card, sends a run home, or
 * leaves the columns different from a mere swap of which of two equal columns holds the run (SPI-8's
 * "changes more than which of two equal columns holds a run"). Reads face-up cards and face-down
 * counts only, so it gives the same answer on a visible view.
 */
export function changesTable(s: SpiderState, m: SpiderMove): boolean {
  if (m.kind === 'deal') return true;
  const r = columnMoveCount(s, m.from, m.to, m.count);
  if (!r.ok) return false;
  const k = r.value;
  const src = s.columns[m.from] as readonly Card[];
  const dst = s.columns[m.to] as readonly Card[];
  const hs = s.hidden[m.from] as number;
  const hd = s.hidden[m.to] as number;
  const rest = src.length - k;
  if (hs > 0 && rest === hs) return true; // a card turns
  if (completesRun(s, m.from, m.to, k)) return true;
  // Unchanged exactly when the target equals what stays behind: then the two columns trade places.
  if (hs !== hd || rest !== dst.length) return true;
  for (let i = hs; i < rest; i++) if (src[i] !== dst[i]) return true;
  return false;
}

/** Whether moving `k` cards from `from` onto `to` completes a run king … ace there (SPI-4). */
export function completesRun(s: SpiderState, from: number, to: number, k: number): boolean {
  const src = s.columns[from] as readonly Card[];
  const dst = s.columns[to] as readonly Card[];
  const bottom = src[src.length - 1] as Card;
  if (bottom >> 2 !== 0) return false;
  const deepestMoved = src[src.length - k] as Card;
  // The moved part is one suit (SPI-2); the run continues on the target's same-suit run below it.
  const below = dst.length === 0 ? 0 : followsInSuit(deepestMoved, dst[dst.length - 1] as Card) ? movableRunLength(dst, s.hidden[to] as number) : 0;
  return k + below >= RUN_LENGTH;
}

export const isWon = (s: SpiderState): boolean => s.foundations.length >= RUNS_TO_WIN;

/** Whether some move or deal can change the table (see changesTable); otherwise the game is stuck. */
export function canChangeTable(s: SpiderState): boolean {
  for (const m of legalMoves(s)) if (changesTable(s, m)) return true;
  return false;
}

/** ENGINE.md status: won with eight runs home (SPI-4), stuck when no move or deal can change the table. */
export function statusOf(s: SpiderState): 'playing' | 'won' | 'stuck' {
  if (isWon(s)) return 'won';
  return canChangeTable(s) ? 'playing' : 'stuck';
}

/**
 * The points an undo costs (SPI-6): 1 for the undo, and the undone move's point is not given back.
 * Undo itself restores the position with its score; the page and the engine (spiderDef.withUndos)
 * show scoreWithUndos.
 */
export const UNDO_PENALTY = 2;

/** SPI-6 score to show: the position's score less UNDO_PENALTY per undo the player made (GameSession.undoCount, saved with the game). */
export function scoreWithUndos(score: number, undos: number): number {
  return clampScore(score - UNDO_PENALTY * Math.max(0, Math.floor(undos)));
}

/** Every card in the game: columns, stock and the completed runs (13 per run, king first, in their suit). */
export function allCards(s: SpiderState): Card[] {
  const out: Card[] = [];
  for (const c of s.columns) out.push(...c);
  out.push(...s.stock);
  for (const suit of s.foundations) {
    const si = SUITS.indexOf(suit);
    for (let r = 12; r >= 0; r--) out.push(r * 4 + si);
  }
  return out;
}

/**
 * What the player sees (SPI-8): the same shape as a state, with every face-down card and every stock
 * card replaced by MASKED. Rules that read only face-up cards (legalMoves, changesTable) work on it
 * unchanged; anything computed from a view cannot depend on hidden cards.
 */
export type SpiderView = SpiderState & { readonly __view: true };

export function visibleView(s: SpiderState): SpiderView {
  return {
    ...s,
    columns: s.columns.map((c, i) => c.map((card, j) => (j < (s.hidden[i] as number) ? MASKED : card))),
    stock: s.stock.map(() => MASKED),
    __view: true,
  };
}
