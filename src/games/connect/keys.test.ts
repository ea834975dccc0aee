// HUB-4 the keyboard map of connect: one command per key, the shared hint key, help and handler from the same data.
import { describe, expect, it } from 'vitest';
import { SHARED_KEYS } from '../../ui/keymap.ts';
import { CONNECT_KEYS, CURSOR_KEYS, commandFor, shortcutOf } from './keys.ts';
import { moveCursor } from './layout.ts';

describe('connect keys', () => {
  it('HUB-4 every key belongs to one entry, and each entry shows as many keys as it has', () => {
    const all = CONNECT_KEYS.flatMap((k) => k.keys);
    expect(new Set(all).size).toBe(all.length);
    for (const k of CONNECT_KEYS) {
      expect(k.shown).toHaveLength(k.keys.length + (k.ctrlKeys?.length ?? 0));
      expect(k.help.length).toBeGreaterThan(5);
    }
  });

  it('HUB-4 letters run their command in either case; with Ctrl, Alt or Cmd they belong to the browser', () => {
    expect(['h', 'H', 's', 'S'].map((key) => commandFor({ key }))).toEqual(['hint', 'hint', 'shuffle', 'shuffle']);
    expect(commandFor({ key: 'h', ctrlKey: true })).toBeNull();
    expect(commandFor({ key: 's', metaKey: true })).toBeNull();
    expect(commandFor({ key: 'h', altKey: true })).toBeNull();
    expect(commandFor({ key: 'x' })).toBeNull();
    expect(commandFor({ key: 'Enter' })).toBeNull();
    expect(commandFor({ key: 'Escape' })).toBe('drop');
    expect(commandFor({ key: 'ArrowUp' })).toBe('cursor');
  });

  it('HUB-4 hint is H as in every game; the buttons announce their keys', () => {
    expect(CONNECT_KEYS.find((k) => k.command === 'hint')?.keys).toEqual(SHARED_KEYS.hint.keys);
    expect(shortcutOf('hint')).toBe('H');
    expect(shortcutOf('shuffle')).toBe('S');
  });

  it('HUB-4 the listed movement keys are exactly the ones the board cursor follows', () => {
    const movement = CONNECT_KEYS.find((k) => k.command === 'cursor');
    expect(movement?.keys).toEqual([...CURSOR_KEYS]);
    for (const key of movement?.keys ?? []) expect(moveCursor([3, 2], key, 8)).not.toBeNull();
    for (const key of ['h', 's', 'Enter', 'Escape', 'PageUp']) expect(moveCursor([3, 2], key, 8)).toBeNull();
  });
});
