// Achievements and theme unlocks of Farbschalen (BOW-31): a pure function from the player's
// records to the achievements earned and the themes unlocked.
//
// Records (records.ts) hold solved puzzles, endless results and finished dailies; the feats
// (feats.ts: the largest combo and the perfect clears, in every mode) are kept beside them.
//
// Themes unlock in the order of BOW-31. Each of the six themes after Schlicht has one achievement;
// a theme opens when its achievement is earned and the theme before it is open, so the order
// always holds (an achievement earned early waits for its turn). Further achievements unlock no
// theme.

import type { BowlsRecords } from '../records.ts';
import { emptyFeats, FEATS_ENTRY, noteMove, type BowlsFeats } from './feats.ts';
import { THEME_IDS, type ThemeId } from './themeids.ts';

export { emptyFeats, FEATS_ENTRY, noteMove, type BowlsFeats };

export type AchievementId =
  'firstPuzzle' | 'perfectClear' | 'firstDaily' | 'combo4' | 'endless1000' | 'puzzles50' | 'puzzles10' | 'dailies7' | 'endless2500' | 'puzzles100';

export interface Achievement {
  readonly id: AchievementId;
  /** German name and what to do. */
  readonly name: string;
  readonly task: string;
  /** The theme it unlocks (null: none). */
  readonly theme: ThemeId | null;
  /** Progress now and the target (for the profile). */
  readonly progress: (r: AchievementInput) => number;
  readonly target: number;
}

export interface AchievementInput {
  readonly records: BowlsRecords | undefined;
  readonly feats: BowlsFeats | undefined;
}

const solved = (i: AchievementInput): number => Object.values(i.records?.puzzles ?? {}).filter((p) => p.won > 0).length;
const dailies = (i: AchievementInput): number => Object.values(i.records?.daily ?? {}).filter((d) => d.played > 0).length;
const endlessBest = (i: AchievementInput): number => i.records?.endless.best ?? 0;

/** In the order of the help: the six theme achievements (BOW-31 order), then the others. */
export const ACHIEVEMENTS: readonly Achievement[] = [
  { id: 'firstPuzzle', name: 'Erstes Rätsel', task: 'Löse ein Rätsel.', theme: 'garden', progress: solved, target: 1 },
  {
    id: 'perfectClear',
    name: 'Blank geputzt',
    task: 'Leere das ganze Brett mit einem Zug (alles leer), in jedem Modus.',
    theme: 'sand',
    progress: (i) => i.feats?.perfectClears ?? 0,
    target: 1,
  },
  { id: 'firstDaily', name: 'Tagwerk', task: 'Spiele eine Tagesaufgabe bis zum 20. Zug.', theme: 'ocean', progress: dailies, target: 1 },
  {
    id: 'combo4',
    name: 'Viererkombo',
    task: 'Lass mit einem Zug Gruppen in vier Schalen verschwinden (Kombo ×4), in jedem Modus.',
    theme: 'runes',
    progress: (i) => i.feats?.maxCombo ?? 0,
    target: 4,
  },
  {
    id: 'endless1000',
    name: 'Tausender',
    task: 'Erreiche 1000 Punkte in einem Endlosspiel ohne Rückgängig.',
    theme: 'neon',
    progress: endlessBest,
    target: 1000,
  },
  { id: 'puzzles50', name: 'Halbzeit', task: 'Löse 50 Rätsel.', theme: 'space', progress: solved, target: 50 },
  { id: 'puzzles10', name: 'Rätselkapitel', task: 'Löse 10 Rätsel.', theme: null, progress: solved, target: 10 },
  { id: 'dailies7', name: 'Eine Woche', task: 'Spiele Tagesaufgaben an sieben verschiedenen Tagen.', theme: null, progress: dailies, target: 7 },
  {
    id: 'endless2500',
    name: 'Dauerbrenner',
    task: 'Erreiche 2500 Punkte in einem Endlosspiel ohne Rückgängig.',
    theme: null,
    progress: endlessBest,
    target: 2500,
  },
  { id: 'puzzles100', name: 'Alle hundert', task: 'Löse alle 100 Rätsel.', theme: null, progress: solved, target: 100 },
];

export interface AchievementState {
  readonly id: AchievementId;
  readonly earned: boolean;
  /** min(progress, target), for a progress bar. */
  readonly progress: number;
  readonly target: number;
}

export interface Unlocks {
  readonly achievements: readonly AchievementState[];
  /** Unlocked themes in BOW-31 order; always starts with 'plain'. */
  readonly themes: readonly ThemeId[];
  /** The next theme to unlock and the achievement it needs (null when all are open). */
  readonly next: { readonly theme: ThemeId; readonly achievement: AchievementId } | null;
}

/** Achievements earned and themes unlocked, from the records and feats alone. */
export function unlocks(input: AchievementInput): Unlocks {
  const achievements = ACHIEVEMENTS.map((a) => {
    const p = a.progress(input);
    return { id: a.id, earned: p >= a.target, progress: Math.min(p, a.target), target: a.target };
  });
  const earned = new Set(achievements.filter((a) => a.earned).map((a) => a.id));
  const themes: ThemeId[] = ['plain'];
  let next: Unlocks['next'] = null;
  for (const t of THEME_IDS.slice(1)) {
    const a = ACHIEVEMENTS.find((x) => x.theme === t);
    if (!a) throw new Error(`theme ${t} has no achievement`);
    if (!earned.has(a.id)) {
      next = { theme: t, achievement: a.id };
      break;
    }
    themes.push(t);
  }
  return { achievements, themes, next };
}

/** Achievement ids earned in `after` but not in `before` (to announce them). */
export function newlyEarned(before: AchievementInput, after: AchievementInput): AchievementId[] {
  const was = new Set(
    unlocks(before)
      .achievements.filter((a) => a.earned)
      .map((a) => a.id),
  );
  return unlocks(after)
    .achievements.filter((a) => a.earned && !was.has(a.id))
    .map((a) => a.id);
}
