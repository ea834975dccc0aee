// Turns a move's trace into "beats": short, ordered animation frames the board plays one after
// another. Pure: the board shown in each beat is the position before the move with the trace's
// steps applied in order (never a diff of two states, never a DOM measurement).

import type { BowlsState, BowlsTrace, Effect, Stone, TraceStep } from './types.ts';

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

/** Base durations in ms (full motion). A beat's length never depends on the screen. */
export const BEAT_MS = {
  take: 240,
  drop: 210,
  place: 230,
  effect: 420,
  burst: 560,
  crack: 460,
  erupt: 520,
  overflow: 900,
  score: 760,
  expire: 260,
} as const;

const shown = (state: BowlsState): ShownBowl[] => state.bowls.map((b) => ({ queue: b.queue, fx: b.fx, ttl: b.ttl }));

function withQueue(bowls: readonly ShownBowl[], i: number, queue: readonly Stone[]): ShownBowl[] {
  return bowls.map((b, k) => (k === i ? { ...b, queue } : b));
}

/**
 * The beats of one move: `before` is the position the move was played from, `trace` what the
 * rules reported. The last beat's board plus its change equals the trace's end; the page then
 * shows the new state itself.
 */
export function beatsOf(before: BowlsState, trace: BowlsTrace): Beat[] {
  let bowls: ShownBowl[] = shown(before);
  const out: Beat[] = [];
  // Hands in flight: a volcano eruption takes several queues first, then sows them in order.
  const hands = new Map<number, { stones: Stone[]; at: number }>();
  for (const step of trace.steps as readonly TraceStep[]) {
    switch (step.kind) {
      case 'take': {
        out.push({ kind: 'take', ms: BEAT_MS.take, bowls, bowl: step.bowl, hand: step.stones, cause: step.cause });
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
        out.push({ kind: 'drop', ms: BEAT_MS.drop, bowls, stone: step.stone, from, to: step.bowl, place, hand: hand ? [...hand.stones] : [] });
        bowls = withQueue(bowls, step.bowl, [...(target?.queue ?? []), step.stone]);
        if (hand && hand.stones.length === 0) hands.delete(step.from);
        break;
      }
      case 'place': {
        const target = bowls[step.bowl];
        out.push({ kind: 'place', ms: BEAT_MS.place, bowls, stone: step.stone, to: step.bowl, place: target?.queue.length ?? 0, special: step.special });
        bowls = withQueue(bowls, step.bowl, [...(target?.queue ?? []), step.stone]);
        break;
      }
      case 'effect': {
        out.push({ kind: 'effect', ms: BEAT_MS.effect, bowls, bowl: step.bowl, fx: step.fx, ttl: step.ttl });
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
        out.push({ kind: 'burst', ms: BEAT_MS.burst, bowls, marks });
        for (const g of step.bowls) bowls = withQueue(bowls, g.bowl, g.after);
        break;
      }
      case 'blockers': {
        out.push({ kind: 'crack', ms: BEAT_MS.crack, bowls, marks: step.bowls.map((b) => ({ bowl: b.bowl, places: b.stones })) });
        for (const b of step.bowls) bowls = withQueue(bowls, b.bowl, b.after);
        break;
      }
      case 'erupt':
        out.push({ kind: 'erupt', ms: BEAT_MS.erupt, bowls, volcanoes: step.volcanoes });
        break;
      case 'capacity':
        if (step.overflow.length > 0) out.push({ kind: 'overflow', ms: BEAT_MS.overflow, bowls, overflow: step.overflow });
        break;
      case 'score':
        if (step.points > 0 || step.perfectClear) {
          out.push({
            kind: 'score',
            ms: BEAT_MS.score,
            bowls,
            points: step.points,
            multiplier: step.multiplier,
            perfectClear: step.perfectClear,
            refill: step.phase === 'refill',
          });
        }
        break;
      case 'expire': {
        out.push({ kind: 'expire', ms: BEAT_MS.expire, bowls, bowl: step.bowl, fx: step.fx });
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
  return out;
}
