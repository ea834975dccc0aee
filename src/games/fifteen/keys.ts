// The Schiebepuzzle's keyboard table (SCH-3): an arrow moves the tile beside the gap into it, the
// arrow naming the way the tile goes; the shared keys do the rest. There is no hint (SCH-5).

import { sharedEntry, type KeyEntry } from '../../ui/keymap.ts';
import type { SharedCommand } from '../../ui/screen/controller.svelte.ts';
import type { Arrow } from './rules.ts';
import { z } from './strings.de.ts';

export const KEYS: readonly KeyEntry<Arrow | SharedCommand>[] = [
  { command: 'ArrowLeft', keys: ['ArrowLeft'], shown: ['←'], help: z.keys.left },
  { command: 'ArrowRight', keys: ['ArrowRight'], shown: ['→'], help: z.keys.right },
  { command: 'ArrowUp', keys: ['ArrowUp'], shown: ['↑'], help: z.keys.up },
  { command: 'ArrowDown', keys: ['ArrowDown'], shown: ['↓'], help: z.keys.down },
  sharedEntry('undo', z.keys.undo),
  sharedEntry('redo', z.keys.redo),
  sharedEntry('newGame', z.keys.newGame),
  sharedEntry('restart', z.keys.restart),
  sharedEntry('help', z.keys.help),
];
