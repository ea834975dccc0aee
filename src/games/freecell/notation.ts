// FreeCell position text (the Freecell Solver board format) and standard move notation (ENGINE.md).

import { cardToString, parseCard, type Card } from '../../core/cards.ts';
import { wholeDeckProblem } from '../../core/deck.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import { CELL_COUNT, COLUMN_COUNT, HOME, allCards, isCellPlace, type FreecellMove, type FreecellState, type Place } from './rules.ts';

const RANKS = '0A23456789TJQK';
/** Foundations are written in the order of Freecell Solver's output: H C D S (suit ids 2 0 1 3). */
const FOUNDATION_ORDER: readonly [string, number][] = [
  ['H', 2],
  ['C', 0],
  ['D', 1],
  ['S', 3],
];

/**
 * The board text:
 *   Foundations: H-0 C-A D-0 S-0
 *   Freecells: 8H - - -
 *   : JD KD 2S …   (8 lines, deepest card first; an empty column is a bare ":")
 */
export function encodePosition(s: FreecellState): string {
  const found = FOUNDATION_ORDER.map(([name, suit]) => `${name}-${RANKS.charAt(s.foundations[suit] ?? 0)}`).join(' ');
  const cells = s.cells.map((c) => (c === null ? '-' : cardToString(c))).join(' ');
  const cols = s.columns.map((col) => (col.length ? `: ${col.map(cardToString).join(' ')}` : ':'));
  return [`Foundations: ${found}`, `Freecells: ${cells}`, ...cols].join('\n');
}

/** What the board text carries: the whole state but the move counter (ENGINE.md sends that as the `moves` extra). */
export type CarriedByPosition = Omit<FreecellState, 'moves'>;

/** The part of a state that `encodePosition` writes and `decodePosition` reads back. */
export function carriedByPosition(s: FreecellState): CarriedByPosition {
  return { foundations: s.foundations, cells: s.cells, columns: s.columns };
}

const bad = (message: string) => fail('bad_position', message);

/**
 * Parse the board text. Also accepted: column lines without the leading ": ", missing
 * Foundations / Freecells lines (empty), fewer than 4 free-cell entries, foundation ranks
 * written as `10`, fewer than 8 column lines (the rest are empty columns), and blank spacer
 * lines where there would otherwise be more than 8 columns.
 * The move counter of a loaded position is 0.
 */
export function decodePosition(text: unknown): Result<FreecellState> {
  if (typeof text !== 'string') return bad('A FreeCell position must be a string of board text.');
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  while (lines.length && lines[0] === '') lines.shift();
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  const foundations = [0, 0, 0, 0];
  const cells: (Card | null)[] = [null, null, null, null];
  const columns: Card[][] = [];
  /** Indexes of column lines that were completely blank (no ":"), e.g. a spacer line. */
  const blankColumns: number[] = [];
  let sawFoundations = false;
  let sawCells = false;
  for (const line of lines) {
    const head = /^(foundations|freecells)\s*:(.*)$/i.exec(line);
    if (head) {
      const kind = (head[1] as string).toLowerCase();
      const rest = (head[2] as string).trim();
      const tokens = rest === '' ? [] : rest.split(/\s+/);
      if (columns.length > 0) return bad(`The ${head[1]} line must come before the columns.`);
      if (kind === 'foundations') {
        if (sawFoundations) return bad('The Foundations line appears twice.');
        sawFoundations = true;
        const seen = new Set<number>();
        for (const tok of tokens) {
          const m = /^([HCDS])-(0|10|[A2-9TJQK])$/i.exec(tok);
          if (!m) return bad(`Not a foundation entry: "${tok}" (expected e.g. H-5).`);
          const suit = 'CDHS'.indexOf((m[1] as string).toUpperCase());
          if (seen.has(suit)) return bad(`The foundation ${m[1]} appears twice.`);
          seen.add(suit);
          const r = (m[2] as string).toUpperCase();
          foundations[suit] = r === '10' ? 10 : RANKS.indexOf(r);
        }
      } else {
        if (sawCells) return bad('The Freecells line appears twice.');
        sawCells = true;
        if (tokens.length > CELL_COUNT) return bad(`There are only ${CELL_COUNT} free cells, not ${tokens.length}.`);
        for (const [i, tok] of tokens.entries()) {
          if (/^-+$/.test(tok)) continue;
          const c = parseCard(tok);
          if (!c.ok) return bad(`Not a card in the free cells: "${tok}".`);
          cells[i] = c.value;
        }
      }
      continue;
    }
    const body = line.startsWith(':') ? line.slice(1).trim() : line;
    if (line === '') blankColumns.push(columns.length);
    const col: Card[] = [];
    if (body !== '') {
      for (const tok of body.split(/\s+/)) {
        const c = parseCard(tok);
        if (!c.ok) return bad(`Not a card in column ${columns.length + 1}: "${tok}".`);
        col.push(c.value);
      }
    }
    columns.push(col);
  }
  // Blank spacer lines (e.g. after the header) are empty columns only when they are needed as such.
  if (columns.length > COLUMN_COUNT && columns.length - blankColumns.length <= COLUMN_COUNT) {
    for (const i of blankColumns.reverse()) if (columns.length > COLUMN_COUNT) columns.splice(i, 1);
  }
  if (columns.length > COLUMN_COUNT) return bad(`FreeCell has ${COLUMN_COUNT} columns, the text has ${columns.length}.`);
  while (columns.length < COLUMN_COUNT) columns.push([]);
  const state: FreecellState = { foundations, cells, columns, moves: 0 };
  const problem = wholeDeckProblem(allCards(state), 'FreeCell');
  return problem === null ? ok(state) : bad(problem);
}

/** Standard notation of a place: columns 1–8, cells a–d, foundations h. */
export function placeChar(p: Place): string {
  if (p === HOME) return 'h';
  if (isCellPlace(p)) return 'abcd'.charAt(p - COLUMN_COUNT);
  return String(p + 1);
}

/** `37`, `3a`, `ah`, `37v3` (a run of 3 into an empty column, count in hexadecimal). */
export function formatMove(m: FreecellMove): string {
  const base = placeChar(m.from) + placeChar(m.to);
  return m.count === undefined ? base : `${base}v${m.count.toString(16)}`;
}

export function parseMove(raw: unknown): Result<FreecellMove> {
  if (typeof raw !== 'string') return fail('bad_request', 'A FreeCell move is a string such as "37", "3a", "ah" or "37v3".');
  const m = /^([1-8a-d])([1-8a-dh])(?:v([0-9a-f]{1,2}))?$/i.exec(raw.trim());
  if (!m) return fail('bad_request', `Not a FreeCell move: "${raw}".`);
  const from = charPlace((m[1] as string).toLowerCase());
  const to = charPlace((m[2] as string).toLowerCase());
  if (m[3] === undefined) return ok({ from, to });
  const count = parseInt(m[3], 16);
  if (count < 1) return fail('bad_request', `A move carries at least one card: "${raw}".`);
  return ok({ from, to, count });
}

function charPlace(ch: string): Place {
  if (ch === 'h') return HOME;
  const cell = 'abcd'.indexOf(ch);
  return cell >= 0 ? COLUMN_COUNT + cell : Number(ch) - 1;
}
