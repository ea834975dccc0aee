// Proves all shipped puzzles with the project's solver and prints the time.
//
//   npx tsx tools/bowls/prove.ts
//
// For every puzzle: solve.ts searches breadth-first within the move limit (a complete search,
// shortest win first); its win must be as short as the shipped rating says, and the shipped
// proof must replay to a win through the rules. Exit code 1 on any failure.

import { PUZZLES, puzzleGame } from '../../src/games/bowls/puzzles/puzzles.ts';
import { replaySolution, solve } from '../../src/games/bowls/rules/solve.ts';
import { RATINGS } from './ratings.data.ts';

const t0 = performance.now();
let failures = 0;
let nodes = 0;
const perDecade: number[] = Array(Math.ceil(PUZZLES.length / 10)).fill(0);
PUZZLES.forEach((p, i) => {
  const t = performance.now();
  const start = puzzleGame(i + 1);
  if (!start.ok) {
    console.error(`#${i + 1}: ${start.error.message}`);
    failures++;
    return;
  }
  const found = solve(start.value, p.position.movesLeft ?? 0, 2_000_000);
  nodes += found.nodes;
  const proofWins = replaySolution(start.value, p.solution) !== null && p.solution.length <= (p.position.movesLeft ?? 0);
  if (!found.complete || !found.solution || found.solution.length !== RATINGS[i]?.shortest || !proofWins) {
    console.error(
      `#${i + 1} "${p.title}": solver ${found.solution?.length ?? 'none'} (complete ${found.complete}), rating ${RATINGS[i]?.shortest}, proof ${proofWins ? 'wins' : 'FAILS'}`,
    );
    failures++;
  }
  perDecade[Math.floor(i / 10)]! += performance.now() - t;
});
const ms = performance.now() - t0;
console.log(`proved ${PUZZLES.length - failures}/${PUZZLES.length} puzzles in ${(ms / 1000).toFixed(2)} s (${nodes} solver nodes)`);
console.log(`per decade (ms): ${perDecade.map((x) => x.toFixed(0)).join(' ')}`);
process.exit(failures ? 1 : 0);
