// Klondike rules (KLO-1 … KLO-10): the table, the deal, legal moves, stock turns, scoring, finish and "stuck".

import { fullDeck, type Card } from '../../core/cards.ts';
import { fail, ok, type Result, type RuleError } from '../../core/result.ts';
import { createRng, shuffled } from '../../core/rng.ts';

export const COLUMN_COUNT = 7;

/**
 * A place a move starts from or goes to: columns 0–6, the waste 7, the foundation of suit s
 * (C D H S = 0 1 2 3) 8 + s, the stock 12. HOME (13) is "the foundation of the card's suit" as
 * a move target (notation `h`).
 */
export type Place = number;
export const WASTE: Place = 7;
export const FOUNDATION: Place = 8;
export const STOCK: Place = 12;
export const HOME: Place = 13;
export const isColumnPlace = (p: Place): boolean => p >= 0 && p < COLUMN_COUNT;
export const isFoundationPlace = (p: Place): boolean => p >= FOUNDATION && p < FOUNDATION + 4;

export type Draw = 1 | 3;
export type Scoring = 'standard' | 'vegas';

/** Bound of every counter a position carries (score in absolute value, moves, pass): exact arithmetic. */
export const MAX_NUMBER = 1_000_000_000;
/** Bound of the Vegas cumulative carry-in, so that a game's score stays well inside MAX_NUMBER. */
export const MAX_CARRY = 100_000_000;
/** KLO-10 Vegas: the game starts at −52 (plus the cumulative carry-in). */
export const VEGAS_START = -52;

export interface KlondikeState {
  /** The seven columns, deepest card first; the last card is the exposed one. */
  readonly columns: readonly (readonly Card[])[];
  /** Face-down cards at the bottom of each column (0 … length − 1 for a non-empty column). */
  readonly down: readonly number[];
  /** The stock, bottom first: the last card is turned next. */
  readonly stock: readonly Card[];
  /** The waste, bottom first: the last card is the playable top. */
  readonly waste: readonly Card[];
  /** Top rank on each foundation (0 = empty … 13 = king), indexed by suit C D H S. */
  readonly foundations: readonly number[];
  /** The pass through the stock, 1 on the first. */
  readonly pass: number;
  readonly score: number;
  /** The move counter: one per move and stock turn, one per card sent home by "finish". */
  readonly moves: number;
  readonly draw: Draw;
  readonly scoring: Scoring;
  /**
   * The deal number the game was dealt from, null for a loaded position. Metadata only: the
   * position text does not carry it (README), everything else round-trips.
   */
  readonly deal: number | null;
}

/** A move: from a column, the waste or a foundation to a column or HOME; the stock is STOCK → STOCK. */
export interface KlondikeMove {
  readonly from: Place;
  readonly to: Place;
}

// Moves are canonical frozen objects: legalMoves allocates none, and parse(format(m)) is m itself.
const MOVE_TABLE: KlondikeMove[] = [];
for (let from = 0; from <= HOME; from++) for (let to = 0; to <= HOME; to++) MOVE_TABLE.push(Object.freeze({ from, to }));
/** The canonical move object from → to (places are not checked here). */
export const moveOf = (from: Place, to: Place): KlondikeMove => MOVE_TABLE[from * (HOME + 1) + to] as KlondikeMove;
export const STOCK_MOVE = moveOf(STOCK, STOCK);

/** KLO-5 Vegas: one pass with Ziehen 1, three with Ziehen 3; Standard has no limit. */
export function passLimit(draw: Draw, scoring: Scoring): number {
  if (scoring === 'standard') return MAX_NUMBER;
  return draw === 1 ? 1 : 3;
}

export interface DealOptions {
  readonly draw: Draw;
  readonly scoring: Scoring;
  /** Vegas cumulative: the total carried in from earlier games (0 otherwise). */
  readonly carry: number;
}

/** The start score of a game (KLO-10). */
export const startScore = (o: DealOptions): number => (o.scoring === 'vegas' ? VEGAS_START + o.carry : 0);

/**
 * KLO-1: the deal. kb-rng-1 shuffles the deck (shuffled(fullDeck(), createRng(deal))); the
 * shuffled array is the pack held face down, index 0 on top. Dealt as at a real table: row by
 * row, left to right, row r giving one card to each of columns r … 7 (the card that completes a
 * column is its face-up one). The 24 cards left are laid down as the stock, so the pack's top
 * (index 28) is the stock's last card, the first to be turned.
 */
export function newDeal(deal: number, o: DealOptions = { draw: 1, scoring: 'standard', carry: 0 }): KlondikeState {
  const pack = shuffled(fullDeck(), createRng(deal));
  const columns: Card[][] = Array.from({ length: COLUMN_COUNT }, () => []);
  let next = 0;
  for (let row = 0; row < COLUMN_COUNT; row++) {
    for (let col = row; col < COLUMN_COUNT; col++) (columns[col] as Card[]).push(pack[next++] as Card);
  }
  const stock = pack.slice(next).reverse();
  return {
    columns,
    down: columns.map((c) => c.length - 1),
    stock,
    waste: [],
    foundations: [0, 0, 0, 0],
    pass: 1,
    score: startScore(o),
    moves: 0,
    draw: o.draw,
    scoring: o.scoring,
    deal,
  };
}

const isRedCard = (c: Card): boolean => ((c & 3) + 1) >> 1 === 1;

/** KLO-2: `card` may lie on `under` in a column: one rank lower, the other colour. */
export function fitsOn(card: Card, under: Card): boolean {
  return (card >> 2) + 1 === under >> 2 && isRedCard(card) !== isRedCard(under);
}

/** KLO-3: `card` may go onto its foundation now. */
export const goesHome = (s: KlondikeState, card: Card): boolean => s.foundations[card & 3] === card >> 2;

export const isWon = (s: KlondikeState): boolean => s.foundations[0] === 13 && s.foundations[1] === 13 && s.foundations[2] === 13 && s.foundations[3] === 13;

/** The face-up cards of column i (deepest first). */
export const faceUp = (s: KlondikeState, i: number): readonly Card[] => (s.columns[i] as readonly Card[]).slice(s.down[i] as number);

/**
 * The ordered run (descending, alternating colours, face up) at the end of column i: the cards
 * that may move as one (KLO-2). Reachable play keeps every face-up part one run; a loaded table
 * may not, and then only its ordered tail moves.
 */
export function movableRun(s: KlondikeState, i: number): number {
  const col = s.columns[i] as readonly Card[];
  const n = col.length;
  const up = n - (s.down[i] as number);
  if (up <= 0) return 0;
  let k = 1;
  while (k < up && fitsOn(col[n - k] as Card, col[n - k - 1] as Card)) k++;
  return k;
}

/**
 * How many cards a move from column `from` onto column `to` carries (KLO-2: from the one card
 * that fits on the target's last card; onto an empty column from the king), 0 when none fits.
 */
export function columnMoveCount(s: KlondikeState, from: number, to: number): number {
  if (from === to) return 0;
  const src = s.columns[from] as readonly Card[];
  const n = src.length;
  if (n - (s.down[from] as number) <= 0) return 0;
  const dst = s.columns[to] as readonly Card[];
  const top = (src[n - 1] as Card) >> 2;
  if (dst.length === 0) {
    const k = 13 - top;
    return k <= movableRun(s, from) ? k : 0;
  }
  const target = dst[dst.length - 1] as Card;
  const k = (target >> 2) - top;
  if (k < 1 || k > n - (s.down[from] as number)) return 0;
  if (!fitsOn(src[n - k] as Card, target)) return 0;
  return k <= movableRun(s, from) ? k : 0;
}

/** The card a foundation-to-column move takes: the top of the suit's foundation, or null. */
export const foundationTop = (s: KlondikeState, suit: number): Card | null => {
  const r = s.foundations[suit] as number;
  return r === 0 ? null : (r - 1) * 4 + suit;
};

/** `card` may be put on column j (on its last card, or a king on an empty column). */
export function fitsColumn(s: KlondikeState, card: Card, j: number): boolean {
  const dst = s.columns[j] as readonly Card[];
  return dst.length === 0 ? card >> 2 === 12 : fitsOn(card, dst[dst.length - 1] as Card);
}

/** KLO-5: a tap on the stock does something (turns cards, or starts a new pass within the limit). */
export function canTurnStock(s: KlondikeState): boolean {
  if (s.stock.length > 0) return true;
  return s.waste.length > 0 && s.pass < passLimit(s.draw, s.scoring);
}

/**
 * Every legal move now, in a fixed order: to the foundations (columns, then the waste), column
 * to column, waste to column, foundation to column, then the stock.
 */
export function legalMoves(s: KlondikeState): KlondikeMove[] {
  const out: KlondikeMove[] = [];
  const cols = s.columns;
  const found = s.foundations;
  for (let i = 0; i < COLUMN_COUNT; i++) {
    const col = cols[i] as readonly Card[];
    const n = col.length;
    if (n > (s.down[i] as number)) {
      const c = col[n - 1] as Card;
      if (found[c & 3] === c >> 2) out.push(moveOf(i, HOME));
    }
  }
  const wasteTop = s.waste.length ? (s.waste[s.waste.length - 1] as Card) : -1;
  if (wasteTop >= 0 && found[wasteTop & 3] === wasteTop >> 2) out.push(moveOf(WASTE, HOME));
  for (let i = 0; i < COLUMN_COUNT; i++) {
    const src = cols[i] as readonly Card[];
    const n = src.length;
    const d = s.down[i] as number;
    if (n <= d) continue;
    const top = (src[n - 1] as Card) >> 2;
    let run = -1; // computed lazily: most targets fail on rank alone
    for (let j = 0; j < COLUMN_COUNT; j++) {
      if (j === i) continue;
      const dst = cols[j] as readonly Card[];
      let k: number;
      if (dst.length === 0) {
        k = 13 - top;
        if (k > n - d) continue;
      } else {
        const target = dst[dst.length - 1] as Card;
        k = (target >> 2) - top;
        if (k < 1 || k > n - d || !fitsOn(src[n - k] as Card, target)) continue;
      }
      if (run < 0) run = movableRun(s, i);
      if (k <= run) out.push(moveOf(i, j));
    }
  }
  if (wasteTop >= 0) {
    for (let j = 0; j < COLUMN_COUNT; j++) if (fitsColumn(s, wasteTop, j)) out.push(moveOf(WASTE, j));
  }
  for (let suit = 0; suit < 4; suit++) {
    const r = found[suit] as number;
    if (r === 0) continue;
    const card = (r - 1) * 4 + suit;
    for (let j = 0; j < COLUMN_COUNT; j++) if (fitsColumn(s, card, j)) out.push(moveOf(FOUNDATION + suit, j));
  }
  if (canTurnStock(s)) out.push(STOCK_MOVE);
  return out;
}

// ---------------------------------------------------------------- traces

/** One step of a move, in the order it happens (pages animate from it). */
export type KlondikeStep =
  /** These cards (deepest first) went as one from a column, the waste or a foundation to a column or a foundation (8 + suit). */
  | { readonly kind: 'move'; readonly cards: readonly Card[]; readonly from: Place; readonly to: Place }
  /** KLO-4: the face-down card that became the last of its column turned face up. */
  | { readonly kind: 'turn'; readonly column: number; readonly card: Card }
  /** KLO-5: cards turned from the stock onto the waste, in the order they land (the last is the new top). */
  | { readonly kind: 'stock'; readonly cards: readonly Card[] }
  /** KLO-5: the waste turned over into a new stock; `pass` is the new pass number. */
  | { readonly kind: 'pass'; readonly cards: readonly Card[]; readonly pass: number };

export interface KlondikeTrace {
  readonly kind: 'move' | 'stock' | 'pass' | 'finish';
  readonly steps: readonly KlondikeStep[];
  /** The change of the score (after the Standard floor of 0). */
  readonly score: number;
}

const illegal = (message: string): Result<never, RuleError> => fail('illegal', message);

/** Add points to a score: Standard never goes below 0 (KLO-10); everything stays within the bound. */
function addScore(s: KlondikeState, points: number): number {
  const v = s.score + points;
  const floored = s.scoring === 'standard' && v < 0 ? 0 : v;
  return Math.max(-MAX_NUMBER, Math.min(MAX_NUMBER, floored));
}
const bump = (n: number): number => Math.min(MAX_NUMBER, n + 1);

export interface PlayedMove {
  readonly state: KlondikeState;
  readonly trace: KlondikeTrace;
}

/** Apply one move (KLO-2 … KLO-5, KLO-10) with its trace. The move counter goes up by one. */
export function playMove(s: KlondikeState, m: KlondikeMove): Result<PlayedMove> {
  const { from, to } = m;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < 0 || from > STOCK || to > HOME) return fail('bad_request', 'No such place.');
  if (from === STOCK || to === STOCK) {
    if (from !== to) return fail('bad_request', 'The stock is only tapped ("s").');
    return playStock(s);
  }
  if (to === WASTE || isFoundationPlace(to)) return fail('bad_request', 'Cards go to a column or home ("h").');
  if (from === to) return illegal('A pile cannot move onto itself.');

  let card: Card;
  let count = 1;
  if (isColumnPlace(from)) {
    const col = s.columns[from] as readonly Card[];
    if (col.length <= (s.down[from] as number)) return illegal(`Column ${from + 1} has no face-up card.`);
    card = col[col.length - 1] as Card;
  } else if (from === WASTE) {
    if (s.waste.length === 0) return illegal('The waste is empty.');
    card = s.waste[s.waste.length - 1] as Card;
  } else {
    const top = foundationTop(s, from - FOUNDATION);
    if (top === null) return illegal('That foundation is empty.');
    card = top;
  }

  let points = 0;
  const vegas = s.scoring === 'vegas';
  const foundations = s.foundations.slice();
  let traceTo: Place = to;
  if (to === HOME) {
    if (isFoundationPlace(from)) return illegal('That card is on its foundation already.');
    if (!goesHome(s, card)) return illegal('That card does not fit on its foundation yet.');
    foundations[card & 3] = (card >> 2) + 1;
    points += vegas ? 5 : 10;
    traceTo = FOUNDATION + (card & 3);
  } else if (isColumnPlace(from)) {
    count = columnMoveCount(s, from, to);
    if (count === 0) return illegal(`No card of column ${from + 1} fits on column ${to + 1}.`);
  } else {
    if (!fitsColumn(s, card, to)) return illegal(`That card does not fit on column ${to + 1}.`);
    if (from === WASTE) {
      if (!vegas) points += 5;
    } else {
      foundations[card & 3] = card >> 2;
      points -= vegas ? 5 : 15;
    }
  }

  const columns = s.columns.slice();
  const down = s.down.slice();
  let waste = s.waste;
  const steps: KlondikeStep[] = [];
  let cards: readonly Card[] = [card];
  if (isColumnPlace(from)) {
    const col = s.columns[from] as readonly Card[];
    cards = col.slice(col.length - count);
    columns[from] = col.slice(0, col.length - count);
  } else if (from === WASTE) {
    waste = s.waste.slice(0, -1);
  }
  if (to !== HOME) columns[to] = (s.columns[to] as readonly Card[]).concat(cards);
  steps.push({ kind: 'move', cards, from, to: traceTo });
  // KLO-4: the face-down card that became the column's last turns over, as part of this move.
  if (isColumnPlace(from)) {
    const rest = columns[from] as readonly Card[];
    const d = down[from] as number;
    if (d > 0 && rest.length === d) {
      down[from] = d - 1;
      steps.push({ kind: 'turn', column: from, card: rest[d - 1] as Card });
      if (!vegas) points += 5;
    }
  }
  const score = addScore(s, points);
  const state: KlondikeState = { ...s, columns, down, waste, foundations, score, moves: bump(s.moves) };
  return ok({ state, trace: { kind: 'move', steps, score: score - s.score } });
}

/**
 * KLO-5: a tap on the stock. With cards in the stock it turns `draw` of them (fewer when fewer
 * are left) onto the waste as a packet: the stock's last card lands lowest, so the packet's top
 * is the third-last (three single turns give the same order). With an empty stock it starts a
 * new pass: the waste turned over, its lowest card becomes the stock's last. KLO-10 Standard:
 * −100 per new pass with Ziehen 1, −20 per new pass after the third with Ziehen 3.
 */
export function playStock(s: KlondikeState): Result<PlayedMove> {
  if (s.stock.length > 0) {
    const k = Math.min(s.draw, s.stock.length);
    const turned = s.stock.slice(s.stock.length - k).reverse();
    const state: KlondikeState = { ...s, stock: s.stock.slice(0, s.stock.length - k), waste: s.waste.concat(turned), moves: bump(s.moves) };
    return ok({ state, trace: { kind: 'stock', steps: [{ kind: 'stock', cards: turned }], score: 0 } });
  }
  if (s.waste.length === 0) return illegal('The stock and the waste are empty.');
  if (s.pass >= passLimit(s.draw, s.scoring)) return illegal('No pass is left: Vegas allows no new pass here.');
  const pass = s.pass + 1;
  let points = 0;
  if (s.scoring === 'standard') points = s.draw === 1 ? -100 : pass > 3 ? -20 : 0;
  const score = addScore(s, points);
  const stock = s.waste.slice().reverse();
  const state: KlondikeState = { ...s, stock, waste: [], pass, score, moves: bump(s.moves) };
  return ok({ state, trace: { kind: 'pass', steps: [{ kind: 'pass', cards: stock, pass }], score: score - s.score } });
}

// ---------------------------------------------------------------- finish (KLO-8)

/** KLO-8: stock and waste empty, every card face up, and the rest goes home by foundation moves alone. */
export function canFinish(s: KlondikeState): boolean {
  if (s.stock.length || s.waste.length || isWon(s)) return false;
  for (let i = 0; i < COLUMN_COUNT; i++) if ((s.down[i] as number) > 0) return false;
  return finishSequence(s) !== null;
}

/** The column-to-foundation moves "finish" plays (lowest rank first, leftmost column first), or null. */
export function finishSequence(s: KlondikeState): KlondikeMove[] | null {
  const found = s.foundations.slice();
  const heights = s.columns.map((c) => c.length);
  const out: KlondikeMove[] = [];
  let left = 0;
  for (const h of heights) left += h;
  left += s.stock.length + s.waste.length;
  while (left > 0) {
    let best = -1;
    let bestRank = 99;
    for (let i = 0; i < COLUMN_COUNT; i++) {
      const h = heights[i] as number;
      if (h === 0 || h <= (s.down[i] as number)) continue;
      const card = (s.columns[i] as readonly Card[])[h - 1] as Card;
      if (found[card & 3] === card >> 2 && card >> 2 < bestRank) {
        best = i;
        bestRank = card >> 2;
      }
    }
    if (best < 0) return null;
    const h = (heights[best] as number) - 1;
    heights[best] = h;
    const card = (s.columns[best] as readonly Card[])[h] as Card;
    found[card & 3] = (card >> 2) + 1;
    out.push(moveOf(best, HOME));
    left--;
  }
  return out;
}

/** KLO-8 "Spiel beenden": every card home one by one, each a move with its points; one trace of all steps. */
export function playFinish(s: KlondikeState): Result<PlayedMove> {
  if (!canFinish(s)) return illegal('Finishing needs an empty stock and waste and every card face up.');
  const seq = finishSequence(s) as KlondikeMove[];
  const steps: KlondikeStep[] = [];
  let cur = s;
  for (const m of seq) {
    const r = playMove(cur, m);
    if (!r.ok) return r;
    steps.push(...r.value.trace.steps);
    cur = r.value.state;
  }
  return ok({ state: cur, trace: { kind: 'finish', steps, score: cur.score - s.score } });
}

// ---------------------------------------------------------------- status (KLO-9)

/** Most positions the "stuck" search looks at before it gives up and says "playing". */
export const STUCK_SEARCH_LIMIT = 4000;

const sum = (xs: readonly number[]): number => {
  let t = 0;
  for (const x of xs) t += x;
  return t;
};

/** The key of a position within the stuck search (stock+waste order never changes there, so the stock length stands for both). */
function stuckKey(s: KlondikeState, limited: boolean): string {
  let k = `${s.foundations.join(',')}/${s.stock.length}${limited ? `/${s.pass}` : ''}`;
  for (let i = 0; i < COLUMN_COUNT; i++) k += `|${String.fromCharCode(...(s.columns[i] as readonly Card[]).slice(s.down[i] as number).map((c) => c + 48))}`;
  return k;
}

/**
 * The cards that stock taps alone can bring to the waste's top from here, within the pass limit
 * (with no limit: what the rest of this pass and one whole new pass show).
 */
export function reachableWasteTops(s: KlondikeState): Card[] {
  const talon = s.waste.concat(s.stock.slice().reverse());
  const len = talon.length;
  const out: Card[] = [];
  if (len === 0) return out;
  const seen = new Uint8Array(len + 1);
  const limit = passLimit(s.draw, s.scoring);
  let p = s.waste.length;
  let pass = s.pass;
  let newPasses = 0;
  for (;;) {
    if (p > 0 && !seen[p]) {
      seen[p] = 1;
      out.push(talon[p - 1] as Card);
    }
    if (p < len) p = Math.min(p + s.draw, len);
    else if (pass < limit && newPasses < 1) {
      p = 0;
      pass++;
      newPasses++;
    } else break;
  }
  return out;
}

/** Some card of `cards` can go home or onto a column now. */
function anyPlayable(s: KlondikeState, cards: readonly Card[]): boolean {
  for (const c of cards) {
    if (goesHome(s, c)) return true;
    for (let j = 0; j < COLUMN_COUNT; j++) if (fitsColumn(s, c, j)) return true;
  }
  return false;
}

/**
 * KLO-9: whether the table can still change. "Change" means progress: a face-down card turned
 * over, more cards on the foundations than now, or fewer cards in stock and waste. Everything
 * else (stock turns and passes, runs moved between columns, cards taken back from a foundation)
 * only rearranges what is already there; the search follows those rearrangements and asks
 * whether any of them leads to progress. Under them the stock and waste keep one cyclic order,
 * so a position of the search is its columns, foundations and stock length (and pass number,
 * with a pass limit). Without a pass limit every card stock taps can ever bring to the top is
 * known from the start (reachableWasteTops), so there the search skips the taps and asks in each
 * position whether one of those cards can be played. Beyond STUCK_SEARCH_LIMIT positions it
 * answers "can change" (never a false "stuck").
 */
export function canChange(s: KlondikeState): boolean {
  if (isWon(s)) return false;
  const rootFound = sum(s.foundations);
  const rootDown = sum(s.down);
  const rootTalon = s.stock.length + s.waste.length;
  const limited = s.scoring === 'vegas';
  const tops = reachableWasteTops(s);
  if (anyPlayable(s, tops)) return true;
  const seen = new Set<string>([stuckKey(s, limited)]);
  const queue: KlondikeState[] = [s];
  for (let q = 0; q < queue.length; q++) {
    if (q >= STUCK_SEARCH_LIMIT) return true;
    const cur = queue[q] as KlondikeState;
    if (!limited && q > 0 && anyPlayable(cur, tops)) return true;
    for (const m of legalMoves(cur)) {
      if (!limited && m.from === STOCK) continue;
      const r = playMove(cur, m);
      if (!r.ok) continue;
      const next = r.value.state;
      if (sum(next.foundations) > rootFound || sum(next.down) < rootDown || next.stock.length + next.waste.length < rootTalon) return true;
      const k = stuckKey(next, limited);
      if (seen.has(k)) continue;
      seen.add(k);
      queue.push(next);
    }
  }
  return false;
}

export type KlondikeStatus = 'playing' | 'won' | 'stuck';

/** KLO-8 won (every card home), KLO-9 stuck (nothing can change the table any more), else playing. */
export function statusOf(s: KlondikeState): KlondikeStatus {
  if (isWon(s)) return 'won';
  return canChange(s) ? 'playing' : 'stuck';
}

/** Every card of the table once (columns, stock, waste, foundations): tests and load checks. */
export function allCards(s: KlondikeState): Card[] {
  const out: Card[] = [];
  s.foundations.forEach((top, suit) => {
    for (let r = 1; r <= top; r++) out.push((r - 1) * 4 + suit);
  });
  for (const col of s.columns) out.push(...col);
  out.push(...s.stock, ...s.waste);
  return out;
}
