// Path rule (CON-6, CON-7) and blocker (CON-5) tests, with the independent BFS as an oracle.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blockersOf, findPath, gridFrom, WIDTH, type Cell } from './path.ts';
import { bfsConnected } from './solve.ts';
import { decodePosition } from './notation.ts';

function board(rows: string[]): { cells: number[]; height: number } {
  const p = decodePosition({ rows: rows.map((r) => r.replaceAll('#', 'Z')), score: 0 });
  if (p.ok) return p.value;
  // Odd counts are allowed in path tests: build cells directly ('#' = some card).
  const cells = rows.flatMap((r) => [...r].map((ch) => (ch === '.' ? -1 : ch === '#' ? 15 : ch.charCodeAt(0) - 65)));
  return { cells, height: rows.length };
}

const bends = (p: readonly Cell[]): number => p.length - 2;

/** Every corner list must be a real line: orthogonal steps, empty cells in between, ≤ 2 bends. */
function assertValidLine(cells: number[], height: number, p: readonly Cell[], a: Cell, b: Cell): void {
  expect(p[0]).toEqual(a);
  expect(p[p.length - 1]).toEqual(b);
  expect(bends(p)).toBeLessThanOrEqual(2);
  for (let i = 1; i < p.length; i++) {
    const [r1, c1] = p[i - 1] as Cell,
      [r2, c2] = p[i] as Cell;
    expect(r1 === r2 || c1 === c2).toBe(true);
    const steps = Math.abs(r1 - r2) + Math.abs(c1 - c2);
    for (let k = 0; k <= steps; k++) {
      const r = r1 + Math.sign(r2 - r1) * k,
        c = c1 + Math.sign(c2 - c1) * k;
      expect(r >= -1 && r <= height && c >= -1 && c <= WIDTH).toBe(true);
      const isEnd = (r === a[0] && c === a[1]) || (r === b[0] && c === b[1]);
      const inside = r >= 0 && r < height && c >= 0 && c < WIDTH;
      if (!isEnd && inside) expect(cells[r * WIDTH + c]).toBe(-1);
    }
  }
}

describe('connect path rule', () => {
  const cases: Array<{ name: string; rows: string[]; a: Cell; b: Cell; bends: number | null }> = [
    { name: 'CON-6 adjacent cards: straight, 0 bends', rows: ['######', '#AA###', '######'], a: [1, 1], b: [1, 2], bends: 0 },
    { name: 'CON-6 straight line over empty cells', rows: ['######', '#A..A#', '######'], a: [1, 1], b: [1, 4], bends: 0 },
    { name: 'CON-6 straight line blocked by a card', rows: ['######', '#A.#A#', '######'], a: [1, 1], b: [1, 4], bends: null },
    { name: 'CON-6 L shape, 1 bend', rows: ['######', '#A...#', '####A#', '######'], a: [1, 1], b: [2, 4], bends: 1 },
    { name: 'CON-6 Z shape, 2 bends', rows: ['######', '#A.###', '##...A', '######'], a: [1, 1], b: [2, 5], bends: 2 },
    { name: 'CON-6 U shape, 2 bends', rows: ['######', '#....#', '#A##A#', '######'], a: [2, 1], b: [2, 4], bends: 2 },
    { name: 'CON-6 three bends are not allowed', rows: ['######', '#A.###', '##.###', '##...#', '####A#', '######'], a: [1, 1], b: [4, 4], bends: null },
    { name: 'CON-7 top row connects over the ring', rows: ['A####A', '######', '######'], a: [0, 0], b: [0, 5], bends: 2 },
    { name: 'CON-7 bottom row connects over the ring', rows: ['######', '######', '#A##A#'], a: [2, 1], b: [2, 4], bends: 2 },
    { name: 'CON-7 left column connects over the ring', rows: ['A#####', '######', 'A#####'], a: [0, 0], b: [2, 0], bends: 2 },
    { name: 'CON-7 right column connects over the ring', rows: ['#####A', '######', '#####A'], a: [0, 5], b: [2, 5], bends: 2 },
    {
      name: 'CON-7 top-left and bottom-right cannot meet around the outside (3 bends)',
      rows: ['A#####', '######', '#####A'],
      a: [0, 0],
      b: [2, 5],
      bends: null,
    },
    { name: 'CON-7 top row and left column meet with one bend in the ring corner', rows: ['.#####', 'A#####', '#A####'], a: [1, 0], b: [2, 1], bends: null },
    { name: 'CON-7 top-left meets a left-column card over the ring', rows: ['A#####', '######', 'A#####', '######'], a: [0, 0], b: [2, 0], bends: 2 },
  ];
  for (const tc of cases) {
    it(tc.name, () => {
      const { cells, height } = board(tc.rows);
      const p = findPath(gridFrom(cells, height), tc.a, tc.b);
      if (tc.bends === null) {
        expect(p).toBeNull();
        expect(bfsConnected(cells, height, tc.a[0] * WIDTH + tc.a[1], tc.b[0] * WIDTH + tc.b[1])).toBe(false);
      } else {
        expect(p).not.toBeNull();
        assertValidLine(cells, height, p as Cell[], tc.a, tc.b);
        expect(bends(p as Cell[])).toBe(tc.bends);
      }
    });
  }

  it('CON-7 the ring corners come out as row/column -1 and height/width', () => {
    const { cells, height } = board(['A####A', '######']);
    expect(findPath(gridFrom(cells, height), [0, 0], [0, 5])).toEqual([
      [0, 0],
      [-1, 0],
      [-1, 5],
      [0, 5],
    ]);
    const low = board(['######', 'A####A']);
    expect(findPath(gridFrom(low.cells, low.height), [1, 0], [1, 5])).toEqual([
      [1, 0],
      [2, 0],
      [2, 5],
      [1, 5],
    ]);
    const side = board(['#####A', '######', '#####A']);
    expect(findPath(gridFrom(side.cells, side.height), [0, 5], [2, 5])).toEqual([
      [0, 5],
      [0, 6],
      [2, 6],
      [2, 5],
    ]);
  });

  it('CON-6 CON-7 property: findPath agrees with an independent BFS and returns valid lines', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.array(fc.boolean(), { minLength: 54, maxLength: 54 }), fc.nat(), fc.nat(), (height, fillBits, x, y) => {
        const n = height * WIDTH;
        const cells: number[] = fillBits.slice(0, n).map((f) => (f ? 15 : -1));
        const i = x % n,
          j = y % n;
        fc.pre(i !== j);
        cells[i] = 0;
        cells[j] = 0;
        const a: Cell = [Math.floor(i / WIDTH), i % WIDTH],
          b: Cell = [Math.floor(j / WIDTH), j % WIDTH];
        const p = findPath(gridFrom(cells, height), a, b);
        expect(p !== null).toBe(bfsConnected(cells, height, i, j));
        if (p) assertValidLine(cells, height, p, a, b);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('connect blocker (CON-5)', () => {
  it('CON-5 exactly one card in the way is named', () => {
    // A and A in the middle row, walled in; only the card between them blocks.
    const { cells, height } = board(['######', '#A#A##', '######']);
    expect(findPath(gridFrom(cells, height), [1, 1], [1, 3])).toBeNull();
    expect(blockersOf(gridFrom(cells, height), [1, 1], [1, 3])).toEqual([[1, 2]]);
  });
  it('CON-5 several cards that each could open a path: none is singled out', () => {
    const { cells, height } = board(['#.####', '#A####', '######', '####A#', '####.#']);
    const bl = blockersOf(gridFrom(cells, height), [1, 1], [3, 4]);
    expect(bl.length).not.toBe(1);
  });
  it('CON-5 no single card opens a path: nobody is named', () => {
    const { cells, height } = board(['######', '######', '##A###', '######', '######', '###A##', '######', '######']);
    expect(blockersOf(gridFrom(cells, height), [2, 2], [5, 3])).toEqual([]);
  });
  it('CON-5 blocker search leaves the grid unchanged', () => {
    const { cells, height } = board(['######', '#A#A##', '######']);
    const g = gridFrom(cells, height);
    const before = g.occ.slice();
    blockersOf(g, [1, 1], [1, 3]);
    expect(g.occ).toEqual(before);
  });
});
