// The keyboard of Number Match as data: it drives the page's key handler, the help page's <kbd>
// list and the buttons' aria-keyshortcuts, so the three can never disagree.
// Shared actions (undo, redo, hint) use the keys every game uses for them (U, W, H).

import { nm } from './strings.de.ts';

export type NumberMatchCommand = 'add' | 'hint' | 'undo' | 'redo';

export interface KeyEntry {
  /** The command a single key press runs, or null for keys the board handles itself. */
  readonly command: NumberMatchCommand | null;
  /** KeyboardEvent.key values (letters in lower case; Shift is ignored for letters). */
  readonly keys: readonly string[];
  /** How the help page shows the keys, one <kbd> each. */
  readonly shown: readonly string[];
  /** The help page's German description. */
  readonly help: string;
}

export const NUMBERMATCH_KEYS: readonly KeyEntry[] = [
  { command: null, keys: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'], shown: ['←', '→', '↑', '↓', 'Pos1', 'Ende'], help: nm.keys.move },
  { command: null, keys: ['Enter', ' '], shown: ['Eingabe', 'Leertaste'], help: nm.keys.pick },
  { command: 'add', keys: ['a'], shown: ['A'], help: nm.keys.add },
  { command: 'hint', keys: ['h'], shown: ['H'], help: nm.keys.hint },
  { command: 'undo', keys: ['u'], shown: ['U'], help: nm.keys.undo },
  { command: 'redo', keys: ['w'], shown: ['W'], help: nm.keys.redo },
  { command: null, keys: ['Escape'], shown: ['Esc'], help: nm.keys.escape },
];

interface KeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

/** The command of a key press, or null (modifier combinations belong to the browser). */
export function commandFor(e: KeyPress): NumberMatchCommand | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  return NUMBERMATCH_KEYS.find((k) => k.command !== null && k.keys.includes(key))?.command ?? null;
}

/** The aria-keyshortcuts value of a command's button. */
export function shortcutOf(command: NumberMatchCommand): string {
  return NUMBERMATCH_KEYS.find((k) => k.command === command)?.keys.join(' ') ?? '';
}
