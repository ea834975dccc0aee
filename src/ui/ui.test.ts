// The ui layer's pure pieces: key maps, grid steps, time format, query comparison.
import { describe, expect, it } from 'vitest';
import { commandFor, helpRows, sharedEntry, shortcutOf, SHARED_KEYS, type KeyEntry } from './keymap.ts';
import { gridStep } from './grid.ts';
import { formatDuration } from './time.ts';
import { sameQuery } from './router.svelte.ts';

type Cmd = 'undo' | 'redo' | 'hint' | 'column';
const TABLE: readonly KeyEntry<Cmd>[] = [
  { command: 'column', keys: ['1', '2', '3'], shown: ['1', '3'], range: true, help: 'Spalte' },
  sharedEntry('undo', 'Zurück'),
  sharedEntry('redo', 'Wiederholen'),
  sharedEntry('hint', 'Tipp'),
  { command: null, keys: ['Tab'], shown: ['Tab'], help: 'Weiter' },
];

describe('keymap', () => {
  it('one key per shared action in every game: undo U, redo W, hint H, new game N, restart R, help ?', () => {
    const firsts = Object.values(SHARED_KEYS).map((k) => k.keys[0]);
    expect(firsts).toEqual(['u', 'w', 'h', 'n', 'r', '?']);
    expect(new Set(firsts).size).toBe(firsts.length);
  });

  it('finds the command of a key press, with the index for ranged rows', () => {
    expect(commandFor(TABLE, { key: 'U' })).toEqual({ command: 'undo', index: 0 });
    expect(commandFor(TABLE, { key: 'z', ctrlKey: true })).toEqual({ command: 'undo', index: 0 });
    expect(commandFor(TABLE, { key: 'z' })).toBeNull();
    expect(commandFor(TABLE, { key: '3' })).toEqual({ command: 'column', index: 2 });
    expect(commandFor(TABLE, { key: 'h', altKey: true })).toBeNull();
    expect(commandFor(TABLE, { key: 'Tab' })).toBeNull();
  });

  it('gives aria-keyshortcuts and help rows from the same table', () => {
    expect(shortcutOf(TABLE, 'undo')).toBe('U Control+Z');
    expect(shortcutOf(TABLE, 'hint')).toBe('H');
    expect(helpRows(TABLE)[0]).toEqual({ shown: ['1', '3'], range: true, help: 'Spalte' });
  });
});

describe('grid', () => {
  const shape = { width: 3, count: 8 };
  it.each([
    [4, 'ArrowRight', 5],
    [5, 'ArrowRight', 5],
    [3, 'ArrowLeft', 3],
    [1, 'ArrowUp', 1],
    [4, 'ArrowDown', 7],
    [5, 'ArrowDown', 5],
    [4, 'Home', 3],
    [6, 'End', 7],
    [4, 'x', null],
  ])('from %i, %s goes to %s', (from, key, to) => {
    expect(gridStep(shape, from, key)).toBe(to);
  });
  it('reading order wraps rows with ← and →', () => {
    expect(gridStep(shape, 2, 'ArrowRight', true)).toBe(3);
    expect(gridStep(shape, 3, 'ArrowLeft', true)).toBe(2);
    expect(gridStep(shape, 7, 'ArrowRight', true)).toBe(7);
  });
});

describe('time', () => {
  it.each([
    [0, '0:00'],
    [1499, '0:01'],
    [65_000, '1:05'],
    [3_725_000, '1:02:05'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
  ])('%s ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
  it('a countdown rounds down', () => {
    expect(formatDuration(1999, 'down')).toBe('0:01');
  });
});

describe('router helpers', () => {
  it('compares queries regardless of order', () => {
    expect(sameQuery({ a: '1', b: '2' }, new URLSearchParams('b=2&a=1'))).toBe(true);
    expect(sameQuery({ a: '1' }, { a: '2' })).toBe(false);
  });
});
