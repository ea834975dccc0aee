// Benchmarks for 2048's hot paths: a whole move (slide, trace, spawn) and the legal-move list (target < 1 µs a move).
import { bench, describe } from 'vitest';
import { createRng } from '../../core/rng.ts';
import { DIRECTIONS, legalMoves, newGame, playMove, type State2048 } from './rules.ts';

/** Positions from random play (opening to late game), to spread the work over real grids. */
function positions(): State2048[] {
  const out: State2048[] = [];
  const rng = createRng(7);
  for (let g = 0; g < 20; g++) {
    let s = newGame(g);
    for (;;) {
      out.push(s);
      const moves = legalMoves(s);
      if (moves.length === 0) break;
      const r = playMove(s, moves[rng.nextInt(moves.length)] ?? 'up');
      if (!r.ok) break;
      s = r.value.state;
    }
  }
  return out;
}

const table = positions();
let i = 0;
const next = (): State2048 => table[i++ % table.length] as State2048;

describe('2048', () => {
  bench('playMove (a direction on random-play grids; refusals included)', () => {
    playMove(next(), DIRECTIONS[i & 3] ?? 'up');
  });
  bench('legalMoves (random-play grids)', () => {
    legalMoves(next());
  });
});
