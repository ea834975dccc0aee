// The keyboard cursor's model: arrows walk the top row (stock, waste, foundations) and the columns'
// movable runs; the board focuses what it stands on.
import { describe, expect, it } from 'vitest';
import { moveCursor, cursorTarget, type Cursor } from './cursor.ts';
import { table } from './testing.ts';

// Column 1 holds 9S 8H 7C face up over one face-down card; column 0 is empty; the waste's top is 4D.
const s = table({ foundations: 'H-2 C-0 D-0 S-0', waste: '2C 4D', columns: ['', 'KD | 9S 8H 7C', '5S', '', '', '', 'QH'] });

describe('keyboard cursor', () => {
  it('starts on the first column and moves along the table row', () => {
    const c = moveCursor(s, null, 'right');
    expect(c).toEqual({ row: 'table', x: 0, depth: 0 });
    expect(cursorTarget(s, c)).toBe('[data-place="col-0"]');
    const c1 = moveCursor(s, c, 'right');
    expect(cursorTarget(s, c1)).toBe('[data-card="24"]'); // 7C
    expect(moveCursor(s, { row: 'table', x: 6, depth: 0 }, 'right').x).toBe(6);
    expect(moveCursor(s, c, 'left').x).toBe(0);
  });
  it('up walks up a movable run, then to the top row; down comes back', () => {
    let c: Cursor = { row: 'table', x: 1, depth: 0 };
    c = moveCursor(s, c, 'up');
    expect(cursorTarget(s, c)).toBe('[data-card="30"]'); // 8H
    c = moveCursor(s, c, 'up');
    expect(cursorTarget(s, c)).toBe('[data-card="35"]'); // 9S
    c = moveCursor(s, c, 'up');
    expect(c).toEqual({ row: 'top', x: 1, depth: 0 });
    expect(cursorTarget(s, c)).toBe('[data-card="13"]'); // the waste's top 4D
    c = moveCursor(s, c, 'down');
    expect(c).toEqual({ row: 'table', x: 1, depth: 0 });
    expect(moveCursor(s, { row: 'table', x: 1, depth: 2 }, 'down').depth).toBe(1);
  });
  it('the top row skips the gap: stock, waste, then the four foundations', () => {
    let c: Cursor = { row: 'top', x: 0, depth: 0 };
    expect(cursorTarget(s, c)).toBe('[data-place="stock"]');
    const xs = [0];
    for (let i = 0; i < 6; i++) xs.push((c = moveCursor(s, c, 'right')).x);
    expect(xs).toEqual([0, 1, 3, 4, 5, 6, 6]);
    expect(moveCursor(s, { row: 'top', x: 3, depth: 0 }, 'left').x).toBe(1);
    // Column 2 has no top-row place: up from it goes to the waste.
    expect(moveCursor(s, { row: 'table', x: 2, depth: 0 }, 'up')).toEqual({ row: 'top', x: 1, depth: 0 });
    // A foundation with cards: its top card; an empty one: the place.
    const homes = [3, 4, 5, 6].map((x) => cursorTarget(s, { row: 'top', x, depth: 0 }));
    expect(homes).toContain('[data-card="6"]'); // 2H
    expect(homes).toContain('[data-place="home-0"]');
  });
  it('a depth beyond a shortened run is held to the run', () => {
    expect(cursorTarget(s, { row: 'table', x: 2, depth: 3 })).toBe('[data-card="19"]'); // 5S
    expect(moveCursor(s, { row: 'table', x: 2, depth: 3 }, 'up')).toEqual({ row: 'top', x: 1, depth: 0 });
  });
});
