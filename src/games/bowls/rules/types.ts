// Public types of Farbschalen (bowls): the state, the goal kinds and the typed trace of a move.
//
// The page imports only this file and the functions of rules.ts listed at the bottom. Everything here is plain readonly data: no classes, no DOM.

import type { RuleError } from '../../../core/result.ts';

/** The five normal colours (each has its own white symbol in the UI, BOW-1). */
export type Color = 'R' | 'G' | 'B' | 'Y' | 'P';
/** A stone: a normal colour, a joker `J` or a blocker `X`. */
export type Stone = Color | 'J' | 'X';
/** Bowl effects (ENGINE.md `fx`). */
export type Effect = 'frozen' | 'reverse' | 'volcano';
export type Mode = 'endless' | 'daily' | 'puzzle';
/** ENGINE.md status values this game uses (`stuck` never occurs). */
export type BowlsStatus = 'playing' | 'won' | 'lost' | 'over';

export const COLORS: readonly Color[] = ['R', 'G', 'B', 'Y', 'P'];
export const STONES: readonly Stone[] = ['R', 'G', 'B', 'Y', 'P', 'J', 'X'];
export const EFFECTS: readonly Effect[] = ['frozen', 'reverse', 'volcano'];
export const BOWL_COUNT = 12;
/** BOW-1: at most 7 stones between moves; 8 after a phase is an overflow (BOW-14). */
export const BOWL_CAPACITY = 7;
/** BOW-10: a volcano bowl with at least this many stones is ready to erupt. */
export const VOLCANO_READY = 6;
/** BOW-7: stones of one colour needed for a group. */
export const GROUP_SIZE = 3;
/** BOW-26: moves of the daily task. */
export const DAILY_MOVES = 20;
/** BOW-25: temporary effects last this many safe moves. */
export const EFFECT_TTL = 3;

export interface Bowl {
  /** The queue, first stone first (BOW-2); new stones join the end. */
  readonly queue: readonly Stone[];
  /**
   * Every effect active on the bowl now, permanent and temporary, in EFFECTS order
   * (exactly ENGINE.md `fx`). An effect listed in `ttl` is temporary.
   */
  readonly fx: readonly Effect[];
  /** Temporary effects (endless events) → safe moves they still last (1 … 3). */
  readonly ttl: Readonly<Partial<Record<Effect, number>>>;
}

/** Puzzle goals (BOW-21, ENGINE.md `goal`). */
export type Goal =
  /** No stone of this colour left on the board. */
  | { readonly kind: 'removeColor'; readonly color: Color }
  /** N stones of this colour vanished in groups of safe player phases (jokers do not count). */
  | { readonly kind: 'collect'; readonly color: Color; readonly n: number }
  /** Score at least N. */
  | { readonly kind: 'points'; readonly n: number }
  /** One player phase with groups in at least N distinct bowls (the combo count, not capped at 4). */
  | { readonly kind: 'combo'; readonly n: number }
  /** At most N stones (of any kind, jokers and blockers included) left on the board. */
  | { readonly kind: 'leaveAtMost'; readonly n: number }
  /** No stone at all left (jokers and blockers included). */
  | { readonly kind: 'clear' };
export type GoalKind = Goal['kind'];

/**
 * One game of Farbschalen. Everything undo must restore lives here (BOW-28); the practice
 * mark, the selection and the preview setting are attempt/UI data and live in the page.
 */
export interface BowlsState {
  readonly mode: Mode;
  /** 12 bowls, index 0 at the top, indices run clockwise. */
  readonly bowls: readonly Bowl[];
  readonly score: number;
  /** Safe player moves made so far (the k of the refill sequence, BOW-24). */
  readonly moves: number;
  /** Puzzle and daily: moves still allowed; null in endless. */
  readonly movesLeft: number | null;
  /** Puzzle goal; null in endless and daily. */
  readonly goal: Goal | null;
  /** Collect goal progress: normal stones of the goal colour vanished so far. */
  readonly collected: Readonly<Partial<Record<Color, number>>>;
  /** Endless and daily: the seed of the start and refill sequence (ENGINE.md `rng` encodes it); null in puzzles. */
  readonly seed: number | null;
  /** Shipped puzzle number (1 … N) when the game started from one; null otherwise. */
  readonly puzzle: number | null;
  /** playing, or how the game ended (set by the move that ended it). */
  readonly status: BowlsStatus;
  /** Why a finished game ended; null while playing. */
  readonly end: EndReason | null;
}

export type EndReason =
  | 'goal' /** puzzle goal reached → won */
  | 'overflow' /** a bowl held 8+ stones after a phase → lost */
  | 'noMovesLeft' /** puzzle: move limit used up before the goal → lost */
  | 'noSource' /** no non-empty, non-frozen bowl is left → lost (daily: over) */
  | 'dailyDone' /** daily: the 20th safe move is done → over */
  | 'ended'; /** endless: the player ended the attempt ("Versuch beenden", BOW-25) → over */

/** Why a move was refused (code `illegal` in the engine). */
export type MoveRejection = 'notABowl' | 'empty' | 'frozen' | 'gameOver';
export interface BowlsMoveError extends RuleError {
  readonly code: 'illegal';
  readonly reason: MoveRejection;
}

// ---------------------------------------------------------------------------------------
// The trace of one move: an ordered list of steps the page animates, plus a summary.
// Queue indices always refer to the bowl's queue as it stood at the start of that step.

/** A stone placed at the end of a bowl's queue (refill stones, joker/blocker events). */
export interface Placement {
  readonly bowl: number;
  readonly stone: Stone;
}

/** A temporary effect put on a bowl by an endless event. */
export interface EffectEvent {
  readonly bowl: number;
  readonly fx: Effect;
  readonly ttl: number;
}
export type SpecialEvent = Placement | EffectEvent;

/** One colour group that vanished from a bowl (BOW-7 … BOW-9). */
export interface GroupRemoval {
  readonly color: Color;
  /** Queue indices of the normal stones of this colour that vanished. */
  readonly stones: readonly number[];
  /** Queue indices of the jokers used (empty for a natural group). */
  readonly jokers: readonly number[];
}

export interface BowlGroups {
  readonly bowl: number;
  /** Natural groups first (in colour order of first appearance), then joker groups in the order they formed. */
  readonly groups: readonly GroupRemoval[];
  /** The queue after the groups vanished. */
  readonly after: readonly Stone[];
}

export interface BlockerClear {
  readonly bowl: number;
  /** Queue indices of the blockers removed. */
  readonly stones: readonly number[];
  /** The bowl(s) whose groups cleared them. */
  readonly by: readonly number[];
  readonly after: readonly Stone[];
}

/** Which phase a step belongs to. */
export type Phase = 'player' | 'refill';

export type TraceStep =
  /** The player's hand (or a volcano's queue) leaves its bowl. `dir` 1 = clockwise, -1 = counter-clockwise. */
  | {
      readonly kind: 'take';
      readonly phase: Phase;
      readonly bowl: number;
      readonly stones: readonly Stone[];
      readonly dir: 1 | -1;
      readonly cause: 'move' | 'eruption';
    }
  /** One stone of a hand lands at the end of `bowl`'s queue; `from` is the bowl the hand came from. */
  | { readonly kind: 'drop'; readonly phase: Phase; readonly bowl: number; readonly stone: Stone; readonly from: number; readonly cause: 'move' | 'eruption' }
  /** Refill or special stones placed at the end of queues (one step per stone, in order). */
  | { readonly kind: 'place'; readonly phase: 'refill'; readonly bowl: number; readonly stone: Stone; readonly special: boolean }
  /** A temporary effect put on a bowl (endless event). */
  | { readonly kind: 'effect'; readonly phase: 'refill'; readonly bowl: number; readonly fx: Effect; readonly ttl: number }
  /** All bowls' colour groups of one resolution cycle vanish at once. */
  | { readonly kind: 'groups'; readonly phase: Phase; readonly cycle: number; readonly bowls: readonly BowlGroups[] }
  /** Blockers removed from the neighbours of bowls with groups. */
  | { readonly kind: 'blockers'; readonly phase: Phase; readonly cycle: number; readonly bowls: readonly BlockerClear[] }
  /** Ready volcanoes erupt: all give up their queues (`take` steps follow, then their `drop`s, in ascending index). */
  | { readonly kind: 'erupt'; readonly phase: Phase; readonly cycle: number; readonly volcanoes: readonly number[] }
  /** Capacity check after all effects of a phase; `overflow` lists bowls with 8+ stones (empty = safe). */
  | { readonly kind: 'capacity'; readonly phase: Phase; readonly overflow: readonly number[] }
  /** Points of a safe phase. Refill: multiplier 1, no perfect clear. */
  | {
      readonly kind: 'score';
      readonly phase: Phase;
      readonly stones: number;
      readonly base: number;
      readonly combo: number;
      readonly multiplier: number;
      readonly perfectClear: boolean;
      readonly points: number;
    }
  /** Temporary effects that ran out at the end of this move. */
  | { readonly kind: 'expire'; readonly bowl: number; readonly fx: Effect }
  /** The move ended the game. */
  | { readonly kind: 'end'; readonly status: BowlsStatus; readonly reason: EndReason };

export interface PhaseSummary {
  /** Normal stones and jokers vanished in groups. */
  readonly stones: number;
  /** Distinct bowls with groups in the whole phase (BOW-17; not capped). */
  readonly comboBowls: number;
  /** Points of the phase (0 when it overflowed). */
  readonly points: number;
  readonly overflow: readonly number[];
  readonly perfectClear: boolean;
}

export interface BowlsTrace {
  readonly source: number;
  readonly steps: readonly TraceStep[];
  readonly player: PhaseSummary;
  /** Null when no refill phase ran (puzzle, overflow, daily's last move). */
  readonly refillPhase: PhaseSummary | null;
  /** ENGINE.md extras: the player phase's multiplier (1 … 4), 0 when no group vanished. */
  readonly combo: number;
  /** ENGINE.md extras: points of the move, refill phase included. */
  readonly gained: number;
  /** ENGINE.md extras: the refill stones placed, in order ([] when none). */
  readonly refill: readonly Placement[];
  /** ENGINE.md extras: endless events placed with the refill. */
  readonly special: readonly SpecialEvent[];
  /** Normal stones per colour vanished in groups of the safe player phase (collect goals). */
  readonly collected: Readonly<Partial<Record<Color, number>>>;
  readonly status: BowlsStatus;
}

// ---------------------------------------------------------------------------------------
// BOW-6 move preview and helpers the page shows.

export interface SowPreview {
  readonly source: number;
  readonly dir: 1 | -1;
  /** Where each stone of the hand lands, in order. */
  readonly drops: readonly Placement[];
  /** Bowls that would hold a colour group right after the sowing (first cycle only, not the chain). */
  readonly groupBowls: readonly number[];
  /** Volcano bowls that would be ready (≥6 stones) right after the sowing. */
  readonly readyVolcanoes: readonly number[];
  /** Bowls holding 8+ stones right after the sowing (before any group vanishes). */
  readonly crowded: readonly number[];
}

export interface VolcanoReadiness {
  readonly volcano: boolean;
  readonly stones: number;
  /** Stones still missing until it is ready (0 = ready). */
  readonly missing: number;
  readonly ready: boolean;
}

export interface GoalProgress {
  readonly goal: Goal;
  /**
   * removeColor: stones of the colour left (target 0); collect: collected (target n);
   * points: score (target n); combo: n once reached, else 0 (a combo is not kept between
   * moves); leaveAtMost: stones left (target n); clear: stones left (target 0).
   */
  readonly current: number;
  readonly target: number;
  readonly reached: boolean;
}

/** Outcome of a legal move. */
export interface MoveResult {
  readonly state: BowlsState;
  readonly trace: BowlsTrace;
}

/**
 * The functions rules.ts exports (pure; none throws on bad input):
 *
 *   newGame(mode: 'endless' | 'daily', seed: number): BowlsState     — BOW-23 start (daily: seed = YYYYMMDD)
 *   playMove(state, bowl: number): Result<MoveResult, BowlsMoveError>  — one whole move, refill included
 *   canChoose(state, bowl): MoveRejection | null                       — why a bowl can't be chosen (null = it can)
 *   legalMoves(state): number[]                                         — choosable bowls, ascending ([] when over)
 *   status(state): BowlsStatus
 *   previewSow(state, bowl): SowPreview | null                          — BOW-6 (null when not choosable)
 *   volcanoReadiness(bowl: Bowl): VolcanoReadiness
 *   goalProgress(state): GoalProgress | null                            — null without a goal
 *   stoneCount(state): number
 *   sowDirection(bowl): 1 | -1, hasEffect(bowl, fx), findGroups(queue)  — small helpers
 *   drawRefill(seed, k): RefillDraw                                      — the refill/event after the k-th safe move
 *   EVENTS_FROM_MOVE, EVENT_CHANCE_PERCENT, EVENT_WEIGHTS, POINTS_PER_STONE, MAX_MULTIPLIER,
 *   PERFECT_CLEAR_BONUS                                                  — numbers the help shows
 *
 * puzzles.ts: PUZZLES, puzzleGame(n): Result<BowlsState> — the 100 shipped puzzles (engine; the page uses puzzle-book.ts).
 * notation.ts: encodePosition(state) / decodePosition(raw): Result<BowlsState> (ENGINE.md JSON).
 */
