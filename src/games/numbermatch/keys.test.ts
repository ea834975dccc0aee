// HUB-4 the keyboard map of Number Match: one command per key, the shared keys for undo, redo and hint.
import { describe, expect, it } from 'vitest';
import { SHARED_KEYS } from '../../ui/keymap.ts';
import { NUMBERMATCH_KEYS, commandFor, shortcutOf } from './keys.ts';

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
    expect(['a', 'H', 'u', 'W'].map((key) => commandFor({ key }))).toEqual(['add', 'hint', 'undo', 'redo']);
    expect(commandFor({ key: 'u', ctrlKey: true })).toBeNull();
    expect(commandFor({ key: 'z', ctrlKey: true })).toBe('undo');
    expect(commandFor({ key: 'y', metaKey: true })).toBe('redo');
    expect(commandFor({ key: 'a', metaKey: true })).toBeNull();
    expect(commandFor({ key: 'w', altKey: true })).toBeNull();
    expect(commandFor({ key: 'q' })).toBeNull();
    expect(commandFor({ key: 'Escape' })).toBeNull();
  });

  it('HUB-4 undo U, redo W and hint H as in every game; the buttons announce their keys', () => {
    for (const shared of ['hint', 'undo', 'redo'] as const) {
      expect(NUMBERMATCH_KEYS.find((k) => k.command === shared)?.keys).toEqual(SHARED_KEYS[shared].keys);
    }
    expect((['add', 'hint', 'undo', 'redo'] as const).map((c) => shortcutOf(c))).toEqual(['A', 'H', 'U Control+Z', 'W Control+Y']);
  });
});
