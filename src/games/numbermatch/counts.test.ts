// Issue 21: Number Match's count phrases for n = 0, 1, 2 and 5.
import { describe, expect, it } from 'vitest';
import { nm } from './strings.de.ts';

describe('issue 21: Number Match count phrases', () => {
  it('issue 21: nm.numbersLeft for n = 0, 1, 2, 5', () => {
    expect([0, 1, 2, 5].map((n) => nm.numbersLeft(n))).toEqual(['noch 0 Zahlen', 'noch 1 Zahl', 'noch 2 Zahlen', 'noch 5 Zahlen']);
  });
});
