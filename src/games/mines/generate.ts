// The no-guess board generator of MIN-3 (Simon Tatham's approach): place mines, play by deduction alone, move mines where play gets stuck.
//
// 1. Mines go on random cells (kb-rng-1 from the seed) outside the first cell and its neighbours.
// 2. Deduce-only play starts with the first reveal and opens every cell deduce.ts proves safe.
// 3. When it is stuck, a random shown number with undecided covered neighbours is picked, and
//    those neighbours are made all safe or all mines (whichever moves fewer mines): mines move
//    to or from other undecided covered cells, cells next to no shown number first, so that
//    as few shown numbers as possible change. Play then goes on.
// 4. A perturbation can take away what earlier deductions stood on, so a board is accepted
//    only after one whole play from the first reveal needed no perturbation at all; otherwise
//    the play is repeated on the changed board. After too many perturbations the board is
//    thrown away and new mines are placed (the rng runs on, so this stays deterministic).
// Every decision comes from the seeded rng and fixed scan orders: the same seed, size and
// first cell give the same board on every machine.

import { createRng, type Rng } from '../../core/rng.ts';
import { geometry, mineCounts, type Geometry } from './board.ts';
import { COVERED, GENERATOR_BUDGET, PlayClosure, type PlayDeduction, type PlayView } from './deduce.ts';

export interface GenerateStats {
  /** Perturbations made in all plays. */
  perturbations: number;
  /** Deduce-only plays (the last one is the clean proof). */
  plays: number;
  /** Boards thrown away and placed anew. */
  restarts: number;
}

// Boards the page had a worker make (generate.worker.ts runs this same function off the main
// thread): the rules' first reveal then takes the finished board instead of computing it again.
const prepared = new Map<string, Uint8Array>();
const boardKey = (width: number, height: number, mines: number, seed: number, x: number, y: number): string => `${width}x${height}x${mines}:${seed}@${x},${y}`;

/**
 * Keep a board made elsewhere by `generateMines` with these very arguments, for the next call with
 * them. A board that cannot be one (wrong length or mine count, a mine at or next to the first
 * cell) is ignored.
 */
export function rememberMines(width: number, height: number, mines: number, seed: number, firstX: number, firstY: number, mine: Uint8Array): void {
  const g = geometry(width, height);
  const first = firstY * width + firstX;
  if (mine.length !== g.cells || mine.reduce((a, b) => a + b, 0) !== mines || mine[first] !== 0) return;
  for (let k = g.start[first]!; k < g.start[first + 1]!; k++) if (mine[g.nb[k]!] !== 0) return;
  if (prepared.size >= 8) prepared.delete(prepared.keys().next().value as string);
  prepared.set(boardKey(width, height, mines, seed, firstX, firstY), mine.slice());
}

/** Fresh placements tried before the generator gives up on the no-guess guarantee (never reached in the measured sizes). */
const MAX_RESTARTS = 200;

/**
 * The mines (1 = mine) of the board for `seed`, this size and the first reveal at (firstX, firstY):
 * the first cell and its neighbours are free (MIN-2) and deduce-only play clears it (MIN-3).
 */
export function generateMines(width: number, height: number, mines: number, seed: number, firstX: number, firstY: number, stats?: GenerateStats): Uint8Array {
  const known = stats ? undefined : prepared.get(boardKey(width, height, mines, seed, firstX, firstY));
  if (known) return known.slice();
  const g = geometry(width, height);
  const first = firstY * width + firstX;
  const rng = createRng(seed);
  const forbidden = new Uint8Array(g.cells);
  forbidden[first] = 1;
  for (let k = g.start[first]!; k < g.start[first + 1]!; k++) forbidden[g.nb[k]!] = 1;
  const open: number[] = [];
  for (let c = 0; c < g.cells; c++) if (forbidden[c] === 0) open.push(c);
  // Per play, a budget of perturbations; a board needing more starts over.
  const budget = Math.max(20, g.cells >> 2);
  let mine = place(g, open, mines, rng);
  for (let restart = 0; ; restart++) {
    let total = 0;
    for (;;) {
      const made = play(g, mine, mines, first, rng, budget - total);
      if (stats) {
        stats.plays++;
        stats.perturbations += Math.max(0, made);
      }
      if (made === 0) return mine;
      if (made < 0) break;
      total += made;
      if (total >= budget) break;
    }
    if (restart >= MAX_RESTARTS) return mine;
    if (stats) stats.restarts++;
    mine = place(g, open, mines, rng);
  }
}

/** `mines` distinct cells of `open`, chosen uniformly (a partial Fisher–Yates shuffle). */
function place(g: Geometry, open: readonly number[], mines: number, rng: Rng): Uint8Array {
  const pool = open.slice();
  const mine = new Uint8Array(g.cells);
  for (let i = 0; i < mines; i++) {
    const j = i + rng.nextInt(pool.length - i);
    const t = pool[i]!;
    pool[i] = pool[j]!;
    pool[j] = t;
    mine[pool[i]!] = 1;
  }
  return mine;
}

/**
 * One deduce-only play from the first reveal, perturbing `mine` in place where it is stuck.
 * Returns the number of perturbations (0: the board is proven no-guess as it stands), or -1
 * when the budget ran out or no perturbation could help.
 */
function play(g: Geometry, mine: Uint8Array, total: number, first: number, rng: Rng, budget: number): number {
  const n = g.cells;
  const { start, nb } = g;
  const count = mineCounts(g, mine);
  const shown = new Int8Array(n).fill(COVERED);
  // Per cell, its covered and its revealed neighbours, kept up to date as cells open (a moved mine
  // changes neither), so the solver and the perturbation never count them again.
  const coveredAround = new Uint8Array(n);
  for (let c = 0; c < n; c++) coveredAround[c] = start[c + 1]! - start[c]!;
  const shownAround = new Uint8Array(n);
  const view: PlayView = { g, total, shown, coveredAround, shownAround };
  const queue = new Int32Array(n);
  const scratch = { known: new Uint8Array(n), inSet: new Uint8Array(n), gate: new Uint8Array(n) };
  let revealed = 0;
  // The solver keeps its conclusions between questions (PlayClosure); made after the first reveal.
  let closure: PlayClosure | null = null;
  const reveal = (d: number): void => {
    shown[d] = count[d]!;
    revealed++;
    for (let k = start[d]!; k < start[d + 1]!; k++) {
      const e = nb[k]!;
      coveredAround[e]!--;
      shownAround[e]!++;
    }
    closure?.revealed(d);
  };
  const open = (c0: number): void => {
    if (shown[c0] !== COVERED) return;
    let head = 0;
    let tail = 0;
    reveal(c0);
    queue[tail++] = c0;
    while (head < tail) {
      const c = queue[head++]!;
      if (count[c] !== 0) continue;
      for (let k = start[c]!; k < start[c + 1]!; k++) {
        const d = nb[k]!;
        if (shown[d] !== COVERED) continue;
        reveal(d);
        queue[tail++] = d;
      }
    }
  };
  open(first);
  closure = new PlayClosure(view, GENERATOR_BUDGET);
  let made = 0;
  while (revealed < n - total) {
    const d = closure.deduce();
    if (d.safe.length > 0) {
      for (const c of d.safe) open(c);
      continue;
    }
    if (made >= budget || !perturb(g, mine, count, view, d, rng, scratch, closure)) return -1;
    made++;
  }
  return made;
}

/** Make the undecided covered neighbours of one stuck number all safe or all mines. False when nothing can be moved. */
function perturb(
  g: Geometry,
  mine: Uint8Array,
  count: Uint8Array,
  view: PlayView,
  stuckAt: PlayDeduction,
  rng: Rng,
  scratch: { readonly known: Uint8Array; readonly inSet: Uint8Array; readonly gate: Uint8Array },
  closure: PlayClosure,
): boolean {
  const n = g.cells;
  const { start, nb } = g;
  const shown = view.shown as Int8Array;
  const { shownAround } = view;
  const knownMines = stuckAt.mines;
  const undecidedAround = stuckAt.undecidedAround;
  const known = scratch.known.fill(0);
  for (const c of knownMines) known[c] = 1;
  // One pass: the numbers with an undecided neighbour (the solver counted them: nothing was proven
  // safe, so every decided covered cell is a known mine), and the undecided cells themselves.
  const stuck: number[] = [];
  const undecided: number[] = [];
  for (let c = 0; c < n; c++) {
    const v = shown[c]!;
    if (v >= 0) {
      if (undecidedAround[c]! > 0) stuck.push(c);
    } else if (v === COVERED && known[c] === 0) undecided.push(c);
  }
  const inSet = scratch.inSet.fill(0);
  const set: number[] = [];
  if (stuck.length > 0) {
    const r = stuck[draw(rng, stuck.length)]!;
    for (let k = start[r]!; k < start[r + 1]!; k++) {
      const c = nb[k]!;
      if (shown[c] === COVERED && known[c] === 0) {
        inSet[c] = 1;
        set.push(c);
      }
    }
  } else {
    // The undecided cells lie behind known mines, out of sight of every number: open a way in by
    // clearing one known mine next to them (its mine moves among the undecided cells). The gates
    // are the known mines beside an undecided cell, in reading order.
    const gate = scratch.gate.fill(0);
    for (const u of undecided) for (let k = start[u]!; k < start[u + 1]!; k++) gate[nb[k]!] = 1;
    const gates = having(knownMines, gate, 1);
    if (gates.length === 0) return false;
    const chosen = gates[draw(rng, gates.length)]!;
    known[chosen] = 0;
    inSet[chosen] = 1;
    set.push(chosen);
  }
  // Partners for the swap: interior cells first (their change shows in no number), each group shuffled.
  const interior: number[] = [];
  const edge: number[] = [];
  for (const c of undecided) {
    if (inSet[c] === 1) continue;
    (shownAround[c]! > 0 ? edge : interior).push(c);
  }
  shuffle(interior, rng);
  shuffle(edge, rng);
  const partners = interior.concat(edge);
  const full = having(set, mine, 1);
  const empty = having(set, mine, 0);
  const freeSlots = having(partners, mine, 0);
  // When the undecided cells alone cannot fill the set (an end-game 50:50), known mines lend theirs.
  const lenders = having(knownMines, inSet, 0);
  shuffle(lenders, rng);
  const spareMines = having(partners, mine, 1).concat(lenders);
  const canClear = freeSlots.length >= full.length;
  const canFill = spareMines.length >= empty.length;
  if (!canClear && !canFill) return false;
  const clear = canClear && (!canFill || full.length < empty.length || (full.length === empty.length && draw(rng, 2) === 0));
  const moves = clear ? full.length : empty.length;
  for (let i = 0; i < moves; i++) {
    const from = clear ? full[i]! : spareMines[i]!;
    const to = clear ? freeSlots[i]! : empty[i]!;
    toggle(g, mine, count, shown, from, closure);
    toggle(g, mine, count, shown, to, closure);
  }
  return true;
}

/** The cells of `cells` (in order) whose entry in `values` is `v`. */
function having(cells: readonly number[], values: Uint8Array, v: number): number[] {
  const out: number[] = [];
  for (const c of cells) if (values[c] === v) out.push(c);
  return out;
}

/** Flip one cell between mine and safe, keeping the counts, the shown numbers and the solver's conclusions right. */
function toggle(g: Geometry, mine: Uint8Array, count: Uint8Array, shown: Int8Array, c: number, closure: PlayClosure): void {
  const d = mine[c] === 1 ? -1 : 1;
  mine[c] = mine[c]! ^ 1;
  for (let k = g.start[c]!; k < g.start[c + 1]!; k++) {
    const r = g.nb[k]!;
    count[r] = count[r]! + d;
    if (shown[r]! >= 0) shown[r] = count[r]!;
  }
  closure.toggled(c, d);
}

function shuffle(items: number[], rng: Rng): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = draw(rng, i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
}

/**
 * `rng.nextInt(n)`: the same draws and the same number, without the floating-point remainder V8
 * computes by a library call (a shuffle of a large board's undecided cells draws thousands of
 * times per perturbation). Below 2^21 the quotient of a 32-bit draw is exact in a double.
 */
function draw(rng: Rng, n: number): number {
  if (n >= 0x200000) return rng.nextInt(n);
  for (;;) {
    const x = rng.nextUint32();
    // Below 2^32 − n every draw is inside nextInt's accepted range; above it, nextInt's own test.
    if (x < 0x100000000 - n || x < 0x100000000 - (0x100000000 % n)) return x - Math.floor(x / n) * n;
  }
}
