// The four suit shapes as SVG paths in a 20 × 20 box (our own drawing), and where the pips of the
// number cards lie on a card of 100 × 140 units. PlayingCard.svelte draws from these.

/** Suit ids as in core/cards.ts: C 0, D 1, H 2, S 3. */
export const SUIT_PATHS: readonly string[] = [
  // Club: three leaves and a flared stem.
  'M10 .6a4.7 4.7 0 0 1 3.4 7.9 4.7 4.7 0 1 1-1.9 6.3c.3 2.3 1.2 4 3 5.2H5.5c1.8-1.2 2.7-2.9 3-5.2a4.7 4.7 0 1 1-1.9-6.3A4.7 4.7 0 0 1 10 .6Z',
  // Diamond.
  'M10 0 17.6 10 10 20 2.4 10Z',
  // Heart.
  'M10 18.6C4.1 14 .2 10.4.2 6 .2 2.9 2.5.6 5.4.6c2 0 3.6 1.1 4.6 2.9C11 1.7 12.6.6 14.6.6c2.9 0 5.2 2.3 5.2 5.4 0 4.4-3.9 8-9.8 12.6Z',
  // Spade: an upturned heart and a flared stem.
  'M10 0c2.8 4 9.8 7.4 9.8 12 0 2.8-2.2 4.8-4.7 4.8-1.8 0-3.2-.9-4-2.2.3 2.3 1.2 4 3 5.4H5.9c1.8-1.4 2.7-3.1 3-5.4-.8 1.3-2.2 2.2-4 2.2C2.4 16.8.2 14.8.2 12 .2 7.4 7.2 4 10 0Z',
];

/** Pip centres of the number cards 2–10 in card units (x 32/50/68, clear of the corner index; rows from y 34 to 106); pips below the middle are turned. */
const X = [32, 50, 68] as const;
const row = (t: number): number => 34 + 72 * t;
const p = (x: number, t: number): readonly [number, number] => [X[x] as number, row(t)];

export const PIP_LAYOUT: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  2: [p(1, 0), p(1, 1)],
  3: [p(1, 0), p(1, 0.5), p(1, 1)],
  4: [p(0, 0), p(2, 0), p(0, 1), p(2, 1)],
  5: [p(0, 0), p(2, 0), p(1, 0.5), p(0, 1), p(2, 1)],
  6: [p(0, 0), p(2, 0), p(0, 0.5), p(2, 0.5), p(0, 1), p(2, 1)],
  7: [p(0, 0), p(2, 0), p(1, 0.25), p(0, 0.5), p(2, 0.5), p(0, 1), p(2, 1)],
  8: [p(0, 0), p(2, 0), p(1, 0.25), p(0, 0.5), p(2, 0.5), p(1, 0.75), p(0, 1), p(2, 1)],
  9: [p(0, 0), p(2, 0), p(0, 1 / 3), p(2, 1 / 3), p(1, 0.5), p(0, 2 / 3), p(2, 2 / 3), p(0, 1), p(2, 1)],
  10: [p(0, 0), p(2, 0), p(1, 1 / 6), p(0, 1 / 3), p(2, 1 / 3), p(0, 2 / 3), p(2, 2 / 3), p(1, 5 / 6), p(0, 1), p(2, 1)],
};
