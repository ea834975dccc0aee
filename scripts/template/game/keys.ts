// __NAME__'s keyboard table: the board is one tab stop; the arrows, Pos1 and Ende walk between its
// lights (the view's key()), Enter or Space presses the focused one (its button handles them); the
// shared keys do the rest.

import { sharedEntry, type KeyEntry } from '../../ui/keymap.ts';
import type { SharedCommand } from '../../ui/screen/controller.svelte.ts';
import { z } from './strings.de.ts';

/** The game's own commands: the view's key() gets them. */
export type Command = 'walk';

/** The keys of the walk row, in order (the view gets the index of the one pressed). */
export const WALK_KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];

export const KEYS: readonly KeyEntry<Command | SharedCommand>[] = [
  { command: 'walk', keys: WALK_KEYS, shown: ['↑', '↓', '←', '→', 'Pos1', 'Ende'], help: z.keys.walk },
  { command: null, keys: ['Enter', ' '], shown: ['Eingabe', 'Leertaste'], help: z.keys.press },
  sharedEntry('undo', z.keys.undo),
  sharedEntry('redo', z.keys.redo),
  sharedEntry('newGame', z.keys.newGame),
  sharedEntry('restart', z.keys.restart),
  sharedEntry('help', z.keys.help),
];
