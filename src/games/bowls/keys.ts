// The keyboard of Farbschalen as data (src/ui/keymap.ts): it drives the page's key handler, the
// help page's <kbd> list (keys-help.ts adds the German descriptions to this same table, so the game
// page does not load them) and the buttons' aria-keyshortcuts, so the three can never disagree.
// Shared actions use the shared keys (undo U / Strg+Z, redo W / Strg+Y, new N, restart R, help ?); the
// arrows walk around the circle of bowls, Enter or Space selects and then plays (a focused bowl
// button handles them, so their row has no command).

import { commandFor as lookUp, sharedEntry, shortcutOf as ariaOf, type KeyEntry, type KeyPress } from '../../ui/keymap.ts';

export type BowlsCommand = 'step' | 'first' | 'clear' | 'undo' | 'redo' | 'newGame' | 'restart' | 'pause' | 'help';

/** The arrows' steps around the circle, in the order of the step row's keys: +1 clockwise. */
export const STEP_DELTAS: readonly number[] = [1, 1, -1, -1];

/** The rows' description ids (the German texts are strings.de.ts `bwKeys`). */
export type KeyHelpId = 'cursor' | 'first' | 'pick' | 'clear' | 'undo' | 'redo' | 'newGame' | 'restart' | 'pause' | 'help' | 'tab';

/** The key table; `help` holds the id of each row's description (keys-help.ts turns it into the text). */
type Row = KeyEntry<BowlsCommand> & { readonly help: KeyHelpId };
const shared = (action: 'undo' | 'redo' | 'newGame' | 'restart' | 'help'): Row => ({ ...sharedEntry(action, action), help: action });

export const BOWLS_BINDINGS: readonly Row[] = [
  { command: 'step', keys: ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'], shown: ['→', '↓', '←', '↑'], help: 'cursor' },
  { command: 'first', keys: ['Home'], shown: ['Pos1'], help: 'first' },
  { command: null, keys: ['Enter', ' '], shown: ['Eingabe', 'Leertaste'], help: 'pick' },
  { command: 'clear', keys: ['Escape'], shown: ['Esc'], help: 'clear' },
  shared('undo'),
  shared('redo'),
  shared('newGame'),
  shared('restart'),
  { command: 'pause', keys: ['p'], shown: ['P'], help: 'pause' },
  shared('help'),
  { command: null, keys: ['Tab'], shown: ['Tab'], help: 'tab' },
];

/** The command of a key press (for the arrows with its step around the circle). */
export function commandFor(e: KeyPress): { command: BowlsCommand; delta?: number } | null {
  const hit = lookUp(BOWLS_BINDINGS, e);
  if (hit === null) return null;
  return hit.command === 'step' ? { command: 'step', delta: STEP_DELTAS[hit.index] ?? 1 } : { command: hit.command };
}

/** The aria-keyshortcuts value of a command's button. */
export const shortcutOf = (command: BowlsCommand): string => ariaOf(BOWLS_BINDINGS, command);
