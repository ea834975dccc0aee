// The keyboard of Number Match as data (src/ui/keymap.ts): the screen's key handler, the help page's
// <kbd> list and the buttons' aria-keyshortcuts all read this table, so they never disagree.
// Shared actions take the shared keys: undo U or Ctrl+Z, redo W or Ctrl+Y, hint H, N, R, ?.

import { sharedEntry, type KeyEntry } from '../../ui/keymap.ts';
import type { SharedCommand } from '../../ui/screen/controller.svelte.ts';
import { nm } from './strings.de.ts';

/** The cursor's moves over the board. */
export type CursorMove = 'left' | 'right' | 'up' | 'down' | 'home' | 'end';
export type NumberMatchCommand = 'cursor' | 'pick' | 'add' | 'escape';

/** The cursor keys in the order of their moves (the key's index in the row picks the move). */
export const CURSOR_MOVES: readonly CursorMove[] = ['left', 'right', 'up', 'down', 'home', 'end'];

export const NUMBERMATCH_KEYS: readonly KeyEntry<NumberMatchCommand | SharedCommand>[] = [
  {
    command: 'cursor',
    keys: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'],
    shown: ['←', '→', '↑', '↓', 'Pos1', 'Ende'],
    help: nm.keys.move,
  },
  { command: 'pick', keys: ['Enter', ' '], shown: ['Eingabe', 'Leertaste'], help: nm.keys.pick },
  { command: 'add', keys: ['a'], shown: ['A'], help: nm.keys.add },
  sharedEntry('hint', nm.keys.hint),
  sharedEntry('undo', nm.keys.undo),
  sharedEntry('redo', nm.keys.redo),
  sharedEntry('newGame', nm.keys.newGame),
  sharedEntry('restart', nm.keys.restart),
  sharedEntry('help', nm.keys.help),
  { command: 'escape', keys: ['Escape'], shown: ['Esc'], help: nm.keys.escape },
];

/** The cursor after a move on a board of `n` cells, 9 wide (stays put at an edge). */
export function moveCursor(cursor: number, move: CursorMove, n: number, width = 9): number {
  if (n === 0) return 0;
  const c = Math.max(0, Math.min(cursor, n - 1));
  if (move === 'right') return Math.min(n - 1, c + 1);
  if (move === 'left') return Math.max(0, c - 1);
  if (move === 'down') return c + width < n ? c + width : c;
  if (move === 'up') return c - width >= 0 ? c - width : c;
  if (move === 'home') return c - (c % width);
  return Math.min(n - 1, c - (c % width) + width - 1);
}
