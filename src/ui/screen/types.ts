// Erased types the shared screen's components take (each page keeps its controller's own types).

import type { Snippet } from 'svelte';
import type { KeyEntry } from '../keymap.ts';
import type { GameView } from './change.ts';
import type { PageController, SharedCommand } from './controller.svelte.ts';
import type { IconName } from './icons.ts';
import type { PageSpec } from './spec.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the screen draws any game's controller; the page keeps its types
export type AnyController = PageController<any, any, any, any, any, any, any, any, any>;

/** The controller of a game's spec, with the spec's own types (a game's view names its controller so). */
export type ControllerOf<P> =
  P extends PageSpec<infer S, infer M, infer O, infer T, infer E, infer A, infer R, infer X, infer H> ? PageController<S, M, O, T, E, A, R, X, H> : never;

/** The size the board is given: it draws at the largest size that fits, from this, never from the viewport. */
export interface BoardSize {
  readonly width: number;
  readonly height: number;
  /** True when the screen is wide or held sideways (status and toolbar beside the board). */
  readonly wide: boolean;
}

/** The game's main action in the toolbar ("Spiel beenden", "Geben", "Mischen"). */
export interface MainAction {
  readonly label: string;
  readonly run: () => void;
  readonly disabled?: boolean;
  readonly shortcut?: string;
  readonly testid?: string;
  /** A small count on the button (Number Match's adds left) and the button's accessible name then. */
  readonly badge?: string;
  readonly aria?: string;
  /** A switch (Minesweeper's flag mode): on or off, shown pressed (aria-pressed). */
  readonly pressed?: boolean;
  /** The icon (default: play). */
  readonly icon?: IconName;
}

export interface ScreenProps<C extends string> {
  ctl: AnyController;
  query: URLSearchParams;
  /** The game's key table (shared rows from keymap's sharedEntry plus its own). */
  keys: readonly KeyEntry<C | SharedCommand>[];
  /**
   * The game's view (its view.svelte.ts): the screen hands it to the controller, which tells it of
   * every change and hint, and passes it the commands of the game's own keys.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any game's view; the page keeps its types
  view: GameView<any, any, any, any, C>;
  board: Snippet<[BoardSize]>;
  main?: MainAction | null;
  /** A short line under the status (e.g. where the keyboard is used: its keys). */
  note?: string | null;
}
