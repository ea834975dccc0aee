// What the game page shows of achievements and themes (BOW-30, BOW-31): the chosen theme and the
// "Neu freigeschaltet" notice. Its own module so the lazily loaded part (rewards.ts, the screens)
// writes it without importing the page's hook (rewards.svelte.ts), which loads that part.

import type { ThemeId } from './themeids.ts';

export const rewards = $state<{ theme: ThemeId; notice: string }>({ theme: 'plain', notice: '' });
