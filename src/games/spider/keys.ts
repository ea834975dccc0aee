// Spider's keyboard table: 1 … 9 and 0 for the ten columns (pick up, place, or the same column twice
// for the best target), D for a deal ("Geben"; Enter stays with the focused button), Esc drops the
// held run, and the shared keys (U/W undo and redo, H hint, N, R, ?).

import { sharedEntry, type KeyEntry } from '../../ui/keymap.ts';
import type { SharedCommand } from '../../ui/screen/controller.svelte.ts';
import { z } from './strings.de.ts';

export type SpiderCommand = 'column' | 'deal' | 'drop';

const COLUMN_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

export const KEYS: readonly KeyEntry<SpiderCommand | SharedCommand>[] = [
  { command: 'column', keys: COLUMN_KEYS, shown: ['1 … 9', '0'], help: z.keys.column },
  { command: 'deal', keys: ['d'], shown: ['D'], help: z.keys.deal },
  { command: 'drop', keys: ['Escape'], shown: ['Esc'], help: z.keys.drop },
  sharedEntry('undo', z.keys.undo),
  sharedEntry('redo', z.keys.redo),
  sharedEntry('hint', z.keys.hint),
  sharedEntry('newGame', z.keys.newGame),
  sharedEntry('restart', z.keys.restart),
  sharedEntry('help', z.keys.help),
];
