// The keyboard of Farbschalen as data (src/ui/keymap.ts): it drives the page's key handler, the
// help page's <kbd> list and the buttons' aria-keyshortcuts, so the three can never disagree.
// Shared actions use the shared keys (undo U / Strg+Z, redo W / Strg+Y, new N, restart R, help ?); the
// arrows walk around the circle of bowls, Enter or Space selects and then plays (a focused bowl
// button handles them, so their row has no command).

import { commandFor as lookUp, sharedEntry, shortcutOf as ariaOf, type KeyEntry, type KeyPress } from '../../ui/keymap.ts';
import { bw } from './strings.de.ts';

export type BowlsCommand = 'step' | 'first' | 'clear' | 'undo' | 'redo' | 'newGame' | 'restart' | 'pause' | 'help';

/** The arrows' steps around the circle, in the order of the step row's keys: +1 clockwise. */
export const STEP_DELTAS: readonly number[] = [1, 1, -1, -1];

export const BOWLS_KEYS: readonly KeyEntry<BowlsCommand>[] = [
  { command: 'step', keys: ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'], shown: ['→', '↓', '←', '↑'], help: bw.keys.cursor },
  { command: 'first', keys: ['Home'], shown: ['Pos1'], help: bw.keys.first },
  { command: null, keys: ['Enter', ' '], shown: ['Eingabe', 'Leertaste'], help: bw.keys.pick },
  { command: 'clear', keys: ['Escape'], shown: ['Esc'], help: bw.keys.clear },
  sharedEntry('undo', bw.keys.undo),
  sharedEntry('redo', bw.keys.redo),
  sharedEntry('newGame', bw.keys.newGame),
  sharedEntry('restart', bw.keys.restart),
  { command: 'pause', keys: ['p'], shown: ['P'], help: bw.keys.pause },
  sharedEntry('help', bw.keys.help),
  { command: null, keys: ['Tab'], shown: ['Tab'], help: bw.keys.tab },
];

/** The command of a key press (for the arrows with its step around the circle). */
export function commandFor(e: KeyPress): { command: BowlsCommand; delta?: number } | null {
  const hit = lookUp(BOWLS_KEYS, e);
  if (hit === null) return null;
  return hit.command === 'step' ? { command: 'step', delta: STEP_DELTAS[hit.index] ?? 1 } : { command: hit.command };
}

/** The aria-keyshortcuts value of a command's button. */
export const shortcutOf = (command: BowlsCommand): string => ariaOf(BOWLS_KEYS, command);
