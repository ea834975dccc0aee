// One German word per shared action, for the whole app (issue 12). Every game's strings take these
// words; a game may differ only where its seed names the button differently (its SEED_WORDS,
// with the reason). src/ui/words.test.ts walks every catalog and fails on a second word.

import type { DayKey } from '../core/dates.ts';
import { formatDay } from './time.ts';

export const WORDS = {
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  hint: 'Tipp',
  restart: 'Neustart',
  newGame: 'Neues Spiel',
  daily: 'Tagesaufgabe',
  shuffle: 'Mischen',
  help: 'Hilfe',
  stats: 'Statistik',
  settings: 'Einstellungen',
  play: 'Spielen',
  resume: 'Weiterspielen',
  cancel: 'Abbrechen',
  close: 'Schließen',
} as const;

export type SharedAction = keyof typeof WORDS;

/**
 * Issue 34: the one sentence for stored data that could not be used — a save or entry set aside
 * (broken, refused, not replaying through the rules) or kept unread (written by a newer version).
 * Every game's status line, the shell's notice and the settings page say it in these words
 * (src/ui/set-aside.test.ts fails on a second wording); what follows it may say what it means there.
 */
export const SET_ASIDE =
  'Gespeicherte Daten ließen sich nicht laden (beschädigt oder aus einer neueren Version der App); sie wurden unverändert beiseitegelegt.';

/**
 * Where a game's seed names a button with another word, the game keeps the seed's word: each such
 * game exports its `SEED_WORDS` from its strings.de.ts (with the reason) and passes them to `word`.
 */
export type SeedWords = Partial<Record<SharedAction, { readonly word: string; readonly why: string }>>;

/** The word a game shows for a shared action (its seed's word where it has one). */
export function word(action: SharedAction, seed?: SeedWords): string {
  return seed?.[action]?.word ?? WORDS[action];
}

/**
 * Issue 31: every game's statistics begin with the same three words in this order (the shared
 * template src/ui/GameStats.svelte), then the game's bests; the days calendar says the rest.
 */
export const STAT_WORDS = {
  played: 'Gespielt',
  won: 'Gewonnen',
  rate: 'Quote',
  /** The bests several games keep, each with one name. */
  bestScore: 'Beste Punktzahl',
  bestTime: 'Beste Zeit',
  fewestMoves: 'Wenigste Züge',
  /** The variants not played yet, named instead of shown as tables of dashes. */
  unplayed: (names: readonly string[]) => `Noch nicht gespielt: ${names.join(', ')}.`,
  calendar: 'Tagesaufgaben',
  calendarWon: 'Tage gewonnen',
  calendarPlayed: 'Tage gespielt',
  /** What the calendar shows (CALENDAR_DAYS days): the days won marked, the open days as links. */
  calendarIntro: (open: number, shown: number, points: boolean) =>
    `Die letzten ${shown} Tage, ${points ? 'gespielte' : 'gewonnene'} markiert; ` +
    (open === 1 ? 'spielen lässt sich nur die heutige Aufgabe.' : 'tippe einen Tag an, um seine Aufgabe zu spielen.'),
  dayLabel: (day: DayKey, state: 'won' | 'finished' | null, today: boolean) =>
    `Tagesaufgabe vom ${formatDay(day)}${today ? ' (heute)' : ''}${state === 'won' ? ', gewonnen' : state === 'finished' ? ', gespielt' : ''}`,
} as const;
