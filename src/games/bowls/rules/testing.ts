// Test helpers for bowls: build positions from a sparse bowl map, play moves, read queues back.

import { decodePosition } from '../notation.ts';
import { legalMoves, playMove } from '../rules.ts';
import { BOWL_COUNT, type BowlsState, type Effect, type MoveResult } from './types.ts';

export type BowlMap = Readonly<Record<number, string>>;

/**
 * A position from a sparse map bowl → queue. Default: a puzzle with an unreachable points goal
 * and 30 moves, so nothing but the rules under test acts (no refill, no win).
 */
export function position(
  q: BowlMap,
  extra: Record<string, unknown> = {},
  fx: Readonly<Record<number, Effect[]>> = {},
  ttl: Readonly<Record<number, Partial<Record<Effect, number>>>> = {},
): BowlsState {
  const bowls = Array.from({ length: BOWL_COUNT }, (_, i) => ({ q: q[i] ?? '', fx: fx[i] ?? [], ...(ttl[i] ? { ttl: ttl[i] } : {}) }));
  const base: Record<string, unknown> = { bowls, score: 0, mode: 'puzzle', movesLeft: 30, goal: { kind: 'points', n: 999999 } };
  if (extra['mode'] && extra['mode'] !== 'puzzle') {
    delete base['goal'];
    delete base['movesLeft'];
  }
  const r = decodePosition({ ...base, ...extra });
  if (!r.ok) throw new Error(`test position rejected: ${r.error.message}`);
  return r.value;
}

/** Play a move that must be legal. */
export function play(s: BowlsState, bowl: number): MoveResult {
  const r = playMove(s, bowl);
  if (!r.ok) throw new Error(`move ${bowl} rejected: ${r.error.message}`);
  return r.value;
}

/** The non-empty queues as a sparse map (the shape tests write expectations in). */
export function queues(s: BowlsState): Record<number, string> {
  const out: Record<number, string> = {};
  s.bowls.forEach((b, i) => {
    if (b.queue.length > 0) out[i] = b.queue.join('');
  });
  return out;
}

/** Random legal play: each pick chooses one legal move (index modulo the count). */
export function randomPlay(start: BowlsState, picks: readonly number[]): { states: BowlsState[]; results: MoveResult[] } {
  const states = [start];
  const results: MoveResult[] = [];
  for (const p of picks) {
    const s = states[states.length - 1] as BowlsState;
    const moves = legalMoves(s);
    if (moves.length === 0) break;
    const r = play(s, moves[p % moves.length] as number);
    results.push(r);
    states.push(r.state);
  }
  return { states, results };
}
