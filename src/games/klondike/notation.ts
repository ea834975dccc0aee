// Klondike position text and move notation (ENGINE.md "Game klondike"); both round-trip.

import { cardToString, parseCard, type Card } from '../../core/cards.ts';
import { wholeDeckProblem } from '../../core/deck.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import {
  COLUMN_COUNT,
  FOUNDATION,
  HOME,
  MAX_NUMBER,
  STOCK,
  STOCK_MOVE,
  WASTE,
  allCards,
  isColumnPlace,
  isFoundationPlace,
  moveOf,
  passLimit,
  type DealOptions,
  type KlondikeMove,
  type KlondikeState,
  type Place,
} from './rules.ts';

const RANKS = '0A23456789TJQK';
/** Foundations are written H C D S, as FreeCell's board text (suit ids 2 0 1 3). */
const FOUNDATION_ORDER: readonly [string, number][] = [
  ['H', 2],
  ['C', 0],
  ['D', 1],
  ['S', 3],
];
/** Longest position text accepted: a real one is under 400 characters. */
const MAX_POSITION_CHARS = 4000;

const cardsText = (cards: readonly Card[]): string => cards.map(cardToString).join(' ');
const line = (head: string, cards: readonly Card[]): string => (cards.length ? `${head} ${cardsText(cards)}` : head);

/**
 * The position text:
 *   Foundations: H-0 C-A D-0 S-0
 *   Stock: …            (bottom first: the last card is turned next)
 *   Waste: …            (bottom first: the last card is the playable top)
 *   Pass: 1
 *   : 4C 8H | 9S        (7 lines, deepest first, "|" after the last face-down card)
 *   Score: n            (only when it is not the start score: 0, Vegas −52)
 *   Moves: n            (only when not 0)
 * Score and Moves come last, and only when they differ from what a missing line means, so a
 * position written in ENGINE.md's basic form loads and prints back as the same text.
 */
export function encodePosition(s: KlondikeState): string {
  const found = FOUNDATION_ORDER.map(([name, suit]) => `${name}-${RANKS.charAt(s.foundations[suit] ?? 0)}`).join(' ');
  const out = [`Foundations: ${found}`, line('Stock:', s.stock), line('Waste:', s.waste), `Pass: ${s.pass}`];
  for (let i = 0; i < COLUMN_COUNT; i++) {
    const col = s.columns[i] as readonly Card[];
    const d = s.down[i] as number;
    if (col.length === 0) out.push(':');
    else if (d === 0) out.push(`: ${cardsText(col)}`);
    else out.push(`: ${cardsText(col.slice(0, d))} | ${cardsText(col.slice(d))}`);
  }
  if (s.score !== defaultScore(s.scoring)) out.push(`Score: ${s.score}`);
  if (s.moves !== 0) out.push(`Moves: ${s.moves}`);
  return out.join('\n');
}

/** What a missing Score line means: 0, Vegas −52 (ENGINE.md). */
const defaultScore = (scoring: KlondikeState['scoring']): number => (scoring === 'vegas' ? -52 : 0);

const bad = (message: string) => fail('bad_position', message);

function parseCards(text: string, where: string): Result<Card[]> {
  const out: Card[] = [];
  const t = text.trim();
  if (t === '') return ok(out);
  for (const tok of t.split(/\s+/)) {
    const c = parseCard(tok);
    if (!c.ok) return bad(`Not a card in ${where}: "${tok.slice(0, 12)}".`);
    out.push(c.value);
  }
  return ok(out);
}

function parseCount(text: string, what: string, min: number): Result<number> {
  const t = text.trim();
  if (!/^-?\d{1,10}$/.test(t)) return bad(`${what} must be a whole number.`);
  const n = Number(t);
  if (n < min || Math.abs(n) > MAX_NUMBER) return bad(`${what} must lie between ${min} and ${MAX_NUMBER}.`);
  return ok(n);
}

/**
 * Parse the position text with the game's options (draw and scoring are not in the text).
 * Lenient where it costs nothing: lines may carry surrounding blanks, a missing Foundations,
 * Stock or Waste line means empty, a missing Pass line 1, missing Score the start value (0,
 * Vegas −52) and missing Moves 0, and fewer than 7 column lines leave the rest empty. Refused
 * (bad_position): anything but 52 distinct cards, more than 7 columns, a column whose last card
 * is face down, a Standard score below 0, a Vegas pass beyond its limit, numbers beyond 10^9.
 */
export function decodePosition(text: unknown, o: DealOptions): Result<KlondikeState> {
  if (typeof text !== 'string') return bad('A Klondike position is a string of text.');
  if (text.length > MAX_POSITION_CHARS) return bad('That position text is far too long.');
  const foundations = [0, 0, 0, 0];
  let stock: Card[] = [];
  let waste: Card[] = [];
  let pass = 1;
  let score: number | null = null;
  let moves = 0;
  const columns: Card[][] = [];
  const down: number[] = [];
  const seenHeads = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const l = raw.trim();
    if (l === '') continue;
    const head = /^(foundations|stock|waste|pass|score|moves)\s*:(.*)$/i.exec(l);
    if (head) {
      const kind = (head[1] as string).toLowerCase();
      const rest = head[2] as string;
      if (seenHeads.has(kind)) return bad(`The ${head[1]} line appears twice.`);
      seenHeads.add(kind);
      if (kind === 'foundations') {
        const seen = new Set<number>();
        for (const tok of rest.trim() === '' ? [] : rest.trim().split(/\s+/)) {
          const m = /^([HCDS])-(0|10|[A2-9TJQK])$/i.exec(tok);
          if (!m) return bad(`Not a foundation entry: "${tok.slice(0, 12)}" (expected e.g. H-5).`);
          const suit = 'CDHS'.indexOf((m[1] as string).toUpperCase());
          if (seen.has(suit)) return bad(`The foundation ${m[1]} appears twice.`);
          seen.add(suit);
          const r = (m[2] as string).toUpperCase();
          foundations[suit] = r === '10' ? 10 : RANKS.indexOf(r);
        }
      } else if (kind === 'stock' || kind === 'waste') {
        const cards = parseCards(rest, kind);
        if (!cards.ok) return cards;
        if (kind === 'stock') stock = cards.value;
        else waste = cards.value;
      } else {
        const n = parseCount(rest, head[1] as string, kind === 'pass' ? 1 : kind === 'moves' ? 0 : -MAX_NUMBER);
        if (!n.ok) return n;
        if (kind === 'pass') pass = n.value;
        else if (kind === 'moves') moves = n.value;
        else score = n.value;
      }
      continue;
    }
    if (!l.startsWith(':')) return bad(`Not a line of a Klondike position: "${l.slice(0, 24)}".`);
    if (columns.length === COLUMN_COUNT) return bad(`Klondike has ${COLUMN_COUNT} columns.`);
    const body = l.slice(1);
    const bar = body.indexOf('|');
    if (bar >= 0 && body.indexOf('|', bar + 1) >= 0) return bad(`Column ${columns.length + 1} has more than one "|".`);
    const hidden = parseCards(bar >= 0 ? body.slice(0, bar) : '', `column ${columns.length + 1}`);
    if (!hidden.ok) return hidden;
    const shown = parseCards(bar >= 0 ? body.slice(bar + 1) : body, `column ${columns.length + 1}`);
    if (!shown.ok) return shown;
    if (hidden.value.length > 0 && shown.value.length === 0) return bad(`The last card of column ${columns.length + 1} must be face up.`);
    columns.push([...hidden.value, ...shown.value]);
    down.push(hidden.value.length);
  }
  while (columns.length < COLUMN_COUNT) {
    columns.push([]);
    down.push(0);
  }
  if (pass > passLimit(o.draw, o.scoring)) return bad(`Vegas with Ziehen ${o.draw} allows ${passLimit(o.draw, o.scoring)} pass(es), not ${pass}.`);
  const finalScore = score ?? defaultScore(o.scoring);
  if (o.scoring === 'standard' && finalScore < 0) return bad('A Standard score is never below 0.');
  const state: KlondikeState = { columns, down, stock, waste, foundations, pass, score: finalScore, moves, draw: o.draw, scoring: o.scoring, deal: null };
  const problem = wholeDeckProblem(allCards(state), 'Klondike');
  return problem === null ? ok(state) : bad(problem);
}

/** Notation of a place: columns 1–7, waste w, foundation h (a source foundation is h + its suit). */
function placeText(p: Place): string {
  if (isColumnPlace(p)) return String(p + 1);
  if (p === WASTE) return 'w';
  if (p === HOME) return 'h';
  if (isFoundationPlace(p)) return `h${'CDHS'.charAt(p - FOUNDATION)}`;
  return 's';
}

/** `73`, `w3`, `wh`, `3h`, `hD3`, `s`. */
export function formatMove(m: KlondikeMove): string {
  if (m.from === STOCK) return 's';
  return placeText(m.from) + placeText(m.to);
}

export function parseMove(raw: unknown): Result<KlondikeMove> {
  if (typeof raw !== 'string' || raw.length > 16) return fail('bad_request', 'A Klondike move is a string such as "73", "w3", "wh", "3h", "hD3" or "s".');
  const t = raw.trim();
  if (/^s$/i.test(t)) return ok(STOCK_MOVE);
  const m = /^([1-7]|w|h[CDHS])([1-7]|h)$/i.exec(t);
  if (!m) return fail('bad_request', `Not a Klondike move: "${raw}".`);
  const src = (m[1] as string).toLowerCase();
  const dst = (m[2] as string).toLowerCase();
  const from = src === 'w' ? WASTE : src.startsWith('h') ? FOUNDATION + 'cdhs'.indexOf(src.charAt(1)) : Number(src) - 1;
  const to = dst === 'h' ? HOME : Number(dst) - 1;
  return ok(moveOf(from, to));
}
