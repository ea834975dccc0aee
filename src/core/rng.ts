// Seeded pseudo-random generator (versioned) and the helpers built on it.
//
// Algorithm "kb-rng-1" (never change it; add kb-rng-2 beside it if ever needed):
//   - a seed is a non-negative integer below 2^53, or a string hashed to one with
//     FNV-1a (32 bit) over its UTF-16 code units;
//   - the integer seed is split into low and high 32-bit words; splitmix32 steps over
//     them produce the four 32-bit words of the sfc32 state (a, b, c, d);
//   - sfc32 (Chris Doty-Humphrey's Small Fast Counting generator) then runs 12 warm-up
//     rounds and produces one uint32 per call.
// Only 32-bit integer arithmetic (Math.imul, >>> 0) is used, so every JavaScript engine
// produces exactly the same sequence. The test rng.test.ts pins expected outputs.

export const RNG_VERSION = 'kb-rng-1';

export interface Rng {
  /** Next uniformly distributed unsigned 32-bit integer. */
  nextUint32(): number;
  /** Uniform float in [0, 1) with 32 bits of precision. */
  nextFloat(): number;
  /** Uniform integer in [0, n) without modulo bias. n must be 1 … 2^32. */
  nextInt(n: number): number;
  /** The internal state, to resume the sequence later (e.g. in a save). */
  getState(): [number, number, number, number];
}

/** FNV-1a 32-bit hash of a string's UTF-16 code units. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function splitmix32(x: number): number {
  x = (x + 0x9e3779b9) >>> 0;
  let z = x;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

function seedToInt(seed: number | string): number {
  if (typeof seed === 'string') return hashString(seed);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`rng seed must be a safe non-negative integer, got ${seed}`);
  return seed;
}

export function createRng(seed: number | string): Rng {
  const n = seedToInt(seed);
  const lo = n >>> 0;
  const hi = Math.floor(n / 0x100000000) >>> 0;
  const a = splitmix32(lo);
  const b = splitmix32(a ^ hi);
  const c = splitmix32(b ^ 0x5bd1e995);
  const d = splitmix32(c ^ lo ^ hi);
  const rng = rngFromState([a, b, c, d]);
  for (let i = 0; i < 12; i++) rng.nextUint32();
  return rng;
}

/** Resume a generator from `getState()`. */
export function rngFromState(state: readonly [number, number, number, number]): Rng {
  let [a, b, c, d] = state;
  const nextUint32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  return {
    nextUint32,
    nextFloat: () => nextUint32() / 0x100000000,
    nextInt(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new RangeError(`nextInt bound out of range: ${n}`);
      // Rejection sampling: discard the top partial range so every value is equally likely.
      const limit = 0x100000000 - (0x100000000 % n);
      for (;;) {
        const x = nextUint32();
        if (x < limit) return x % n;
      }
    },
    getState: () => [a, b, c, d],
  };
}

/** Fisher–Yates shuffle into a new array; the input is not changed. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.nextInt(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** k distinct items chosen uniformly, in random order. */
export function sample<T>(items: readonly T[], k: number, rng: Rng): T[] {
  return shuffled(items, rng).slice(0, k);
}
