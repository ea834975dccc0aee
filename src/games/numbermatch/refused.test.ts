// Issue 21: the pair check answers a reason code (pairFault, the error's data) and the page writes
// the German sentence only when it shows one (refusedText). Every code still reads as the sentence
// players saw before the check was split, word for word.
import { describe, expect, it } from 'vitest';
import { numbermatchDef } from './def.ts';
import { refusedText } from './page.ts';
import { indexOf, pairFault, type CellRef, type NumberMatchMove, type NumberMatchState } from './rules.ts';

// Row 1: 1 2 3 _ 5 6 7 8 9 (a gap in column 4); row 2: nine fives.
const state: NumberMatchState = { cells: [1, 2, 3, 0, 5, 6, 7, 8, 9, 5, 5, 5, 5, 5, 5, 5, 5, 5], adds: 2 };

function refused(s: NumberMatchState, move: NumberMatchMove): { code: unknown; text: string | null } {
  const r = numbermatchDef.play(s, move, undefined, OPTIONS);
  if (r.ok) throw new Error('the move was played');
  return { code: r.error.data?.reason, text: refusedText(r.error, s, move) };
}

/** The default options (the def checks them; the pair rules never read them). */
const OPTIONS = (() => {
  const o = numbermatchDef.parseOptions({});
  if (!o.ok) throw new Error('default options refused');
  return o.value;
})();

const pair = (a: CellRef, b: CellRef): NumberMatchMove => ({ kind: 'pair', a, b });

describe('issue 21: a refused move: reason code → the German sentence of before', () => {
  const cases: ReadonlyArray<readonly [CellRef, CellRef, string, string]> = [
    [[0, 0], [0, 1], 'values', '1 und 2 passen nicht zusammen – gesucht sind zwei gleiche Zahlen oder zusammen 10.'],
    [[0, 0], [0, 8], 'blocked', 'Dazwischen steht noch die 2 (Reihe 1, Spalte 2).'],
    [[0, 4], [1, 0], 'not_aligned', 'Kein gerader Weg: nicht in derselben Reihe, Spalte oder Diagonale und nicht direkt hintereinander.'],
    [[0, 3], [0, 4], 'gap', 'Hier steht keine Zahl mehr.'],
    [[0, 0], [0, 0], 'same', 'Dieser Zug geht nicht.'],
    [[0, 0], [5, 0], 'outside', 'Dieser Zug geht nicht.'],
  ];
  for (const [a, b, code, text] of cases) {
    it(`${code}: pairFault, the rules' error and the sentence agree`, () => {
      const got = refused(state, pair(a, b));
      expect(got).toEqual({ code, text });
      if (code !== 'outside') expect(pairFault(state.cells, indexOf(...a), indexOf(...b))).toBe(code);
    });
  }

  it('no add left: its own sentence', () => {
    expect(refused({ ...state, adds: 0 }, { kind: 'add' })).toEqual({ code: 'no_adds', text: 'In dieser Stufe kannst du keine Zahlen mehr hinzufügen.' });
  });

  it('a legal pair has no reason', () => {
    expect(pairFault(state.cells, indexOf(0, 2), indexOf(0, 6))).toBe('blocked');
    expect(pairFault(state.cells, indexOf(0, 4), indexOf(1, 4))).toBeNull();
    expect(numbermatchDef.play(state, pair([0, 4], [1, 4]), undefined, OPTIONS).ok).toBe(true);
  });
});
