// Farbschalen preferences (BOW-6: the move preview is off unless the player turns it on).
// Kept apart from the game so the settings page can show the switch without loading the rules.
// The store is handed in (the page's and the settings page's usePlatform()), never imported.
import * as v from 'valibot';
import type { EntrySpec, Store } from '../../core/storage.ts';

const prefsSchema = v.object({ preview: v.boolean() });
export type BowlsPrefs = v.InferOutput<typeof prefsSchema>;
export const PREFS_ENTRY: EntrySpec<BowlsPrefs> = { name: 'bowls/prefs', version: 1, schema: prefsSchema };

export const bowlsPrefs = $state<BowlsPrefs>({ preview: false });

/** Read the stored preferences into `bowlsPrefs` (missing or unreadable: the defaults). */
export function loadBowlsPrefs(store: Store): BowlsPrefs {
  bowlsPrefs.preview = store.read(PREFS_ENTRY)?.preview ?? false;
  return bowlsPrefs;
}

export function saveBowlsPrefs(store: Store): void {
  store.write(PREFS_ENTRY, { preview: bowlsPrefs.preview });
}
