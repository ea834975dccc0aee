// The game page's small hook into achievements and themes (BOW-30, BOW-31), loaded with the page:
// the chosen theme, the "Neu freigeschaltet" notice, and a cheap check after each move. Everything
// else (feats, which achievement is earned, what to announce, the screens) loads lazily through
// lazy.ts, the one dynamic import of issue 11.

import type { Store } from '../../../core/storage.ts';
import { rewards } from './shown.svelte.ts';
import { THEME_ENTRY, type ThemeId } from './themeids.ts';
import type { BowlsTrace } from '../rules/types.ts';
import type * as Lazy from './lazy.ts';

export { rewards };

/** Read the chosen theme (missing or unreadable: Schlicht). */
export function loadTheme(store: Store): ThemeId {
  return (rewards.theme = store.read(THEME_ENTRY)?.theme ?? 'plain');
}

let lazy: Promise<typeof Lazy> | null = null;
/**
 * The lazy part, imported once (issue 21: each call of a dynamic import walks its preload list in
 * the DOM, ~1 ms in a tap). A failed load is tried again next time.
 */
export function loadLazy(): Promise<typeof Lazy> {
  return (lazy ??= import('./lazy.ts').catch((e: unknown) => {
    lazy = null;
    throw e;
  }));
}

/**
 * After a safe move (its trace) or the end of an attempt (`ended`): when the move formed a group
 * or cleared the board, or the attempt ended, rewards.ts notes the feats and announces anything new.
 */
export function noteProgress(store: Store, trace: BowlsTrace | undefined, ended: boolean): Promise<string> | undefined {
  const p = trace?.player;
  if (ended || p?.comboBowls || p?.perfectClear) return loadLazy().then((m) => m.progress(store, trace));
  // Issue 21: any other move fetches the module already (its first import walks the preload list
  // in the DOM), so the first group's tap does not.
  void loadLazy().catch(() => undefined);
  return undefined;
}
