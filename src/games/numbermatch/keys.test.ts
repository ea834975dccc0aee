// HUB-4 the keyboard map of Number Match: one command per key, the shared keys for the shared actions.
import { describe, expect, it } from 'vitest';
import { SHARED_KEYS, commandFor, shortcutOf } from '../../ui/keymap.ts';
import { CURSOR_MOVES, NUMBERMATCH_KEYS, moveCursor } from './keys.ts';

const cmd = (e: Parameters<typeof commandFor>[1]) => commandFor(NUMBERMATCH_KEYS, e)?.command ?? null;

describe('Number Match keys', () => {
  it('HUB-4 every key belongs to one entry, and each entry shows as many keys as it has', () => {
    const all = NUMBERMATCH_KEYS.flatMap((k) => k.keys);
    expect(new Set(all).size).toBe(all.length);
    for (const k of NUMBERMATCH_KEYS) {
      expect(k.shown).toHaveLength(k.keys.length + (k.ctrlKeys?.length ?? 0));
      expect(k.help.length).toBeGreaterThan(5);
    }
  });

  it('HUB-4 letters run their command in either case; with Ctrl, Alt or Cmd they belong to the browser', () => {
    expect(['a', 'H', 'u', 'W'].map((key) => cmd({ key }))).toEqual(['add', 'hint', 'undo', 'redo']);
    expect(cmd({ key: 'u', ctrlKey: true })).toBeNull();
    expect(cmd({ key: 'z', ctrlKey: true })).toBe('undo');
    expect(cmd({ key: 'y', metaKey: true })).toBe('redo');
    expect(cmd({ key: 'a', metaKey: true })).toBeNull();
    expect(cmd({ key: 'w', altKey: true })).toBeNull();
    expect(cmd({ key: 'q' })).toBeNull();
    expect(cmd({ key: 'Escape' })).toBe('escape');
  });

  it('HUB-4 the cursor keys: the key index names the move', () => {
    const row = NUMBERMATCH_KEYS.find((k) => k.command === 'cursor');
    expect(row?.keys).toHaveLength(CURSOR_MOVES.length);
    expect(commandFor(NUMBERMATCH_KEYS, { key: 'ArrowDown' })).toEqual({ command: 'cursor', index: 3 });
  });

  it('HUB-4 the shared actions take the shared keys; the buttons announce their keys', () => {
    for (const shared of ['hint', 'undo', 'redo', 'newGame', 'restart', 'help'] as const) {
      expect(NUMBERMATCH_KEYS.find((k) => k.command === shared)?.keys).toEqual(SHARED_KEYS[shared].keys);
    }
    expect((['add', 'hint', 'undo', 'redo'] as const).map((c) => shortcutOf(NUMBERMATCH_KEYS, c))).toEqual(['A', 'H', 'U Control+Z', 'W Control+Y']);
  });

  it('the cursor moves over a 9-wide board and stops at its edges', () => {
    expect(moveCursor(0, 'left', 20)).toBe(0);
    expect(moveCursor(8, 'right', 20)).toBe(9);
    expect(moveCursor(19, 'right', 20)).toBe(19);
    expect(moveCursor(3, 'down', 20)).toBe(12);
    expect(moveCursor(12, 'down', 20)).toBe(12);
    expect(moveCursor(12, 'up', 20)).toBe(3);
    expect(moveCursor(3, 'up', 20)).toBe(3);
    expect(moveCursor(13, 'home', 20)).toBe(9);
    expect(moveCursor(10, 'end', 20)).toBe(17);
    expect(moveCursor(19, 'end', 20)).toBe(19);
    expect(moveCursor(50, 'left', 20)).toBe(18);
    expect(moveCursor(5, 'up', 0)).toBe(0);
  });
});
