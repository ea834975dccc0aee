// The bowls keyboard table: arrows around the circle, shared keys, aria-keyshortcuts from one table.
import { describe, expect, it } from 'vitest';
import { SHARED_KEYS } from '../../ui/keymap.ts';
import { BOWLS_BINDINGS, commandFor, shortcutOf } from './keys.ts';
import { BOWLS_KEYS } from './keys-help.ts';

describe('bowls keys', () => {
  it('BOW-3 arrows step around the circle: right/down clockwise, left/up counter-clockwise', () => {
    expect(commandFor({ key: 'ArrowRight' })).toEqual({ command: 'step', delta: 1 });
    expect(commandFor({ key: 'ArrowDown' })).toEqual({ command: 'step', delta: 1 });
    expect(commandFor({ key: 'ArrowLeft' })).toEqual({ command: 'step', delta: -1 });
    expect(commandFor({ key: 'ArrowUp' })).toEqual({ command: 'step', delta: -1 });
    expect(commandFor({ key: 'Home' })).toEqual({ command: 'first' });
  });

  it('BOW-28 shared keys: U / Strg+Z undo, W / Strg+Y redo, N new, R restart, ? help; Enter is left to the focused bowl', () => {
    expect(commandFor({ key: 'U' })).toEqual({ command: 'undo' });
    expect(commandFor({ key: 'z', ctrlKey: true })).toEqual({ command: 'undo' });
    expect(commandFor({ key: 'y', metaKey: true })).toEqual({ command: 'redo' });
    expect(commandFor({ key: 'w' })).toEqual({ command: 'redo' });
    expect(commandFor({ key: 'n' })).toEqual({ command: 'newGame' });
    expect(commandFor({ key: 'r' })).toEqual({ command: 'restart' });
    expect(commandFor({ key: '?' })).toEqual({ command: 'help' });
    expect(commandFor({ key: 'Enter' })).toBeNull();
    expect(commandFor({ key: 'u', altKey: true })).toBeNull();
    expect(BOWLS_KEYS.find((k) => k.command === 'undo')?.shown).toEqual(SHARED_KEYS.undo.shown);
  });

  it('aria-keyshortcuts come from the same table', () => {
    expect(shortcutOf('undo')).toBe('U Control+Z');
    expect(shortcutOf('pause')).toBe('P');
    // The help page's table (keys-help.ts) is keys.ts's table with a German description in every row.
    expect(BOWLS_KEYS.every((k) => k.help.length > 12)).toBe(true);
    expect(BOWLS_KEYS.map((k) => k.keys)).toEqual(BOWLS_BINDINGS.map((k) => k.keys));
  });
});
