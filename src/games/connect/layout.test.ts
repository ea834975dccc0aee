// Where the board is drawn: ring line geometry (CON-8), card width (CON-9), the turned board, cursor.
import { describe, expect, it } from 'vitest';
import { BOARD_MARGIN, fitBoard, FLAT_RATIO, RING_OFFSET, geometry, screenKey, moveCursor, pointFor, polyline } from './layout.ts';

describe('connect layout', () => {
  const g = geometry(50, 8);

  it('CON-8 ring corners are drawn 8 px outside the board edge; board cells at card centres', () => {
    expect(RING_OFFSET).toBe(8);
    expect(pointFor(g, [-1, 0])).toEqual({ x: 25, y: -8 });
    expect(pointFor(g, [8, 5])).toEqual({ x: g.width - 25, y: g.height + 8 });
    expect(pointFor(g, [3, -1])).toEqual({ x: -8, y: 3 * (g.cardH + 4) + g.cardH / 2 });
    expect(pointFor(g, [0, 6])).toEqual({ x: g.width + 8, y: g.cardH / 2 });
    expect(
      polyline(g, [
        [0, 0],
        [-1, 0],
        [-1, 2],
        [0, 2],
      ]),
    ).toBe(`25,${g.cardH / 2} 25,-8 133,-8 133,${g.cardH / 2}`);
  });

  it("issue 13 a turned board maps the rules' row to the screen column, and the ring to the board's sides", () => {
    const t = geometry(50, 8, 40, true);
    expect(t.width).toBe(8 * 50 + 7 * 4);
    expect(t.height).toBe(6 * 40 + 5 * 4);
    expect(pointFor(t, [0, 0])).toEqual({ x: 25, y: 20 });
    expect(pointFor(t, [-1, 0])).toEqual({ x: -8, y: 20 });
    expect(pointFor(t, [8, 5])).toEqual({ x: t.width + 8, y: t.height - 20 });
    expect(pointFor(t, [2, -1])).toEqual({ x: 2 * 54 + 25, y: -8 });
    expect(pointFor(t, [2, 6])).toEqual({ x: 2 * 54 + 25, y: t.height + 8 });
    // The arrow keys follow the screen.
    expect(screenKey('ArrowRight', true)).toBe('ArrowDown');
    expect(screenKey('ArrowUp', true)).toBe('ArrowLeft');
    expect(screenKey('ArrowRight', false)).toBe('ArrowRight');
  });

  // Board areas the shared screen gives (measured: 390×844, 740×360, 1280×800, 360×740 windows and more).
  const areas: Array<[number, number]> = [
    [378, 640],
    [348, 560],
    [506, 306],
    [930, 700],
    [300, 200],
    [1200, 900],
    [700, 420],
  ];
  for (const [w, h] of areas) {
    it(`CON-9 in a ${w}×${h} area one card for 6, 8 and 9 rows; the tallest board and its ring fit`, () => {
      const boards = [6, 8, 9].map((rows) => fitBoard(w, h, rows));
      expect(boards.map((b) => [b.cardW, b.cardH])).toEqual(boards.map(() => [boards[0]?.cardW, boards[0]?.cardH]));
      expect(boards.map((b) => b.rows)).toEqual([6, 8, 9]);
      const tallest = boards[2];
      if (!tallest) throw new Error('no board');
      expect(tallest.turned).toBe(w > h * 1.2);
      expect(tallest.cardH / tallest.cardW).toBeGreaterThanOrEqual(FLAT_RATIO - 0.03);
      expect(tallest.cardH).toBeLessThanOrEqual(Math.round(tallest.cardW * 1.18));
      expect(tallest.width + 2 * BOARD_MARGIN).toBeLessThanOrEqual(w);
      expect(tallest.height + 2 * BOARD_MARGIN).toBeLessThanOrEqual(h);
    });
  }

  it('issue 21 cards are at least 44 px on both sides in the area a phone on its side gives (740×360)', () => {
    // The area measured at 740×360 (the screen's header, side column and gaps taken off).
    const b = fitBoard(506, 306, 9);
    expect(b.cardW).toBeGreaterThanOrEqual(44);
    expect(b.cardH).toBeGreaterThanOrEqual(44);
  });

  it('CON-9 a tall area stands the board upright; a wide one turns it', () => {
    expect(fitBoard(378, 640, 9).turned).toBe(false);
    expect(fitBoard(930, 700, 9).turned).toBe(true);
    // A portrait window's nearly square area (900×1000) keeps it upright.
    expect(fitBoard(888, 790, 9).turned).toBe(false);
  });

  it('HUB-4 arrow keys move the cursor and stop at the edges', () => {
    expect(moveCursor([0, 0], 'ArrowUp', 8)).toEqual([0, 0]);
    expect(moveCursor([0, 0], 'ArrowDown', 8)).toEqual([1, 0]);
    expect(moveCursor([7, 5], 'ArrowDown', 8)).toEqual([7, 5]);
    expect(moveCursor([3, 5], 'ArrowRight', 8)).toEqual([3, 5]);
    expect(moveCursor([3, 2], 'ArrowLeft', 8)).toEqual([3, 1]);
    expect(moveCursor([3, 2], 'End', 8)).toEqual([3, 5]);
    expect(moveCursor([3, 2], 'x', 8)).toBeNull();
  });
});
