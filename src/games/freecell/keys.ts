// The keyboard of FreeCell as data (src/ui/keymap.ts): it drives the screen's key handler, the help
// page's <kbd> list and the buttons' aria-keyshortcuts, so the three can never disagree.
// Shared actions use the shared keys (undo U, redo W, new game N, restart R, help ?). H is the shared hint
// key and FreeCell has no hint (FC-13), so H does nothing here: the foundations moved from H to 0,
// beside the column keys 1–8 on the same row.

import { SHARED_KEYS, commandFor as lookUp, sharedEntry, shortcutOf as ariaOf, type KeyEntry, type KeyPress } from '../../ui/keymap.ts';
import type { SharedCommand } from '../../ui/screen/controller.svelte.ts';
import { fc } from './strings.de.ts';

/** FreeCell's own commands (the screen runs the shared ones). */
export type FreecellKey = 'column' | 'cell' | 'home' | 'grow' | 'shrink' | 'finish' | 'clear';
export type FreecellCommand = FreecellKey | SharedCommand;

export const FREECELL_KEYS: readonly KeyEntry<FreecellCommand>[] = [
  { command: 'column', keys: ['1', '2', '3', '4', '5', '6', '7', '8'], shown: ['1', '8'], range: true, help: fc.keys.column },
  { command: 'grow', keys: ['ArrowUp', '+'], shown: ['↑', '+'], help: fc.keys.grow },
  { command: 'shrink', keys: ['ArrowDown', '-'], shown: ['↓', '-'], help: fc.keys.shrink },
  { command: 'cell', keys: ['a', 'b', 'c', 'd'], shown: ['A', 'D'], range: true, help: fc.keys.cell },
  { command: 'home', keys: ['0'], shown: ['0'], help: fc.keys.home },
  // Backspace undoes too, as it always has in FreeCell.
  { ...sharedEntry('undo', fc.keys.undo), keys: [...SHARED_KEYS.undo.keys, 'Backspace'], shown: ['U', 'Rücktaste', 'Strg+Z'] },
  sharedEntry('redo', fc.keys.redo),
  { command: 'finish', keys: ['f'], shown: ['F'], help: fc.keys.finish },
  sharedEntry('restart', fc.keys.restart),
  sharedEntry('newGame', fc.keys.newGame),
  sharedEntry('help', fc.keys.help),
  { command: 'clear', keys: ['Escape'], shown: ['Esc'], help: fc.keys.escape },
  { command: null, keys: ['Tab', 'Enter'], shown: ['Tab', 'Eingabe'], help: fc.keys.tab },
];

/** The command of a key press and, for column and cell, which one (0-based); null when the key is not FreeCell's. */
export const commandFor = (e: KeyPress): { command: FreecellCommand; index: number } | null => lookUp(FREECELL_KEYS, e);

/** The aria-keyshortcuts value of a command's button. */
export const shortcutOf = (command: FreecellCommand): string => ariaOf(FREECELL_KEYS, command);
