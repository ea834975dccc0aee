// __NAME__'s keyboard table: the board is one tab stop, the arrows move between its lights and Enter
// or Space presses one (the board handles those keys itself); the shared keys do the rest.

import { sharedEntry, type KeyEntry } from '../../ui/keymap.ts';
import type { SharedCommand } from '../../ui/screen/controller.svelte.ts';
import { z } from './strings.de.ts';

export const KEYS: readonly KeyEntry<SharedCommand>[] = [
  { command: null, keys: ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'], shown: ['↑', '↓', '←', '→', 'Pos1', 'Ende'], help: z.keys.walk },
  { command: null, keys: ['Enter', ' '], shown: ['Eingabe', 'Leertaste'], help: z.keys.press },
  sharedEntry('undo', z.keys.undo),
  sharedEntry('redo', z.keys.redo),
  sharedEntry('newGame', z.keys.newGame),
  sharedEntry('restart', z.keys.restart),
  sharedEntry('help', z.keys.help),
];
