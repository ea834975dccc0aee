// The pyramid keyboard map: shared actions use the shared keys (hint H, undo U, redo W), help and handler agree.

import { describe, expect, it } from 'vitest';
import { PYRAMID_KEYS, commandFor, shortcutOf } from './keys.ts';

describe('pyramid keys', () => {
  it.each([
    ['d', { command: 'draw' }],
    ['h', { command: 'hint' }],
    ['H', { command: 'hint' }],
    ['u', { command: 'undo' }],
    ['w', { command: 'redo' }],
    ['Escape', { command: 'clear' }],
    ['ArrowLeft', { command: 'cursor', direction: 'left' }],
    ['ArrowRight', { command: 'cursor', direction: 'right' }],
    ['ArrowUp', { command: 'cursor', direction: 'up' }],
    ['ArrowDown', { command: 'cursor', direction: 'down' }],
  ])('PYR-7 PYR-8 key %s runs %j', (key, hit) => {
    expect(commandFor({ key })).toEqual(hit);
  });

  it('PYR-7 the hint moved from T to H; T and modified keys do nothing', () => {
    expect(commandFor({ key: 't' })).toBeNull();
    expect(commandFor({ key: 'h', ctrlKey: true })).toBeNull();
    expect(commandFor({ key: 'u', metaKey: true })).toBeNull();
    expect(commandFor({ key: 'r', ctrlKey: true })).toBeNull();
    expect(commandFor({ key: 'd', altKey: true })).toBeNull();
    // Enter and Space belong to the focused card's button.
    expect(commandFor({ key: 'Enter' })).toBeNull();
    expect(commandFor({ key: ' ' })).toBeNull();
  });

  it('no key means two things, and every entry has help text and shown keys', () => {
    const all = PYRAMID_KEYS.flatMap((k) => [...k.keys, ...(k.ctrlKeys ?? []).map((c) => `Ctrl+${c}`)]);
    expect(new Set(all).size).toBe(all.length);
    for (const k of PYRAMID_KEYS) {
      expect(k.help.length).toBeGreaterThan(5);
      expect(k.shown.length).toBeGreaterThan(0);
    }
  });

  it('aria-keyshortcuts name the keys', () => {
    expect([shortcutOf('hint'), shortcutOf('undo'), shortcutOf('redo'), shortcutOf('draw')]).toEqual(['H', 'U Control+Z', 'W Control+Y', 'D']);
  });

  it('PYR-8 PYR-9 the shared keys: U and Ctrl+Z undo, W and Ctrl+Y redo, R restarts, N deals anew, ? opens the help', () => {
    expect(commandFor({ key: 'z', ctrlKey: true })).toEqual({ command: 'undo' });
    expect(commandFor({ key: 'y', metaKey: true })).toEqual({ command: 'redo' });
    expect(commandFor({ key: 'r' })).toEqual({ command: 'restart' });
    expect(commandFor({ key: 'N' })).toEqual({ command: 'newGame' });
    expect(commandFor({ key: '?' })).toEqual({ command: 'help' });
  });
});
