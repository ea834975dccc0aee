// 2048's keyboard table: arrows and W A S D slide (ZWK-2), the shared keys do the rest. W is "up"
// here, so redo keeps only Strg+Y (the shared W would slide the tiles).

import { sharedEntry, type KeyEntry } from '../../ui/keymap.ts';
import type { SharedCommand } from '../../ui/screen/controller.svelte.ts';
import type { Direction } from './rules.ts';
import { z } from './strings.de.ts';

export const KEYS: readonly KeyEntry<Direction | SharedCommand>[] = [
  { command: 'up', keys: ['ArrowUp', 'w'], shown: ['↑', 'W'], help: z.keys.up },
  { command: 'down', keys: ['ArrowDown', 's'], shown: ['↓', 'S'], help: z.keys.down },
  { command: 'left', keys: ['ArrowLeft', 'a'], shown: ['←', 'A'], help: z.keys.left },
  { command: 'right', keys: ['ArrowRight', 'd'], shown: ['→', 'D'], help: z.keys.right },
  sharedEntry('undo', z.keys.undo),
  { ...sharedEntry('redo', z.keys.redo), keys: [], shown: ['Strg+Y'] },
  sharedEntry('newGame', z.keys.newGame),
  sharedEntry('restart', z.keys.restart),
  sharedEntry('help', z.keys.help),
];
