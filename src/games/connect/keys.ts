// The keyboard of Paare verbinden as data (src/ui/keymap.ts): the screen's one key handler, the help
// page's key list and the toolbar's aria-keyshortcuts all read it, so they never disagree. Shared
// actions use the shared keys (hint H, new game N, restart R, help ?); S shuffles. Enter and Space
// belong to the focused card's button (a tap), Tab to the browser.

import { commandFor as lookUp, sharedEntry, shortcutOf as ariaOf, type KeyEntry, type KeyPress } from '../../ui/keymap.ts';
import type { SharedCommand } from '../../ui/screen/controller.svelte.ts';
import { con } from './strings.de.ts';

export type ConnectCommand = 'cursor' | 'shuffle' | 'drop';

/** The cursor row's keys, in order (the index the screen hands back names the key). */
export const CURSOR_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;

export const CONNECT_KEYS: readonly KeyEntry<ConnectCommand | SharedCommand>[] = [
  { command: 'cursor', keys: [...CURSOR_KEYS], shown: ['←', '→', '↑', '↓', 'Pos1', 'Ende'], help: con.keys.move },
  { command: null, keys: ['Enter', ' '], shown: ['Eingabe', 'Leertaste'], help: con.keys.pick },
  sharedEntry('hint', con.keys.hint),
  { command: 'shuffle', keys: ['s'], shown: ['S'], help: con.keys.shuffle },
  { command: 'drop', keys: ['Escape'], shown: ['Esc'], help: con.keys.escape },
  sharedEntry('newGame', con.keys.newGame),
  sharedEntry('restart', con.keys.restart),
  sharedEntry('help', con.keys.help),
  { command: null, keys: ['Tab'], shown: ['Tab'], help: con.keys.tab },
];

/** The command of a key press, or null (Ctrl, Alt and ⌘ combinations belong to the browser here). */
export const commandFor = (e: KeyPress): ConnectCommand | SharedCommand | null => lookUp(CONNECT_KEYS, e)?.command ?? null;

/** The aria-keyshortcuts value of a command's button. */
export const shortcutOf = (command: ConnectCommand | SharedCommand): string => ariaOf(CONNECT_KEYS, command);
