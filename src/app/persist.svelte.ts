// Persistent storage (issue 32): the browser is asked to keep the games' progress even when space runs short.
//
// When: on the start page, once per visit, as soon as the store holds progress (a game in progress or
// statistics, that is after the first move of any game). Some browsers (Firefox) answer with a
// question to the player: on the start page it covers no board, and a visitor who never played is
// not asked at all. Chromium answers without a question, from how the site is used; it may say
// yes on a later visit, so a refusal is asked again next time. The answer itself is the browser's
// (navigator.storage.persisted()), not stored by us: it belongs to this browser, and a backup
// carried to another one must not bring it along.

import { holdsProgress } from '../core/backup.ts';
import type { Store } from '../core/storage.ts';

export type PersistState = 'unknown' | 'unsupported' | 'granted' | 'refused';

export const persistence = $state<{ state: PersistState }>({ state: 'unknown' });

function storageManager(): StorageManager | undefined {
  const sm = typeof navigator === 'undefined' ? undefined : navigator.storage;
  return sm && typeof sm.persist === 'function' && typeof sm.persisted === 'function' ? sm : undefined;
}

async function settle(answer: () => Promise<boolean>): Promise<PersistState> {
  try {
    persistence.state = (await answer()) ? 'granted' : 'refused';
  } catch {
    persistence.state = 'refused';
  }
  return persistence.state;
}

/** Read the browser's current answer (the settings page shows it). */
export function checkPersistence(): Promise<PersistState> {
  const sm = storageManager();
  if (!sm) return Promise.resolve((persistence.state = 'unsupported'));
  return settle(() => sm.persisted());
}

/** Ask the browser now (the settings page's button, or askWhenWorthKeeping). */
export function askPersistence(): Promise<PersistState> {
  const sm = storageManager();
  if (!sm) return Promise.resolve((persistence.state = 'unsupported'));
  return settle(async () => (await sm.persisted()) || sm.persist());
}

let askedThisVisit = false;

/** The start page calls this: ask once per visit, and only when there is progress to keep. */
export function askWhenWorthKeeping(store: Store): void {
  if (askedThisVisit || !holdsProgress(store.names())) return;
  askedThisVisit = true;
  void askPersistence();
}
