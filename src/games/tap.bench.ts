// A tap's rules work, per game (issue 21: `npm run bench` covers the handlers'
// rules parts), for every registered game: the move through the game's GameDef (what ctl.play runs), then the status and the
// legal moves of the new position (the targets the page shows next). Positions come from a short
// walk of legal moves from a fixed seed, so every game is measured mid-game; one bench = 8 taps.
import { bench, describe } from 'vitest';
import type { AnyGameDef } from '../core/game.ts';
import { createRng } from '../core/rng.ts';
import { GAME_DEFS } from './defs.ts';

// Every registered game, from the registry (a new game is measured without touching this file).
const DEFS = Object.entries(GAME_DEFS).flatMap(([id, def]) => (def ? [[id, def] as const] : []));

const TAPS = 8;
/** Legal moves walked from the start before the measured taps. */
const WALK = 12;

/** Mid-game positions with one legal move each to tap, from seed 1 of the game's default options. */
function positions(def: AnyGameDef): Array<readonly [unknown, unknown, unknown]> {
  const options = def.parseOptions({});
  if (!options.ok) throw new Error(`${def.id}: default options refused`);
  const created = def.create(1, options.value);
  if (!created.ok) throw new Error(`${def.id}: seed 1 refused`);
  // A random walk can end early (a stuck FreeCell, a mine): walk again from another seed of the walk.
  for (let walk = 1; walk <= 50; walk++) {
    const rng = createRng(walk);
    const out: Array<readonly [unknown, unknown, unknown]> = [];
    let state = created.value;
    for (let k = 0; k < WALK + TAPS; k++) {
      const moves = def.legalMoves(state);
      if (moves.length === 0 || def.status(state) !== 'playing') break;
      const move = moves[rng.nextInt(moves.length)];
      const r = def.play(state, move, k * 1000, options.value);
      if (!r.ok) throw new Error(`${def.id}: a legal move was refused`);
      if (k >= WALK && def.status(r.value.state) === 'playing') out.push([state, move, options.value]);
      state = r.value.state;
    }
    if (out.length === TAPS) return out;
  }
  throw new Error(`${def.id}: no walk reached ${TAPS} mid-game taps`);
}

describe(`a tap's rules work: play + status + legal moves after (${TAPS} taps per run)`, () => {
  for (const [id, def] of DEFS) {
    const taps = positions(def);
    bench(id, () => {
      for (const [state, move, options] of taps) {
        const r = def.play(state, move, 1000, options);
        if (r.ok) {
          def.status(r.value.state);
          def.legalMoves(r.value.state);
        }
      }
    });
  }
});
