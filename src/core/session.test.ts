// The midend: undo, redo, restart, actions, events and replay logs, over a toy game.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { replay, startSession, type SessionOf } from './session.ts';
import { toyDef } from '../testing/toy-game.ts';

const start = (seed = 3): SessionOf<typeof toyDef> => {
  const s = startSession(toyDef, { seed });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};

describe('GameSession', () => {
  it('records moves, undoes and redoes them', () => {
    const s = start();
    const pile = s.state.pile;
    expect(s.play(2).ok).toBe(true);
    expect(s.play(1).ok).toBe(true);
    expect(s.state.pile).toBe(pile - 3);
    expect(s.undo()).toBe(true);
    expect(s.state.pile).toBe(pile - 2);
    expect(s.redo()).toBe(true);
    expect(s.state.pile).toBe(pile - 3);
    expect(s.redo()).toBe(false);
  });

  it('returns the typed trace of a move and typed error data', () => {
    const s = start();
    const r = s.play(2);
    expect(r.ok && r.value.trace).toEqual({ kind: 'take', stones: 2, emptied: false });
    const refused = s.play(9);
    expect(!refused.ok && refused.error.data?.max).toBe(3);
  });

  it('drops the redo branch when a new move is made after undo', () => {
    const s = start();
    s.play(1);
    s.play(1);
    s.undo();
    s.play(2);
    expect(s.canRedo).toBe(false);
    expect(s.steps).toEqual([{ move: 1 }, { move: 2 }]);
  });

  it('leaves the state untouched on an illegal move or a bad time', () => {
    const s = start();
    const before = s.state;
    expect(s.play(7).ok).toBe(false);
    expect(s.play(1, -5).ok).toBe(false);
    expect(s.play(1, Number.NaN).ok).toBe(false);
    expect(s.state).toBe(before);
    expect(s.depth).toBe(0);
  });

  it('restart returns to the start with an empty history', () => {
    const s = start();
    const first = s.state;
    s.play(1);
    s.restart();
    expect(s.state).toBe(first);
    expect(s.canUndo || s.canRedo).toBe(false);
  });

  it('runs actions: a state-changing one is recorded and undoable, a question only answers', () => {
    const s = start(5);
    const pile = s.state.pile;
    const d = s.act('double');
    expect(d.ok && d.value.recorded).toBe(true);
    expect(d.ok && d.value.trace).toEqual({ kind: 'double', added: pile });
    const p = s.act('peek');
    expect(p.ok && p.value.answer).toBe(pile * 2);
    expect(p.ok && p.value.recorded).toBe(false);
    expect(s.steps).toEqual([{ cmd: 'double' }]);
    s.undo();
    expect(s.state.pile).toBe(pile);
  });

  it('issue 14: an inherited name such as "constructor" is no action', () => {
    const s = start();
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const r = s.command(name);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('bad_request');
    }
    expect(replay(toyDef, { game: 'toy', origin: { seed: 1 }, steps: [{ cmd: 'constructor' }] }).ok).toBe(false);
  });

  it('tells listeners about every change; the first undo is marked (BOW-29)', () => {
    const s = start(8);
    const seen: string[] = [];
    const firsts: boolean[] = [];
    s.on('change', (e) => seen.push(e.cause));
    s.on('undo', (e) => firsts.push(e.first));
    const stop = s.on('move', (e) => seen.push(`move ${e.move} ${e.trace.kind}`));
    s.play(1);
    s.act('double');
    s.act('peek');
    s.undo();
    s.undo();
    s.redo();
    stop();
    s.play(1);
    s.restart();
    expect(seen).toEqual(['move 1 take', 'move', 'action', 'undo', 'undo', 'redo', 'move', 'restart']);
    expect(firsts).toEqual([true, false]);
    expect(s.undoCount).toBe(2);
  });

  it('shownState is the state until a def with an undo cost has been undone in this session', () => {
    const s = start();
    s.play(1);
    expect(s.shownState).toBe(s.state);
    s.undo();
    // toyDef has no withUndos: an undo only restores the position.
    expect(s.shownState).toBe(s.state);
    const costly = { ...toyDef, withUndos: (st: typeof s.state, undos: number) => ({ ...st, pile: st.pile - 10 * undos }) };
    const c = startSession(costly, { seed: 3 });
    if (!c.ok) throw new Error(c.error.message);
    const pile = c.value.state.pile;
    c.value.play(1);
    expect(c.value.shownState).toBe(c.value.state);
    c.value.undo();
    expect(c.value.state.pile).toBe(pile);
    expect(c.value.shownState.pile).toBe(pile - 10);
    c.value.redo();
    expect(c.value.shownState.pile).toBe(pile - 1 - 10);
  });

  it('saves as a replay log and restores from it, actions included', () => {
    const s = start(11);
    s.play(2);
    s.act('double');
    s.play(3, 1200);
    const log = JSON.parse(JSON.stringify(s.toLog()));
    expect(log.steps).toEqual([{ move: 2 }, { cmd: 'double' }, { move: 3, t: 1200 }]);
    const back = replay(toyDef, log);
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.value.state).toEqual(s.state);
  });

  it('issue 34: replay takes a redo list after the log: the steps come back to redo, not counted as undos', () => {
    const s = start();
    s.play(1);
    s.act('double');
    s.play(2);
    s.undo();
    s.undo();
    expect(s.undone).toEqual([{ cmd: 'double' }, { move: 2 }]);
    const back = replay(toyDef, s.toLog(), s.undone);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.state).toEqual(s.state);
    expect(back.value.steps).toEqual(s.steps);
    expect(back.value.undone).toEqual(s.undone);
    expect(back.value.undoCount).toBe(0);
    const changes: string[] = [];
    back.value.on('change', (e) => changes.push(e.cause));
    expect(back.value.redo()).toBe(true);
    expect(back.value.redo()).toBe(true);
    expect(changes).toEqual(['redo', 'redo']);
    expect(replay(toyDef, s.toLog(), [{ move: 99 }]).ok).toBe(false);
    // The log alone (the engine's save) still holds only the steps to the position.
    expect(s.toLog().steps).toEqual([{ move: 1 }]);
  });

  it('rejects a corrupt replay log with a clear error', () => {
    expect(replay(toyDef, { game: 'toy', origin: { seed: 1 }, steps: [{ move: 99 }] }).ok).toBe(false);
    expect(replay(toyDef, { game: 'not-the-toy', origin: { seed: 1 }, steps: [] }).ok).toBe(false);
    expect(replay(toyDef, { game: 'toy', origin: { seed: -4 }, steps: [] }).ok).toBe(false);
    expect(replay(toyDef, { game: 'toy', origin: { seed: 1 }, steps: [{ cmd: 'nope' }] }).ok).toBe(false);
    expect(replay(toyDef, { game: 'toy', origin: { seed: 1 }, steps: [{ cmd: 'peek' }] }).ok).toBe(false);
    const r = replay(toyDef, { game: 'toy', origin: { seed: 1 }, steps: [{ move: 99 }] });
    if (!r.ok) expect(r.error.message).toMatch(/Step 1/);
  });

  it('a replay log naming an inherited member (toString, constructor, …) as command is rejected, not run', () => {
    for (const cmd of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', '__defineGetter__']) {
      const r = replay(toyDef, { game: toyDef.id, origin: { seed: 1 }, steps: [{ cmd }] });
      expect(r.ok, cmd).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 'bad_log', message: expect.stringMatching(/unknown command/) });
    }
  });

  it('property: undo then redo is the identity, at every depth', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 20 }), fc.nat(20), (seed, moves, k) => {
        const s = start(seed);
        for (const m of moves) s.play(m);
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
        const full = replay(toyDef, s.toLog());
        expect(full.ok && full.value.state).toEqual(s.state);
      }),
    );
  });
});
