// The keyboard table of keys.ts with its German descriptions, for the help page (only the help
// page loads the texts; issue 10: the game page's JavaScript budget).

import type { KeyEntry } from '../../ui/keymap.ts';
import { BOWLS_BINDINGS, type BowlsCommand } from './keys.ts';
import { bwKeys } from './strings.de.ts';

export const BOWLS_KEYS: readonly KeyEntry<BowlsCommand>[] = BOWLS_BINDINGS.map((k) => ({ ...k, help: bwKeys[k.help] }));
