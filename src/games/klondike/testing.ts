// Test helpers: build Klondike tables from short card lists (used by *.test.ts only).

import { cardToString, parseCard, type Card } from '../../core/cards.ts';
import { decodePosition } from './notation.ts';
import type { DealOptions, KlondikeState } from './rules.ts';

export interface TableSpec {
  /** Up to 7 column lines as in the position text, without the leading ":" ("4C 8H | 9S", "" for empty). */
  readonly columns?: readonly string[];
  readonly foundations?: string;
  readonly stock?: string;
  readonly waste?: string;
  readonly pass?: number;
  readonly score?: number;
  readonly moves?: number;
  /** Where the cards not placed go: under the stock (default) or face down under these columns. */
  readonly fill?: 'stock' | readonly number[];
}

const cards = (text: string | undefined): Card[] =>
  (text ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => {
      const r = parseCard(t);
      if (!r.ok) throw new Error(`bad card ${t}`);
      return r.value;
    });

/** The position text of a complete 52-card table built from `spec`. */
export function tableText(spec: TableSpec): string {
  const used = new Set<Card>();
  for (const m of (spec.foundations ?? '').matchAll(/([HCDS])-([0A2-9TJQK])/g)) {
    const rank = '0A23456789TJQK'.indexOf(m[2] as string);
    for (let r = 1; r <= rank; r++) used.add((r - 1) * 4 + 'CDHS'.indexOf(m[1] as string));
  }
  const colSpecs = Array.from({ length: 7 }, (_, i) => spec.columns?.[i] ?? '');
  for (const c of [...cards(spec.stock), ...cards(spec.waste), ...colSpecs.flatMap((c) => cards(c.replace('|', ' ')))]) used.add(c);
  const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => !used.has(c));
  const fill = spec.fill ?? 'stock';
  let stock = cards(spec.stock);
  const extra: Card[][] = Array.from({ length: 7 }, () => []);
  if (fill === 'stock') stock = [...rest, ...stock];
  else rest.forEach((c, i) => (extra[fill[i % fill.length] as number] as Card[]).push(c));
  const cols = colSpecs.map((c, i) => {
    const ex = (extra[i] as Card[]).map(cardToString).join(' ');
    if (ex === '') return c.trim() === '' ? ':' : `: ${c.trim()}`;
    if (c.trim() === '') {
      // Only filled cards: all face down but the last.
      const parts = ex.split(' ');
      return parts.length === 1 ? `: ${ex}` : `: ${parts.slice(0, -1).join(' ')} | ${parts.at(-1) as string}`;
    }
    return c.includes('|') ? `: ${ex} ${c.trim()}` : `: ${ex} | ${c.trim()}`;
  });
  const lines = [
    `Foundations: ${spec.foundations ?? ''}`.trim(),
    `Stock: ${stock.map(cardToString).join(' ')}`.trim(),
    `Waste: ${cards(spec.waste).map(cardToString).join(' ')}`.trim(),
    `Pass: ${spec.pass ?? 1}`,
    ...cols,
  ];
  if (spec.score !== undefined) lines.push(`Score: ${spec.score}`);
  if (spec.moves !== undefined) lines.push(`Moves: ${spec.moves}`);
  return lines.join('\n');
}

export const STANDARD_1: DealOptions = { draw: 1, scoring: 'standard', carry: 0 };

/** A complete table from `spec` under the given options (Ziehen 1, Standard by default). */
export function table(spec: TableSpec, o: DealOptions = STANDARD_1): KlondikeState {
  const r = decodePosition(tableText(spec), o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Parse a card (tests only). */
export const card = (t: string): Card => cards(t)[0] as Card;
