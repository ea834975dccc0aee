// PYR-11 (with issue 12): the deal in progress and its undo history live only in the open page.
// The page controller saves into this module's memory, never into the device's storage: moving between the
// app's own pages (statistics, help, and back) is still the open page, so the game comes back
// exactly; a reload or a new tab starts with empty memory, and nothing of the deal is ever written
// to the device. Only the statistics go to the real store (records.ts).

import { KEY_PREFIX, MemoryStorage, Store } from '../../core/storage.ts';

const SLOT_PREFIX = `${KEY_PREFIX}pyramid/slot/`;

/** Memory that remembers which slot (free or daily) was written last: a bare link resumes that one. */
class KeptMemory extends MemoryStorage {
  last = 'free';
  override setItem(k: string, value: string): void {
    super.setItem(k, value);
    if (k.startsWith(SLOT_PREFIX)) this.last = k.slice(SLOT_PREFIX.length);
  }
}

let memory = new KeptMemory();
let store = new Store(memory);

/** The store the pyramid page's controller saves into: module memory, gone with a reload. */
export const keptStore = (): Store => store;

/** The slot a link without a deal continues: the one played last in this page. */
export const lastSlot = (): string => memory.last;

/** Tests: forget everything kept (what a reload does). */
export function forgetKept(): void {
  memory = new KeptMemory();
  store = new Store(memory);
  progress = null;
}

/** What the start page shows of the deal in progress (the page keeps it current). */
export interface Progress {
  readonly deal: number;
  readonly score: number;
  /** The daily's day, when the deal is a daily. */
  readonly day?: string;
}

let progress: Progress | null = null;

/** The page: the deal on screen when it is in progress (moves made, not ended), else null. */
export function noteProgress(p: Progress | null): void {
  progress = p;
}

export const keptProgress = (): Progress | null => progress;
