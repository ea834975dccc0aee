// The deduce-only solver of MIN-3: every covered cell that the shown numbers and the mine total prove safe or a mine.
//
// Three stages, each sound on its own (it only concludes what holds in every mine layout that fits
// what is shown):
//   1. single-cell rules: a number whose missing mines are 0 clears its covered neighbours; one
//      whose missing mines equal its covered neighbours marks them all;
//   2. pair rules between numbers up to two cells apart: the mines in their common cells lie in a
//      range bounded by both numbers, which can force the cells only one of them sees;
//   3. the exact stage: the covered cells next to numbers split into independent components; each
//      is enumerated by backtracking (with a node budget), recording per mine count which cells
//      can be a mine and which can be safe; a subset-sum over the components then keeps only the
//      counts that, with the interior (covered cells next to no number), fit the mine total.
// A component with too many layouts to list allows every mine count; its cells are then decided
// one question at a time ("is there a layout with this cell a mine?"), each a bounded search, and
// a question whose search runs out of budget decides nothing: a weaker answer, never a wrong one.
// Flags play no part (ENGINE.md).

import { geometry, type Geometry } from './board.ts';

/** `shown` value of a covered cell (flagged or not). */
export const COVERED = -1;
/** `shown` value of a mine on view (the exploded one): known, counted against the total. */
export const SHOWN_MINE = -2;

export interface Deduction {
  /** Covered cells proven safe, in reading order. */
  readonly safe: number[];
  /** Covered cells proven to be mines, in reading order. */
  readonly mines: number[];
  /** False when a component ran out of its enumeration budget (the answer may then miss cells). */
  readonly exact: boolean;
}

/**
 * Search effort, counted in nodes (deterministic: never a clock). `enumeration`: nodes to list every
 * layout of one component; `hypothesis`: nodes for one "can this cell be a mine / be safe" question
 * of a component too big to list; `hypothesisTotal`: for all those questions of one component.
 */
export interface Budget {
  readonly enumeration: number;
  readonly hypothesis: number;
  readonly hypothesisTotal: number;
}

/** The budget of the `deduce` command and the lesson cell. */
export const FULL_BUDGET: Budget = { enumeration: 20_000, hypothesis: 5_000, hypothesisTotal: 200_000 };
/**
 * The generator's budget: smaller, so boards are fast to make. A larger budget proves at least
 * what a smaller one proves, and knowing more never blocks a later deduction, so deduce-only play
 * with FULL_BUDGET clears every generated board too (the tests play samples both ways).
 */
export const GENERATOR_BUDGET: Budget = { enumeration: 2_000, hypothesis: 1_000, hypothesisTotal: 20_000 };

export interface DeduceOptions {
  /** Skip the exact stage whenever the first two stages already prove a cell safe (deduce-only play needs one). */
  readonly quick?: boolean;
  readonly budget?: Budget;
}

const UNKNOWN = 0;
const SAFE = 1;
const MINE = 2;

/**
 * Deduce from a view of the board: `shown[i]` is the number (0–8) of a revealed cell, COVERED or
 * SHOWN_MINE; `total` is the board's mine count.
 */
export function deduce(width: number, height: number, total: number, shown: Readonly<Int8Array>, options: DeduceOptions = {}): Deduction {
  return run(Solver.fromView(geometry(width, height), total, shown, options.budget ?? FULL_BUDGET), options.quick ?? false);
}

/**
 * A view the no-guess generator keeps up to date while it plays (generate.ts), so each of its many
 * questions starts from counts instead of recounting the board: per cell the covered neighbours and
 * the revealed ones. It never shows a mine (the generator's play never steps on one), and it is
 * consistent (it comes from a real board), which is what lets the solver start from the numbers
 * that still border covered cells only: the others hold no information in a consistent view.
 */
export interface PlayView {
  readonly g: Geometry;
  readonly total: number;
  readonly shown: Readonly<Int8Array>;
  readonly coveredAround: Readonly<Uint8Array>;
  readonly shownAround: Readonly<Uint8Array>;
}

/** What `PlayClosure.deduce` adds to the answer. */
export interface PlayDeduction extends Deduction {
  /**
   * Per revealed cell, its covered neighbours still undecided after the deduction (valid until the
   * next question: the array is reused). When no cell is proven safe, the numbers with undecided
   * neighbours are exactly those the generator may perturb around.
   */
  readonly undecidedAround: Readonly<Int16Array>;
}

/**
 * The deduce-only play's solver (generate.ts), kept from one question to the next. The local stages'
 * conclusions (stages 1 and 2: sound rules whose conclusions only grow as more is known) form one
 * fixed set for a view whatever order they are drawn in, so instead of drawing them all again per
 * question, this keeps that set up to date as the view changes:
 * - a revealed cell only adds knowledge: the numbers around it are looked at again;
 * - a moved mine changes the shown numbers around it (and a known mine that lends its mine is
 *   wrong now): every conclusion a changed number drew is withdrawn, and with it every later
 *   conclusion of the numbers around a withdrawn cell (each cell remembers the number or pair that
 *   decided it, and when), transitively. What stays was drawn from what still holds, so it is part
 *   of the new view's set; the rules, run again from the numbers touched, complete the set.
 * Stage 3 and the mine total work on a copy, as `deduce` does after the local stages, so its answer
 * is exactly `deduce(width, height, total, shown, { quick: true, budget })` on the same view (the
 * generator's boards are checked unchanged on over a thousand seeds).
 */
export class PlayClosure {
  readonly #view: PlayView;
  readonly #s: Solver;
  readonly #trail: Trail;
  /** Withdrawal queue: (number, step) pairs; the number's conclusions after that step go. */
  #undoNumbers: number[] = [];
  #undoSteps: number[] = [];

  constructor(view: PlayView, budget: Budget) {
    this.#view = view;
    const n = view.g.cells;
    const s = Solver.fromPlay(view, budget, true);
    this.#trail = {
      by1: new Int32Array(n).fill(-1),
      by2: new Int32Array(n).fill(-1),
      stepOf: new Float64Array(n),
      step: 0,
      r: -1,
      s: -1,
      pairStack: new Int32Array(n),
      pairQueued: new Uint8Array(n),
      pairSp: 0,
    };
    s.trail = this.#trail;
    this.#s = s;
    s.local();
  }

  /** Cell d was just revealed (its number is in the view). */
  revealed(d: number): void {
    const s = this.#s;
    const { start, nb } = this.#view.g;
    const shown = this.#view.shown;
    if (s.know[d] === UNKNOWN) {
      for (let k = start[d]!; k < start[d + 1]!; k++) {
        const r = nb[k]!;
        if (shown[r]! < 0) continue;
        s.unk[r] = s.unk[r]! - 1;
        s.touch(r);
      }
    } else {
      // Proven safe before (a mine is never revealed in the generator's play): now it is a number.
      s.know[d] = UNKNOWN;
      s.decided--;
      s.foundSafe--;
      this.#trail.by1[d] = -1;
      this.#trail.by2[d] = -1;
    }
    let rem = shown[d]!;
    let unk = 0;
    for (let k = start[d]!; k < start[d + 1]!; k++) {
      const c = nb[k]!;
      if (shown[c] !== COVERED) continue;
      const v = s.know[c];
      if (v === MINE) rem--;
      else if (v === UNKNOWN) unk++;
    }
    s.rem[d] = rem;
    s.unk[d] = unk;
    s.touch(d);
  }

  /** Covered cell c just became a mine (`by` = 1) or stopped being one (−1); the shown numbers around it are updated in the view. */
  toggled(c: number, by: number): void {
    const s = this.#s;
    const { start, nb } = this.#view.g;
    const shown = this.#view.shown;
    if (s.know[c] !== UNKNOWN) this.#withdraw(c);
    for (let k = start[c]!; k < start[c + 1]!; k++) {
      const r = nb[k]!;
      if (shown[r]! < 0) continue;
      s.rem[r] = s.rem[r]! + by;
      s.touch(r);
      this.#undoNumbers.push(r);
      this.#undoSteps.push(-1);
    }
    this.#settle();
  }

  /** Takes back what cell c was decided as, and queues the later conclusions of the numbers around it. */
  #withdraw(c: number): void {
    const s = this.#s;
    const t = this.#trail;
    const { start, nb } = this.#view.g;
    const shown = this.#view.shown;
    const v = s.know[c]!;
    s.know[c] = UNKNOWN;
    s.decided--;
    if (v === MINE) s.minesLeft++;
    else s.foundSafe--;
    const step = t.stepOf[c]!;
    t.by1[c] = -1;
    t.by2[c] = -1;
    for (let k = start[c]!; k < start[c + 1]!; k++) {
      const r = nb[k]!;
      if (shown[r]! < 0) continue;
      s.unk[r] = s.unk[r]! + 1;
      if (v === MINE) s.rem[r] = s.rem[r]! + 1;
      s.touch(r);
      this.#undoNumbers.push(r);
      this.#undoSteps.push(step);
    }
  }

  /** Withdraws, transitively, every conclusion a queued number drew after its step. */
  #settle(): void {
    const s = this.#s;
    const t = this.#trail;
    const { width, height } = this.#view.g;
    const shown = this.#view.shown;
    while (this.#undoNumbers.length > 0) {
      const r = this.#undoNumbers.pop()!;
      const after = this.#undoSteps.pop()!;
      // A number decides its own neighbours, or (as the second of a pair) those of a number up to
      // two cells away: everything it decided lies within three cells.
      const rx = r % width;
      const ry = (r - rx) / width;
      for (let y = Math.max(0, ry - 3); y <= Math.min(height - 1, ry + 3); y++) {
        for (let x = Math.max(0, rx - 3); x <= Math.min(width - 1, rx + 3); x++) {
          const c = y * width + x;
          if (shown[c] !== COVERED || s.know[c] === UNKNOWN) continue;
          if ((t.by1[c] === r || t.by2[c] === r) && t.stepOf[c]! > after) this.#withdraw(c);
        }
      }
    }
  }

  /** The local stages over the numbers touched since the last question, to their fixed set. */
  #complete(): void {
    const s = this.#s;
    const t = this.#trail;
    const { width, height } = this.#view.g;
    const { shown, unk } = s;
    s.drain();
    while (t.pairSp > 0 && !s.bad) {
      const r = t.pairStack[--t.pairSp]!;
      t.pairQueued[r] = 0;
      if (shown[r]! < 0) continue;
      const rx = r % width;
      const ry = (r - rx) / width;
      for (let sy = Math.max(0, ry - 2); sy <= Math.min(height - 1, ry + 2); sy++) {
        for (let sx = Math.max(0, rx - 2); sx <= Math.min(width - 1, rx + 2); sx++) {
          const o = sy * width + sx;
          if (o === r || shown[o]! < 0 || unk[o] === 0 || unk[r] === 0) continue;
          if (r < o ? s.pair(r, o) : s.pair(o, r)) s.drain();
        }
      }
    }
  }

  /** The answer `deduce` gives on the view now, with the quick option (stop at the local stages when they prove a cell safe). */
  deduce(): PlayDeduction {
    const s = this.#s;
    this.#complete();
    if (s.bad) return { safe: [], mines: [], exact: false, undecidedAround: s.unk };
    if (s.foundSafe > 0) return { ...answer(s), exact: true, undecidedAround: s.unk };
    // Stage 3 on a copy, then as `run` goes on after the local stages.
    const solver = s.copy(this.#view.shownAround);
    let exact = true;
    for (;;) {
      const before = solver.decided;
      const g = solver.global();
      exact = g.exact;
      if (solver.bad) return { safe: [], mines: [], exact: false, undecidedAround: solver.unk };
      if (g.exact || solver.decided === before) break;
      solver.local();
      if (solver.bad) return { safe: [], mines: [], exact: false, undecidedAround: solver.unk };
      if (solver.foundSafe > 0) break;
    }
    return { ...answer(solver), exact, undecidedAround: solver.unk };
  }
}

/** The covered cells a solver knows safe and known to be mines, in reading order. */
function answer(solver: Solver): { safe: number[]; mines: number[] } {
  const { shown, know } = solver;
  const safe: number[] = [];
  const mines: number[] = [];
  for (let c = 0; c < shown.length; c++) {
    if (shown[c] !== COVERED) continue;
    if (know[c] === SAFE) safe.push(c);
    else if (know[c] === MINE) mines.push(c);
  }
  return { safe, mines };
}

function run(solver: Solver, quick: boolean): Deduction {
  let exact = true;
  for (;;) {
    solver.local();
    if (solver.bad) return { safe: [], mines: [], exact: false };
    if (quick && solver.foundSafe > 0) break;
    const before = solver.decided;
    const g = solver.global();
    exact = g.exact;
    if (solver.bad) return { safe: [], mines: [], exact: false };
    // Only a component that ran out of budget can gain from another pass of the local rules.
    if (g.exact || solver.decided === before) break;
  }
  return { ...answer(solver), exact };
}

/** The per-cell arrays of one board size, reused by every question about it. */
interface Workspace {
  readonly know: Uint8Array;
  readonly rem: Int16Array;
  readonly unk: Int16Array;
  readonly stack: Int32Array;
  readonly queued: Uint8Array;
  readonly shownAround: Uint8Array;
  readonly comp: Int32Array;
  readonly queue: Int32Array;
}

// The generator asks hundreds of questions per board: fresh arrays for each (each a separate
// buffer outside the JavaScript heap) made the garbage collector the largest cost of a large board.
// A question never runs inside another, so one set per cell count serves them all.
const workspaces = new Map<number, Workspace>();
function workspace(n: number): Workspace {
  let w = workspaces.get(n);
  if (!w) {
    if (workspaces.size >= 8) workspaces.clear();
    w = newWorkspace(n);
    workspaces.set(n, w);
  }
  return w;
}

function newWorkspace(n: number): Workspace {
  return {
    know: new Uint8Array(n),
    rem: new Int16Array(n),
    unk: new Int16Array(n),
    stack: new Int32Array(n),
    queued: new Uint8Array(n),
    shownAround: new Uint8Array(n),
    comp: new Int32Array(n),
    queue: new Int32Array(n),
  };
}

/**
 * What an incremental solver remembers of each decided cell: the number that decided it (by1), the
 * other number of a pair rule (by2, else −1) and the step of that derivation; and its queue of
 * numbers whose pairs are to be looked at again.
 */
interface Trail {
  readonly by1: Int32Array;
  readonly by2: Int32Array;
  readonly stepOf: Float64Array;
  step: number;
  r: number;
  s: number;
  readonly pairStack: Int32Array;
  readonly pairQueued: Uint8Array;
  pairSp: number;
}

class Solver {
  readonly know: Uint8Array;
  /** Per revealed cell: its mines not yet known. */
  readonly rem: Int16Array;
  /** Per revealed cell: its covered neighbours not yet known. */
  readonly unk: Int16Array;
  readonly stack: Int32Array;
  readonly queued: Uint8Array;
  sp = 0;
  minesLeft: number;
  foundSafe = 0;
  decided = 0;
  /** The view contradicts itself (no layout fits): nothing can be concluded. */
  bad = false;

  /** Per cell: how many of its neighbours are revealed (a covered cell with none lies behind every number). */
  readonly shownAround: Uint8Array;

  /** Scratch for stage 3 (component ids and a queue). */
  readonly comp: Int32Array;
  readonly queue: Int32Array;

  /** Derivation records of an incremental solver (PlayClosure); null for a one-off question. */
  trail: Trail | null = null;

  private constructor(
    readonly g: Geometry,
    readonly shown: Readonly<Int8Array>,
    readonly budget: Budget,
    minesLeft: number,
    own = false,
  ) {
    const w = own ? newWorkspace(g.cells) : workspace(g.cells);
    this.know = w.know.fill(0);
    // rem and unk are written for every revealed cell before they are read; other cells never read them.
    this.rem = w.rem;
    this.unk = w.unk;
    this.stack = w.stack;
    this.queued = w.queued.fill(0);
    this.shownAround = w.shownAround.fill(0);
    this.comp = w.comp;
    this.queue = w.queue;
    this.minesLeft = minesLeft;
    if (minesLeft < 0) this.bad = true;
  }

  /** From any view: every revealed number is counted and queued. */
  static fromView(g: Geometry, total: number, shown: Readonly<Int8Array>, budget: Budget): Solver {
    let left = total;
    for (let c = 0; c < g.cells; c++) if (shown[c] === SHOWN_MINE) left--;
    const s = new Solver(g, shown, budget, left);
    const { start, nb } = g;
    for (let c = 0; c < g.cells; c++) {
      const v = shown[c]!;
      if (v < 0) continue;
      let rem = v;
      let unk = 0;
      for (let k = start[c]!; k < start[c + 1]!; k++) {
        const d = nb[k]!;
        const sd = shown[d]!;
        if (sd === SHOWN_MINE) rem--;
        else if (sd === COVERED) unk++;
        s.shownAround[d]!++;
      }
      s.rem[c] = rem;
      s.unk[c] = unk;
      s.queued[c] = 1;
      s.stack[s.sp++] = c;
    }
    return s;
  }

  /** From a generator's view: the counts are copied, and only the numbers beside covered cells are queued. */
  static fromPlay(view: PlayView, budget: Budget, own = false): Solver {
    const { g, shown, coveredAround } = view;
    const s = new Solver(g, shown, budget, view.total, own);
    s.shownAround.set(view.shownAround);
    s.unk.set(coveredAround);
    for (let c = 0; c < g.cells; c++) {
      const v = shown[c]!;
      if (v < 0) continue;
      s.rem[c] = v;
      if (coveredAround[c] === 0) continue;
      s.queued[c] = 1;
      s.stack[s.sp++] = c;
    }
    return s;
  }

  /** A derivation begins: the cells it decides are recorded as derived by r (and s, for a pair), at a new step. */
  event(r: number, s: number): void {
    const t = this.trail;
    if (t === null) return;
    t.step++;
    t.r = r;
    t.s = s;
  }

  set(c: number, v: number): void {
    const { start, nb } = this.g;
    this.know[c] = v;
    this.decided++;
    if (v === MINE) this.minesLeft--;
    else this.foundSafe++;
    const t = this.trail;
    if (t !== null) {
      t.by1[c] = t.r;
      t.by2[c] = t.s;
      t.stepOf[c] = t.step;
    }
    for (let k = start[c]!; k < start[c + 1]!; k++) {
      const r = nb[k]!;
      if (this.shown[r]! < 0) continue;
      this.unk[r] = this.unk[r]! - 1;
      if (v === MINE) this.rem[r] = this.rem[r]! - 1;
      this.touch(r);
    }
  }

  /** A one-off solver (shared arrays) starting from this one's knowledge, with nothing queued. */
  copy(shownAround: Readonly<Uint8Array>): Solver {
    const s = new Solver(this.g, this.shown, this.budget, this.minesLeft);
    s.know.set(this.know);
    s.rem.set(this.rem);
    s.unk.set(this.unk);
    s.shownAround.set(shownAround);
    s.decided = this.decided;
    s.foundSafe = this.foundSafe;
    return s;
  }

  /** Number r's counts changed: queue it for stage 1 (and, in a trail, for its pairs). */
  touch(r: number): void {
    if (this.queued[r] === 0) {
      this.queued[r] = 1;
      this.stack[this.sp++] = r;
    }
    const t = this.trail;
    if (t !== null && t.pairQueued[r] === 0) {
      t.pairQueued[r] = 1;
      t.pairStack[t.pairSp++] = r;
    }
  }

  /** Stage 1 over every queued number. */
  drain(): void {
    const { start, nb } = this.g;
    const { shown, know, rem, unk } = this;
    while (this.sp > 0 && !this.bad) {
      const r = this.stack[--this.sp]!;
      this.queued[r] = 0;
      const m = rem[r]!;
      const u = unk[r]!;
      if (m < 0 || m > u) {
        this.bad = true;
        return;
      }
      if (u === 0 || (m !== 0 && m !== u)) continue;
      const v = m === 0 ? SAFE : MINE;
      this.event(r, -1);
      for (let k = start[r]!; k < start[r + 1]!; k++) {
        const c = nb[k]!;
        if (shown[c] === COVERED && know[c] === UNKNOWN) this.set(c, v);
      }
    }
  }

  /** Stages 1 and 2 until neither decides anything more. */
  local(): void {
    this.drain();
    const { width, height } = this.g;
    const { shown, unk } = this;
    let changed = true;
    while (changed && !this.bad) {
      changed = false;
      for (let r = 0; r < shown.length; r++) {
        if (shown[r]! < 0 || unk[r] === 0) continue;
        const rx = r % width;
        const ry = (r - rx) / width;
        for (let sy = Math.max(0, ry - 2); sy <= Math.min(height - 1, ry + 2); sy++) {
          for (let sx = Math.max(0, rx - 2); sx <= Math.min(width - 1, rx + 2); sx++) {
            const s = sy * width + sx;
            if (s <= r || shown[s]! < 0 || unk[s] === 0 || unk[r] === 0) continue;
            if (this.pair(r, s)) {
              this.drain();
              if (this.bad) return;
              changed = true;
            }
          }
        }
      }
    }
  }

  /**
   * Stage 2 for two numbers r < s up to two cells apart, both with unknown neighbours: decides each
   * part (only r's, only s's, the common cells) whose mine count is pinned to all or nothing.
   * Returns whether it decided anything (`bad` is set when the two contradict each other).
   */
  pair(r: number, s: number): boolean {
    const { width, start, nb } = this.g;
    const { shown, know, rem, unk } = this;
    const sx = s % width;
    const sy = (s - sx) / width;
    let common = 0;
    for (let k = start[r]!; k < start[r + 1]!; k++) {
      const c = nb[k]!;
      if (shown[c] !== COVERED || know[c] !== UNKNOWN) continue;
      const cx = c % width;
      const cy = (c - cx) / width;
      if (Math.abs(cx - sx) <= 1 && Math.abs(cy - sy) <= 1) common++;
    }
    if (common === 0) return false;
    const onlyR = unk[r]! - common;
    const onlyS = unk[s]! - common;
    const mr = rem[r]!;
    const ms = rem[s]!;
    const cMin = Math.max(0, mr - onlyR, ms - onlyS);
    const cMax = Math.min(common, mr, ms);
    if (cMin > cMax) {
      this.bad = true;
      return false;
    }
    // One derivation: everything it decides stands on what was known before it.
    this.event(r, s);
    let act = false;
    if (onlyR > 0 && (mr - cMin === 0 || mr - cMax === onlyR)) {
      this.setPart(r, s, false, mr - cMin === 0 ? SAFE : MINE);
      act = true;
    }
    if (onlyS > 0 && (ms - cMin === 0 || ms - cMax === onlyS)) {
      this.setPart(s, r, false, ms - cMin === 0 ? SAFE : MINE);
      act = true;
    }
    if (cMax === 0 || cMin === common) {
      this.setPart(r, s, true, cMax === 0 ? SAFE : MINE);
      act = true;
    }
    return act;
  }

  /** Decide the unknown covered neighbours of `a` that are (common) or are not (!common) next to `b`. */
  setPart(a: number, b: number, common: boolean, v: number): void {
    const { width, start, nb } = this.g;
    const bx = b % width;
    const by = (b - bx) / width;
    for (let k = start[a]!; k < start[a + 1]!; k++) {
      const c = nb[k]!;
      if (this.shown[c] !== COVERED || this.know[c] !== UNKNOWN) continue;
      const cx = c % width;
      const cy = (c - cx) / width;
      const near = Math.abs(cx - bx) <= 1 && Math.abs(cy - by) <= 1;
      if (near === common) this.set(c, v);
    }
  }

  /** Stage 3. Returns whether every component was enumerated in full. */
  global(): { exact: boolean } {
    const { cells: n, start, nb } = this.g;
    const { shown, know } = this;
    const comp = this.comp.fill(-1);
    const isUnknown = (c: number): boolean => shown[c] === COVERED && know[c] === UNKNOWN;
    const components: Int32Array[] = [];
    let interior = 0;
    const { queue, shownAround } = this;
    for (let c0 = 0; c0 < n; c0++) {
      if (!isUnknown(c0) || comp[c0] !== -1) continue;
      if (shownAround[c0] === 0) {
        interior++;
        continue;
      }
      // Cells are linked when one number sees both: breadth first, for a good enumeration order.
      const id = components.length;
      let head = 0;
      let tail = 0;
      comp[c0] = id;
      queue[tail++] = c0;
      while (head < tail) {
        const c = queue[head++]!;
        for (let k = start[c]!; k < start[c + 1]!; k++) {
          const r = nb[k]!;
          if (shown[r]! < 0) continue;
          for (let j = start[r]!; j < start[r + 1]!; j++) {
            const d = nb[j]!;
            if (isUnknown(d) && comp[d] === -1) {
              comp[d] = id;
              queue[tail++] = d;
            }
          }
        }
      }
      components.push(queue.slice(0, tail));
    }
    const R = this.minesLeft;
    if (components.length === 0 && interior === 0) return { exact: true };
    const results = components.map((cells) => this.enumerate(cells, R));
    const lo = Math.max(0, R - interior);
    const hi = R;
    // prefix[i]: mine counts reachable by components before i; suffix[i]: by components i and after.
    const C = components.length;
    const prefix: Uint8Array[] = [unit(R)];
    for (let i = 0; i < C; i++) prefix.push(convolve(prefix[i]!, results[i]!.counts, R));
    const suffix: Uint8Array[] = new Array<Uint8Array>(C + 1);
    suffix[C] = unit(R);
    for (let i = C - 1; i >= 0; i--) suffix[i] = convolve(suffix[i + 1]!, results[i]!.counts, R);
    let exact = true;
    for (let i = 0; i < C; i++) {
      const res = results[i]!;
      if (res.forced) {
        exact = false;
        const cells = components[i]!;
        for (let j = 0; j < cells.length; j++) {
          const f = res.forced[j]!;
          if (f >= 0 && know[cells[j]!] === UNKNOWN) this.set(cells[j]!, f === 1 ? MINE : SAFE);
        }
        continue;
      }
      const others = convolve(prefix[i]!, suffix[i + 1]!, R);
      // cum[t] = how many reachable sums of the others are below t.
      const cum = new Int32Array(R + 2);
      for (let t = 0; t <= R; t++) cum[t + 1] = cum[t]! + others[t]!;
      const cells = components[i]!;
      const size = cells.length;
      const canMine = new Uint8Array(size);
      const canSafe = new Uint8Array(size);
      let any = false;
      for (let m = 0; m <= size; m++) {
        if (res.counts[m] !== 1) continue;
        const a = Math.max(0, lo - m);
        const b = Math.min(R, hi - m);
        if (b < a || cum[b + 1]! - cum[a]! === 0) continue;
        any = true;
        const base = m * size;
        for (let j = 0; j < size; j++) {
          const seen = res.seen[base + j]!;
          if (seen & 1) canMine[j] = 1;
          if (seen & 2) canSafe[j] = 1;
        }
      }
      if (!any) {
        this.bad = true;
        return { exact: false };
      }
      for (let j = 0; j < size; j++) {
        const c = cells[j]!;
        if (know[c] !== UNKNOWN) continue;
        if (canMine[j] === 0) this.set(c, SAFE);
        else if (canSafe[j] === 0) this.set(c, MINE);
      }
    }
    if (interior > 0) {
      const totals = prefix[C]!;
      let allClear = true;
      let allMines = true;
      let any = false;
      for (let t = lo; t <= hi; t++) {
        if (totals[t] !== 1) continue;
        any = true;
        if (R - t !== 0) allClear = false;
        if (R - t !== interior) allMines = false;
      }
      if (!any) {
        if (exact) this.bad = true;
        return { exact };
      }
      if (allClear || allMines) {
        const v = allClear ? SAFE : MINE;
        for (let c = 0; c < n; c++) if (isUnknown(c) && shownAround[c] === 0) this.set(c, v);
      }
    }
    // The decisions above are final; drain only brings the counters of the numbers up to date.
    this.drain();
    return { exact };
  }

  /**
   * Every layout of one component that fits its numbers (and at most `maxMines` mines):
   * `counts[m]` = 1 when some layout has m mines; `seen[m * size + j]` bit 1 = cell j is a mine in
   * some such layout, bit 2 = it is safe in one.
   */
  enumerate(cells: Int32Array, maxMines: number): { counts: Uint8Array; seen: Uint8Array; forced: Int8Array | null; exact: boolean } {
    const { start, nb } = this.g;
    const { shown, rem } = this;
    const size = cells.length;
    // The numbers around the component, and for each cell the numbers that see it.
    const local = new Map<number, number>();
    for (let j = 0; j < size; j++) local.set(cells[j]!, j);
    const conOf = new Map<number, number>();
    const conRem: number[] = [];
    const conFree: number[] = [];
    const cellConStart = new Int32Array(size + 1);
    const cellCons: number[] = [];
    for (let j = 0; j < size; j++) {
      const c = cells[j]!;
      cellConStart[j] = cellCons.length;
      for (let k = start[c]!; k < start[c + 1]!; k++) {
        const r = nb[k]!;
        if (shown[r]! < 0) continue;
        let id = conOf.get(r);
        if (id === undefined) {
          id = conRem.length;
          conOf.set(r, id);
          conRem.push(rem[r]!);
          conFree.push(0);
        }
        conFree[id]!++;
        cellCons.push(id);
      }
    }
    cellConStart[size] = cellCons.length;
    const cons = Int32Array.from(cellCons);
    const need = Int16Array.from(conRem);
    const free = Int16Array.from(conFree);
    const mines = new Int16Array(need.length);
    const assign = new Uint8Array(size);
    const counts = new Uint8Array(size + 1);
    const seen = new Uint8Array((size + 1) * size);
    let nodes = 0;
    let exhausted = false;

    const place = (j: number, v: number): boolean => {
      let fits = true;
      for (let k = cellConStart[j]!; k < cellConStart[j + 1]!; k++) {
        const id = cons[k]!;
        free[id]!--;
        mines[id]! += v;
        if (mines[id]! > need[id]! || mines[id]! + free[id]! < need[id]!) fits = false;
      }
      return fits;
    };
    const unplace = (j: number, v: number): void => {
      for (let k = cellConStart[j]!; k < cellConStart[j + 1]!; k++) {
        const id = cons[k]!;
        free[id]!++;
        mines[id]! -= v;
      }
    };
    const walk = (j: number, m: number): void => {
      if (++nodes > this.budget.enumeration) {
        exhausted = true;
        return;
      }
      if (j === size) {
        counts[m] = 1;
        const base = m * size;
        for (let i = 0; i < size; i++) seen[base + i]! |= assign[i] === 1 ? 1 : 2;
        return;
      }
      for (let v = 0; v <= 1 && !exhausted; v++) {
        if (v === 1 && m + 1 > maxMines) break;
        if (place(j, v)) {
          assign[j] = v;
          walk(j + 1, m + v);
        }
        unplace(j, v);
      }
    };
    walk(0, 0);
    if (!exhausted) return { counts, seen, forced: null, exact: true };

    // Too many layouts to list: ask per cell whether one layout with it a mine (or safe) exists.
    // Each found layout also answers that question for every other cell. The mine total is left
    // out here (only "at most maxMines"), which allows more layouts: weaker, still sound.
    counts.fill(1);
    const canMine = new Uint8Array(size);
    const canSafe = new Uint8Array(size);
    let fixedCell = -1;
    let fixedValue = 0;
    let budget = 0;
    const find = (j: number, m: number): boolean => {
      if (--budget < 0) return false;
      if (j === size) {
        for (let i = 0; i < size; i++) {
          if (assign[i] === 1) canMine[i] = 1;
          else canSafe[i] = 1;
        }
        return true;
      }
      for (let v = 0; v <= 1; v++) {
        if (j === fixedCell && v !== fixedValue) continue;
        if (v === 1 && m + 1 > maxMines) break;
        let found = false;
        if (place(j, v)) {
          assign[j] = v;
          found = find(j + 1, m + v);
        }
        unplace(j, v);
        if (found) return true;
      }
      return false;
    };
    const forced = new Int8Array(size).fill(-1);
    let spent = 0;
    for (let j = 0; j < size && spent < this.budget.hypothesisTotal; j++) {
      for (let v = 0; v <= 1; v++) {
        if ((v === 1 ? canMine[j] : canSafe[j]) === 1) continue;
        fixedCell = j;
        fixedValue = v;
        budget = this.budget.hypothesis;
        const found = find(0, 0);
        spent += this.budget.hypothesis - Math.max(0, budget);
        // Not found within the budget: a proof only when the search ran to its end.
        if (!found && budget >= 0) forced[j] = 1 - v;
      }
    }
    return { counts, seen, forced, exact: false };
  }
}

function unit(R: number): Uint8Array {
  const u = new Uint8Array(R + 1);
  u[0] = 1;
  return u;
}

/** The sums a + b ≤ R of a reachable in `x` and b in `y`. */
function convolve(x: Uint8Array, y: Uint8Array, R: number): Uint8Array {
  const out = new Uint8Array(R + 1);
  const ys: number[] = [];
  for (let b = 0; b < y.length && b <= R; b++) if (y[b] === 1) ys.push(b);
  for (let a = 0; a < x.length && a <= R; a++) {
    if (x[a] !== 1) continue;
    for (const b of ys) {
      if (a + b > R) break;
      out[a + b] = 1;
    }
  }
  return out;
}
