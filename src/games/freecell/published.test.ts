// Independent solutions replay through our engine: Freecell Solver's published solution of MS deal 24.

import { describe, expect, it } from 'vitest';
import { Engine } from '../../engine/engine.ts';
import { GAME_DEFS } from '../defs.ts';
import { decodePosition, encodePosition } from './notation.ts';

// Freecell Solver's default solution of Microsoft deal 24, as printed in its own web test
// suite (fc-solve/site/wml/src/js/web-fc-solve-tests.js, "solution_for_deal_24__default"),
// rewritten move by move from "Move a card from stack 3 to the foundations" style into
// standard notation (stacks 0–7 → columns 1–8, freecells 0–3 → a–d, foundations → h).
const DEAL_24_SOLUTION = `
4h 7a 7b 7h 1c 1d a1 7a 74 7h ch 2c 27 2h 7h 2h 67 c6 75 2c 27 d2 2d 2h 45 32 73 87 87 c8
85 a8 4c 4a 46 4h d4 24 3d 32 3h d2 3d a3 4a 4h 48 34 3h b3 54 5h 8b 8h 87 b8 87 8h 3b 38
c3 b8 45 6c 6b 64 d6 b4 c4 1d 1b 16 1c 1h 5h 1h a1 42 1a c1 81 24 8c a8 42 8a b8 d8 5b 5h
7d 7h 76 7h ch 51 5c 52 53 73 a7 63 68 6a 64 6h 16 1h 1h 8h 5h 8h 4h c1 5c 5h 7h bh dh 6h
3h 1h 3h 1h 3h 3h 3h 2h 8h 8h 4h 2h 3h 4h 2h 2h ah ch`
  .trim()
  .split(/\s+/);

// The table Freecell Solver prints after its 12th move, in its own spacing.
const AFTER_12 = `Foundations: H-2 C-0 D-A S-A
Freecells:  6S  8H  QD  4S
: 4C 2C 9C 8C QS JD
: 5H QH 3C AC 3H 4H
: QC 9S 6H 9H 3S KS 3D
: 5D 2S JC 5C JH 6D 5S
: 2D KD TH TC TD 8D
: 7H JS KH TS KC 7C
:
: 7S 6C 7D 4D 8S 9D`;

describe('published solutions', () => {
  it('FC-14 FC-2 Freecell Solver’s solution of deal 24 replays move by move to "won"', () => {
    const e = new Engine(GAME_DEFS);
    const send = (req: unknown) => JSON.parse(e.handleLine(JSON.stringify(req))) as Record<string, unknown>;
    expect(send({ cmd: 'new', game: 'freecell', seed: 24 })).toMatchObject({ ok: true });
    let last: Record<string, unknown> = {};
    DEAL_24_SOLUTION.forEach((move, i) => {
      last = send({ cmd: 'move', move });
      expect(last['ok'], `move ${i + 1} ${move}: ${String(last['error'])}`).toBe(true);
      if (i === 11) {
        const printed = decodePosition(AFTER_12);
        expect(printed.ok).toBe(true);
        if (printed.ok) expect(last['position']).toBe(encodePosition(printed.value));
      }
    });
    expect(last).toMatchObject({ status: 'won', moves: DEAL_24_SOLUTION.length, canFinish: false });
  });
});
