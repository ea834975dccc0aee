// Test helpers: build FreeCell tables from short card lists, and saves of before (used by *.test.ts and e2e only).

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

// ---------------------------------------------------------------- saves of before
// Saved data in the formats FreeCell wrote before the replay-log saves (store entries, version 1), copied
// from the browser's storage as the game wrote them: a free deal and a daily deal in progress, and statistics.
// Tests load them to show that games in progress, statistics and bests survive every change of format.

/** localStorage key → the raw text the store wrote (envelope {"kk":1,"v":1,"data":…}). */
export const LEGACY_FREECELL_STORAGE: Readonly<Record<string, string>> = {
  'knobelkiste:freecell/save/free': JSON.stringify({
    kk: 1,
    v: 1,
    data: {
      deal: 11982,
      position:
        'Foundations: H-0 C-0 D-0 S-0\nFreecells: 2S 5H - -\n: AH 3D KD JC 6C JD KC\n: AS 3H 6H 5D 2C 7D 8D\n: 4H QS 5S 5C TH 8H\n: AC QC 4D 8C QH 9C 3S\n: 2D 8S 9H 9D 6D 2H\n: 6S 7H JH TD TC QD\n: TS AD 9S KH 4S 4C\n: JS KS 3C 7C 7S',
      moves: 2,
      elapsedMs: 83412,
      counted: true,
    },
  }),
  'knobelkiste:freecell/save/daily': JSON.stringify({
    kk: 1,
    v: 1,
    data: {
      deal: 258994,
      day: '2026-12-01',
      position:
        'Foundations: H-A C-0 D-0 S-0\nFreecells: - - QC -\n: 9C TD 8H AD 3H 3D\n: 3C KH 2S 9D 2H 6S QD\n: 9H 2C 2D 5D TS 8S 4S\n: TC 5H JC AS QH 5S 6C\n: 8D 5C 3S 7D 6D JD\n: KS 7C 4D 7S 6H\n: KD QS 4H JH KC TH\n: 7H JS AC 9S 4C 8C',
      moves: 2,
      elapsedMs: 41250,
      counted: true,
    },
  }),
  'knobelkiste:freecell/stats': JSON.stringify({
    kk: 1,
    v: 1,
    data: {
      played: 14,
      won: 9,
      bestTimeMs: 192340,
      bestMoves: 87,
      wonTimeMs: 2950120,
      wonMoves: 1013,
      dailyWon: ['2026-11-28', '2026-11-30'],
    },
  }),
};

/** What a player must find again after loading the fixtures. */
export const LEGACY_FREECELL_EXPECTED = {
  free: { deal: 11982, moves: 2, elapsedMs: 83412, cells: '2S 5H - -' },
  daily: { deal: 258994, day: '2026-12-01', moves: 2, elapsedMs: 41250, foundations: 'H-A C-0 D-0 S-0' },
  stats: { played: 14, won: 9, bestTimeMs: 192340, bestMoves: 87, avgMoves: 1013 / 9, dailyWon: ['2026-11-28', '2026-11-30'] },
} as const;
