// The keyboard of FreeCell as data: it drives the page's key handler, the help page's <kbd> list
// and the buttons' aria-keyshortcuts, so the three can never disagree.
// Shared actions use the key every game uses for them (undo U). H is the shared hint key, and
// FreeCell has no hint (FC-13), so H does nothing here: the foundations moved from H to 0, beside
// the column keys 1–8 on the same row.

import { fc } from './strings.de.ts';

export type FreecellCommand = 'column' | 'cell' | 'home' | 'grow' | 'shrink' | 'undo' | 'finish' | 'clear';

export interface KeyEntry {
  /** The command a key press runs, or null for keys the browser handles (Tab, Enter on a button). */
  readonly command: FreecellCommand | null;
  /** KeyboardEvent.key values (letters in lower case; Shift is ignored for letters). For column and cell, the n-th key means place n. */
  readonly keys: readonly string[];
  /** Keys that run the command together with Ctrl (or ⌘ on a Mac). */
  readonly ctrlKeys?: readonly string[];
  /** How the help page shows the keys, one <kbd> each. */
  readonly shown: readonly string[];
  /** Shown as a range "first … last" rather than a list. */
  readonly range?: boolean;
  /** The help page's German description. */
  readonly help: string;
}

export const FREECELL_KEYS: readonly KeyEntry[] = [
  { command: 'column', keys: ['1', '2', '3', '4', '5', '6', '7', '8'], shown: ['1', '8'], range: true, help: fc.keys.column },
  { command: 'grow', keys: ['ArrowUp', '+'], shown: ['↑', '+'], help: fc.keys.grow },
  { command: 'shrink', keys: ['ArrowDown', '-'], shown: ['↓', '-'], help: fc.keys.shrink },
  { command: 'cell', keys: ['a', 'b', 'c', 'd'], shown: ['A', 'D'], range: true, help: fc.keys.cell },
  { command: 'home', keys: ['0'], shown: ['0'], help: fc.keys.home },
  { command: 'undo', keys: ['u', 'Backspace'], ctrlKeys: ['z'], shown: ['U', 'Rücktaste', 'Strg+Z'], help: fc.keys.undo },
  { command: 'finish', keys: ['f'], shown: ['F'], help: fc.keys.finish },
  { command: 'clear', keys: ['Escape'], shown: ['Esc'], help: fc.keys.escape },
  { command: null, keys: ['Tab', 'Enter'], shown: ['Tab', 'Eingabe'], help: fc.keys.tab },
];

interface KeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

/** The command of a key press and, for column and cell, which one (0-based); null when the key is not FreeCell's. */
export function commandFor(e: KeyPress): { command: FreecellCommand; index: number } | null {
  if (e.altKey) return null;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const ctrl = e.ctrlKey === true || e.metaKey === true;
  for (const k of FREECELL_KEYS) {
    if (k.command === null) continue;
    const index = (ctrl ? (k.ctrlKeys ?? []) : k.keys).indexOf(key);
    if (index >= 0) return { command: k.command, index };
  }
  return null;
}

/** The aria-keyshortcuts value of a command's button (ARIA names: "U Backspace Control+Z"). */
export function shortcutOf(command: FreecellCommand): string {
  const k = FREECELL_KEYS.find((e) => e.command === command);
  if (!k) return '';
  return [...k.keys.map((key) => (key.length === 1 ? key.toUpperCase() : key)), ...(k.ctrlKeys ?? []).map((key) => `Control+${key.toUpperCase()}`)].join(' ');
}
