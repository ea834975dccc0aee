// Issue 21: FreeCell's count phrases for n = 0, 1, 2 and 5.
import { describe, expect, it } from 'vitest';
import { fc } from './strings.de.ts';

describe('issue 21: FreeCell count phrases', () => {
  it('issue 21: fc.moves for n = 0, 1, 2, 5', () => {
    expect([0, 1, 2, 5].map((n) => fc.moves(n))).toEqual(['0 Züge', '1 Zug', '2 Züge', '5 Züge']);
  });
});
