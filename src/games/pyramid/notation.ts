// ENGINE.md notation for pyramid: the position JSON and the moves "KH", "QH+AS", "draw"; both round-trip.

import { MAX_COUNT } from '../../core/bounds.ts';
import { cardToString, parseCard, type Card } from '../../core/cards.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import { coveringSlots, MAX_SCORE, PYRAMID_SIZE, ROWS, STOCK_SIZE, type PyramidMove, type PyramidState } from './rules.ts';

export interface PositionJson {
  rows: (string | null)[][];
  stock: string[];
  waste: string[];
  score: number;
  combo: number;
}

export function encodePosition(state: PyramidState): PositionJson {
  const rows: (string | null)[][] = [];
  let i = 0;
  for (let r = 0; r < ROWS; r++) {
    const row: (string | null)[] = [];
    for (let c = 0; c <= r; c++, i++) {
      const card = state.pyramid[i];
      row.push(card == null ? null : cardToString(card));
    }
    rows.push(row);
  }
  return {
    rows,
    stock: state.stock.map(cardToString),
    waste: state.waste.map(cardToString),
    score: state.score,
    combo: state.combo,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (message: string) => fail('bad_position', message);

function parseCards(raw: unknown, what: string, seen: Set<Card>): Result<Card[]> {
  if (!Array.isArray(raw)) return bad(`"${what}" must be an array of cards.`);
  const out: Card[] = [];
  for (const item of raw as unknown[]) {
    if (typeof item !== 'string') return bad(`"${what}" holds something that is not a card: ${JSON.stringify(item)}.`);
    const c = parseCard(item);
    if (!c.ok) return bad(`"${what}" holds an unknown card "${item}".`);
    if (seen.has(c.value)) return bad(`The card ${cardToString(c.value)} appears twice.`);
    seen.add(c.value);
    out.push(c.value);
  }
  return ok(out);
}

function parseCounter(raw: unknown, name: string, max: number, fallback: number): Result<number> {
  if (raw === undefined) return ok(fallback);
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > max) {
    return bad(`"${name}" must be a whole number from 0 to ${max}.`);
  }
  return ok(raw);
}

/**
 * Load a position (object or JSON text). Checks: seven rows of 1 … 7 entries, known cards,
 * no card twice, at most 24 cards in stock and waste together, no card lying on a removed
 * slot (removal only ever takes free cards), score 0 … 28 and combo 0 … MAX_COUNT (both optional:
 * missing score counts the removed pyramid cards, missing combo is 0).
 */
export function decodePosition(raw: unknown): Result<PyramidState> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return bad('The position is not valid JSON.');
    }
  }
  if (!isRecord(value)) return bad('The position must be a JSON object with "rows", "stock" and "waste".');
  const rows = value['rows'];
  if (!Array.isArray(rows) || rows.length !== ROWS) return bad('"rows" must hold exactly 7 rows.');
  const seen = new Set<Card>();
  const pyramid: (Card | null)[] = [];
  for (const [r, row] of (rows as unknown[]).entries()) {
    if (!Array.isArray(row) || row.length !== r + 1) return bad(`Row ${r + 1} must hold exactly ${r + 1} entries (a card or null).`);
    for (const item of row as unknown[]) {
      if (item === null) {
        pyramid.push(null);
        continue;
      }
      if (typeof item !== 'string') return bad(`Row ${r + 1} holds something that is not a card: ${JSON.stringify(item)}.`);
      const c = parseCard(item);
      if (!c.ok) return bad(`Row ${r + 1} holds an unknown card "${item}".`);
      if (seen.has(c.value)) return bad(`The card ${cardToString(c.value)} appears twice.`);
      seen.add(c.value);
      pyramid.push(c.value);
    }
  }
  for (let i = 0; i < PYRAMID_SIZE; i++) {
    if (pyramid[i] === null && coveringSlots(i).some((j) => pyramid[j] !== null)) {
      return bad('A card lies on a removed pyramid card; only free cards can ever be removed.');
    }
  }
  const stock = parseCards(value['stock'] ?? [], 'stock', seen);
  if (!stock.ok) return stock;
  const waste = parseCards(value['waste'] ?? [], 'waste', seen);
  if (!waste.ok) return waste;
  if (stock.value.length + waste.value.length > STOCK_SIZE) return bad('Stock and waste together hold at most 24 cards.');
  const removed = pyramid.filter((c) => c === null).length;
  const score = parseCounter(value['score'], 'score', MAX_SCORE, removed);
  if (!score.ok) return score;
  const combo = parseCounter(value['combo'], 'combo', MAX_COUNT, 0);
  if (!combo.ok) return combo;
  return ok({ pyramid, stock: stock.value, waste: waste.value, score: score.value, combo: combo.value });
}

export function formatMove(move: PyramidMove): string {
  switch (move.kind) {
    case 'draw':
      return 'draw';
    case 'king':
      return cardToString(move.card);
    case 'pair':
      return `${cardToString(move.a)}+${cardToString(move.b)}`;
  }
}

/** Parse "draw", "KH" or "QH+AS" (either order, case-insensitive, spaces allowed around "+"). */
export function parseMove(raw: unknown): Result<PyramidMove> {
  if (typeof raw !== 'string') return fail('bad_request', 'A pyramid move is a string: "KH", "QH+AS" or "draw".');
  const text = raw.trim();
  if (text.toLowerCase() === 'draw') return ok({ kind: 'draw' });
  const parts = text.split('+');
  if (parts.length === 1) {
    const c = parseCard(text);
    if (!c.ok) return fail('bad_request', `Not a pyramid move: "${raw}" (expected "KH", "QH+AS" or "draw").`);
    return ok({ kind: 'king', card: c.value });
  }
  if (parts.length === 2) {
    const a = parseCard(parts[0] ?? '');
    const b = parseCard(parts[1] ?? '');
    if (!a.ok || !b.ok) return fail('bad_request', `Not a pyramid move: "${raw}" (expected "KH", "QH+AS" or "draw").`);
    if (a.value === b.value) return fail('bad_request', `A pair needs two different cards, got "${raw}".`);
    return ok({ kind: 'pair', a: a.value, b: b.value });
  }
  return fail('bad_request', `Not a pyramid move: "${raw}" (expected "KH", "QH+AS" or "draw").`);
}

/** Largest deal number: every non-negative safe integer names a deal (the rng's seed range). */
export const MAX_DEAL = Number.MAX_SAFE_INTEGER;

/** A deal number from the engine (`seed`) or a link (`deal=`): a whole number 0 … 2^53 − 1, as a number or digits. */
export function parseDealNumber(raw: unknown): Result<number> {
  let n: number;
  if (typeof raw === 'number') n = raw;
  else if (typeof raw === 'string' && /^\s*\d{1,16}\s*$/.test(raw)) n = Number(raw.trim());
  else return fail('bad_request', 'A pyramid seed (deal number) must be a whole number from 0 to 2^53 − 1.');
  if (!Number.isSafeInteger(n) || n < 0) return fail('bad_request', 'A pyramid seed (deal number) must be a whole number from 0 to 2^53 − 1.');
  return ok(n);
}
