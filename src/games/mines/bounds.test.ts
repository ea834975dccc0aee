// Issue 26: a Minesweeper save carrying a number past its bound (core/bounds.ts) is never resumed:
// the store sets it aside or the rules refuse it, the round starts afresh, and the page says so
// (the suite: ui/testing/save-bounds.ts; positions with out-of-bound numbers: notation.test.ts and engine.test.ts).
import { describeSaveBounds } from '../../ui/testing/save-bounds.ts';
import { spec } from './page.ts';

describeSaveBounds('Minesweeper', () => spec, 'seed=17');
