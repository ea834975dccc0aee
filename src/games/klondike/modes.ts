// The page's variants (the `draw` link parameter and the menu's "Spielart"): draw count and scoring
// in one value, so each has its own link, save and statistics table (KLO-10, KLO-13).

import type { Draw, Scoring } from './rules.ts';
import type { StatsKey } from './records.ts';

export const MODES = ['1', '3', '1v', '3v', '1vk', '3vk'] as const;

export interface ModeParts {
  readonly draw: Draw;
  readonly scoring: Scoring;
  /** Vegas kumulativ: the total carries from game to game. */
  readonly cumulative: boolean;
}

export function modeParts(mode: string): ModeParts {
  return {
    draw: mode.startsWith('3') ? 3 : 1,
    scoring: mode.includes('v') ? 'vegas' : 'standard',
    cumulative: mode.endsWith('k'),
  };
}

/** KLO-13: the statistics table of a mode (Vegas kumulativ counts with Vegas). */
export const statsKeyOf = (mode: string): StatsKey => {
  const p = modeParts(mode);
  return `${p.draw}-${p.scoring}`;
};
