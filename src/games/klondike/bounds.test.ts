// Issue 26: a Klondike save carrying a number past its bound (core/bounds.ts) is never resumed:
// the store sets it aside or the rules refuse it, the round starts afresh, and the page says so
// (the suite: ui/testing/save-bounds.ts; positions with out-of-bound numbers: notation.test.ts and engine.test.ts).
import type { Store } from '../../core/storage.ts';
import { describeSaveBounds } from '../../ui/testing/save-bounds.ts';
import { klondikeSpec } from './page.ts';

describeSaveBounds('Klondike', (store: Store) => klondikeSpec({ store, prove: () => Promise.resolve(7), carry: () => 0 }), 'deal=17');
