// Turns a move's trace into "beats": short, ordered animation frames the board plays one after
// another. Pure: the board shown in each beat is the position before the move with the trace's
// steps applied in order (never a diff of two states, never a DOM measurement).

import type { BowlsState, BowlsTrace, Effect, SowPreview, Stone, TraceStep } from './rules/types.ts';

/** What the board draws while a move plays: the beat on screen and the position the move left. */
export interface Playback {
  readonly before: BowlsState;
  readonly beats: readonly Beat[];
  readonly index: number;
}

/**
 * What the board reads from the page's view (view.svelte.ts implements it): the position, the
 * selection and cursor, the playback and the preview; taps go back through tap(). Typed here, so
 * the board and the gallery's sample board never import the page's view (no import cycle).
 */
export interface BoardView {
  readonly state: BowlsState;
  readonly selected: number | null;
  readonly cursor: number;
  readonly playback: Playback | null;
  preview(): SowPreview | null;
  tap(i: number): void;
}

/** What the board draws for one bowl during a beat. */
export interface ShownBowl {
  readonly queue: readonly Stone[];
  readonly fx: readonly Effect[];
  readonly ttl: Readonly<Partial<Record<Effect, number>>>;
}

export type Beat =
  /** The hand leaves its bowl. */
  | {
      readonly kind: 'take';
      readonly ms: number;
      readonly bowls: readonly ShownBowl[];
      readonly bowl: number;
      readonly hand: readonly Stone[];
      readonly cause: 'move' | 'eruption';
    }
  /** One stone hops from `from` (where the hand is) to the end of `to`'s queue, at place `place`. */
  | {
      readonly kind: 'drop';
      readonly ms: number;
      readonly bowls: readonly ShownBowl[];
      readonly stone: Stone;
      readonly from: number;
      readonly to: number;
      readonly place: number;
      readonly hand: readonly Stone[];
    }
  /** A refill or special stone falls into a bowl from outside the circle. */
  | {
      readonly kind: 'place';
      readonly ms: number;
      readonly bowls: readonly ShownBowl[];
      readonly stone: Stone;
      readonly to: number;
      readonly place: number;
      readonly special: boolean;
    }
  /** A temporary effect appears on a bowl. */
  | { readonly kind: 'effect'; readonly ms: number; readonly bowls: readonly ShownBowl[]; readonly bowl: number; readonly fx: Effect; readonly ttl: number }
  /** Stones at these queue places burst (groups). */
  | {
      readonly kind: 'burst';
      readonly ms: number;
      readonly bowls: readonly ShownBowl[];
      readonly marks: readonly { readonly bowl: number; readonly places: readonly number[]; readonly count: number }[];
    }
  /** Blockers at these places crack and vanish. */
  | {
      readonly kind: 'crack';
      readonly ms: number;
      readonly bowls: readonly ShownBowl[];
      readonly marks: readonly { readonly bowl: number; readonly places: readonly number[] }[];
    }
  /** Volcanoes glow before they erupt. */
  | { readonly kind: 'erupt'; readonly ms: number; readonly bowls: readonly ShownBowl[]; readonly volcanoes: readonly number[] }
  /** Bowls that overflowed. */
  | { readonly kind: 'overflow'; readonly ms: number; readonly bowls: readonly ShownBowl[]; readonly overflow: readonly number[] }
  /** Points pop in the middle of the circle. */
  | {
      readonly kind: 'score';
      readonly ms: number;
      readonly bowls: readonly ShownBowl[];
      readonly points: number;
      readonly multiplier: number;
      readonly perfectClear: boolean;
      readonly refill: boolean;
    }
  /** A temporary effect runs out. */
  | { readonly kind: 'expire'; readonly ms: number; readonly bowls: readonly ShownBowl[]; readonly bowl: number; readonly fx: Effect };

/**
 * Durations in ms (full motion) of the beats that do not come in runs. A beat's length never
 * depends on the screen, only on the trace: `paceBeats` sets every beat's `ms`.
 */
export const BEAT_MS = {
  take: 90,
  effect: 220,
  burst: 300,
  crack: 240,
  erupt: 260,
  overflow: 450,
  score: 260,
  expire: 150,
} as const;

/**
 * Runs of hops share one budget: a hand of three stones hops in ≈ 110 ms a stone, a hand of seven
 * faster, never below `floor`. Refill stones fall in the same way.
 */
export const RUN_MS = {
  drop: { budget: 330, each: 120, floor: 40 },
  place: { budget: 160, each: 80, floor: 40 },
} as const;

/** A whole move never takes longer than this (long eruption chains play faster). */
export const MOVE_CAP_MS = 1500;

/** Total playing time of a move's beats. */
export const totalMs = (beats: readonly Beat[]): number => beats.reduce((t, b) => t + b.ms, 0);

/**
 * The timing of a move, a pure function of its beats (so of the trace): fixed lengths, runs of
 * hops sharing a budget, and the whole scaled down to `MOVE_CAP_MS` when a chain runs long.
 */
export function paceBeats(beats: readonly Beat[]): Beat[] {
  const ms = beats.map((b, i) => {
    if (b.kind === 'drop' || b.kind === 'place') {
      let from = i;
      while (from > 0 && beats[from - 1]?.kind === b.kind) from--;
      let to = i;
      while (to + 1 < beats.length && beats[to + 1]?.kind === b.kind) to++;
      const run = RUN_MS[b.kind];
      return Math.max(run.floor, Math.min(run.each, Math.round(run.budget / (to - from + 1))));
    }
    return BEAT_MS[b.kind];
  });
  const total = ms.reduce((t, m) => t + m, 0);
  const scale = total > MOVE_CAP_MS ? MOVE_CAP_MS / total : 1;
  return beats.map((b, i) => ({ ...b, ms: Math.floor((ms[i] ?? 0) * scale) }));
}

/** The position's own bowls (a Bowl is a ShownBowl): the first beat draws the very objects on screen. */
const shown = (state: BowlsState): ShownBowl[] => [...state.bowls];

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => a === b || (a.length === b.length && a.every((x, k) => x === b[k]));
function sameTtl(a: ShownBowl['ttl'], b: ShownBowl['ttl']): boolean {
  if (a === b) return true;
  let n = 0;
  for (const k in a) {
    if (a[k as Effect] !== b[k as Effect]) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
}
/** Whether two bowls look the same (stones, effects and their moves left). */
export const sameBowl = (a: ShownBowl, b: ShownBowl): boolean => a === b || (sameList(a.queue, b.queue) && sameList(a.fx, b.fx) && sameTtl(a.ttl, b.ttl));

/**
 * `next` with every bowl that looks the same as in `prev` replaced by `prev`'s object (and `prev`
 * itself when nothing changed), so the board redraws only the bowls that changed (issue 21: each
 * beat, and the new position after a move, are new objects for all twelve bowls).
 */
export function keepSame(prev: readonly ShownBowl[], next: readonly ShownBowl[]): readonly ShownBowl[] {
  let changed = prev.length !== next.length;
  const out = next.map((b, i) => {
    const p = prev[i];
    if (p !== undefined && sameBowl(p, b)) return p;
    changed = true;
    return b;
  });
  return changed ? out : prev;
}

function withQueue(bowls: readonly ShownBowl[], i: number, queue: readonly Stone[]): ShownBowl[] {
  return bowls.map((b, k) => (k === i ? { ...b, queue } : b));
}

/**
 * The beats of one move: `before` is the position the move was played from, `trace` what the
 * rules reported. The last beat's board plus its change equals the trace's end; the page then
 * shows the new state itself. Each beat's `ms` comes from `paceBeats`.
 */
export function beatsOf(before: BowlsState, trace: BowlsTrace): Beat[] {
  let bowls: ShownBowl[] = shown(before);
  const out: Beat[] = [];
  // Hands in flight: a volcano eruption takes several queues first, then sows them in order.
  const hands = new Map<number, { stones: Stone[]; at: number }>();
  for (const step of trace.steps as readonly TraceStep[]) {
    switch (step.kind) {
      case 'take': {
        out.push({ kind: 'take', ms: 0, bowls, bowl: step.bowl, hand: step.stones, cause: step.cause });
        bowls = withQueue(bowls, step.bowl, []);
        hands.set(step.bowl, { stones: [...step.stones], at: step.bowl });
        break;
      }
      case 'drop': {
        const hand = hands.get(step.from);
        const from = hand?.at ?? step.from;
        if (hand) {
          hand.stones.shift();
          hand.at = step.bowl;
        }
        const target = bowls[step.bowl];
        const place = target?.queue.length ?? 0;
        out.push({ kind: 'drop', ms: 0, bowls, stone: step.stone, from, to: step.bowl, place, hand: hand ? [...hand.stones] : [] });
        bowls = withQueue(bowls, step.bowl, [...(target?.queue ?? []), step.stone]);
        if (hand && hand.stones.length === 0) hands.delete(step.from);
        break;
      }
      case 'place': {
        const target = bowls[step.bowl];
        out.push({ kind: 'place', ms: 0, bowls, stone: step.stone, to: step.bowl, place: target?.queue.length ?? 0, special: step.special });
        bowls = withQueue(bowls, step.bowl, [...(target?.queue ?? []), step.stone]);
        break;
      }
      case 'effect': {
        out.push({ kind: 'effect', ms: 0, bowls, bowl: step.bowl, fx: step.fx, ttl: step.ttl });
        bowls = bowls.map((b, k) =>
          k === step.bowl ? { ...b, fx: b.fx.includes(step.fx) ? b.fx : [...b.fx, step.fx], ttl: { ...b.ttl, [step.fx]: step.ttl } } : b,
        );
        break;
      }
      case 'groups': {
        const marks = step.bowls.map((g) => {
          const places = g.groups.flatMap((x) => [...x.stones, ...x.jokers]);
          return { bowl: g.bowl, places, count: places.length };
        });
        out.push({ kind: 'burst', ms: 0, bowls, marks });
        for (const g of step.bowls) bowls = withQueue(bowls, g.bowl, g.after);
        break;
      }
      case 'blockers': {
        out.push({ kind: 'crack', ms: 0, bowls, marks: step.bowls.map((b) => ({ bowl: b.bowl, places: b.stones })) });
        for (const b of step.bowls) bowls = withQueue(bowls, b.bowl, b.after);
        break;
      }
      case 'erupt':
        out.push({ kind: 'erupt', ms: 0, bowls, volcanoes: step.volcanoes });
        break;
      case 'capacity':
        if (step.overflow.length > 0) out.push({ kind: 'overflow', ms: 0, bowls, overflow: step.overflow });
        break;
      case 'score':
        if (step.points > 0 || step.perfectClear) {
          out.push({
            kind: 'score',
            ms: 0,
            bowls,
            points: step.points,
            multiplier: step.multiplier,
            perfectClear: step.perfectClear,
            refill: step.phase === 'refill',
          });
        }
        break;
      case 'expire': {
        out.push({ kind: 'expire', ms: 0, bowls, bowl: step.bowl, fx: step.fx });
        bowls = bowls.map((b, k) => {
          if (k !== step.bowl) return b;
          const ttl = { ...b.ttl };
          delete ttl[step.fx];
          return { ...b, fx: b.fx.filter((f) => f !== step.fx), ttl };
        });
        break;
      }
      case 'end':
        break;
    }
  }
  return paceBeats(out);
}
