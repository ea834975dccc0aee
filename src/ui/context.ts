// What the shell hands every game page: the Store (and room for more), as a Svelte context.
//
// Game code never imports src/app. The shell calls providePlatform({ store }) once in App.svelte;
// a page calls usePlatform() during its own initialisation and passes the pieces into its view
// classes as constructor arguments (as FreecellGame takes its Clock), so tests give them a
// MemoryStorage-backed Store instead.

import { getContext, hasContext, setContext } from 'svelte';
import type { Store } from '../core/storage.ts';

export interface Platform {
  /** The one persistent store (src/core/storage.ts). */
  readonly store: Store;
}

const KEY = Symbol('knobelkiste.platform');

/** Shell only: make the platform available to every component below. */
export function providePlatform(platform: Platform): Platform {
  return setContext(KEY, platform);
}

/** The platform the shell provided; a component outside the shell (a test) must provide one itself. */
export function usePlatform(): Platform {
  if (!hasContext(KEY)) throw new Error('usePlatform(): no platform provided (the shell calls providePlatform in App.svelte).');
  return getContext<Platform>(KEY);
}
