// The keyboard cursor's model: arrows walk the top row (stock, waste, foundations) and the columns'
// movable runs; the board focuses what it stands on.
import { describe, expect, it } from 'vitest';
import { moveCursor, cursorTarget, type Cursor } from './cursor.ts';
import { table } from './testing.ts';

// Column 1 holds 9S 8H 7C face up over one face-down card; column 0 is empty; the waste's top is 4D.
const s = table({ foundations: 'H-2 C-0 D-0 S-0', waste: '2C 4D', columns: ['', 'KD | 9S 8H 7C', '5S', '', '', '', 'QH'] });

describe('keyboard cursor (the table for the left hand: stock, waste, gap, four foundations)', () => {
  it('starts on the first column and moves along the table row', () => {
    const c = moveCursor(s, null, 'right', 'left');
    expect(c).toEqual({ row: 'table', x: 0, depth: 0 });
    expect(cursorTarget(s, c, 'left')).toBe('[data-place="col-0"]');
    const c1 = moveCursor(s, c, 'right', 'left');
    expect(cursorTarget(s, c1, 'left')).toBe('[data-card="24"]'); // 7C
    expect(moveCursor(s, { row: 'table', x: 6, depth: 0 }, 'right', 'left').x).toBe(6);
    expect(moveCursor(s, c, 'left', 'left').x).toBe(0);
  });
  it('up walks up a movable run, then to the top row; down comes back', () => {
    let c: Cursor = { row: 'table', x: 1, depth: 0 };
    c = moveCursor(s, c, 'up', 'left');
    expect(cursorTarget(s, c, 'left')).toBe('[data-card="30"]'); // 8H
    c = moveCursor(s, c, 'up', 'left');
    expect(cursorTarget(s, c, 'left')).toBe('[data-card="35"]'); // 9S
    c = moveCursor(s, c, 'up', 'left');
    expect(c).toEqual({ row: 'top', x: 1, depth: 0 });
    expect(cursorTarget(s, c, 'left')).toBe('[data-card="13"]'); // the waste's top 4D
    c = moveCursor(s, c, 'down', 'left');
    expect(c).toEqual({ row: 'table', x: 1, depth: 0 });
    expect(moveCursor(s, { row: 'table', x: 1, depth: 2 }, 'down', 'left').depth).toBe(1);
  });
  it('the top row skips the gap: stock, waste, then the four foundations', () => {
    let c: Cursor = { row: 'top', x: 0, depth: 0 };
    expect(cursorTarget(s, c, 'left')).toBe('[data-place="stock"]');
    const xs = [0];
    for (let i = 0; i < 6; i++) xs.push((c = moveCursor(s, c, 'right', 'left')).x);
    expect(xs).toEqual([0, 1, 3, 4, 5, 6, 6]);
    expect(moveCursor(s, { row: 'top', x: 3, depth: 0 }, 'left', 'left').x).toBe(1);
    // Column 2 has no top-row place: up from it goes to the waste.
    expect(moveCursor(s, { row: 'table', x: 2, depth: 0 }, 'up', 'left')).toEqual({ row: 'top', x: 1, depth: 0 });
    // A foundation with cards: its top card; an empty one: the place.
    const homes = [3, 4, 5, 6].map((x) => cursorTarget(s, { row: 'top', x, depth: 0 }, 'left'));
    expect(homes).toContain('[data-card="6"]'); // 2H
    expect(homes).toContain('[data-place="home-0"]');
  });
  it('a depth beyond a shortened run is held to the run', () => {
    expect(cursorTarget(s, { row: 'table', x: 2, depth: 3 }, 'left')).toBe('[data-card="19"]'); // 5S
    expect(moveCursor(s, { row: 'table', x: 2, depth: 3 }, 'up', 'left')).toEqual({ row: 'top', x: 1, depth: 0 });
  });
});

describe('keyboard cursor, stock on the right (the default): four foundations, waste, gap, stock', () => {
  it('the top row walks foundations, waste and stock, skipping the gap under the fan', () => {
    let c: Cursor = { row: 'top', x: 0, depth: 0 };
    const xs = [0];
    for (let i = 0; i < 6; i++) xs.push((c = moveCursor(s, c, 'right')).x);
    expect(xs).toEqual([0, 1, 2, 3, 4, 6, 6]);
    expect(cursorTarget(s, { row: 'top', x: 6, depth: 0 })).toBe('[data-place="stock"]');
    expect(cursorTarget(s, { row: 'top', x: 4, depth: 0 })).toBe('[data-card="13"]'); // the waste's top 4D
    expect(moveCursor(s, { row: 'top', x: 6, depth: 0 }, 'left').x).toBe(4);
    // Column 5 lies under the fan: up from it goes to the waste.
    expect(moveCursor(s, { row: 'table', x: 5, depth: 0 }, 'up')).toEqual({ row: 'top', x: 4, depth: 0 });
    const homes = [0, 1, 2, 3].map((x) => cursorTarget(s, { row: 'top', x, depth: 0 }));
    expect(homes).toContain('[data-card="6"]'); // 2H
    expect(homes).toContain('[data-place="home-0"]');
  });
});
