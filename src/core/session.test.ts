// The midend: undo, redo, restart and replay logs, over a toy game.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { playMove, replay, startSession, Session } from './session.ts';
import { toyDef, type ToyState } from './testing/toy-game.ts';

const start = (seed = 3): Session<ToyState> => {
  const s = startSession<ToyState>(toyDef, { seed });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};

describe('Session', () => {
  it('records moves, undoes and redoes them', () => {
    const s = start();
    const pile = s.state.pile;
    expect(playMove(toyDef, s, 2).ok).toBe(true);
    expect(playMove(toyDef, s, 1).ok).toBe(true);
    expect(s.state.pile).toBe(pile - 3);
    expect(s.undo()).toBe(true);
    expect(s.state.pile).toBe(pile - 2);
    expect(s.redo()).toBe(true);
    expect(s.state.pile).toBe(pile - 3);
    expect(s.redo()).toBe(false);
  });

  it('drops the redo branch when a new move is made after undo', () => {
    const s = start();
    playMove(toyDef, s, 1);
    playMove(toyDef, s, 1);
    s.undo();
    playMove(toyDef, s, 2);
    expect(s.canRedo).toBe(false);
    expect(s.steps).toEqual([{ move: 1 }, { move: 2 }]);
  });

  it('leaves the state untouched on an illegal or malformed move', () => {
    const s = start();
    const before = s.state;
    expect(playMove(toyDef, s, 7).ok).toBe(false);
    expect(playMove(toyDef, s, 'x').ok).toBe(false);
    expect(s.state).toBe(before);
    expect(s.depth).toBe(0);
  });

  it('restart returns to the start with an empty history', () => {
    const s = start();
    const first = s.state;
    playMove(toyDef, s, 1);
    s.restart();
    expect(s.state).toBe(first);
    expect(s.canUndo || s.canRedo).toBe(false);
  });

  it('saves as a replay log and restores from it, commands included', () => {
    const s = start(11);
    playMove(toyDef, s, 2);
    const dbl = toyDef.commands!['double']!(s.state, { cmd: 'double' }, { max: 3 });
    if (!dbl.ok || !dbl.value.state) throw new Error('double failed');
    s.record(dbl.value.state, { cmd: 'double' });
    playMove(toyDef, s, 3);
    const log = JSON.parse(JSON.stringify(s.toLog()));
    const back = replay<ToyState>(toyDef, log);
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.value.state).toEqual(s.state);
  });

  it('rejects a corrupt replay log with a clear error', () => {
    expect(replay(toyDef, { game: 'bowls', origin: { seed: 1 }, steps: [{ move: 99 }] }).ok).toBe(false);
    expect(replay(toyDef, { game: 'freecell', origin: { seed: 1 }, steps: [] }).ok).toBe(false);
    expect(replay(toyDef, { game: 'bowls', origin: { seed: -4 }, steps: [] }).ok).toBe(false);
    expect(replay(toyDef, { game: 'bowls', origin: { seed: 1 }, steps: [{ cmd: 'nope' }] }).ok).toBe(false);
    const r = replay(toyDef, { game: 'bowls', origin: { seed: 1 }, steps: [{ move: 99 }] });
    if (!r.ok) expect(r.error.message).toMatch(/Step 1/);
  });

  it('a replay log naming an inherited member (toString, constructor, …) as command is rejected, not run', () => {
    for (const cmd of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', '__defineGetter__']) {
      const r = replay(toyDef, { game: 'bowls', origin: { seed: 1 }, steps: [{ cmd }] });
      expect(r.ok, cmd).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 'bad_log', message: expect.stringMatching(/unknown command/) });
    }
  });

  it('property: undo then redo is the identity, at every depth', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 20 }), fc.nat(20), (seed, moves, k) => {
        const s = start(seed);
        for (const m of moves) playMove(toyDef, s, m);
        const undos = Math.min(k, s.depth);
        for (let i = 0; i < undos; i++) s.undo();
        const mid = s.state;
        const depth = s.depth;
        if (s.undo()) {
          s.redo();
          expect(s.state).toBe(mid);
          expect(s.depth).toBe(depth);
        }
        while (s.redo());
        const full = replay<ToyState>(toyDef, s.toLog());
        expect(full.ok && full.value.state).toEqual(s.state);
      }),
    );
  });
});
