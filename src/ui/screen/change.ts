// What the page controller hands on after each change of the game on screen (the change record the
// board animates from) and what a game's view does with it (view.svelte.ts in every game folder).

export type Tone = 'info' | 'warn' | 'good';

/** What changed last, for the board to animate from (`seq` grows with every change). */
export interface Change<S, T, M = unknown> {
  readonly seq: number;
  readonly cause: 'open' | 'move' | 'action' | 'undo' | 'redo' | 'restart' | 'follow';
  /** The move played, taken back (undo) or played again (redo); none for an action or an opened round. */
  readonly move: M | undefined;
  /** The trace of the move or action; for an undo, the trace of the step taken back (play it reversed). */
  readonly trace: T | undefined;
  readonly before: S;
  readonly after: S;
}

/**
 * A game's view (`view.svelte.ts` in its folder): the one place where its taps (forwarded by the
 * board) and its keys become moves for `ctl.play`, and what it does after each change and each
 * hint. The page hands it to the screen, which passes it to the controller.
 */
export interface GameView<S, T, M, H = never, C extends string = never> {
  /** A command of the game's own key table; false when the key did nothing (the browser keeps it). */
  key?(command: C, index: number): boolean | void;
  /** Called once per change (a move, action, undo, redo or an opened round), after the controller took it in and before the board draws it. */
  changed?(change: Change<S, T, M>): void;
  /** The hint's answer arrived (the board marks it from `ctl.hints.shown`). */
  hinted?(answer: H): void;
}
