// The order a move's cells appear in (pure, for the board and its tests): the opening flood in the
// trace's flood order (MIN-4), then on a loss the other mines in rings round the fatal one (MIN-5),
// or on a win the flags set for the player (MIN-6).

import { CELL_COVERED, type MinesState, type MinesTrace } from './rules.ts';

export interface Reveal {
  /** The beat at which each listed cell shows its look (before it: covered). */
  readonly at: ReadonlyMap<number, number>;
  /** Beats in all (0: nothing to animate). */
  readonly beats: number;
}

export const NO_REVEAL: Reveal = { at: new Map(), beats: 0 };

/** At most this many beats for a flood, and for the mines of a loss. */
const FLOOD_BEATS = 12;
const MINE_BEATS = 8;

/** The beats of a move: its flood (the first cell at once), then the loss's mines or the win's flags. */
export function revealOf(trace: MinesTrace, after: MinesState): Reveal {
  const at = new Map<number, number>();
  const opened = trace.opened;
  let beats = 0;
  if (opened.length > 1) {
    beats = Math.min(FLOOD_BEATS, opened.length - 1);
    for (let k = 1; k < opened.length; k++) at.set(opened[k]!, 1 + Math.floor(((k - 1) * beats) / (opened.length - 1)));
  }
  const w = after.width;
  const later: number[] = [];
  if (trace.exploded >= 0) {
    for (let i = 0; i < after.cell.length; i++) if (after.mine[i] === 1 && after.cell[i] === CELL_COVERED) later.push(i);
    const ex = trace.exploded % w;
    const ey = Math.floor(trace.exploded / w);
    const d = (i: number): number => Math.max(Math.abs((i % w) - ex), Math.abs(Math.floor(i / w) - ey));
    later.sort((a, b) => d(a) - d(b) || a - b);
  } else later.push(...trace.autoFlagged);
  if (later.length > 0) {
    const extra = Math.min(MINE_BEATS, later.length);
    later.forEach((c, k) => at.set(c, beats + 1 + Math.floor((k * extra) / later.length)));
    beats += extra;
  }
  return { at, beats };
}
