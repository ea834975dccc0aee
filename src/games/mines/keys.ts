// Minesweeper's keyboard table (MIN-8): arrows move the cursor, Space or Enter reveals (Enter on a
// number chords), F flags, C chords, M switches the flag mode; the shared keys do the rest.

import { sharedEntry, type KeyEntry } from '../../ui/keymap.ts';
import type { SharedCommand } from '../../ui/screen/controller.svelte.ts';
import { m } from './strings.de.ts';

export type MinesCommand = 'up' | 'down' | 'left' | 'right' | 'reveal' | 'flag' | 'chord' | 'mode';

export const KEYS: readonly KeyEntry<MinesCommand | SharedCommand>[] = [
  { command: 'up', keys: ['ArrowUp'], shown: ['↑'], help: m.keys.move },
  { command: 'down', keys: ['ArrowDown'], shown: ['↓'], help: m.keys.move },
  { command: 'left', keys: ['ArrowLeft'], shown: ['←'], help: m.keys.move },
  { command: 'right', keys: ['ArrowRight'], shown: ['→'], help: m.keys.move },
  { command: 'reveal', keys: [' ', 'Enter'], shown: ['Leertaste', 'Eingabe'], help: m.keys.reveal },
  { command: 'flag', keys: ['f'], shown: ['F'], help: m.keys.flag },
  { command: 'chord', keys: ['c'], shown: ['C'], help: m.keys.chord },
  { command: 'mode', keys: ['m'], shown: ['M'], help: m.keys.mode },
  sharedEntry('undo', m.keys.undo),
  sharedEntry('redo', m.keys.redo),
  sharedEntry('newGame', m.keys.newGame),
  sharedEntry('restart', m.keys.restart),
  sharedEntry('help', m.keys.help),
];
