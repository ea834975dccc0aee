// The one place the rewards screens (puzzle map, profile) read puzzle metadata from: title, goal
// and move limit of each shipped puzzle, in order, from the small puzzle index (the positions stay
// in their chapters, loaded only when a puzzle is opened).

import type { Goal } from '../rules/types.ts';

export interface MapEntry {
  readonly title: string;
  readonly goal: Goal;
  readonly limit: number;
}

export async function loadMapEntries(): Promise<readonly MapEntry[]> {
  const { PUZZLE_INDEX } = await import('./puzzle-index.ts');
  return PUZZLE_INDEX;
}
