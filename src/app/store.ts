// The app's single persistent store (see src/core/storage.ts).
import { MemoryStorage, Store } from '../core/storage.ts';

export const store: Store = typeof window === 'undefined' ? new Store(new MemoryStorage()) : Store.browser();
