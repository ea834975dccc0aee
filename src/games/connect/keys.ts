// The keyboard of Paare verbinden as data (src/ui/keymap.ts): it drives the page's key handler, the help page's
// <kbd> list and the buttons' aria-keyshortcuts, so the three can never disagree.
// The shared action hint has the shared key H (src/ui/keymap.ts); S shuffles.

import { commandFor as lookUp, sharedEntry, shortcutOf as ariaOf, type KeyEntry, type KeyPress } from '../../ui/keymap.ts';
import { con } from './strings.de.ts';

export type ConnectCommand = 'hint' | 'shuffle';

export const CONNECT_KEYS: readonly KeyEntry<ConnectCommand>[] = [
  { command: null, keys: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'], shown: ['←', '→', '↑', '↓', 'Pos1', 'Ende'], help: con.keys.move },
  { command: null, keys: ['Enter', ' '], shown: ['Eingabe', 'Leertaste'], help: con.keys.pick },
  sharedEntry('hint', con.keys.hint),
  { command: 'shuffle', keys: ['s'], shown: ['S'], help: con.keys.shuffle },
  { command: null, keys: ['Escape'], shown: ['Esc'], help: con.keys.escape },
  { command: null, keys: ['Tab'], shown: ['Tab'], help: con.keys.tab },
];

/** The command of a key press, or null (Ctrl, Alt and ⌘ combinations belong to the browser here). */
export const commandFor = (e: KeyPress): ConnectCommand | null => lookUp(CONNECT_KEYS, e)?.command ?? null;

/** The aria-keyshortcuts value of a command's button. */
export const shortcutOf = (command: ConnectCommand): string => ariaOf(CONNECT_KEYS, command);
