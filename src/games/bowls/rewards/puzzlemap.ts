// The puzzle map's model (issue 11): the 100 puzzles in chapters of ten, each with its goal kind,
// move limit and, once solved, the fewest moves used; the next puzzle suggested; nothing locked.
// Pure: the map screen renders this and nothing else. The puzzles' titles, goals and limits come
// in as `entries` (mapsource.ts loads them).

import type { MapEntry } from './mapsource.ts';
import type { BowlsRecords } from '../records.ts';
import type { Goal } from '../rules/types.ts';

export const CHAPTER_SIZE = 10;

export interface MapPuzzle {
  /** 1-based puzzle number. */
  readonly n: number;
  readonly title: string;
  readonly goal: Goal;
  readonly limit: number;
  /** Fewest moves of a win, null while unsolved. */
  readonly bestMoves: number | null;
  readonly solved: boolean;
  /** The one puzzle suggested next. */
  readonly next: boolean;
}

export interface MapChapter {
  /** 1-based chapter number; puzzles (c−1)·10+1 … c·10. */
  readonly chapter: number;
  readonly puzzles: readonly MapPuzzle[];
  readonly solved: number;
}

export interface PuzzleMap {
  readonly chapters: readonly MapChapter[];
  readonly solved: number;
  readonly total: number;
  /** The suggested puzzle: the first unsolved one after the highest solved, else the first unsolved; null when all are solved. */
  readonly next: number | null;
}

export function puzzleMap(entries: readonly MapEntry[], records: BowlsRecords | undefined): PuzzleMap {
  const rec = (n: number) => records?.puzzles[String(n)];
  const isSolved = (n: number): boolean => (rec(n)?.won ?? 0) > 0;
  const numbers = entries.map((_, i) => i + 1);
  const highest = numbers.filter(isSolved).pop() ?? 0;
  const next = numbers.find((n) => n > highest && !isSolved(n)) ?? numbers.find((n) => !isSolved(n)) ?? null;
  const chapters: MapChapter[] = [];
  for (let c = 0; c * CHAPTER_SIZE < entries.length; c++) {
    const puzzles = numbers.slice(c * CHAPTER_SIZE, (c + 1) * CHAPTER_SIZE).map((n): MapPuzzle => {
      const p = entries[n - 1]!;
      const solved = isSolved(n);
      return {
        n,
        title: p.title,
        goal: p.goal,
        limit: p.limit,
        bestMoves: solved ? (rec(n)?.bestMoves ?? null) : null,
        solved,
        next: n === next,
      };
    });
    chapters.push({ chapter: c + 1, puzzles, solved: puzzles.filter((p) => p.solved).length });
  }
  return { chapters, solved: numbers.filter(isSolved).length, total: entries.length, next };
}
