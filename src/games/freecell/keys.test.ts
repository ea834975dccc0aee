// The FreeCell keyboard map: every key means one thing, shared actions use the shared keys, help and handler agree.

import { describe, expect, it } from 'vitest';
import { FREECELL_KEYS, commandFor, shortcutOf } from './keys.ts';

describe('FreeCell keys', () => {
  it.each([
    ['1', { command: 'column', index: 0 }],
    ['8', { command: 'column', index: 7 }],
    ['a', { command: 'cell', index: 0 }],
    ['D', { command: 'cell', index: 3 }],
    ['0', { command: 'home', index: 0 }],
    ['u', { command: 'undo', index: 0 }],
    ['Backspace', { command: 'undo', index: 1 }],
    ['f', { command: 'finish', index: 0 }],
    ['Escape', { command: 'clear', index: 0 }],
    ['ArrowUp', { command: 'grow', index: 0 }],
    ['+', { command: 'grow', index: 1 }],
    ['ArrowDown', { command: 'shrink', index: 0 }],
    ['-', { command: 'shrink', index: 1 }],
  ])('FC-3 key %s runs %j', (key, hit) => {
    expect(commandFor({ key })).toEqual(hit);
  });

  it("FC-9 Ctrl+Z and ⌘+Z undo; other modified keys and Alt combinations are the browser's", () => {
    expect(commandFor({ key: 'z', ctrlKey: true })).toEqual({ command: 'undo', index: 0 });
    expect(commandFor({ key: 'Z', metaKey: true })).toEqual({ command: 'undo', index: 0 });
    expect(commandFor({ key: 'z' })).toBeNull();
    expect(commandFor({ key: '1', ctrlKey: true })).toBeNull();
    expect(commandFor({ key: 'u', altKey: true })).toBeNull();
  });

  it('FC-11 the shared keys: R deals the same cards again, N a new deal, ? opens the help', () => {
    expect(commandFor({ key: 'r' })).toEqual({ command: 'restart', index: 0 });
    expect(commandFor({ key: 'n' })).toEqual({ command: 'newGame', index: 0 });
    expect(commandFor({ key: '?' })).toEqual({ command: 'help', index: 0 });
  });

  it('FC-13 H, the shared hint key, does nothing in FreeCell (no hint; the foundations are 0)', () => {
    expect(commandFor({ key: 'h' })).toBeNull();
  });

  it('issue 13 redo: W and Ctrl+Y play the undone move again (the shared redo keys)', () => {
    expect(commandFor({ key: 'w' })).toEqual({ command: 'redo', index: 0 });
    expect(commandFor({ key: 'y', ctrlKey: true })).toEqual({ command: 'redo', index: 0 });
    expect(commandFor({ key: 'y' })).toBeNull();
  });

  it('no key means two things, and every entry has help text and shown keys', () => {
    const all = FREECELL_KEYS.flatMap((k) => [...k.keys, ...(k.ctrlKeys ?? []).map((c) => `Ctrl+${c}`)]);
    expect(new Set(all).size).toBe(all.length);
    for (const k of FREECELL_KEYS) {
      expect(k.help.length).toBeGreaterThan(5);
      expect(k.shown.length).toBeGreaterThan(0);
    }
  });

  it('aria-keyshortcuts use the ARIA key names', () => {
    expect(shortcutOf('undo')).toBe('U Backspace Control+Z');
    expect(shortcutOf('finish')).toBe('F');
  });
});
