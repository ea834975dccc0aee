// The daily board of Number Match (issue 13): one board per UTC calendar day, the same for everyone,
// proven clearable by the project's solver before it is offered (like the stages).
//
// Generator "kb-nm-daily-1" (never change it): rng = createRng(`numbermatch-daily-${day}`) (kb-rng-1);
// draw a board of 27 + rng.nextInt(7) numbers (each 1 + rng.nextInt(9)); find the fewest adds (0 … 3)
// with which the solver clears it within PROOF_NODES states; the board gets that many adds plus one.
// A board with fewer than 3 open pairs or without a proof is skipped and the next one drawn from the
// same rng. After MAX_TRIES boards without a proof (never seen) the day falls back to stage 1-2.

import { createRng } from '../../core/rng.ts';
import { dayNumber, type DayKey } from '../../core/dates.ts';
import { decodePosition } from './notation.ts';
import { LEVELS } from './levels.ts';
import { legalPairIndices, type NumberMatchMove, type NumberMatchState } from './rules.ts';
import { solve } from './solve.ts';

// Generator "kb-nm-daily-1": change the name (and the pinned tests) when the boards of a day change.
const PROOF_NODES = 2000;
const MAX_TRIES = 60;

export interface DailyBoard {
  readonly state: NumberMatchState;
  /** The solver's proof: a move list that clears the board within its adds. */
  readonly proof: readonly NumberMatchMove[];
}

const cache = new Map<DayKey, DailyBoard>();

/** The daily board of a day `YYYY-MM-DD`, or null for a key that is no calendar day. */
export function dailyBoard(day: DayKey): DailyBoard | null {
  if (dayNumber(day) === null) return null;
  const hit = cache.get(day);
  if (hit) return hit;
  const rng = createRng(`numbermatch-daily-${day}`);
  let found: DailyBoard | null = null;
  for (let t = 0; t < MAX_TRIES && !found; t++) {
    const n = 27 + rng.nextInt(7);
    const cells = Array.from({ length: n }, () => 1 + rng.nextInt(9));
    if (legalPairIndices(cells).length < 3) continue;
    for (let adds = 0; adds <= 3 && !found; adds++) {
      if (!solve({ cells, adds }, { maxNodes: PROOF_NODES }).solution) continue;
      const proof = solve({ cells, adds: adds + 1 }, { maxNodes: PROOF_NODES }).solution;
      if (proof) found = { state: { cells, adds: adds + 1 }, proof };
    }
  }
  if (!found) {
    const stage = LEVELS[0]?.stages[1];
    const start = stage ? decodePosition({ rows: [...stage.rows], adds: stage.adds }) : null;
    const proof = start?.ok ? solve(start.value).solution : null;
    if (!start?.ok || !proof) return null;
    found = { state: start.value, proof };
  }
  cache.set(day, found);
  return found;
}
