import { describe, expect, it } from 'vitest';
import { ItemReuse } from './reuse.ts';

describe('ItemReuse', () => {
  it('keeps the last object of a key while its fields stay equal, and only then', () => {
    const r = new ItemReuse<{ key: number; x: number; y?: number }>();
    const a = r.put({ key: 1, x: 1 });
    const b = r.put({ key: 2, x: 2 });
    r.done();
    expect(r.put({ key: 1, x: 1 })).toBe(a);
    const b2 = r.put({ key: 2, x: 3 });
    expect(b2).not.toBe(b);
    expect(b2).toEqual({ key: 2, x: 3 });
    r.done();
    // A field that appears or goes away is a change; a key left out of a list is forgotten.
    expect(r.put({ key: 2, x: 3, y: 1 })).not.toBe(b2);
    r.done();
    expect(r.put({ key: 1, x: 1 })).not.toBe(a);
  });
});
