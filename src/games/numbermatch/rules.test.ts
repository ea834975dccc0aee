// Table-driven tests of the Number Match rules, one block per SPEC ID (NUM-1 … NUM-9).
import { describe, expect, it } from 'vitest';
import { decodePosition, encodePosition } from './notation.ts';
import {
  checkPair,
  pairFault,
  heuristicHint,
  MAX_CELLS,
  legalMoves,
  play,
  status,
  valuesMatch,
  type CellRef,
  type NumberMatchMove,
  type NumberMatchState,
} from './rules.ts';
import { numbermatchDef } from './def.ts';
import { hint } from './hint.ts';
import { solve } from './solve.ts';

function board(rows: string[], adds = 0): NumberMatchState {
  const r = decodePosition({ rows, adds });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const pair = (a: CellRef, b: CellRef): NumberMatchMove => ({ kind: 'pair', a, b });
function after(s: NumberMatchState, ...moves: NumberMatchMove[]): NumberMatchState {
  let cur = s;
  for (const m of moves) {
    const r = play(cur, m);
    if (!r.ok) throw new Error(r.error.message);
    cur = r.value.state;
  }
  return cur;
}
const rowsOf = (s: NumberMatchState): string[] => encodePosition(s).rows;
const reasonOf = (s: NumberMatchState, a: CellRef, b: CellRef): unknown => {
  const r = checkPair(s, a, b);
  return r.ok ? 'ok' : r.error.data?.['reason'];
};

describe('NUM-1 value condition', () => {
  const table: Array<[number, number, boolean]> = [
    [1, 9, true],
    [9, 1, true],
    [2, 8, true],
    [3, 7, true],
    [4, 6, true],
    [5, 5, true],
    [3, 3, true],
    [7, 7, true],
    [1, 1, true],
    [9, 9, true],
    [1, 2, false],
    [4, 5, false],
    [6, 6, true],
    [2, 7, false],
    [5, 6, false],
    [8, 3, false],
  ];
  it.each(table)('NUM-1 values %i and %i match: %s', (x, y, expected) => {
    expect(valuesMatch(x, y)).toBe(expected);
    expect(reasonOf(board([`${x}${y}`]), [0, 0], [0, 1])).toBe(expected ? 'ok' : 'values');
  });
  it('NUM-1 a matching pair still needs a free path', () => {
    expect(reasonOf(board(['121']), [0, 0], [0, 2])).toBe('blocked');
  });
  it('NUM-1 a gap, the same cell twice or a cell outside the board is no pair', () => {
    const s = board(['1.1']);
    expect(reasonOf(s, [0, 0], [0, 1])).toBe('gap');
    expect(reasonOf(s, [0, 0], [0, 0])).toBe('same');
    expect(reasonOf(s, [0, 0], [0, 3])).toBe('outside');
    expect(reasonOf(s, [0, 0], [1, 0])).toBe('outside');
    expect(reasonOf(s, [0, 0], [0, 9])).toBe('outside');
  });
});

describe('NUM-2 paths', () => {
  const table: Array<[string, string[], CellRef, CellRef, string]> = [
    ['horizontal neighbours', ['19'], [0, 0], [0, 1], 'ok'],
    ['horizontal across a gap', ['1.1'], [0, 0], [0, 2], 'ok'],
    ['horizontal blocked by a number', ['151'], [0, 0], [0, 2], 'blocked'],
    ['vertical across a gap', ['3........', '.2.......', '3........'], [0, 0], [2, 0], 'ok'],
    ['vertical blocked', ['3........', '22.......', '3........'], [0, 0], [2, 0], 'blocked'],
    ['diagonal down-right across a gap', ['3.......1', '........1', '..7......'], [0, 0], [2, 2], 'ok'],
    ['diagonal down-right blocked', ['3.......1', '.4......1', '..7......'], [0, 0], [2, 2], 'blocked'],
    ['diagonal down-left', ['1.......4', '2......6.'], [0, 8], [1, 7], 'ok'],
    ['diagonal up-right (either end first)', ['1.......4', '2......6.'], [1, 7], [0, 8], 'ok'],
    ['diagonal down-left blocked', ['1.......4', '2.....56.', '......6..'], [0, 8], [2, 6], 'blocked'],
    ['row end to next row start', ['........1', '9........'], [0, 8], [1, 0], 'ok'],
    ['row end to next row start across gaps', ['1.....1..', '..9......'], [0, 6], [1, 2], 'ok'],
    ['wrap blocked by a number', ['........1', '29.......'], [0, 8], [1, 1], 'not_aligned'],
    ['the last row does not wrap to the first', ['12345678.', '........9'], [1, 8], [0, 0], 'not_aligned'],
    ['no bent path through gaps', ['1.3......', '4.9......'], [0, 0], [1, 2], 'not_aligned'],
    ['a diagonal does not wrap around the edge', ['........1', '2........', '9'], [0, 8], [2, 0], 'not_aligned'],
    ['vertical over two rows', ['5.......1', '........2', '5'], [0, 0], [2, 0], 'ok'],
  ];
  it.each(table)('NUM-2 %s', (_name, rows, a, b, expected) => {
    expect(reasonOf(board(rows), a, b)).toBe(expected);
  });
  it('NUM-2 a blocked line names the blocking number', () => {
    const r = checkPair(board(['3........', '22.......', '3........']), [0, 0], [2, 0]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.data?.['blocker']).toEqual([1, 0]);
  });
});

describe('NUM-3 gaps', () => {
  it('NUM-3 removing the blocker makes a pair legal through the new gap', () => {
    const s = board(['3557']);
    expect(reasonOf(s, [0, 0], [0, 3])).toBe('blocked');
    const t = after(s, pair([0, 1], [0, 2]));
    expect(rowsOf(t)).toEqual(['3..7']);
    expect(reasonOf(t, [0, 0], [0, 3])).toBe('ok');
  });
});

describe('NUM-4 nothing slides', () => {
  it('NUM-4 remaining numbers keep their positions and rows stay 9 wide', () => {
    const s = board(['123456789', '987654321', '12']);
    const t = after(s, pair([0, 8], [1, 0]));
    expect(rowsOf(t)).toEqual(['12345678.', '.87654321', '12']);
    expect(t.cells.length).toBe(s.cells.length);
  });
});

describe('NUM-5 emptied rows vanish', () => {
  it('NUM-5 an emptied row is removed whole and the rows below move up', () => {
    const s = board(['19.......', '234567891', '2']);
    const r = play(s, pair([0, 0], [0, 1]));
    expect(r.ok && rowsOf(r.value.state)).toEqual(['234567891', '2']);
    expect(r.ok && r.value.rowsRemoved).toEqual([0]);
    expect(r.ok && r.value.events).toEqual(['pair', 'rows_removed']);
  });
  it('NUM-5 the collapse opens new alignments (scanned afresh)', () => {
    const s = board(['7........', '55.......', '3........']);
    expect(reasonOf(s, [0, 0], [2, 0])).toBe('blocked');
    const t = after(s, pair([1, 0], [1, 1]));
    expect(rowsOf(t)).toEqual(['7........', '3........']);
    expect(legalMoves(t)).toContainEqual(pair([0, 0], [1, 0]));
  });
  it('NUM-5 a partly empty row stays with its gaps; an emptied short last row goes', () => {
    expect(rowsOf(after(board(['123456789', '558']), pair([1, 0], [1, 1])))).toEqual(['123456789', '..8']);
    expect(rowsOf(after(board(['123456789', '55']), pair([1, 0], [1, 1])))).toEqual(['123456789']);
  });
  it('NUM-5 two rows emptied by one pair both go', () => {
    const r = play(board(['4........', '6........', '5']), pair([0, 0], [1, 0]));
    expect(r.ok && rowsOf(r.value.state)).toEqual(['5']);
    expect(r.ok && r.value.rowsRemoved).toEqual([0, 1]);
  });
});

describe('NUM-6 adding numbers', () => {
  it('NUM-6 copies of the active numbers in board order go after the last cell, gaps stay', () => {
    const s = board(['1.3'], 1);
    expect(rowsOf(after(s, { kind: 'add' }))).toEqual(['1.313']);
    const t = board(['123456789', '1..'], 2);
    expect(rowsOf(after(t, { kind: 'add' }))).toEqual(['123456789', '1..123456', '7891']);
  });
  it('NUM-6 the engine reports how many numbers were added', () => {
    const r = numbermatchDef.play(board(['1.3'], 1), { kind: 'add' }, undefined, { start: 'random', adds: 5 });
    expect(r.ok && numbermatchDef.engineFields(r.value.trace, r.value.state).extras).toEqual({ added: 2 });
  });
});

describe('NUM-7 adds are a limited resource of the stage', () => {
  it('NUM-7 add is legal while a normal pair exists', () => {
    const s = board(['19'], 1);
    expect(legalMoves(s)).toEqual([pair([0, 0], [0, 1]), { kind: 'add' }]);
    expect(after(s, { kind: 'add' }).adds).toBe(0);
  });
  it('NUM-7 with no add left, add is illegal', () => {
    const r = play(board(['19'], 0), { kind: 'add' });
    expect(!r.ok && r.error.data?.['reason']).toBe('no_adds');
  });
  it('NUM-7 adding is never automatic: a stuck board with adds waits for the player', () => {
    const s = board(['12'], 2);
    expect(status(s)).toBe('playing');
    expect(legalMoves(s)).toEqual([{ kind: 'add' }]);
  });
  it('NUM-7 an add that would outgrow the board limit is refused, and then counts as no add left', () => {
    // 500 rows with one number each, alternating 1 and 2: no pair anywhere.
    const cells: number[] = [];
    for (let r = 0; r < 500; r++) cells.push(r % 2 === 0 ? 1 : 2, ...(r < 499 ? new Array<number>(8).fill(0) : []));
    const s: NumberMatchState = { cells, adds: 3 };
    expect(cells.length + 500).toBeGreaterThan(MAX_CELLS);
    const r = play(s, { kind: 'add' });
    expect(!r.ok && r.error.data?.['reason']).toBe('over');
    expect(status(s)).toBe('lost');
    expect(legalMoves(s)).toEqual([]);
    // With a pair open (the last row becomes "11") the stage goes on, but the add is still refused.
    const u = play({ cells: [...cells, 1], adds: 3 }, { kind: 'add' });
    expect(!u.ok && u.error.data?.['reason']).toBe('board_full');
  });
  it('NUM-7 each stage sets its own count (default 5)', () => {
    const d = numbermatchDef.parseOptions({});
    expect(d.ok && d.value.adds).toBe(5);
    const o = numbermatchDef.parseOptions({ adds: 2 });
    const c = o.ok ? numbermatchDef.create(7, o.value) : o;
    expect(c.ok && c.value.adds).toBe(2);
  });
});

describe('NUM-8 stage end', () => {
  const table: Array<[string, string[], number, string]> = [
    ['empty board is won', [], 0, 'won'],
    ['a pair left is playing', ['19'], 0, 'playing'],
    ['no pair, an add left is playing', ['12'], 1, 'playing'],
    ['no pair and no add is lost', ['12'], 0, 'lost'],
  ];
  it.each(table)('NUM-8 %s', (_n, rows, adds, expected) => {
    expect(status(board(rows, adds))).toBe(expected);
  });
  it('NUM-8 the last pair wins the stage and a finished stage takes no move', () => {
    const r = play(board(['55'], 3), pair([0, 0], [0, 1]));
    expect(r.ok && r.value.events).toEqual(['pair', 'rows_removed', 'won']);
    const over = play(board(['12'], 0), { kind: 'add' });
    expect(!over.ok && over.error.data?.['reason']).toBe('over');
  });
  it('NUM-8 the losing move reports the loss', () => {
    const r = play(board(['1912'], 0), pair([0, 0], [0, 1]));
    expect(r.ok && r.value.events).toEqual(['pair', 'lost']);
  });
});

describe('NUM-9 hints are a heuristic', () => {
  it('NUM-9 the rule of thumb picks a legal pair and prefers emptying a row', () => {
    const s = board(['123456789', '19'], 1);
    const h = heuristicHint(s);
    expect(legalMoves(s)).toContainEqual(h);
    expect(h).toEqual(pair([1, 0], [1, 1]));
  });
  it('NUM-9 the hint suggests adding when no pair is left, nothing when the stage is over', () => {
    for (const h of [hint, heuristicHint]) {
      expect(h(board(['12'], 1))).toEqual({ kind: 'add' });
      expect(h(board(['12'], 0))).toBeNull();
    }
  });
  it('NUM-9 the page hint searches briefly first and so avoids a trap the rule of thumb walks into', () => {
    const s = board(['842264626', '4'], 0);
    const thumb = heuristicHint(s);
    const searched = hint(s);
    expect(thumb).toEqual(pair([0, 1], [1, 0]));
    const afterThumb = play(s, thumb as NumberMatchMove);
    expect(afterThumb.ok && solve(afterThumb.value.state)).toMatchObject({ solution: null, complete: true });
    const afterSearched = play(s, searched as NumberMatchMove);
    expect(afterSearched.ok && solve(afterSearched.value.state).solution).not.toBeNull();
    // Without a search budget the page hint is the rule of thumb.
    expect(hint(s, 0)).toEqual(thumb);
  });
  it('NUM-9 legality ignores the hint: any legal pair can be played', () => {
    const s = board(['123456789', '19'], 1);
    for (const m of legalMoves(s)) expect(play(s, m).ok).toBe(true);
  });
});

describe('issue 21: the pair check answers a typed reason and writes words only when read', () => {
  it('issue 21: pairFault gives checkPair’s reason for every pair of a board with gaps', () => {
    const s = board(['123456789', '9.7.5.3.1', '..55.1...', '246813579', '3']);
    for (let a = 0; a < s.cells.length; a++) {
      for (let b = 0; b < s.cells.length; b++) {
        const r = checkPair(s, [Math.floor(a / 9), a % 9], [Math.floor(b / 9), b % 9]);
        expect(pairFault(s.cells, a, b), `${a}-${b}`).toBe(r.ok ? null : r.error.data?.['reason']);
      }
    }
    expect(pairFault(s.cells, -1, 0)).toBe('outside');
    expect(pairFault(s.cells, 0, s.cells.length)).toBe('outside');
  });

  it('issue 21: a refused pair still reads and serialises its English sentence', () => {
    const values = checkPair(board(['12']), [0, 0], [0, 1]);
    const blocked = checkPair(board(['3........', '22.......', '3........']), [0, 0], [2, 0]);
    expect(values.ok || values.error.message).toBe('1 and 2 are neither equal nor sum to 10.');
    expect(blocked.ok || blocked.error.message).toBe('The number at [1,0] blocks the path.');
    expect(JSON.parse(JSON.stringify(values.ok ? null : values.error))).toEqual({
      code: 'illegal',
      message: '1 and 2 are neither equal nor sum to 10.',
      data: { reason: 'values' },
    });
    const engine = numbermatchDef.play(board(['12.......', '1'], 3), pair([0, 0], [0, 1]), undefined, { start: 'random', adds: 5 });
    expect(engine.ok ? null : { ...engine.error }).toEqual({
      code: 'illegal',
      message: '1 and 2 are neither equal nor sum to 10.',
      data: { reason: 'values' },
    });
  });
});
