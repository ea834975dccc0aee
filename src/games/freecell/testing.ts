// Test helpers: build FreeCell tables from short card lists (used by *.test.ts and e2e only).

import { cardToString, parseCard, type Card } from '../../core/cards.ts';
import { decodePosition, encodePosition } from './notation.ts';
import type { FreecellState } from './rules.ts';

export interface TableSpec {
  /** Columns by index: cards deepest first, e.g. "KH QS JH". */
  readonly columns?: Readonly<Record<number, string>>;
  /** Free cells a–d, e.g. ["KS", null, null, null]. */
  readonly cells?: readonly (string | null)[];
  /** Foundations as "H-3 C-0 …". */
  readonly foundations?: string;
  /** Columns that receive every card not placed elsewhere (spread round-robin, placed deepest). */
  readonly fill?: readonly number[];
}

const cards = (text: string): Card[] =>
  text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => {
      const r = parseCard(t);
      if (!r.ok) throw new Error(`bad card ${t}`);
      return r.value;
    });

/** A complete 52-card table: the given cards where said, the rest spread under `fill` columns. */
export function table(spec: TableSpec): FreecellState {
  const cols: Card[][] = Array.from({ length: 8 }, (_, i) => cards(spec.columns?.[i] ?? ''));
  const cells = (spec.cells ?? []).map((c) => (c === null ? null : (cards(c)[0] as Card)));
  const head = `Foundations: ${spec.foundations ?? ''}\nFreecells: ${[0, 1, 2, 3].map((i) => (cells[i] == null ? '-' : cardToString(cells[i] as Card))).join(' ')}`;
  const partial = decodeLoose(head, cols);
  const used = new Set<Card>(partial);
  const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => !used.has(c));
  const fill = spec.fill ?? [];
  if (rest.length && !fill.length) throw new Error(`${rest.length} cards left over and no fill columns`);
  const extra: Card[][] = Array.from({ length: 8 }, () => []);
  rest.forEach((c, i) => (extra[fill[i % fill.length] as number] as Card[]).push(c));
  const full = cols.map((c, i) => [...(extra[i] as Card[]), ...c]);
  const text = `${head}\n${full.map((c) => `: ${c.map(cardToString).join(' ')}`).join('\n')}`;
  const r = decodePosition(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function decodeLoose(head: string, cols: Card[][]): Card[] {
  const out: Card[] = [];
  const f = /Foundations:(.*)/.exec(head)?.[1] ?? '';
  for (const m of f.matchAll(/([HCDS])-([0A2-9TJQK])/g)) {
    const rank = '0A23456789TJQK'.indexOf(m[2] as string);
    for (let r = 1; r <= rank; r++) out.push((r - 1) * 4 + 'CDHS'.indexOf(m[1] as string));
  }
  const c = /Freecells:(.*)/.exec(head)?.[1] ?? '';
  for (const t of c.trim().split(/\s+/)) if (t && t !== '-') out.push(...cards(t));
  for (const col of cols) out.push(...col);
  return out;
}

/** The board text of a state (shorthand for tests). */
export const text = (s: FreecellState): string => encodePosition(s);
