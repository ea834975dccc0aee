// The last game played (issue 32): the installed app's "Weiterspielen" shortcut opens it.
//
// A web manifest's shortcuts are fixed when the app is installed, so none can point at "the game
// played last". The shortcut opens the start page as `#/?weiter=1` instead, and the start page
// sends the player on to the game remembered here (or stays, when there is none).

import * as v from 'valibot';
import type { EntrySpec, Store } from '../core/storage.ts';
import { GAME_IDS, gameById } from '../games/registry.ts';
import { hrefFor } from '../ui/router.svelte.ts';
import { safeSummary } from '../ui/summary.ts';

export const LAST_GAME: EntrySpec<{ game: string }> = { name: 'app/last-game', version: 1, schema: v.object({ game: v.picklist(GAME_IDS) }) };

/** The start page's query the "Weiterspielen" shortcut opens. */
export const CONTINUE_QUERY = 'weiter';

/** A game page was opened: remember it (only when it changes, so a reload writes nothing). */
export function rememberGame(store: Store, game: string): void {
  if (!gameById(game) || store.read(LAST_GAME)?.game === game) return;
  store.write(LAST_GAME, { game });
}

/** Where "Weiterspielen" goes: the last game, at the round in progress when there is one. */
export function continueHref(store: Store, now: Date): string | null {
  const last = store.read(LAST_GAME);
  const entry = last ? gameById(last.game) : undefined;
  if (!entry) return null;
  return hrefFor([entry.id], safeSummary(entry.summary, store, now).inProgress?.query);
}
