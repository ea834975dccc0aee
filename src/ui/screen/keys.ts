// Key dispatch for every game page: the shared commands of a key table (undo, redo, hint, new game,
// same round, help, menu) go to the page controller, every other command to the game's view.

import { commandFor, inTextField, type KeyEntry } from '../keymap.ts';
import { navigate } from '../router.svelte.ts';

/** The shared commands every key table may name. */
export type SharedCommand = 'undo' | 'redo' | 'hint' | 'newGame' | 'restart' | 'help' | 'menu';

/** What the shared commands reach on the controller. */
export interface KeyTarget {
  menuOpen: boolean;
  /** False until the first round is open. */
  readonly ready: boolean;
  readonly player: { readonly busy: boolean; skip(): void };
  readonly spec: { readonly id: string };
  readonly rounds: { newGame(): Promise<boolean>; restart(): Promise<boolean> };
  undo(): void;
  redo(): void;
  hint(): void;
}

/**
 * One key handler for every game: the shared keys first, then the game's own table. Returns
 * whether the key was used (then the screen prevents the browser's default).
 */
export function dispatchKey<C extends string>(
  ctl: KeyTarget,
  e: KeyboardEvent,
  table: readonly KeyEntry<C | SharedCommand>[],
  command: (c: C, index: number) => boolean | void,
): boolean {
  if (inTextField(e.target) || ctl.menuOpen) return false;
  const hit = commandFor(table, e);
  if (!hit) return false;
  // Before the first round is open only the keys that need none work (the game's own read its state).
  if (!ctl.ready && !['help', 'menu', 'newGame'].includes(hit.command)) return false;
  if (ctl.player.busy) ctl.player.skip();
  switch (hit.command) {
    case 'undo':
      ctl.undo();
      return true;
    case 'redo':
      ctl.redo();
      return true;
    case 'hint':
      ctl.hint();
      return true;
    case 'newGame':
      void ctl.rounds.newGame();
      return true;
    case 'restart':
      void ctl.rounds.restart();
      return true;
    case 'help':
      navigate([ctl.spec.id, 'help']);
      return true;
    case 'menu':
      ctl.menuOpen = true;
      return true;
    default:
      return command(hit.command as C, hit.index) !== false;
  }
}
