// Benchmarks for Klondike's hot paths: legal moves (target < 2 µs median), a move, status, the
// hint (< 0.1 ms) and the solver (time to the next proven deal per mode, < 0.5 s at p95).
import { bench, describe } from 'vitest';
import { hint } from './hint.ts';
import { legalMoves, newDeal, playMove, statusOf, type KlondikeMove, type KlondikeState } from './rules.ts';
import { provenDeal, provingBudget, solve } from './solve.ts';

/** Mid-game positions: every position along solver solutions of deals 0, 1, 3 and 5, minus the first and last tenth. */
function midGame(): { state: KlondikeState; move: KlondikeMove }[] {
  const out: { state: KlondikeState; move: KlondikeMove }[] = [];
  for (const deal of [0, 1, 3, 5]) {
    let s = newDeal(deal);
    const sol = solve(s);
    if (!Array.isArray(sol)) continue;
    sol.forEach((m, i) => {
      if (i > sol.length / 10 && i < (sol.length * 9) / 10) out.push({ state: s, move: m });
      const r = playMove(s, m);
      if (r.ok) s = r.value.state;
    });
  }
  return out;
}

const table = midGame();
let i = 0;
const next = (): { state: KlondikeState; move: KlondikeMove } => table[i++ % table.length] as { state: KlondikeState; move: KlondikeMove };

describe('klondike rules', () => {
  bench('legalMoves (mid-game positions along solutions)', () => {
    legalMoves(next().state);
  });
  bench('playMove (a move of a solution)', () => {
    const p = next();
    playMove(p.state, p.move);
  });
  bench('statusOf (mid-game positions)', () => {
    statusOf(next().state);
  });
  bench('hint (mid-game positions)', () => {
    hint(next().state);
  });
});

describe('klondike solver: the next proven deal ("Nur lösbare Blätter"), 200 consecutive seeds per mode', () => {
  for (const [draw, scoring] of [
    [1, 'standard'],
    [3, 'standard'],
    [1, 'vegas'],
    [3, 'vegas'],
  ] as const) {
    let seed = 0;
    bench(
      `provenDeal (Ziehen ${draw}, ${scoring}, budget ${provingBudget(draw, scoring)})`,
      () => {
        provenDeal(seed++, draw, scoring);
      },
      { iterations: 200, time: 0 },
    );
  }
});
