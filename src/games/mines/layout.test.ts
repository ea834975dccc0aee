// The page's pure view maths: board layout and turning (MIN-1), the cursor on a turned board
// (MIN-8), variants of links and the menu, the lesson of a loss (MIN-5), and the beats of a move.
import { describe, expect, it } from 'vitest';
import { SIZES } from './board.ts';
import { boardLayout, isOwnShape, lessonOf, MIN_CELL, moveCursor, readShape, shapeLabel, shapeVariant, sizeOfVariant, statsKey, wrongFlags } from './layout.ts';
import { lookOf } from './look.ts';
import { revealOf } from './motion.ts';
import { newGame, playMove, type MinesState } from './rules.ts';

const play = (s: MinesState, kind: 'reveal' | 'flag', i: number): MinesState => {
  const r = playMove(s, { kind, x: i % s.width, y: Math.floor(i / s.width) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
};

describe('MIN-1 board layout', () => {
  it('Profi turns on an upright phone and keeps cells of at least 22 px', () => {
    const l = boardLayout(30, 16, 378, 600, false);
    expect(l.turned).toBe(true);
    expect(l.cell).toBeGreaterThanOrEqual(MIN_CELL);
    expect(l.width).toBeLessThanOrEqual(378);
  });
  it('never turns when wide, nor a square board', () => {
    expect(boardLayout(30, 16, 1000, 600, true).turned).toBe(false);
    expect(boardLayout(9, 9, 378, 600, false).turned).toBe(false);
  });
  it('a board too large even at 22 px scrolls inside its area', () => {
    const l = boardLayout(40, 40, 360, 500, false);
    expect(l.cell).toBe(MIN_CELL);
    expect(l.scrolls).toBe(true);
  });
  it('cells stop growing at the largest size', () => {
    expect(boardLayout(9, 9, 2000, 2000, true).cell).toBe(52);
  });
});

describe('MIN-8 cursor', () => {
  it('arrows follow the screen on a turned board and stay on the board', () => {
    // 30 × 16: cell (5, 5) = 155. Turned clockwise, screen down is column + 1, screen right is row − 1.
    expect(moveCursor(155, 'down', true, 30, 16)).toBe(156);
    expect(moveCursor(155, 'right', true, 30, 16)).toBe(125);
    expect(moveCursor(155, 'down', false, 30, 16)).toBe(185);
    expect(moveCursor(0, 'up', false, 30, 16)).toBe(0);
    expect(moveCursor(29, 'right', false, 30, 16)).toBe(29);
  });
});

describe('MIN-1 variants', () => {
  it('named sizes and own shapes', () => {
    expect(sizeOfVariant('expert')).toEqual(SIZES.expert);
    expect(shapeVariant(20, 12, 40)).toBe('20x12x40');
    expect(shapeVariant(9, 9, 10)).toBe('beginner');
    expect(shapeVariant(4, 12, 4)).toBeNull();
    expect(shapeVariant(10, 10, 26)).toBeNull();
    expect(sizeOfVariant('20x12x40')).toEqual({ width: 20, height: 12, mines: 40 });
    expect(sizeOfVariant('09x9x10')).toBeNull();
    expect(sizeOfVariant('9x9x10')).toBeNull();
    expect(isOwnShape('20x12x40')).toBe(true);
    expect(isOwnShape('beginner')).toBe(false);
    expect(shapeLabel('20x12x40')).toBe('20 × 12, 40 Minen');
    expect(statsKey('20x12x40')).toBe('custom');
    expect(statsKey('expert')).toBe('expert');
  });
  it('reads what a player types', () => {
    expect(readShape('20 × 12 × 40')).toEqual({ ok: true, width: 20, height: 12, mines: 40 });
    expect(readShape('20x12, 40 Minen')).toEqual({ ok: true, width: 20, height: 12, mines: 40 });
    expect(readShape('20 12')).toEqual({ ok: false });
    expect(readShape('41 12 40')).toEqual({ ok: false });
  });
});

describe('MIN-5 MIN-6 looks, lesson and beats', () => {
  const start = play(newGame(SIZES.beginner, 11), 'reveal', 40);
  it('a loss shows every mine, the fatal one and a lesson cell that was safe', () => {
    const safe = start.cell.findIndex((c, i) => c === 0 && start.mine[i] === 0);
    const flagged = play(start, 'flag', safe);
    const fatal = flagged.mine.findIndex((v, i) => v === 1 && flagged.cell[i] === 0);
    const r = playMove(flagged, { kind: 'reveal', x: fatal % 9, y: Math.floor(fatal / 9) });
    if (!r.ok) throw new Error(r.error.message);
    const lost = r.value.state;
    expect(lookOf(lost, fatal)).toBe('boom');
    expect(lookOf(lost, safe)).toBe('wrong');
    expect(wrongFlags(lost)).toEqual([safe]);
    expect(lessonOf(lost)).toBe(r.value.trace.lesson);
    expect(lost.mine[lessonOf(lost)]).toBe(0);
    const beats = revealOf(r.value.trace, lost);
    expect(beats.beats).toBeGreaterThan(0);
    expect([...beats.at.keys()].sort((a, b) => a - b)).toEqual([...lost.mine.keys()].filter((i) => lost.mine[i] === 1 && i !== fatal));
  });
  it('a flood appears in flood order, its first cell at once', () => {
    const r = playMove(newGame(SIZES.beginner, 11), { kind: 'reveal', x: 4, y: 4 });
    if (!r.ok) throw new Error(r.error.message);
    const b = revealOf(r.value.trace, r.value.state);
    const opened = r.value.trace.opened;
    expect(b.at.has(opened[0]!)).toBe(false);
    const steps = opened.slice(1).map((c) => b.at.get(c)!);
    expect(steps).toEqual([...steps].sort((x, y) => x - y));
    expect(Math.max(...steps)).toBe(b.beats);
  });
});
