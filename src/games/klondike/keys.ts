// Klondike's keyboard table (src/ui/keymap.ts): columns 1–7, the stock S, the waste A, the
// foundations 0 (as in FreeCell), F to finish, Esc to let go, the arrow-key cursor with Enter/Space
// (the focused card or place is tapped), and the shared keys.

import { sharedEntry, type KeyEntry } from '../../ui/keymap.ts';
import type { SharedCommand } from '../../ui/screen/controller.svelte.ts';
import { k } from './strings.de.ts';

export type KlondikeCommand = 'column' | 'stock' | 'waste' | 'home' | 'finish' | 'clear' | 'cursor';

export const KEYS: readonly KeyEntry<KlondikeCommand | SharedCommand>[] = [
  { command: 'column', keys: ['1', '2', '3', '4', '5', '6', '7'], shown: ['1', '7'], range: true, help: k.keys.column },
  { command: 'stock', keys: ['s'], shown: ['S'], help: k.keys.stock },
  { command: 'waste', keys: ['a'], shown: ['A'], help: k.keys.waste },
  { command: 'home', keys: ['0'], shown: ['0'], help: k.keys.home },
  { command: 'finish', keys: ['f'], shown: ['F'], help: k.keys.finish },
  { command: 'clear', keys: ['Escape'], shown: ['Esc'], help: k.keys.clear },
  // In the order of ARROWS (cursor.ts).
  { command: 'cursor', keys: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'], shown: ['←', '→', '↑', '↓'], help: k.keys.cursor },
  { command: null, keys: ['Enter', ' '], shown: ['Eingabe', 'Leertaste'], help: k.keys.pick },
  sharedEntry('undo', k.keys.undo),
  sharedEntry('redo', k.keys.redo),
  sharedEntry('hint', k.keys.hint),
  sharedEntry('newGame', k.keys.newGame),
  sharedEntry('restart', k.keys.restart),
  sharedEntry('help', k.keys.help),
];
