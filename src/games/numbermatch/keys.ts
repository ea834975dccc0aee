// The keyboard of Number Match as data (src/ui/keymap.ts): it drives the page's key handler, the help page's <kbd>
// list and the buttons' aria-keyshortcuts, so the three can never disagree.
// Shared actions take the shared keys (src/ui/keymap.ts): undo U or Ctrl+Z, redo W or Ctrl+Y, hint H.

import { commandFor as lookUp, sharedEntry, shortcutOf as ariaOf, type KeyEntry, type KeyPress } from '../../ui/keymap.ts';
import { nm } from './strings.de.ts';

export type NumberMatchCommand = 'add' | 'hint' | 'undo' | 'redo';

export const NUMBERMATCH_KEYS: readonly KeyEntry<NumberMatchCommand>[] = [
  { command: null, keys: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'], shown: ['←', '→', '↑', '↓', 'Pos1', 'Ende'], help: nm.keys.move },
  { command: null, keys: ['Enter', ' '], shown: ['Eingabe', 'Leertaste'], help: nm.keys.pick },
  { command: 'add', keys: ['a'], shown: ['A'], help: nm.keys.add },
  sharedEntry('hint', nm.keys.hint),
  sharedEntry('undo', nm.keys.undo),
  sharedEntry('redo', nm.keys.redo),
  { command: null, keys: ['Escape'], shown: ['Esc'], help: nm.keys.escape },
];

/** The command of a key press, or null (Alt and other Ctrl combinations belong to the browser). */
export const commandFor = (e: KeyPress): NumberMatchCommand | null => lookUp(NUMBERMATCH_KEYS, e)?.command ?? null;

/** The aria-keyshortcuts value of a command's button. */
export const shortcutOf = (command: NumberMatchCommand): string => ariaOf(NUMBERMATCH_KEYS, command);
