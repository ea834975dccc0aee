// Farbschalen rules (SPEC BOW-1 … BOW-28): sowing, colour groups, jokers, blockers, volcanoes,
// capacity, score, refill and endless events, puzzle goals. Pure: state in, new state + trace out.
//
// Resolution of a phase (BOW-7 … BOW-12), repeated in cycles until no volcano erupts:
//   1. groups: every bowl at once. Natural groups (≥3 normal stones of a colour) vanish, all of
//      them; then jokers complete the remaining colours to three: the colour needing fewer
//      jokers first, ties by the colour's first position in the queue at the start of this
//      step; the earliest jokers in the queue are used. Jokers alone never form a group.
//   2. blockers: every blocker in the two neighbours of each bowl where a group vanished.
//   3. volcanoes: every volcano bowl with ≥6 stones that has not erupted during this move
//      (refill phase included) gives up its queue; then, in ascending bowl index, each hand
//      is sown like a move from the volcano (clockwise, counter-clockwise if the volcano
//      bowl also has the reverse effect — "sows it like a move").
// Removing stones can never create a group, so a cycle without an eruption ends the phase.
//
// A move: player phase (sow + resolve) → capacity check → score → (endless/daily) refill
// phase (2 stones + endless event, resolve, capacity, score) → temporary effects tick down.
// Randomness (BOW-24, BOW-28): the refill after the k-th safe move comes from
// createRng(`bowls/<seed>/<k>`) alone, so it does not depend on the move chosen, and undo
// never re-rolls. The endless start comes from createRng(`bowls/<seed>/start`).

import { MAX_COUNT, MAX_MOVES, MAX_SCORE, capAt } from '../../core/bounds.ts';
import { createRng, type Rng } from '../../core/rng.ts';
import { ok, type Result } from '../../core/result.ts';
import {
  BOWL_CAPACITY,
  BOWL_COUNT,
  COLORS,
  DAILY_MOVES,
  EFFECT_TTL,
  EFFECTS,
  GROUP_SIZE,
  VOLCANO_READY,
  type Bowl,
  type BowlGroups,
  type BlockerClear,
  type BowlsMoveError,
  type BowlsState,
  type BowlsStatus,
  type BowlsTrace,
  type Color,
  type Effect,
  type EndReason,
  type GoalProgress,
  type GroupRemoval,
  type Mode,
  type MoveRejection,
  type MoveResult,
  type Phase,
  type PhaseSummary,
  type Placement,
  type SowPreview,
  type SpecialEvent,
  type Stone,
  type TraceStep,
  type VolcanoReadiness,
} from './rules/types.ts';

/** BOW-25: endless events start with the refill of this safe move. */
export const EVENTS_FROM_MOVE = 9;
/** Chance (in percent) that a safe endless move from EVENTS_FROM_MOVE on brings an event. */
export const EVENT_CHANCE_PERCENT = 40;
/** Relative weights of the event kinds (documented in README.md, shown in the help). */
export const EVENT_WEIGHTS: readonly { readonly kind: 'J' | 'X' | Effect; readonly weight: number }[] = [
  { kind: 'J', weight: 3 },
  { kind: 'X', weight: 3 },
  { kind: 'frozen', weight: 2 },
  { kind: 'reverse', weight: 2 },
  { kind: 'volcano', weight: 2 },
];
const EVENT_WEIGHT_TOTAL = EVENT_WEIGHTS.reduce((a, e) => a + e.weight, 0);
/** BOW-17: the multiplier caps at ×4. */
export const MAX_MULTIPLIER = 4;
export const POINTS_PER_STONE = 10;
export const PERFECT_CLEAR_BONUS = 100;

const mod = (i: number): number => ((i % BOWL_COUNT) + BOWL_COUNT) % BOWL_COUNT;

export const hasEffect = (bowl: Bowl, fx: Effect): boolean => bowl.fx.includes(fx);
export const multiplierOf = (comboBowls: number): number => Math.min(comboBowls, MAX_MULTIPLIER);

export const sowDirection = (bowl: Bowl): 1 | -1 => (hasEffect(bowl, 'reverse') ? -1 : 1);

export function stoneCount(state: BowlsState): number {
  let n = 0;
  for (const b of state.bowls) n += b.queue.length;
  return n;
}

// ---------------------------------------------------------------------------------------
// Starting positions

export const emptyBowl = (queue: readonly Stone[] = [], fx: readonly Effect[] = []): Bowl => ({ queue, fx, ttl: {} });

/** The per-move generator of the refill after the k-th safe move (k ≥ 1). */
export const refillRng = (seed: number, k: number): Rng => createRng(`bowls/${seed}/${k}`);

/** BOW-23: 36 normal stones, three per bowl, no bowl with three of a colour. */
export function startBowls(seed: number): Bowl[] {
  const rng = createRng(`bowls/${seed}/start`);
  const bowls: Bowl[] = [];
  for (let i = 0; i < BOWL_COUNT; i++) {
    for (;;) {
      const q = [0, 1, 2].map(() => COLORS[rng.nextInt(COLORS.length)] as Color);
      if (q[0] === q[1] && q[1] === q[2]) continue;
      bowls.push(emptyBowl(q));
      break;
    }
  }
  return bowls;
}

/** A new endless game or daily task (BOW-23, BOW-26; daily seed = YYYYMMDD). */
export function newGame(mode: 'endless' | 'daily', seed: number): BowlsState {
  return {
    mode,
    bowls: startBowls(seed),
    score: 0,
    moves: 0,
    movesLeft: mode === 'daily' ? DAILY_MOVES : null,
    goal: null,
    collected: {},
    seed,
    puzzle: null,
    status: 'playing',
    end: null,
  };
}

// ---------------------------------------------------------------------------------------
// Groups (BOW-7 … BOW-9)

/** The colour groups a queue would lose now, or null when none. */
// Scratch counters for findGroups (rules run single-threaded; reset on every call).
const counts = new Int32Array(5);
const first = new Int32Array(5);

export function findGroups(q: readonly Stone[]): { groups: GroupRemoval[]; after: Stone[] } | null {
  if (q.length < GROUP_SIZE) return null;
  counts.fill(0);
  first.fill(-1);
  let jokers = 0;
  for (let i = 0; i < q.length; i++) {
    const s = q[i] as Stone;
    if (s === 'J') jokers++;
    else if (s !== 'X') {
      const c = COLOR_INDEX[s];
      if (counts[c] === 0) first[c] = i;
      counts[c] = (counts[c] as number) + 1;
    }
  }
  let natural = false;
  for (let c = 0; c < 5; c++) if ((counts[c] as number) >= GROUP_SIZE) natural = true;
  let jokerNeed = false;
  if (jokers > 0)
    for (let c = 0; c < 5; c++)
      if ((counts[c] as number) > 0 && (counts[c] as number) < GROUP_SIZE && GROUP_SIZE - (counts[c] as number) <= jokers) jokerNeed = true;
  if (!natural && !jokerNeed) return null;

  const gone = new Array<boolean>(q.length).fill(false);
  const groups: GroupRemoval[] = [];
  // Natural groups, in order of the colour's first appearance.
  const naturalColors = [0, 1, 2, 3, 4].filter((c) => (counts[c] as number) >= GROUP_SIZE).sort((a, b) => (first[a] as number) - (first[b] as number));
  for (const c of naturalColors) {
    const color = COLORS[c] as Color;
    const stones: number[] = [];
    for (let i = 0; i < q.length; i++)
      if (q[i] === color) {
        stones.push(i);
        gone[i] = true;
      }
    groups.push({ color, stones, jokers: [] });
  }
  if (jokers > 0) {
    const candidates = [0, 1, 2, 3, 4]
      .filter((c) => (counts[c] as number) > 0 && (counts[c] as number) < GROUP_SIZE)
      .sort((a, b) => (counts[b] as number) - (counts[a] as number) || (first[a] as number) - (first[b] as number));
    const jokerIdx: number[] = [];
    for (let i = 0; i < q.length; i++) if (q[i] === 'J') jokerIdx.push(i);
    let next = 0;
    for (const c of candidates) {
      const need = GROUP_SIZE - (counts[c] as number);
      if (need > jokerIdx.length - next) break; // later candidates need at least as many
      const color = COLORS[c] as Color;
      const stones: number[] = [];
      for (let i = 0; i < q.length; i++)
        if (q[i] === color) {
          stones.push(i);
          gone[i] = true;
        }
      const used = jokerIdx.slice(next, next + need);
      for (const i of used) gone[i] = true;
      next += need;
      groups.push({ color, stones, jokers: used });
    }
  }
  const after: Stone[] = [];
  for (let i = 0; i < q.length; i++) if (!gone[i]) after.push(q[i] as Stone);
  return { groups, after };
}

const COLOR_INDEX: Readonly<Record<Color, number>> = { R: 0, G: 1, B: 2, Y: 3, P: 4 };

// ---------------------------------------------------------------------------------------
// Phases

/** Mutable working copy of the board during one move. */
interface Board {
  q: Stone[][];
  fx: (readonly Effect[])[];
  erupted: boolean[];
  steps: TraceStep[];
}

interface PhaseTally {
  stones: number;
  bowls: Set<number>;
  byColor: number[];
}

function sow(board: Board, source: number, hand: readonly Stone[], dir: 1 | -1, phase: Phase, cause: 'move' | 'eruption'): void {
  for (let i = 0; i < hand.length; i++) {
    const target = mod(source + dir * (i + 1));
    const stone = hand[i] as Stone;
    (board.q[target] as Stone[]).push(stone);
    board.steps.push({ kind: 'drop', phase, bowl: target, stone, from: source, cause });
  }
}

/** BOW-10 … BOW-12: cycles of groups → blockers → volcanoes until no volcano erupts. */
function resolve(board: Board, phase: Phase, tally: PhaseTally): void {
  for (let cycle = 0; ; cycle++) {
    const groupBowls: BowlGroups[] = [];
    for (let b = 0; b < BOWL_COUNT; b++) {
      const q = board.q[b] as Stone[];
      if (q.length < GROUP_SIZE) continue;
      const found = findGroups(q);
      if (!found) continue;
      for (const g of found.groups) {
        tally.stones += g.stones.length + g.jokers.length;
        const ci = COLOR_INDEX[g.color];
        tally.byColor[ci] = (tally.byColor[ci] as number) + g.stones.length;
      }
      tally.bowls.add(b);
      // The trace keeps `after` as it stood; the board gets its own copy to grow.
      board.q[b] = found.after.slice();
      groupBowls.push({ bowl: b, groups: found.groups, after: found.after });
    }
    if (groupBowls.length > 0) {
      board.steps.push({ kind: 'groups', phase, cycle, bowls: groupBowls });
      const by = new Map<number, number[]>();
      for (const g of groupBowls) {
        for (const n of [mod(g.bowl - 1), mod(g.bowl + 1)]) {
          const list = by.get(n);
          if (list) list.push(g.bowl);
          else by.set(n, [g.bowl]);
        }
      }
      const cleared: BlockerClear[] = [];
      for (const n of [...by.keys()].sort((a, b) => a - b)) {
        const q = board.q[n] as Stone[];
        if (!q.includes('X')) continue;
        const stones: number[] = [];
        const after: Stone[] = [];
        q.forEach((s, i) => (s === 'X' ? stones.push(i) : after.push(s)));
        board.q[n] = after.slice();
        cleared.push({ bowl: n, stones, by: by.get(n) as number[], after });
      }
      if (cleared.length > 0) board.steps.push({ kind: 'blockers', phase, cycle, bowls: cleared });
    }
    const ready: number[] = [];
    for (let b = 0; b < BOWL_COUNT; b++) {
      if (!board.erupted[b] && (board.q[b] as Stone[]).length >= VOLCANO_READY && (board.fx[b] as readonly Effect[]).includes('volcano')) ready.push(b);
    }
    if (ready.length === 0) return;
    board.steps.push({ kind: 'erupt', phase, cycle, volcanoes: ready });
    const hands: Stone[][] = [];
    for (const b of ready) {
      board.erupted[b] = true;
      const hand = board.q[b] as Stone[];
      hands.push(hand);
      board.q[b] = [];
      board.steps.push({ kind: 'take', phase, bowl: b, stones: hand, dir: dirOf(board, b), cause: 'eruption' });
    }
    ready.forEach((b, i) => sow(board, b, hands[i] as Stone[], dirOf(board, b), phase, 'eruption'));
  }
}

const dirOf = (board: Board, b: number): 1 | -1 => ((board.fx[b] as readonly Effect[]).includes('reverse') ? -1 : 1);

function overflowing(board: Board): number[] {
  const out: number[] = [];
  for (let b = 0; b < BOWL_COUNT; b++) if ((board.q[b] as Stone[]).length > BOWL_CAPACITY) out.push(b);
  return out;
}

const newTally = (): PhaseTally => ({ stones: 0, bowls: new Set(), byColor: [0, 0, 0, 0, 0] });

// ---------------------------------------------------------------------------------------
// Refill and events (BOW-24, BOW-25)

export interface RefillDraw {
  readonly refill: readonly [Placement, Placement];
  /** The endless event drawn for this move (applied only in endless from EVENTS_FROM_MOVE on). */
  readonly event: SpecialEvent | null;
}

/** The refill and event after the k-th safe move: a function of seed and k only. */
export function drawRefill(seed: number, k: number): RefillDraw {
  const rng = refillRng(seed, k);
  const b1 = rng.nextInt(BOWL_COUNT);
  let b2 = rng.nextInt(BOWL_COUNT - 1);
  if (b2 >= b1) b2++;
  const c1 = COLORS[rng.nextInt(COLORS.length)] as Color;
  const c2 = COLORS[rng.nextInt(COLORS.length)] as Color;
  let event: SpecialEvent | null = null;
  if (rng.nextInt(100) < EVENT_CHANCE_PERCENT) {
    let roll = rng.nextInt(EVENT_WEIGHT_TOTAL);
    let kind: 'J' | 'X' | Effect = 'J';
    for (const e of EVENT_WEIGHTS) {
      if (roll < e.weight) {
        kind = e.kind;
        break;
      }
      roll -= e.weight;
    }
    const bowl = rng.nextInt(BOWL_COUNT);
    event = kind === 'J' || kind === 'X' ? { bowl, stone: kind } : { bowl, fx: kind, ttl: EFFECT_TTL };
  }
  return {
    refill: [
      { bowl: b1, stone: c1 },
      { bowl: b2, stone: c2 },
    ],
    event,
  };
}

// ---------------------------------------------------------------------------------------
// Moves

/** Why `bowl` cannot be chosen now, or null when it can (BOW-3, BOW-5). */
export function canChoose(state: BowlsState, bowl: number): MoveRejection | null {
  if (state.status !== 'playing') return 'gameOver';
  if (!Number.isInteger(bowl) || bowl < 0 || bowl >= BOWL_COUNT) return 'notABowl';
  const b = state.bowls[bowl] as Bowl;
  if (b.queue.length === 0) return 'empty';
  if (hasEffect(b, 'frozen')) return 'frozen';
  return null;
}

const REJECTION_TEXT: Readonly<Record<MoveRejection, string>> = {
  notABowl: 'There is no such bowl: bowls are numbered 0 to 11.',
  empty: 'That bowl is empty.',
  frozen: 'That bowl is frozen and cannot be chosen.',
  gameOver: 'The game is over.',
};

export function legalMoves(state: BowlsState): number[] {
  if (state.status !== 'playing') return [];
  const out: number[] = [];
  for (let b = 0; b < BOWL_COUNT; b++) if (canChoose(state, b) === null) out.push(b);
  return out;
}

export const status = (state: BowlsState): BowlsStatus => state.status;

/** True when some bowl can be chosen (ignoring the status). */
function hasSource(bowls: readonly Bowl[]): boolean {
  return bowls.some((b) => b.queue.length > 0 && !hasEffect(b, 'frozen'));
}

/** Whether the puzzle goal holds for these bowls/score/collected, given the combo of the last safe phase. */
export function goalReached(state: Pick<BowlsState, 'goal' | 'bowls' | 'score' | 'collected'>, comboBowls: number): boolean {
  const g = state.goal;
  if (!g) return false;
  switch (g.kind) {
    case 'removeColor':
      return state.bowls.every((b) => !b.queue.includes(g.color));
    case 'collect':
      return (state.collected[g.color] ?? 0) >= g.n;
    case 'points':
      return state.score >= g.n;
    case 'combo':
      return comboBowls >= g.n;
    case 'leaveAtMost':
      return state.bowls.reduce((n, b) => n + b.queue.length, 0) <= g.n;
    case 'clear':
      return state.bowls.every((b) => b.queue.length === 0);
  }
}

export function goalProgress(state: BowlsState): GoalProgress | null {
  const g = state.goal;
  if (!g) return null;
  const stones = stoneCount(state);
  const won = state.status === 'won';
  switch (g.kind) {
    case 'removeColor': {
      const left = state.bowls.reduce((n, b) => n + b.queue.filter((s) => s === g.color).length, 0);
      return { goal: g, current: left, target: 0, reached: won };
    }
    case 'collect':
      return { goal: g, current: state.collected[g.color] ?? 0, target: g.n, reached: won };
    case 'points':
      return { goal: g, current: state.score, target: g.n, reached: won };
    case 'combo':
      return { goal: g, current: won ? g.n : 0, target: g.n, reached: won };
    case 'leaveAtMost':
      return { goal: g, current: stones, target: g.n, reached: won };
    case 'clear':
      return { goal: g, current: stones, target: 0, reached: won };
  }
}

export function volcanoReadiness(bowl: Bowl): VolcanoReadiness {
  const volcano = hasEffect(bowl, 'volcano');
  const stones = bowl.queue.length;
  const missing = volcano ? Math.max(0, VOLCANO_READY - stones) : VOLCANO_READY;
  return { volcano, stones, missing, ready: volcano && missing === 0 };
}

/** BOW-6 short preview: where the hand lands and which bowls would hold a group right away. */
export function previewSow(state: BowlsState, bowl: number): SowPreview | null {
  if (canChoose(state, bowl) !== null) return null;
  const src = state.bowls[bowl] as Bowl;
  const dir = sowDirection(src);
  const q = state.bowls.map((b) => b.queue.slice());
  q[bowl] = [];
  const drops: Placement[] = [];
  src.queue.forEach((stone, i) => {
    const target = mod(bowl + dir * (i + 1));
    (q[target] as Stone[]).push(stone);
    drops.push({ bowl: target, stone });
  });
  const groupBowls: number[] = [];
  const readyVolcanoes: number[] = [];
  const crowded: number[] = [];
  for (let b = 0; b < BOWL_COUNT; b++) {
    const qb = q[b] as Stone[];
    if (findGroups(qb)) groupBowls.push(b);
    if (qb.length >= VOLCANO_READY && hasEffect(state.bowls[b] as Bowl, 'volcano')) readyVolcanoes.push(b);
    if (qb.length > BOWL_CAPACITY) crowded.push(b);
  }
  return { source: bowl, dir, drops, groupBowls, readyVolcanoes, crowded };
}

function rejection(reason: MoveRejection): { ok: false; error: BowlsMoveError } {
  return { ok: false, error: { code: 'illegal', reason, message: REJECTION_TEXT[reason] } };
}

function summary(tally: PhaseTally, overflow: number[], points: number, perfectClear: boolean): PhaseSummary {
  return { stones: tally.stones, comboBowls: tally.bowls.size, points, overflow, perfectClear };
}

/** One whole move (BOW-4 … BOW-25): player phase, refill phase, effects ticking down. */
export function playMove(state: BowlsState, source: number): Result<MoveResult, BowlsMoveError> {
  const why = canChoose(state, source);
  if (why !== null) return rejection(why);

  const board: Board = {
    q: state.bowls.map((b) => b.queue.slice()),
    fx: state.bowls.map((b) => b.fx),
    erupted: new Array<boolean>(BOWL_COUNT).fill(false),
    steps: [],
  };
  const srcBowl = state.bowls[source] as Bowl;
  const dir = sowDirection(srcBowl);
  const hand = board.q[source] as Stone[];
  board.q[source] = [];
  board.steps.push({ kind: 'take', phase: 'player', bowl: source, stones: hand, dir, cause: 'move' });
  sow(board, source, hand, dir, 'player', 'move');

  const player = newTally();
  resolve(board, 'player', player);
  const overflow = overflowing(board);
  board.steps.push({ kind: 'capacity', phase: 'player', overflow });

  let fx = board.fx.slice();
  let ttl = state.bowls.map((b) => b.ttl);
  const finish = (
    status: BowlsStatus,
    end: EndReason | null,
    score: number,
    moves: number,
    movesLeft: number | null,
    collected: BowlsState['collected'],
    playerSum: PhaseSummary,
    refillSum: PhaseSummary | null,
    refill: readonly Placement[],
    special: readonly SpecialEvent[],
  ): Result<MoveResult, BowlsMoveError> => {
    if (end !== null) board.steps.push({ kind: 'end', status, reason: end });
    const bowls: Bowl[] = board.q.map((q, i) => ({ queue: q, fx: fx[i] as readonly Effect[], ttl: ttl[i] as Bowl['ttl'] }));
    const next: BowlsState = { ...state, bowls, score, moves, movesLeft, collected, status, end };
    const multiplier = multiplierOf(playerSum.comboBowls);
    const trace: BowlsTrace = {
      source,
      steps: board.steps,
      player: playerSum,
      refillPhase: refillSum,
      combo: playerSum.overflow.length > 0 ? 0 : multiplier,
      gained: score - state.score,
      refill,
      special,
      collected: playerSum.overflow.length > 0 ? {} : collectedOf(player),
      status,
    };
    return ok({ state: next, trace });
  };

  if (overflow.length > 0) {
    return finish('lost', 'overflow', state.score, state.moves, state.movesLeft, state.collected, summary(player, overflow, 0, false), null, [], []);
  }

  // BOW-16 … BOW-18: the safe player phase scores.
  const multiplier = multiplierOf(player.bowls.size);
  const perfectClear = board.q.every((q) => q.length === 0);
  const playerPoints = player.stones * POINTS_PER_STONE * multiplier + (perfectClear ? PERFECT_CLEAR_BONUS : 0);
  board.steps.push({
    kind: 'score',
    phase: 'player',
    stones: player.stones,
    base: player.stones * POINTS_PER_STONE,
    combo: player.bowls.size,
    multiplier,
    perfectClear,
    points: playerPoints,
  });
  const playerSum = summary(player, [], playerPoints, perfectClear);
  let score = capAt(state.score + playerPoints, MAX_SCORE);
  const moves = capAt(state.moves + 1, MAX_MOVES);
  const movesLeft = state.movesLeft === null ? null : state.movesLeft - 1;
  let collected = state.collected;
  if (state.goal?.kind === 'collect') {
    const c = state.goal.color;
    const got = player.byColor[COLOR_INDEX[c]] as number;
    if (got > 0) collected = { ...collected, [c]: capAt((collected[c] ?? 0) + got, MAX_COUNT) };
  }

  if (state.mode === 'puzzle') {
    const view = { goal: state.goal, bowls: board.q.map((q) => ({ queue: q, fx: [], ttl: {} })), score, collected };
    if (goalReached(view, player.bowls.size)) return finish('won', 'goal', score, moves, movesLeft, collected, playerSum, null, [], []);
    if (movesLeft !== null && movesLeft <= 0) return finish('lost', 'noMovesLeft', score, moves, movesLeft, collected, playerSum, null, [], []);
    if (!hasSourceIn(board)) return finish('lost', 'noSource', score, moves, movesLeft, collected, playerSum, null, [], []);
    return finish('playing', null, score, moves, movesLeft, collected, playerSum, null, [], []);
  }
  if (state.mode === 'daily' && movesLeft !== null && movesLeft <= 0) {
    return finish('over', 'dailyDone', score, moves, movesLeft, collected, playerSum, null, [], []);
  }

  // Refill phase (BOW-24, BOW-25).
  const draw = drawRefill(state.seed ?? 0, moves);
  for (const p of draw.refill) {
    (board.q[p.bowl] as Stone[]).push(p.stone);
    board.steps.push({ kind: 'place', phase: 'refill', bowl: p.bowl, stone: p.stone, special: false });
  }
  const special: SpecialEvent[] = [];
  const fresh = new Set<string>();
  if (state.mode === 'endless' && moves >= EVENTS_FROM_MOVE && draw.event) {
    const e = draw.event;
    if ('stone' in e) {
      (board.q[e.bowl] as Stone[]).push(e.stone);
      board.steps.push({ kind: 'place', phase: 'refill', bowl: e.bowl, stone: e.stone, special: true });
      special.push(e);
    } else {
      const cur = fx[e.bowl] as readonly Effect[];
      const curTtl = ttl[e.bowl] as Bowl['ttl'];
      // A permanent effect of the same kind already covers the bowl: the event changes nothing.
      if (!(cur.includes(e.fx) && curTtl[e.fx] === undefined)) {
        fx = fx.slice();
        ttl = ttl.slice();
        fx[e.bowl] = EFFECTS.filter((f) => f === e.fx || cur.includes(f));
        ttl[e.bowl] = { ...curTtl, [e.fx]: e.ttl };
        board.fx = fx;
        fresh.add(`${e.bowl}/${e.fx}`);
        board.steps.push({ kind: 'effect', phase: 'refill', bowl: e.bowl, fx: e.fx, ttl: e.ttl });
        special.push(e);
      }
    }
  }
  const refillTally = newTally();
  resolve(board, 'refill', refillTally);
  const refillOverflow = overflowing(board);
  board.steps.push({ kind: 'capacity', phase: 'refill', overflow: refillOverflow });
  if (refillOverflow.length > 0) {
    return finish('lost', 'overflow', score, moves, movesLeft, collected, playerSum, summary(refillTally, refillOverflow, 0, false), draw.refill, special);
  }
  const refillPoints = refillTally.stones * POINTS_PER_STONE;
  board.steps.push({
    kind: 'score',
    phase: 'refill',
    stones: refillTally.stones,
    base: refillPoints,
    combo: refillTally.bowls.size,
    multiplier: 1,
    perfectClear: false,
    points: refillPoints,
  });
  score = capAt(score + refillPoints, MAX_SCORE);
  const refillSum = summary(refillTally, [], refillPoints, false);

  // Temporary effects tick down after each safe move (not the one placed just now).
  fx = fx.slice();
  ttl = ttl.slice();
  for (let b = 0; b < BOWL_COUNT; b++) {
    const t = ttl[b] as Bowl['ttl'];
    if (t.frozen === undefined && t.reverse === undefined && t.volcano === undefined) continue;
    const keys = EFFECTS.filter((f) => t[f] !== undefined);
    const nt: Partial<Record<Effect, number>> = {};
    let nfx = fx[b] as readonly Effect[];
    for (const f of keys) {
      const left = t[f] as number;
      if (fresh.has(`${b}/${f}`)) nt[f] = left;
      else if (left > 1) nt[f] = left - 1;
      else {
        nfx = nfx.filter((x) => x !== f);
        board.steps.push({ kind: 'expire', bowl: b, fx: f });
      }
    }
    fx[b] = nfx;
    ttl[b] = nt;
  }
  if (!hasSourceIn(board, fx)) {
    return finish(state.mode === 'daily' ? 'over' : 'lost', 'noSource', score, moves, movesLeft, collected, playerSum, refillSum, draw.refill, special);
  }
  return finish('playing', null, score, moves, movesLeft, collected, playerSum, refillSum, draw.refill, special);
}

function hasSourceIn(board: Board, fx: readonly (readonly Effect[])[] = board.fx): boolean {
  for (let b = 0; b < BOWL_COUNT; b++) if ((board.q[b] as Stone[]).length > 0 && !(fx[b] as readonly Effect[]).includes('frozen')) return true;
  return false;
}

function collectedOf(t: PhaseTally): Partial<Record<Color, number>> {
  const out: Partial<Record<Color, number>> = {};
  COLORS.forEach((c, i) => {
    if ((t.byColor[i] as number) > 0) out[c] = t.byColor[i] as number;
  });
  return out;
}

/**
 * The status a freshly loaded position has: finished when it records how it ended, or when
 * no move can be made any more (puzzle/daily limits, no usable bowl).
 */
export function settledStatus(state: BowlsState): { status: BowlsStatus; end: EndReason | null } {
  if (state.status !== 'playing') return { status: state.status, end: state.end };
  if (state.mode === 'puzzle' && state.movesLeft !== null && state.movesLeft <= 0) return { status: 'lost', end: 'noMovesLeft' };
  if (state.mode === 'daily' && state.movesLeft !== null && state.movesLeft <= 0) return { status: 'over', end: 'dailyDone' };
  if (!hasSource(state.bowls)) return { status: state.mode === 'daily' ? 'over' : 'lost', end: 'noSource' };
  return { status: 'playing', end: null };
}

export type { Mode };
