// Keyboard maps as data: one table per game (its keys.ts) drives the key handler, the help page's
// <kbd> list and the buttons' aria-keyshortcuts, so the three never disagree.
//
// The actions every game shares have the same key everywhere (SHARED_KEYS):
//   undo U (also Ctrl+Z), redo W (also Ctrl+Y), hint H, new game N, restart R, help ?
// Undo/redo are U and W rather than Z and Y because Z and Y swap places on German keyboards;
// W sits next to the other shared letters. A game that lacks an action leaves its key unused.

export type SharedAction = 'undo' | 'redo' | 'hint' | 'newGame' | 'restart' | 'help';

export interface KeySpec {
  /** KeyboardEvent.key values (letters in lower case; Shift is ignored for letters). */
  readonly keys: readonly string[];
  /** Keys that work together with Ctrl (or ⌘ on a Mac). */
  readonly ctrlKeys?: readonly string[];
  /** How the help page shows them, one <kbd> each (German key names). */
  readonly shown: readonly string[];
}

export const SHARED_KEYS: Readonly<Record<SharedAction, KeySpec>> = {
  undo: { keys: ['u'], ctrlKeys: ['z'], shown: ['U', 'Strg+Z'] },
  redo: { keys: ['w'], ctrlKeys: ['y'], shown: ['W', 'Strg+Y'] },
  hint: { keys: ['h'], shown: ['H'] },
  newGame: { keys: ['n'], shown: ['N'] },
  restart: { keys: ['r'], shown: ['R'] },
  help: { keys: ['?'], shown: ['?'] },
};

/** One row of a game's keyboard table. */
export interface KeyEntry<C extends string> extends KeySpec {
  /** The command a key press runs, or null for keys the browser or a focused control handles (Tab, Enter). */
  readonly command: C | null;
  /** The help page's German description (from the game's strings.de.ts). */
  readonly help: string;
  /** Shown as a range "first … last" rather than a list (e.g. columns 1 … 8). */
  readonly range?: boolean;
}

/** A shared action's row: its keys come from SHARED_KEYS, so no game can drift. */
export function sharedEntry<C extends string>(action: SharedAction & C, help: string): KeyEntry<C> {
  return { command: action, help, ...SHARED_KEYS[action] };
}

/** The parts of a KeyboardEvent a key map reads (tests pass plain objects). */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

/**
 * The command of a key press and which of its keys it was (for "column n" style rows), or null.
 * Alt combinations always belong to the browser; Ctrl/⌘ combinations only match `ctrlKeys`.
 */
export function commandFor<C extends string>(table: readonly KeyEntry<C>[], e: KeyPress): { command: C; index: number } | null {
  if (e.altKey) return null;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const ctrl = e.ctrlKey === true || e.metaKey === true;
  for (const k of table) {
    if (k.command === null) continue;
    const index = (ctrl ? (k.ctrlKeys ?? []) : k.keys).indexOf(key);
    if (index >= 0) return { command: k.command, index };
  }
  return null;
}

const ariaKey = (key: string): string => (key === ' ' ? 'Space' : key.length === 1 ? key.toUpperCase() : key);

/** The aria-keyshortcuts value of a command's button (ARIA names: "U Control+Z"). */
export function shortcutOf<C extends string>(table: readonly KeyEntry<C>[], command: C): string {
  const k = table.find((e) => e.command === command);
  if (!k) return '';
  return [...k.keys.map(ariaKey), ...(k.ctrlKeys ?? []).map((key) => `Control+${ariaKey(key)}`)].join(' ');
}

/** The help page's rows: the keys to show (a range as [first, last]) and the description. */
export function helpRows<C extends string>(
  table: readonly KeyEntry<C>[],
): { readonly shown: readonly string[]; readonly range: boolean; readonly help: string }[] {
  return table.map((k) => ({ shown: k.range ? [k.shown[0] ?? '', k.shown[k.shown.length - 1] ?? ''] : k.shown, range: k.range === true, help: k.help }));
}

/** Whether a key press happened in a text field (then game keys must not fire). */
export function inTextField(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes(target.type))
  );
}
