// The keyboard of Paare verbinden as data: it drives the page's key handler, the help page's
// <kbd> list and the buttons' aria-keyshortcuts, so the three can never disagree.
// Shared actions (hint) use the key every game uses for them (H).

import { con } from './strings.de.ts';

export type ConnectCommand = 'hint' | 'shuffle';

export interface KeyEntry {
  /** The command a single key press runs, or null for keys the board or dialogs handle themselves. */
  readonly command: ConnectCommand | null;
  /** KeyboardEvent.key values (letters in lower case; Shift is ignored for letters). */
  readonly keys: readonly string[];
  /** How the help page shows the keys, one <kbd> each. */
  readonly shown: readonly string[];
  /** The help page's German description. */
  readonly help: string;
}

export const CONNECT_KEYS: readonly KeyEntry[] = [
  { command: null, keys: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'], shown: ['←', '→', '↑', '↓', 'Pos1', 'Ende'], help: con.keys.move },
  { command: null, keys: ['Enter', ' '], shown: ['Eingabe', 'Leertaste'], help: con.keys.pick },
  { command: 'hint', keys: ['h'], shown: ['H'], help: con.keys.hint },
  { command: 'shuffle', keys: ['s'], shown: ['S'], help: con.keys.shuffle },
  { command: null, keys: ['Escape'], shown: ['Esc'], help: con.keys.escape },
  { command: null, keys: ['Tab'], shown: ['Tab'], help: con.keys.tab },
];

interface KeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

/** The command of a key press, or null (modifier combinations belong to the browser). */
export function commandFor(e: KeyPress): ConnectCommand | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  return CONNECT_KEYS.find((k) => k.command !== null && k.keys.includes(key))?.command ?? null;
}

/** The aria-keyshortcuts value of a command's button. */
export function shortcutOf(command: ConnectCommand): string {
  return CONNECT_KEYS.find((k) => k.command === command)?.keys.join(' ') ?? '';
}
