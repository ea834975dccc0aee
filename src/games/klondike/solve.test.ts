// KLO-12: the full-knowledge solver: its solutions replay through the rules and the session to a
// win, it is deterministic in its node budget, and the winnable-deal search tries seeds in order.

import { describe, expect, it } from 'vitest';
import { GameSession } from '../../core/session.ts';
import { DEFAULT_OPTIONS, klondikeDef } from './def.ts';
import { newDeal, statusOf, type DealOptions } from './rules.ts';
import { DEFAULT_NODES, nextWinnableSeed, provenDeal, provingBudget, solve, solveReport } from './solve.ts';
import { table } from './testing.ts';

const DRAW3: DealOptions = { draw: 3, scoring: 'standard', carry: 0 };

describe('KLO-12 solver', () => {
  it.each([
    [0, { draw: 1, scoring: 'standard', carry: 0 }],
    [1, { draw: 1, scoring: 'standard', carry: 0 }],
    [7, { draw: 1, scoring: 'standard', carry: 0 }],
    [1, DRAW3],
    [62, { draw: 1, scoring: 'vegas', carry: 0 }],
  ] as const)('KLO-12 a solution for deal %i (%o) replays through the session to "won"', (deal, o) => {
    const start = newDeal(deal, o);
    const answer = solve(start);
    expect(Array.isArray(answer)).toBe(true);
    if (!Array.isArray(answer)) return;
    const session = new GameSession(klondikeDef, { ...DEFAULT_OPTIONS, ...o }, { seed: deal }, start);
    for (const m of answer) expect(session.play(m).ok).toBe(true);
    expect(statusOf(session.state)).toBe('won');
  });

  it('KLO-12 the answer depends only on the position and the node budget', () => {
    for (const deal of [2, 4, 5]) {
      const a = solveReport(newDeal(deal), 3000);
      const b = solveReport(newDeal(deal), 3000);
      expect(b).toEqual(a);
      expect(a.nodes).toBeLessThanOrEqual(3000);
    }
    expect(solve(newDeal(2), 10)).toBe('unknown');
  });

  it('KLO-12 a table where nothing can ever move is proven impossible', () => {
    const frozen = table({ foundations: 'H-A C-A D-A S-A', columns: ['2H | 3C', '2D | 3S', '2C | 3H', '2S | 3D', 'QC | KD', 'QS | KH', 'QH QD | KC'] });
    expect(solve(frozen)).toBe('impossible');
  });

  it('KLO-12 "Nur lösbare Blätter" deals the first seed from the drawn one that the solver proves winnable', () => {
    // Deal 2 is not proven within the budget, deal 3 is.
    expect(Array.isArray(solve(newDeal(2)))).toBe(false);
    expect(Array.isArray(solve(newDeal(3)))).toBe(true);
    expect(nextWinnableSeed(2, 1)).toBe(3);
    expect(nextWinnableSeed(3, 1)).toBe(3);
    expect(nextWinnableSeed(2, 1, DEFAULT_NODES)).toBe(3);
  });

  it.each([
    [1, 'standard'],
    [3, 'standard'],
    [1, 'vegas'],
    [3, 'vegas'],
  ] as const)(
    "KLO-12 the proven deal (Ziehen %i, %s) is the first the solver wins within its mode's budget, and its solution replays to a win",
    (draw, scoring) => {
      const budget = provingBudget(draw, scoring);
      const o: DealOptions = { draw, scoring, carry: 0 };
      const deal = provenDeal(40, draw, scoring) as number;
      expect(deal).toBe(nextWinnableSeed(40, draw, budget, scoring));
      for (let seed = 40; seed < deal; seed++) expect(Array.isArray(solve(newDeal(seed, o), budget))).toBe(false);
      const answer = solve(newDeal(deal, o), budget);
      expect(Array.isArray(answer)).toBe(true);
      const session = new GameSession(klondikeDef, { ...DEFAULT_OPTIONS, ...o, winnable: true }, { seed: 40 }, newDeal(deal, o));
      for (const m of answer as readonly never[]) expect(session.play(m).ok).toBe(true);
      expect(statusOf(session.state)).toBe('won');
      // The engine's create with winnable deals the same.
      const made = klondikeDef.create(40, { ...DEFAULT_OPTIONS, ...o, winnable: true });
      expect(made.ok && made.value.deal).toBe(deal);
    },
  );
});
