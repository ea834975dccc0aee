// Notation round trips and replay logs (CON-21): positions, moves, and a whole round replayed through Session.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { replay, startSession } from '../../core/session.ts';
import { connectDef } from './def.ts';
import { parseMove, formatMove } from './notation.ts';

describe('connect notation and replay', () => {
  it('CON-21 property: encode → load → encode is the identity on board and score', () => {
    fc.assert(
      fc.property(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 99_999_999 }), fc.nat(30), (size, n, pairs) => {
        const code = `${String(n).padStart(8, '0')}-${size}`;
        const created = connectDef.create(code, { mode: 'relaxed' });
        if (!created.ok) throw new Error(created.error.message);
        let s = created.value;
        for (let k = 0; k < pairs && connectDef.status(s) === 'playing'; k++) {
          const m = connectDef.legalMoves(s)[0];
          if (!m) break;
          const r = connectDef.play(s, m, k * 7000, { mode: 'relaxed' });
          if (!r.ok) throw new Error(r.error.message);
          s = r.value.state;
        }
        const enc = connectDef.encode(s);
        const back = connectDef.load(JSON.parse(JSON.stringify(enc)), { mode: 'relaxed' });
        expect(back.ok && connectDef.encode(back.value)).toEqual(enc);
      }),
      { numRuns: 60 },
    );
  });

  it('CON-21 property: moves round-trip through their notation', () => {
    fc.assert(
      fc.property(fc.tuple(fc.nat(20), fc.nat(20)), fc.tuple(fc.nat(20), fc.nat(20)), (a, b) => {
        const m = [a, b] as const;
        const parsed = parseMove(formatMove(m));
        expect(parsed.ok && parsed.value).toEqual([
          [a[0], a[1]],
          [b[0], b[1]],
        ]);
        expect(parseMove(JSON.stringify(formatMove(m))).ok).toBe(true);
      }),
    );
    for (const bad of [
      null,
      3,
      'x',
      [[0, 0]],
      [[0, 0], [1]],
      [
        [0, 0.5],
        [1, 1],
      ],
      [
        [0, 0],
        ['1', 1],
      ],
    ])
      expect(parseMove(bad).ok).toBe(false);
  });

  it('CON-15 CON-16 CON-21 a round with moves, hints and shuffles replays from its log to the same state', () => {
    const started = startSession(connectDef, { seed: '41739205-c', options: { mode: 'timed' } });
    if (!started.ok) throw new Error(started.error.message);
    const session = started.value;
    let t = 0;
    for (let k = 0; k < 12; k++) {
      t += 1500;
      if (k % 4 === 3) {
        const r = session.act(k % 8 === 3 ? 'shuffle' : 'hint', t);
        if (!r.ok || !r.value.recorded) throw new Error('command failed');
        continue;
      }
      const m = session.legalMoves()[0];
      if (!m) throw new Error('no legal move');
      expect(session.play(m, t).ok).toBe(true);
    }
    const again = replay(connectDef, JSON.parse(JSON.stringify(session.toLog())));
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.value.state).toEqual(session.state);
  });
});
