// Farbschalen position JSON and move notation (ENGINE.md "Game bowls"); decode validates everything.
//
// Position: {"bowls":[{"q":"RRJ","fx":[],"ttl":{…}?}×12],"score","mode","moves",
//   "movesLeft"?(puzzle, daily),"goal"?(puzzle),"collected"?(collect goal),"rng"?(endless, daily),
//   "puzzle"?(shipped puzzle number),"status"+"end"?(only once the game has ended)}.
// `rng` is "kb-rng-1/bowls/<seed>": the refill after the k-th safe move is drawn from the seed
// and k alone (rules.ts), so seed + `moves` are the whole random state. A finished game
// records its status, so load(encode(s)) gives back s even after an overflow (a bowl with 8+
// stones is only accepted together with "status":"lost").

import { MAX_COUNT, MAX_MOVES, MAX_SCORE, isBoundedInt } from '../../core/bounds.ts';
import { PUZZLE_COUNT } from './puzzles/shipped.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import { BOWL_CAPACITY, BOWL_COUNT, COLORS, DAILY_MOVES, EFFECT_TTL, EFFECTS, STONES } from './rules/types.ts';
import type { Bowl, BowlsState, BowlsStatus, Color, Effect, EndReason, Goal, Mode, Stone } from './rules/types.ts';
import { settledStatus } from './rules.ts';

export const RNG_PREFIX = 'kb-rng-1/bowls/';
export const MODES: readonly Mode[] = ['endless', 'daily', 'puzzle'];
const END_REASONS: readonly EndReason[] = ['goal', 'overflow', 'noMovesLeft', 'noSource', 'dailyDone'];

export interface BowlJson {
  q: string;
  fx: Effect[];
  ttl?: Partial<Record<Effect, number>>;
}

export interface PositionJson {
  bowls: BowlJson[];
  score: number;
  mode: Mode;
  moves: number;
  movesLeft?: number;
  goal?: Goal;
  collected?: Partial<Record<Color, number>>;
  rng?: string;
  puzzle?: number;
  status?: BowlsStatus;
  end?: EndReason;
}

export const rngString = (seed: number): string => `${RNG_PREFIX}${seed}`;

export function encodePosition(s: BowlsState): PositionJson {
  const out: PositionJson = {
    bowls: s.bowls.map((b) => {
      const j: BowlJson = { q: b.queue.join(''), fx: [...b.fx] };
      if (Object.keys(b.ttl).length > 0) j.ttl = { ...b.ttl };
      return j;
    }),
    score: s.score,
    mode: s.mode,
    moves: s.moves,
  };
  if (s.movesLeft !== null) out.movesLeft = s.movesLeft;
  if (s.goal) out.goal = { ...s.goal };
  if (s.goal?.kind === 'collect') out.collected = { ...s.collected };
  if (s.seed !== null) out.rng = rngString(s.seed);
  if (s.puzzle !== null) out.puzzle = s.puzzle;
  if (s.status !== 'playing') {
    out.status = s.status;
    if (s.end) out.end = s.end;
  }
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown, max: number): v is number => isBoundedInt(v, max);
const bad = (message: string) => fail('bad_position', message);

export function decodeGoal(raw: unknown): Result<Goal> {
  if (!isObject(raw)) return bad('"goal" must be an object such as {"kind":"clear"}.');
  const kind = raw['kind'];
  const color = raw['color'];
  const n = raw['n'];
  const needColor = (): Result<Color> =>
    typeof color === 'string' && (COLORS as readonly string[]).includes(color)
      ? ok(color as Color)
      : bad(`goal "${String(kind)}" needs "color", one of ${COLORS.join(' ')}.`);
  const needN = (min: number, max: number): Result<number> =>
    isCount(n, max) && n >= min ? ok(n) : bad(`goal "${String(kind)}" needs a whole number "n" from ${min} to ${max}.`);
  switch (kind) {
    case 'removeColor': {
      const c = needColor();
      return c.ok ? ok({ kind, color: c.value }) : c;
    }
    case 'collect': {
      const c = needColor();
      if (!c.ok) return c;
      const m = needN(1, MAX_COUNT);
      return m.ok ? ok({ kind, color: c.value, n: m.value }) : m;
    }
    case 'points': {
      const m = needN(1, MAX_SCORE);
      return m.ok ? ok({ kind, n: m.value }) : m;
    }
    case 'combo': {
      const m = needN(1, BOWL_COUNT);
      return m.ok ? ok({ kind, n: m.value }) : m;
    }
    case 'leaveAtMost': {
      const m = needN(0, MAX_COUNT);
      return m.ok ? ok({ kind, n: m.value }) : m;
    }
    case 'clear':
      return ok({ kind });
    default:
      return bad(`Unknown goal kind "${String(kind)}"; kinds are removeColor, collect, points, combo, leaveAtMost, clear.`);
  }
}

function decodeBowl(raw: unknown, i: number, allowOverflow: boolean): Result<Bowl> {
  if (!isObject(raw)) return bad(`Bowl ${i} must be an object such as {"q":"RGB","fx":[]}.`);
  const q = raw['q'] ?? '';
  if (typeof q !== 'string') return bad(`Bowl ${i}: "q" must be a string of stones.`);
  for (const ch of q) if (!(STONES as readonly string[]).includes(ch)) return bad(`Bowl ${i}: unknown stone "${ch}"; stones are ${STONES.join(' ')}.`);
  if (q.length > BOWL_CAPACITY && !allowOverflow) return bad(`Bowl ${i} holds ${q.length} stones; a bowl holds at most ${BOWL_CAPACITY} between moves.`);
  const fxRaw = raw['fx'] ?? [];
  if (!Array.isArray(fxRaw)) return bad(`Bowl ${i}: "fx" must be an array of effects.`);
  const fxSet = new Set<Effect>();
  for (const f of fxRaw) {
    if (typeof f !== 'string' || !(EFFECTS as readonly string[]).includes(f))
      return bad(`Bowl ${i}: unknown effect ${JSON.stringify(f)}; effects are ${EFFECTS.join(', ')}.`);
    if (fxSet.has(f as Effect)) return bad(`Bowl ${i}: effect "${f}" is listed twice.`);
    fxSet.add(f as Effect);
  }
  const ttl: Partial<Record<Effect, number>> = {};
  const ttlRaw = raw['ttl'];
  if (ttlRaw !== undefined) {
    if (!isObject(ttlRaw)) return bad(`Bowl ${i}: "ttl" must be an object such as {"frozen":2}.`);
    for (const [k, v] of Object.entries(ttlRaw)) {
      if (!(EFFECTS as readonly string[]).includes(k)) return bad(`Bowl ${i}: unknown effect "${k}" in "ttl".`);
      if (!fxSet.has(k as Effect)) return bad(`Bowl ${i}: "ttl" names "${k}", which is not in "fx".`);
      if (!isCount(v, EFFECT_TTL) || v < 1) return bad(`Bowl ${i}: "ttl" of "${k}" must be a whole number from 1 to ${EFFECT_TTL}.`);
      ttl[k as Effect] = v;
    }
  }
  return ok({ queue: [...q] as Stone[], fx: EFFECTS.filter((f) => fxSet.has(f)), ttl });
}

/** Decode an ENGINE.md position (object or JSON text). `defaultMode` applies when it names no mode. */
export function decodePosition(raw: unknown, defaultMode: Mode = 'endless'): Result<BowlsState> {
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return bad('The position is not valid JSON.');
    }
  }
  if (!isObject(raw)) return bad('The position must be an object with "bowls".');
  const mode = raw['mode'] ?? defaultMode;
  if (typeof mode !== 'string' || !(MODES as readonly string[]).includes(mode)) return bad(`"mode" must be one of ${MODES.join(', ')}.`);
  const m = mode as Mode;

  const statusRaw = raw['status'] ?? 'playing';
  if (statusRaw !== 'playing' && statusRaw !== 'won' && statusRaw !== 'lost' && statusRaw !== 'over')
    return bad('"status" must be playing, won, lost or over.');
  const st = statusRaw as BowlsStatus;
  if (st === 'won' && m !== 'puzzle') return bad('Only a puzzle can be won.');
  if (st === 'over' && m !== 'daily') return bad('Only a daily task ends as "over".');
  const endRaw = raw['end'];
  let end: EndReason | null = null;
  if (endRaw !== undefined) {
    if (typeof endRaw !== 'string' || !(END_REASONS as readonly string[]).includes(endRaw)) return bad(`"end" must be one of ${END_REASONS.join(', ')}.`);
    if (st === 'playing') return bad('"end" needs a finished "status".');
    end = endRaw as EndReason;
  } else if (st !== 'playing') {
    end = st === 'won' ? 'goal' : st === 'over' ? 'dailyDone' : 'overflow';
  }

  const bowlsRaw = raw['bowls'];
  if (!Array.isArray(bowlsRaw)) return bad('"bowls" must be an array of 12 bowls.');
  if (bowlsRaw.length !== BOWL_COUNT) return bad(`"bowls" must hold exactly ${BOWL_COUNT} bowls, not ${bowlsRaw.length}.`);
  const bowls: Bowl[] = [];
  for (let i = 0; i < BOWL_COUNT; i++) {
    const b = decodeBowl(bowlsRaw[i], i, st === 'lost');
    if (!b.ok) return b;
    bowls.push(b.value);
  }
  if (m === 'daily' && bowls.some((b) => b.fx.length > 0 || b.queue.some((s) => s === 'J' || s === 'X'))) {
    return bad('A daily task has normal stones only and no bowl effects.');
  }

  const score = raw['score'] ?? 0;
  if (!isCount(score, MAX_SCORE)) return bad(`"score" must be a whole number from 0 to ${MAX_SCORE}.`);
  const moves = raw['moves'] ?? 0;
  if (!isCount(moves, MAX_MOVES)) return bad(`"moves" must be a whole number from 0 to ${MAX_MOVES}.`);

  let goal: Goal | null = null;
  if (raw['goal'] !== undefined && raw['goal'] !== null) {
    if (m !== 'puzzle') return bad('Only puzzle positions have a "goal".');
    const g = decodeGoal(raw['goal']);
    if (!g.ok) return g;
    goal = g.value;
  } else if (m === 'puzzle') {
    return bad('A puzzle position needs a "goal".');
  }

  let movesLeft: number | null = null;
  const ml = raw['movesLeft'];
  if (m === 'puzzle') {
    if (!isCount(ml, MAX_MOVES)) return bad(`A puzzle position needs "movesLeft", a whole number from 0 to ${MAX_MOVES}.`);
    movesLeft = ml;
  } else if (m === 'daily') {
    if (ml === undefined) movesLeft = Math.max(0, DAILY_MOVES - moves);
    else if (!isCount(ml, DAILY_MOVES)) return bad(`"movesLeft" of a daily task must be a whole number from 0 to ${DAILY_MOVES}.`);
    else movesLeft = ml;
  } else if (ml !== undefined) {
    return bad('An endless game has no "movesLeft".');
  }

  const collected: Partial<Record<Color, number>> = {};
  const colRaw = raw['collected'];
  if (colRaw !== undefined) {
    if (!isObject(colRaw)) return bad('"collected" must be an object such as {"R":4}.');
    for (const [k, v] of Object.entries(colRaw)) {
      if (!(COLORS as readonly string[]).includes(k)) return bad(`"collected" names an unknown colour "${k}".`);
      if (!isCount(v, MAX_COUNT)) return bad(`"collected" of "${k}" must be a whole number from 0 to ${MAX_COUNT}.`);
      if (goal?.kind !== 'collect' || goal.color !== k) return bad(`"collected" of "${k}" needs a collect goal of that colour.`);
      if (v > 0) collected[k as Color] = v;
    }
  }

  let seed: number | null = null;
  if (m !== 'puzzle') {
    const r = raw['rng'];
    if (r === undefined) seed = 0;
    else {
      if (typeof r !== 'string' || !r.startsWith(RNG_PREFIX)) return bad(`"rng" must be a string from an earlier position ("${RNG_PREFIX}…").`);
      const digits = r.slice(RNG_PREFIX.length);
      if (!/^\d{1,16}$/.test(digits) || !Number.isSafeInteger(Number(digits))) return bad('"rng" holds no valid seed.');
      seed = Number(digits);
    }
  } else if (raw['rng'] !== undefined) {
    return bad('Puzzles have no random sequence ("rng").');
  }

  let puzzle: number | null = null;
  if (raw['puzzle'] !== undefined) {
    if (m !== 'puzzle' || !isCount(raw['puzzle'], PUZZLE_COUNT) || raw['puzzle'] < 1)
      return bad(`"puzzle" must be a puzzle number from 1 to ${PUZZLE_COUNT} in a puzzle position.`);
    puzzle = raw['puzzle'];
  }

  const state: BowlsState = { mode: m, bowls, score, moves, movesLeft, goal, collected, seed, puzzle, status: st, end };
  const settled = settledStatus(state);
  return ok(settled.status === st ? state : { ...state, status: settled.status, end: settled.end });
}

/** A move: the source bowl's number 0–11 (a digit string is accepted too). */
export function parseMove(raw: unknown): Result<number> {
  const n = typeof raw === 'string' && /^\d{1,2}$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n >= BOWL_COUNT)
    return fail('bad_request', `A move is a bowl number from 0 to ${BOWL_COUNT - 1}.`);
  return ok(n);
}

export const formatMove = (bowl: number): number => bowl;

/** A valid UTC date written as YYYYMMDD (the daily seed), or null. */
export function parseDailySeed(raw: unknown): number | null {
  const n = typeof raw === 'string' && /^\d{8}$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 10000101 || n > 99991231) return null;
  const y = Math.floor(n / 10000),
    mo = Math.floor(n / 100) % 100,
    d = n % 100;
  // The Gregorian calendar by arithmetic: a rules file reads no Date (src/purity.test.ts).
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
  return days !== undefined && d >= 1 && d <= days ? n : null;
}
