// The board's per-card marks (issue 21): one reactive word per card, written only where a mark comes
// or goes. A tap that selects, hints or clears a pair so redraws the two or three cards it touches;
// a mark read from a board-wide value (the selection, the hint) would redraw every card instead.

import { untrack } from 'svelte';

/** One bit per mark a card can carry. */
export const MARK = { selected: 1, cursor: 2, glow: 4, hinted: 8, blocker: 16, shakeA: 32, shakeB: 64 } as const;

class Word {
  bits = $state(0);
  /** The symbol of the card that bursts in this (now empty) cell, else -1. */
  burst = $state(-1);
}

export class CardMarks {
  readonly words: readonly Word[];
  /** The cells each mark is on, as last set. */
  #on: Record<number, readonly number[]> = {};
  #bursting: readonly number[] = [];

  constructor(cells: number) {
    this.words = Array.from({ length: cells }, () => new Word());
  }

  /** The mark `bit` is on exactly `cells` now (cells outside the board are ignored). */
  set(bit: number, cells: readonly number[]): void {
    const was = this.#on[bit] ?? [];
    for (const i of was) if (!cells.includes(i)) this.#put(i, bit, false);
    for (const i of cells) if (!was.includes(i)) this.#put(i, bit, true);
    this.#on[bit] = cells;
  }

  /** The cards of the last pair burst in their cells (`cells[k]` shows `syms[k]`); the ones before stop. */
  burst(cells: readonly number[], syms: readonly number[]): void {
    for (const i of this.#bursting) if (!cells.includes(i) && this.words[i]) (this.words[i] as Word).burst = -1;
    cells.forEach((i, k) => {
      const w = this.words[i];
      if (w) w.burst = syms[k] ?? -1;
    });
    this.#bursting = cells;
  }

  /** Whether card `i` carries the mark (reactive: only this card's word is read). */
  has(i: number, bit: number): boolean {
    return ((this.words[i]?.bits ?? 0) & bit) !== 0;
  }

  #put(i: number, bit: number, on: boolean): void {
    const w = this.words[i];
    if (!w) return;
    const bits = untrack(() => w.bits);
    w.bits = on ? bits | bit : bits & ~bit;
  }
}
