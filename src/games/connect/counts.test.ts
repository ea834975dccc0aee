// Issue 21: Paare verbinden's count phrases for n = 0, 1, 2 and 5.
import { describe, expect, it } from 'vitest';
import { con } from './strings.de.ts';

describe('issue 21: Paare verbinden count phrases', () => {
  it('issue 21: con.results.overNote for n = 0, 1, 2, 5', () => {
    expect([0, 1, 2, 5].map((n) => con.results.overNote(n, 27))).toEqual([
      '0 von 27 Paaren geräumt.',
      '1 von 27 Paaren geräumt.',
      '2 von 27 Paaren geräumt.',
      '5 von 27 Paaren geräumt.',
    ]);
  });
});
