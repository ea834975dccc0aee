// The conformance kit itself: it passes the toy game, and each check catches a def broken on purpose.
import { describe, expect, it } from 'vitest';
import type { Status } from '../core/game.ts';
import { fail, ok } from '../core/result.ts';
import { checkEngine, checkPerft, conformance, sweep, type CheckName, type SweepSettings } from './conformance.ts';
import { toyDef, type ToyState } from './toy-game.ts';

conformance(toyDef, {
  variants: [
    { name: 'max 3', seeds: [1, 2, 3], options: { max: 3 } },
    { name: 'default options', seeds: [7] },
  ],
  perft: [
    { seed: 1, depth: 1, count: 3 },
    { seed: 1, depth: 2, count: 9 },
  ],
});

const variant = { seeds: [1, 2, 3, 4], options: { max: 3 } };

/** The checks a sweep of `def` fails. */
function failing(def: typeof toyDef, settings: SweepSettings<ToyState> = {}): CheckName[] {
  const report = sweep(def, variant, settings);
  return (Object.keys(report) as CheckName[]).filter((k) => report[k].length > 0);
}

/** A toy whose position carries the taken stones too, so load(encode(s)) can be the whole state. */
const fullToy: typeof toyDef = {
  ...toyDef,
  encode: (s) => ({ pile: s.pile, taken: s.taken }),
  load(position) {
    const p = position as { pile?: unknown; taken?: unknown };
    if (typeof p !== 'object' || p === null || typeof p.pile !== 'number' || !Array.isArray(p.taken)) return fail('bad_position', 'bad toy');
    return ok({ pile: p.pile, taken: p.taken as number[] });
  },
};

describe('the conformance kit catches broken defs', () => {
  it('a sound def passes every check, with the whole state compared on loading', () => {
    expect(failing(fullToy, { project: (s) => s })).toEqual([]);
  });

  it('an encode that drops a field the state needs: load(encode(s)) is not s', () => {
    const dropsTaken: typeof toyDef = { ...fullToy, encode: (s) => ({ pile: s.pile, taken: [] }) };
    expect(failing(dropsTaken, { project: (s) => s })).toEqual(['roundTrip']);
    const dropsPile: typeof toyDef = { ...toyDef, encode: (s) => ({ stones: s.pile }) };
    const report = sweep(dropsPile, variant);
    expect(report.roundTrip[0]).toMatch(/load\(encode\(s\)\) fails/);
  });

  it('a listed move that play refuses', () => {
    const listsTooMuch: typeof toyDef = { ...toyDef, legalMoves: (s) => (s.pile > 0 ? [1, 2, 3] : []) };
    expect(sweep(listsTooMuch, variant).legal[0]).toMatch(/listed move 3 is refused/);
  });

  it('a move play accepts that is not listed (perturbed from the listed ones)', () => {
    const hides: typeof toyDef = { ...toyDef, legalMoves: (s) => (s.pile > 0 ? [1] : []) };
    expect(sweep(hides, variant).legal.some((p) => /unlisted move [23] is accepted/.test(p))).toBe(true);
  });

  it('a move play accepts that is not listed, found among the game’s own candidates', () => {
    const hides: typeof toyDef = { ...toyDef, legalMoves: (s) => [1, 2].filter((n) => n <= s.pile) };
    const report = sweep(hides, variant, { perturbations: 0, candidates: () => [3, 4, 'x'] });
    expect(report.legal.some((p) => /unlisted move 3 is accepted/.test(p))).toBe(true);
  });

  it('the same move spelled another way is no violation', () => {
    // parseMove reads "2" as 2, which is listed as the number 2: an alias, not an unlisted move.
    const aliases: typeof toyDef = { ...toyDef, parseMove: (raw) => (typeof raw === 'string' ? ok(Number(raw)) : toyDef.parseMove(raw)) };
    expect(failing(aliases, { candidates: () => ['1', '2', '3'] })).toEqual([]);
  });

  it('a notation that does not round-trip', () => {
    const stringly: typeof toyDef = { ...toyDef, formatMove: (m) => `take ${m}` };
    const report = sweep(stringly, variant);
    expect(report.notation[0]).toMatch(/parseMove\("take \d"\) fails/);
  });

  it('rules that depend on something outside the state do not replay', () => {
    let calls = 0;
    const moody: typeof toyDef = {
      ...toyDef,
      play: (s, m, t, o) =>
        ++calls % 7 === 0 && m === 1 && s.pile > 1
          ? ok({ state: { pile: s.pile - 2, taken: [...s.taken, m] }, trace: { kind: 'take', stones: 2, emptied: false } })
          : toyDef.play(s, m, t, o),
    };
    expect(failing(moody)).toContain('replay');
  });

  it('rules that change the state they were given break undo', () => {
    const mutates: typeof toyDef = {
      ...fullToy,
      play(s, m, t, o) {
        (s.taken as number[]).push(m);
        return toyDef.play({ ...s, taken: s.taken.slice(0, -1) }, m, t, o);
      },
    };
    expect(failing(mutates)).toContain('undoRedo');
  });

  it('rules that throw', () => {
    const throws: typeof toyDef = {
      ...toyDef,
      play: (s, m, t, o) => {
        if (s.pile === 1) throw new Error('boom');
        return toyDef.play(s, m, t, o);
      },
    };
    expect(sweep(throws, variant).noThrow[0]).toMatch(/boom/);
  });

  it('wrong perft counts are reported, right ones pass', () => {
    expect(checkPerft(toyDef, [{ seed: 1, depth: 2, count: 9 }])).toEqual([]);
    expect(checkPerft(toyDef, [{ seed: 1, depth: 2, count: 10 }])).toEqual(['seed 1 depth 2: 9 move sequences, pinned 10']);
  });

  it('engine answers: events that are no array and a status outside ENGINE.md are caught', () => {
    expect(checkEngine(toyDef, variant)).toEqual([]);
    const badEvents: typeof toyDef = { ...toyDef, engineFields: () => ({ events: 'none' as unknown as string[] }) };
    expect(checkEngine(badEvents, variant).some((p) => /"events" "none" is not an array of strings/.test(p))).toBe(true);
    const badStatus: typeof toyDef = { ...toyDef, status: (s: ToyState) => (s.pile === 0 ? 'finished' : 'playing') as Status };
    expect(checkEngine(badStatus, { seeds: [1], options: { max: 3 } }, { engineSteps: 20 }).some((p) => /"finished" is not an ENGINE.md status/.test(p))).toBe(
      true,
    );
  });

  it('the options of a variant count: a move list that ignores them is caught', () => {
    // The toy lists 1–3 whatever options.max says; with max 2, play refuses the listed 3.
    expect(sweep(toyDef, { seeds: [1], options: { max: 2 } }).legal[0]).toMatch(/listed move 3 is refused/);
  });
});
