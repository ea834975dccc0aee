// Every registered game through the one move path: seeded playouts with moves and actions through
// GameSession, then the JSON log replayed through replay(def, log) gives the same state, and undo
// all the way back gives the start.
import { describe, expect, it } from 'vitest';
import type { AnyGameDef } from '../core/game.ts';
import { createRng } from '../core/rng.ts';
import { replay, startSession } from '../core/session.ts';
import { GAME_DEFS } from '../games/defs.ts';
import { GAME_IDS } from '../games/registry.ts';

const built = GAME_IDS.flatMap((id) => {
  const def: AnyGameDef | undefined = GAME_DEFS[id];
  return def ? [[id, def] as const] : [];
});

describe('one move path for every game', () => {
  it('has games to check', () => {
    expect(built.length).toBeGreaterThanOrEqual(4);
  });

  it('the engine plays exactly the registered games, each under its id', () => {
    expect(Object.keys(GAME_DEFS).sort()).toEqual([...GAME_IDS].sort());
    for (const id of GAME_IDS) expect(GAME_DEFS[id]?.id).toBe(id);
  });

  it.each(built)('%s: a playout with moves and actions replays from its JSON log to the same state', (_id, def) => {
    for (const seed of [1, 7, 42]) {
      const started = startSession(def, { seed });
      if (!started.ok) throw new Error(started.error.message);
      const session = started.value;
      const rng = createRng(seed);
      const actions = Object.keys(def.actions);
      let t = 0;
      for (let i = 0; i < 40 && session.status === 'playing'; i++) {
        t += 700;
        if (actions.length > 0 && rng.nextInt(5) === 0) {
          // An action may refuse (nothing to finish yet); a refusal must change nothing.
          const before = session.state;
          const r = session.command(actions[rng.nextInt(actions.length)] as string, t);
          if (!r.ok) expect(session.state).toBe(before);
          continue;
        }
        const moves = session.legalMoves();
        if (moves.length === 0) break;
        const r = session.play(moves[rng.nextInt(moves.length)], t);
        expect(r.ok).toBe(true);
      }
      const log = JSON.parse(JSON.stringify(session.toLog()));
      const again = replay(def, log);
      if (!again.ok) throw new Error(again.error.message);
      expect(again.value.state).toEqual(session.state);
      expect(again.value.steps).toEqual(session.steps);
      while (session.undo());
      expect(session.state).toBe(session.initial);
    }
  });
});
