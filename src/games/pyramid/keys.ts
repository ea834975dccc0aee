// The keyboard of Pyramiden-Solitär as data (src/ui/keymap.ts): the screen's one key handler, the
// help page's key list and the toolbar's aria-keyshortcuts all read it, so they never disagree.
// Shared actions use the shared keys (hint H, undo U, redo W, new game N, restart R, help ?); the
// hint was T before. Enter and Space belong to the focused card's button (a tap), Tab to the browser.

import { commandFor as lookUp, sharedEntry, shortcutOf as ariaOf, type KeyEntry, type KeyPress } from '../../ui/keymap.ts';
import type { SharedCommand } from '../../ui/screen/controller.svelte.ts';
import { pyr } from './strings.de.ts';

export type PyramidCommand = 'cursor' | 'draw' | 'clear';

/** The arrow keys' directions, in the order of the cursor row's keys. */
/** A keyboard cursor step on the table. */
export type Direction = 'left' | 'right' | 'up' | 'down';

export const CURSOR_DIRECTIONS: readonly Direction[] = ['left', 'right', 'up', 'down'];

export const PYRAMID_KEYS: readonly KeyEntry<PyramidCommand | SharedCommand>[] = [
  { command: 'cursor', keys: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'], shown: ['←', '→', '↑', '↓'], help: pyr.keys.cursor },
  { command: null, keys: ['Enter', ' '], shown: ['Eingabe', 'Leertaste'], help: pyr.keys.pick },
  { command: 'draw', keys: ['d'], shown: ['D'], help: pyr.keys.draw },
  sharedEntry('hint', pyr.keys.hint),
  sharedEntry('undo', pyr.keys.undo),
  sharedEntry('redo', pyr.keys.redo),
  sharedEntry('restart', pyr.keys.restart),
  sharedEntry('newGame', pyr.keys.newGame),
  sharedEntry('help', pyr.keys.help),
  { command: 'clear', keys: ['Escape'], shown: ['Esc'], help: pyr.keys.escape },
  { command: null, keys: ['Tab'], shown: ['Tab'], help: pyr.keys.tab },
];

/** The command of a key press (for the arrows with its direction). */
export function commandFor(e: KeyPress): { command: PyramidCommand | SharedCommand; direction?: Direction } | null {
  const hit = lookUp(PYRAMID_KEYS, e);
  if (hit === null) return null;
  return hit.command === 'cursor' ? { command: 'cursor', direction: CURSOR_DIRECTIONS[hit.index] as Direction } : { command: hit.command };
}

/** The aria-keyshortcuts value of a command's button. */
export const shortcutOf = (command: PyramidCommand | SharedCommand): string => ariaOf(PYRAMID_KEYS, command);
