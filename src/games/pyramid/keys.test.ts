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
    expect(commandFor({ key: 'd', altKey: true })).toBeNull();
    // Enter and Space belong to the focused card's button.
    expect(commandFor({ key: 'Enter' })).toBeNull();
    expect(commandFor({ key: ' ' })).toBeNull();
  });

  it('no key means two things, and every entry has help text and shown keys', () => {
    const all = PYRAMID_KEYS.flatMap((k) => k.keys);
    expect(new Set(all).size).toBe(all.length);
    for (const k of PYRAMID_KEYS) {
      expect(k.help.length).toBeGreaterThan(5);
      expect(k.shown).toHaveLength(k.keys.length);
    }
  });

  it('aria-keyshortcuts name the keys', () => {
    expect([shortcutOf('hint'), shortcutOf('undo'), shortcutOf('redo'), shortcutOf('draw')]).toEqual(['H', 'U', 'W', 'D']);
  });
});
