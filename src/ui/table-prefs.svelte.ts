// Where the table's piles and main controls sit for the player's thumb, and whether the play clock
// shows: chosen in the settings (the shell stores them and writes them here), read by the game
// screen and the card tables. Never changes the rules; a hidden clock still counts for statistics.

export type Hand = 'right' | 'left';

export interface TablePrefs {
  /** 'left': stock, waste and the main buttons move to the side a left thumb reaches. */
  hand: Hand;
  /** false: the play clock is not shown during a round (its time is still kept). */
  clock: boolean;
}

export const DEFAULT_TABLE_PREFS: TablePrefs = { hand: 'right', clock: true };

export const tablePrefs = $state<TablePrefs>({ ...DEFAULT_TABLE_PREFS });
