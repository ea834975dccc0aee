// Spider's position text and move notation (ENGINE.md `spider`): encode, load with every check, moves `37`, `30v2`, `s`.

import { SUITS, cardToString, parseCard, type Card, type Suit } from '../../core/cards.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import {
  COLUMN_COUNT,
  DECK_SIZE,
  MAX_MOVES,
  MAX_SCORE,
  MAX_STOCK,
  MIN_SCORE,
  RUN_LENGTH,
  START_SCORE,
  SUITS_IN_PLAY,
  allCards,
  copiesOf,
  type SpiderMove,
  type SpiderState,
  type SuitCount,
} from './rules.ts';

/** Longest position text load looks at; a real one is under 500 characters. */
export const MAX_POSITION_CHARS = 10_000;

const bad = (message: string): Result<never> => fail('bad_position', message);

/**
 * The position text: `Foundations: S S H`, `Stock: …` bottom first, ten column lines `: ` + cards
 * deepest first with `|` after the last face-down card, then `Score: n` and `Moves: n` (always
 * written, so load(encode(s)) gives back s).
 */
export function encodePosition(s: SpiderState): string {
  const lines = [line('Foundations:', s.foundations), line('Stock:', s.stock.map(cardToString))];
  s.columns.forEach((col, i) => {
    const h = s.hidden[i] as number;
    const words = col.map(cardToString);
    if (h > 0) words.splice(h, 0, '|');
    lines.push(line(':', words));
  });
  lines.push(`Score: ${s.score}`, `Moves: ${s.moves}`);
  return lines.join('\n');
}

const line = (head: string, words: readonly string[]): string => (words.length ? `${head} ${words.join(' ')}` : head);

function parseCards(words: readonly string[], where: string): Result<Card[]> {
  const out: Card[] = [];
  for (const w of words) {
    const c = parseCard(w);
    if (!c.ok) return bad(`${where}: "${w.slice(0, 8)}" is not a card.`);
    out.push(c.value);
  }
  return ok(out);
}

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

function parseNumber(text: string, name: string, min: number, max: number): Result<number> {
  const t = text.trim();
  if (!/^-?\d{1,10}$/.test(t)) return bad(`${name} must be a whole number.`);
  const n = Number(t);
  if (n < min || n > max || Object.is(n, -0)) return bad(`${name} must lie between ${min} and ${max}.`);
  return ok(n);
}

/**
 * Load a position (ENGINE.md): header lines in any order (each at most once; a missing Foundations or
 * Stock means empty, missing Moves means 0, missing Score means 500 − moves + 100 per completed run),
 * ten column lines in order. Checks: the card counts of the suit count the cards show (every card of
 * the suits in play 8, 4 or 2 times; 104 in all), the stock a multiple of ten and at most 50, a
 * non-empty column ending face up, and `suits` when the options name one.
 */
export function decodePosition(raw: unknown, suitsOption?: SuitCount): Result<SpiderState> {
  if (typeof raw !== 'string') return bad('A Spider position is a text.');
  if (raw.length > MAX_POSITION_CHARS) return bad('The position text is too long.');
  const header = new Map<string, string>();
  const columns: Card[][] = [];
  const hidden: number[] = [];
  for (const rawLine of raw.split(/\r?\n/)) {
    const l = rawLine.trim();
    if (l === '') continue;
    if (l.startsWith(':')) {
      if (columns.length >= COLUMN_COUNT) return bad(`Spider has ${COLUMN_COUNT} columns; the text has more.`);
      const parts = l.slice(1).split('|');
      if (parts.length > 2) return bad(`Column ${columns.length + 1} has more than one "|".`);
      const down = parseCards(words(parts[0] as string), `Column ${columns.length + 1}`);
      if (!down.ok) return down;
      const up = parseCards(parts.length === 2 ? words(parts[1] as string) : [], `Column ${columns.length + 1}`);
      if (!up.ok) return up;
      if (parts.length === 2 && up.value.length === 0) return bad(`Column ${columns.length + 1} ends face down; its last card lies face up.`);
      columns.push([...down.value, ...up.value]);
      hidden.push(parts.length === 2 ? down.value.length : 0);
      continue;
    }
    const m = /^(Foundations|Stock|Score|Moves):(.*)$/i.exec(l);
    if (!m) return bad(`Unknown line: "${l.slice(0, 24)}".`);
    const key = (m[1] as string).toLowerCase();
    if (header.has(key)) return bad(`The line "${m[1]}" appears twice.`);
    header.set(key, m[2] as string);
  }
  if (columns.length !== COLUMN_COUNT) return bad(`Spider has ${COLUMN_COUNT} columns; the text has ${columns.length}.`);

  const foundations: Suit[] = [];
  for (const w of words(header.get('foundations') ?? '')) {
    const suit = w.toUpperCase();
    if (!(SUITS as readonly string[]).includes(suit)) return bad(`Foundations: "${w.slice(0, 8)}" is not a suit (C D H S).`);
    foundations.push(suit as Suit);
  }
  const stock = parseCards(words(header.get('stock') ?? ''), 'Stock');
  if (!stock.ok) return stock;
  if (stock.value.length % COLUMN_COUNT !== 0 || stock.value.length > MAX_STOCK) {
    return bad(`The stock holds a multiple of ten cards, at most ${MAX_STOCK}; this one ${stock.value.length}.`);
  }
  const movesText = header.get('moves');
  const moves = movesText === undefined ? ok(0) : parseNumber(movesText, 'Moves', 0, MAX_MOVES);
  if (!moves.ok) return moves;
  const scoreText = header.get('score');
  const score =
    scoreText === undefined
      ? ok(Math.max(MIN_SCORE, START_SCORE - moves.value + 100 * foundations.length))
      : parseNumber(scoreText, 'Score', MIN_SCORE, MAX_SCORE);
  if (!score.ok) return score;

  const partial: SpiderState = { suits: 1, columns, hidden, stock: stock.value, foundations, score: score.value, moves: moves.value };
  const suits = checkCards(partial);
  if (!suits.ok) return suits;
  if (suitsOption !== undefined && suitsOption !== suits.value) {
    return bad(`The cards are those of a ${suits.value}-suit game, the options say ${suitsOption}.`);
  }
  return ok({ ...partial, suits: suits.value });
}

/** SPI-1: 104 cards, all of the suits in play, each card as often as the suit count says. Gives the suit count. */
function checkCards(s: SpiderState): Result<SuitCount> {
  const all = allCards(s);
  if (all.length !== DECK_SIZE) return bad(`A Spider game holds ${DECK_SIZE} cards, this one ${all.length}.`);
  const counts = new Array<number>(52).fill(0);
  for (const c of all) counts[c] = (counts[c] as number) + 1;
  const present = [0, 1, 2, 3].filter((si) => counts.some((n, c) => n > 0 && (c & 3) === si));
  const suits = ([1, 2, 4] as const).find((n) => SUITS_IN_PLAY[n].join() === present.join());
  if (suits === undefined) return bad('The cards are not those of a 1-suit (spades), 2-suit (spades, hearts) or 4-suit game.');
  const copies = copiesOf(suits);
  for (let c = 0; c < 52; c++) {
    if (!SUITS_IN_PLAY[suits].includes(c & 3)) continue;
    if (counts[c] !== copies) {
      return bad(`A ${suits}-suit game holds ${cardToString(c)} ${copies} times, this position ${counts[c]} (completed runs count ${RUN_LENGTH} cards each).`);
    }
  }
  return ok(suits);
}

const COLUMN_CHARS = '1234567890';

/** `37` (column 3 to 7), `30v2` (two cards into the empty tenth column, count in hexadecimal), `s` (deal). */
export function formatMove(m: SpiderMove): string {
  if (m.kind === 'deal') return 's';
  const base = COLUMN_CHARS.charAt(m.from) + COLUMN_CHARS.charAt(m.to);
  return m.count === undefined ? base : `${base}v${m.count.toString(16)}`;
}

export function parseMove(raw: unknown): Result<SpiderMove> {
  if (typeof raw !== 'string' || raw.length > 16) return fail('bad_request', 'A Spider move is a string such as "37", "30v2" or "s".');
  const t = raw.trim().toLowerCase();
  if (t === 's') return ok({ kind: 'deal' });
  const m = /^([0-9])([0-9])(?:v([0-9a-f]{1,2}))?$/.exec(t);
  if (!m) return fail('bad_request', `Not a Spider move: "${raw}".`);
  const from = COLUMN_CHARS.indexOf(m[1] as string);
  const to = COLUMN_CHARS.indexOf(m[2] as string);
  if (m[3] === undefined) return ok({ kind: 'move', from, to });
  const count = parseInt(m[3], 16);
  if (count < 1) return fail('bad_request', `A move carries at least one card: "${raw}".`);
  return ok({ kind: 'move', from, to, count });
}
