// FreeCell's stored entries broken in the usual ways (HUB-5, see e2e/faults.ts).
import { encodePosition } from '../src/games/freecell/notation.ts';
import { applyMove, newDeal } from '../src/games/freecell/rules.ts';
import { dailyDeal } from '../src/games/freecell/records.ts';
import { slot, storageFaults } from './faults.ts';

const played617 = (() => {
  const r = applyMove(newDeal(617), { from: 7, to: 8 });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();
const daily = '2026-11-20';

storageFaults([
  {
    name: 'freecell/slot/free',
    version: 1,
    good: slot('freecell', { position: encodePosition(played617) }, { deal: 617, moves: 1 }, { counted: ['played'], elapsedMs: 12_345 }),
    // The table of deal 617 after one move, said to be deal 618: no play leads there.
    impossible: slot('freecell', { position: encodePosition(played617) }, { deal: 618, moves: 1 }, { counted: ['played'], elapsedMs: 12_345 }),
    route: '#/freecell',
  },
  {
    name: 'freecell/slot/daily',
    version: 1,
    good: slot('freecell', { position: encodePosition(newDeal(dailyDeal(daily))) }, { deal: dailyDeal(daily), day: daily, moves: 0 }, { day: daily }),
    impossible: slot('freecell', { position: 'hello' }, { deal: dailyDeal(daily), day: daily, moves: 0 }, { day: daily }),
    route: '#/freecell?daily=1',
  },
  {
    name: 'freecell/stats',
    version: 1,
    good: { played: 4, won: 1, bestTimeMs: 200_000, bestMoves: 90, wonTimeMs: 200_000, wonMoves: 90, dailyWon: [] },
    impossible: { played: 1, won: 1, bestTimeMs: 1e22, bestMoves: 90, wonTimeMs: 1e22, wonMoves: 90, dailyWon: [] },
    route: '#/stats',
  },
]);
