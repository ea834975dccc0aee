// The game page's small hook into achievements and themes (BOW-30, BOW-31), loaded with the page:
// the chosen theme, the "Neu freigeschaltet" notice, and noting feats after each move. Everything
// else (which achievement is earned, what to announce) lives in the lazily loaded rewards.ts.

import type { Store } from '../../core/storage.ts';
import { FEATS_ENTRY, noteMove } from './feats.ts';
import { THEME_ENTRY, type ThemeId } from './themeids.ts';
import type { BowlsTrace } from './types.ts';

export const rewards = $state<{ theme: ThemeId; notice: string }>({ theme: 'plain', notice: '' });

/** Read the chosen theme (missing or unreadable: Schlicht). */
export function loadTheme(store: Store): ThemeId {
  return (rewards.theme = store.read(THEME_ENTRY)?.theme ?? 'plain');
}

/**
 * After a safe move (its trace) or the end of an attempt (`ended`): keep the feats and, when
 * something may have been earned, let rewards.ts announce it.
 */
export function noteProgress(store: Store, trace: BowlsTrace | undefined, ended: boolean): void {
  let changed = ended;
  if (trace) {
    const before = store.read(FEATS_ENTRY);
    const after = noteMove(before, trace);
    if (after !== before) {
      store.write(FEATS_ENTRY, after);
      changed = true;
    }
  }
  if (changed) void import('./rewards.ts').then((m) => m.announce(store));
}
