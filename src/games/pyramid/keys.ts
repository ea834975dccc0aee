// The keyboard of Pyramiden-Solitär as data: it drives the page's key handler, the help page's
// <kbd> list and the buttons' aria-keyshortcuts, so the three can never disagree.
// Shared actions use the keys every game uses for them (hint H, undo U, redo W); the hint was T.

import { pyr } from './strings.de.ts';
import type { Direction } from './view.svelte.ts';

export type PyramidCommand = 'cursor' | 'draw' | 'hint' | 'undo' | 'redo' | 'clear';

export interface KeyEntry {
  /** The command a key press runs, or null for keys a focused button or the browser handles. */
  readonly command: PyramidCommand | null;
  /** KeyboardEvent.key values (letters in lower case; Shift is ignored for letters). */
  readonly keys: readonly string[];
  /** How the help page shows the keys, one <kbd> each. */
  readonly shown: readonly string[];
  /** The help page's German description. */
  readonly help: string;
}

/** The arrow keys in the order of CURSOR_DIRECTIONS. */
export const CURSOR_DIRECTIONS: readonly Direction[] = ['left', 'right', 'up', 'down'];

export const PYRAMID_KEYS: readonly KeyEntry[] = [
  { command: 'cursor', keys: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'], shown: ['←', '→', '↑', '↓'], help: pyr.keys.cursor },
  { command: null, keys: ['Enter', ' '], shown: ['Eingabe', 'Leertaste'], help: pyr.keys.pick },
  { command: 'draw', keys: ['d'], shown: ['D'], help: pyr.keys.draw },
  { command: 'hint', keys: ['h'], shown: ['H'], help: pyr.keys.hint },
  { command: 'undo', keys: ['u'], shown: ['U'], help: pyr.keys.undo },
  { command: 'redo', keys: ['w'], shown: ['W'], help: pyr.keys.redo },
  { command: 'clear', keys: ['Escape'], shown: ['Esc'], help: pyr.keys.escape },
  { command: null, keys: ['Tab'], shown: ['Tab'], help: pyr.keys.tab },
];

interface KeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

/** The command of a key press (for the arrows with its direction); modifier combinations belong to the browser. */
export function commandFor(e: KeyPress): { command: PyramidCommand; direction?: Direction } | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  for (const k of PYRAMID_KEYS) {
    const i = k.keys.indexOf(key);
    if (k.command === null || i < 0) continue;
    return k.command === 'cursor' ? { command: 'cursor', direction: CURSOR_DIRECTIONS[i] as Direction } : { command: k.command };
  }
  return null;
}

/** The aria-keyshortcuts value of a command's button. */
export function shortcutOf(command: PyramidCommand): string {
  return PYRAMID_KEYS.find((k) => k.command === command)?.keys.map((key) => (key.length === 1 ? key.toUpperCase() : key)).join(' ') ?? '';
}
