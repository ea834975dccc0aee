// Test helpers: build Spider tables from short card lists (used by *.test.ts and the bench only).

import { parseCard, type Card } from '../../core/cards.ts';
import { encodePosition } from './notation.ts';
import {
  COLUMN_COUNT,
  START_SCORE,
  allCards,
  copiesOf,
  playMove,
  spiderDeck,
  type SpiderMove,
  type SpiderState,
  type SpiderTrace,
  type SuitCount,
} from './rules.ts';

export const cards = (text: string): Card[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => {
      const r = parseCard(t);
      if (!r.ok) throw new Error(`bad card ${t}`);
      return r.value;
    });

export interface TableSpec {
  /** Columns by index 0–9: cards deepest first, `|` after the last face-down one, e.g. "KS QS | JS". */
  readonly columns?: Readonly<Record<number, string>>;
  /** The stock, bottom first. */
  readonly stock?: string;
  /** Suits of completed runs, e.g. "S H". */
  readonly foundations?: string;
  readonly suits?: SuitCount;
  readonly score?: number;
  readonly moves?: number;
  /**
   * Columns that take every card of the 104 not placed elsewhere, face down under their given cards
   * (round-robin). Without it the table holds only the given cards (fine for the rules, not for load).
   */
  readonly fill?: readonly number[];
}

/** A table from a spec; with `fill`, a complete 104-card game that load accepts. */
export function table(spec: TableSpec): SpiderState {
  const columns: Card[][] = [];
  const hidden: number[] = [];
  for (let i = 0; i < COLUMN_COUNT; i++) {
    const text = spec.columns?.[i] ?? '';
    const [down, up] = text.includes('|') ? (text.split('|') as [string, string]) : ['', text];
    columns.push([...cards(down), ...cards(up)]);
    hidden.push(cards(down).length);
  }
  const foundations = (spec.foundations ?? '').split(/\s+/).filter(Boolean) as SpiderState['foundations'];
  const suits = spec.suits ?? 1;
  const state: SpiderState = {
    suits,
    columns,
    hidden,
    stock: cards(spec.stock ?? ''),
    foundations,
    score: spec.score ?? START_SCORE,
    moves: spec.moves ?? 0,
  };
  if (!spec.fill?.length) return state;
  const left = new Map<Card, number>();
  for (const c of spiderDeck(suits)) left.set(c, (left.get(c) ?? 0) + 1);
  for (const c of allCards(state)) {
    const n = left.get(c) ?? 0;
    if (n === 0) throw new Error(`card ${c} used more than ${copiesOf(suits)} times`);
    left.set(c, n - 1);
  }
  const rest = [...left].flatMap(([c, n]) => Array.from({ length: n }, () => c));
  const fill = spec.fill;
  const extra: Card[][] = Array.from({ length: COLUMN_COUNT }, () => []);
  rest.forEach((c, i) => (extra[fill[i % fill.length] as number] as Card[]).push(c));
  return {
    ...state,
    columns: columns.map((c, i) => [...(extra[i] as Card[]), ...c]),
    hidden: hidden.map((h, i) => {
      const n = (extra[i] as Card[]).length;
      // A fill column given no cards ends with its last filler card face up.
      return (columns[i] as Card[]).length === 0 && n > 0 ? n - 1 : h + n;
    }),
  };
}

/** The position text of a table spec (complete with `fill`). */
export const text = (spec: TableSpec): string => encodePosition(table(spec));

/** Play a move that must be legal. */
export function play(s: SpiderState, m: SpiderMove): { state: SpiderState; trace: SpiderTrace } {
  const r = playMove(s, m);
  if (!r.ok) throw new Error(`move refused: ${r.error.message}`);
  return r.value;
}

export const mv = (from: number, to: number, count?: number): SpiderMove =>
  count === undefined ? { kind: 'move', from, to } : { kind: 'move', from, to, count };
