// The seven theme ids of Farbschalen in the unlock order of BOW-31 (Schlicht is open from the
// start) and the stored choice. The looks themselves are CSS (themes.css); names and materials
// for the gallery are in themes.ts.

import * as v from 'valibot';
import type { EntrySpec } from '../../../core/storage.ts';

export const THEME_IDS = ['plain', 'garden', 'sand', 'ocean', 'runes', 'neon', 'space'] as const;
export type ThemeId = (typeof THEME_IDS)[number];

/** The chosen theme (only an unlocked one is ever written: the gallery checks). */
export const THEME_ENTRY: EntrySpec<{ theme: ThemeId }> = { name: 'bowls/theme', version: 1, schema: v.object({ theme: v.picklist(THEME_IDS) }) };
