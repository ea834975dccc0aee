// The page's pure helpers: animation beats from a move's trace, saves replayed through the rules, records.
import { loadedPuzzle } from './puzzles/puzzle-book.ts';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { beatsOf } from './motion.ts';
import { cueOf, cuesOfMove } from './sfx.ts';
import { emptyRecords, recordDaily, recordEndless, recordPuzzle } from './records.ts';
import { replaySave, sessionOf, toSave } from './saves.ts';
import { summarize } from './stats.ts';
import { puzzleGame } from './puzzles/puzzles.ts';
import { newGame, legalMoves, playMove } from './rules.ts';
import { play, position } from './rules/testing.ts';
import type { BowlsState, Mode } from './rules/types.ts';
import { ok } from '../../core/result.ts';
import { bowlsDef } from './def.ts';
import { bowlsGameDef } from './rules/page-def.ts';

describe('beatsOf', () => {
  it('BOW-4 BOW-7 a sow shows each hop in order, then the burst and the points', () => {
    const before = position({ 0: 'RG', 1: 'RR', 2: 'GG' });
    const { trace, state } = play(before, 0);
    const beats = beatsOf(before, trace);
    expect(beats.map((b) => b.kind)).toEqual(['take', 'drop', 'drop', 'burst', 'score']);
    const [take, d1, d2, burst] = beats;
    expect(take?.kind === 'take' && take.hand).toEqual(['R', 'G']);
    // The hand hops from the source to bowl 1, then from bowl 1 on to bowl 2.
    expect(d1?.kind === 'drop' && [d1.from, d1.to, d1.place, d1.hand]).toEqual([0, 1, 2, ['G']]);
    expect(d2?.kind === 'drop' && [d2.from, d2.to, d2.place]).toEqual([1, 2, 2]);
    // The burst beat still shows the full bowls and marks the places that vanish.
    expect(burst?.bowls[1]?.queue).toEqual(['R', 'R', 'R']);
    expect(burst?.kind === 'burst' && burst.marks.map((m) => [m.bowl, [...m.places].sort()])).toEqual([
      [1, [0, 1, 2]],
      [2, [0, 1, 2]],
    ]);
    // Six stones × 10 × combo 2, and the board is empty: +100 (BOW-18).
    const score = beats[4];
    expect(score?.kind === 'score' && [score.points, score.multiplier, score.perfectClear]).toEqual([220, 2, true]);
    expect(state.score).toBe(220);
  });

  it('BOW-11 an eruption glows first, then its queue is taken and sown', () => {
    const r = puzzleGame(4);
    if (!r.ok) throw new Error(r.error.message);
    const { trace } = play(r.value, 11);
    const kinds = beatsOf(r.value, trace).map((b) => b.kind);
    expect(kinds.slice(0, 4)).toEqual(['take', 'drop', 'erupt', 'take']);
    expect(kinds).toContain('burst');
  });

  it('BOW-4 property: every beat board plus the trace ends at the new state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(fc.nat(11), { maxLength: 12 }), (seed, picks) => {
        let s: BowlsState = newGame('endless', seed);
        for (const p of picks) {
          const moves = legalMoves(s);
          if (moves.length === 0) break;
          const r = playMove(s, moves[p % moves.length] as number);
          if (!r.ok) throw new Error(r.error.message);
          const beats = beatsOf(s, r.value.trace);
          // Each drop/place lands at the end of the queue the beat shows.
          for (const b of beats) if (b.kind === 'drop' || b.kind === 'place') expect(b.place).toBe(b.bowls[b.to]?.queue.length);
          s = r.value.state;
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('saves and records', () => {
  it('BOW-28 BOW-30 a save replays through the rules to the same state; a bad move is rejected', () => {
    const started = sessionOf({ seed: 99, options: { mode: 'endless' } });
    if (!started.ok) throw new Error(started.error.message);
    const session = started.value;
    let s = newGame('endless', 99);
    expect(session.state).toEqual(s);
    for (let k = 0; k < 5; k++) {
      const m = legalMoves(s)[0] as number;
      s = play(s, m).state;
      expect(session.play(m).ok).toBe(true);
    }
    const save = toSave(session, { practice: true, recorded: false });
    const back = replaySave(save.log);
    expect(back.ok && back.value.state).toEqual(s);
    // Puzzle 1 starts with bowl 3 empty: a log that plays it does not replay.
    const bad = replaySave({ game: 'bowls', origin: { seed: 1, options: { mode: 'puzzle' } }, steps: [{ move: 2 }] }, puzzleGame);
    expect(bad.ok).toBe(false);
    expect(replaySave({ ...save.log, game: 'some-other-game' } as never).ok).toBe(false);
  });

  it('BOW-22 a puzzle save needs the puzzle set', () => {
    const log = { game: 'bowls' as const, origin: { seed: 1, options: { mode: 'puzzle' as const } }, steps: [{ move: 1 }] };
    expect(replaySave(log).ok).toBe(false);
    expect(replaySave(log, puzzleGame).ok).toBe(true);
  });

  it('BOW-27 BOW-29 practice never improves a record; the daily keeps its best valid result', () => {
    let r = recordEndless(undefined, { score: 300, moves: 12, practice: false });
    r = recordEndless(r, { score: 900, moves: 30, practice: true });
    expect(r.endless).toMatchObject({ played: 2, best: 300, bestMoves: 12 });
    r = recordDaily(r, '2026-12-02', { score: 200, practice: false });
    r = recordDaily(r, '2026-12-02', { score: 150, practice: false });
    r = recordDaily(r, '2026-12-02', { score: 500, practice: true });
    expect(r.daily['2026-12-02']).toEqual({ best: 200, played: 3 });
    r = recordDaily(r, '2026-12-03', { score: 80, practice: true });
    expect(r.daily['2026-12-03']).toEqual({ best: null, played: 1 });
    r = recordPuzzle(r, 4, { won: false, moves: 1 });
    r = recordPuzzle(r, 4, { won: true, moves: 1 });
    const sum = summarize(r, 100);
    expect(sum).toMatchObject({ endlessBest: 300, dailyDays: 2, dailyBest: { day: '2026-12-02', score: 200 }, puzzlesSolved: 1, puzzleCount: 100 });
    // The shared template's Gespielt and Gewonnen of the puzzles: attempts finished and won.
    expect(sum).toMatchObject({ puzzleAttempts: 2, puzzleWins: 1, dailyAttempts: 4 });
    expect(summarize(emptyRecords(), 100).endlessBest).toBeNull();
  });
});

describe("the page's def (rules/page-def.ts) against the engine's (def.ts)", () => {
  it('issue 10 the page plays every mode exactly like the engine; it has no puzzles by number, no parser and no solution', () => {
    fc.assert(
      fc.property(fc.constantFrom('endless', 'daily', 'puzzle') as fc.Arbitrary<Mode>, fc.array(fc.nat(), { maxLength: 25 }), (mode, picks) => {
        const start = mode === 'puzzle' ? puzzleGame(5) : ok(newGame(mode, mode === 'daily' ? 20261203 : 99));
        if (!start.ok) throw new Error(start.error.message);
        let a = start.value;
        let b = start.value;
        for (const p of picks) {
          const moves = bowlsDef.legalMoves(a);
          expect(bowlsGameDef.legalMoves(b)).toEqual(moves);
          if (moves.length === 0) break;
          const m = moves[p % moves.length]!;
          const ra = bowlsDef.play(a, m, undefined, { mode });
          const rb = bowlsGameDef.play(b, m, undefined, { mode });
          expect(rb).toEqual(ra);
          if (!ra.ok || !rb.ok) break;
          a = ra.value.state;
          b = rb.value.state;
        }
        expect(bowlsGameDef.encode(b)).toEqual(bowlsDef.encode(a));
      }),
      { numRuns: 60 },
    );
    // A puzzle opens only once its chapter is loaded (another test file may have loaded it already).
    if (loadedPuzzle(3) === undefined) expect(bowlsGameDef.create(3, { mode: 'puzzle' })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    else expect(bowlsGameDef.create(3, { mode: 'puzzle' }).ok).toBe(true);
    expect(bowlsGameDef.load(bowlsDef.encode(newGame('endless', 1)), { mode: 'endless' })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    // The page's one action: "Versuch beenden" (BOW-25), endless only, while playing.
    expect(Object.keys(bowlsGameDef.actions)).toEqual(['end']);
    const ended = bowlsGameDef.actions.end.run(newGame('endless', 4), undefined, { mode: 'endless' });
    expect(ended).toMatchObject({ ok: true, value: { state: { status: 'over', end: 'ended' } } });
    expect(bowlsGameDef.actions.end.run(newGame('daily', 20261203), undefined, { mode: 'daily' }).ok).toBe(false);
    expect(bowlsGameDef.create(20261203, { mode: 'daily' })).toEqual(bowlsDef.create(20261203, { mode: 'daily' }));
  });
});

describe('sounds (issue 12 feel API)', () => {
  it('BOW-4 BOW-11 each beat sounds as it happens: the hand is picked, stones land, the first group matches, later ones climb, an eruption rumbles', () => {
    const r = puzzleGame(4);
    if (!r.ok) throw new Error(r.error.message);
    const { trace } = play(r.value, 11);
    let bursts = 0;
    const cues = beatsOf(r.value, trace).flatMap((b) => {
      const c = cueOf(b, bursts);
      if (b.kind === 'burst') bursts++;
      return c ? [c] : [];
    });
    expect(cues[0]).toEqual({ sound: 'pick' });
    expect(cues.filter((c) => c.sound === 'place').length).toBeGreaterThan(1);
    expect(cues.some((c) => c.sound === 'collapse')).toBe(true);
    const groups = cues.filter((c) => c.sound === 'match' || c.sound === 'combo');
    expect(groups[0]).toEqual({ sound: 'match', buzz: 'match' });
    expect(groups.slice(1).map((c) => c.step)).toEqual(groups.slice(1).map((_, i) => i + 1));
    // Without animation the move is summed up: a landing, the eruption, the combo step.
    expect(cuesOfMove(trace).map((c) => c.sound)).toEqual(['place', 'collapse', trace.combo > 1 ? 'combo' : 'match']);
    const quiet = play(position({ 0: 'R', 5: 'G' }), 0).trace;
    expect(cuesOfMove(quiet)).toEqual([{ sound: 'place' }]);
  });
});
