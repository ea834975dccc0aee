// The one place the rewards screens (puzzle map, profile) read puzzle metadata from: title, goal
// and move limit of each shipped puzzle, in order. Loaded lazily so the page stays small; when the
// puzzle data is split into an index, only this function changes.

import type { Goal } from './types.ts';

export interface MapEntry {
  readonly title: string;
  readonly goal: Goal;
  readonly limit: number;
}

export async function loadMapEntries(): Promise<readonly MapEntry[]> {
  const { PUZZLES } = await import('./puzzles.ts');
  return PUZZLES.map((p) => ({ title: p.title, goal: p.position.goal!, limit: p.position.movesLeft ?? 0 }));
}
