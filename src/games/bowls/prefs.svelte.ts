// Farbschalen preferences (BOW-6: the move preview is off unless the player turns it on).
// Kept apart from the game so the settings page can show the switch without loading the rules.
import * as v from 'valibot';
import type { EntrySpec } from '../../core/storage.ts';
import { store } from '../../app/store.ts';

const prefsSchema = v.object({ preview: v.boolean() });
export type BowlsPrefs = v.InferOutput<typeof prefsSchema>;
export const PREFS_ENTRY: EntrySpec<BowlsPrefs> = { name: 'bowls/prefs', version: 1, schema: prefsSchema };

export const bowlsPrefs = $state<BowlsPrefs>({ preview: false, ...(store.read(PREFS_ENTRY) ?? {}) });

export function saveBowlsPrefs(): void {
  store.write(PREFS_ENTRY, { preview: bowlsPrefs.preview });
}
