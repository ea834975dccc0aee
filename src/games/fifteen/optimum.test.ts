// SCH-6: the end panel's line about the shortest solution, and the key a start is asked about by.
import { describe, expect, it } from 'vitest';
import { optimumLine, startKey } from './optimum.svelte.ts';

describe('fifteen optimum', () => {
  it('SCH-6 the end panel says the optimum beside the player’s moves, or why there is none', () => {
    expect(optimumLine(undefined, 30, 3)).toBe('Die kürzeste Lösung wird gesucht …');
    expect(optimumLine({ kind: 'pending' }, 30, 4)).toBe('Die kürzeste Lösung wird gesucht …');
    expect(optimumLine({ kind: 'solved', moves: 22 }, 30, 3)).toBe('Kürzeste Lösung: 22 Züge – du hast 30 Züge gebraucht.');
    expect(optimumLine({ kind: 'solved', moves: 1 }, 1, 3)).toBe('Kürzeste Lösung: 1 Zug – genau so viele wie du. Perfekt!');
    expect(optimumLine({ kind: 'unknown' }, 80, 4)).toMatch(/nicht zu finden/);
    expect(optimumLine({ kind: 'failed' }, 80, 4)).toMatch(/nicht berechnen/);
    expect(optimumLine({ kind: 'solved', moves: 3 }, 400, 5)).toMatch(/5×5/);
    expect(startKey([1, 2, 3, 4, 5, 6, 7, 0, 8], 3)).toBe('3:1,2,3,4,5,6,7,0,8');
  });
});
